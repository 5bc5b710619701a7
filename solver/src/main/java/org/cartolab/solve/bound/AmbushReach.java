package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.cartolab.board.Bits;

/**
 * How far along its order a solo ambush can still be pushed. Its monsters go to the first placement in the card's
 * order that fits the map when the ambush comes ({@link org.cartolab.rules.SoloAmbush}); a placement that fits now
 * is passed over only if a step drawn before the ambush has drawn one of its cells. So the ambush can take the
 * k-th placement that fits now only if the steps before it can between them hit every one of the first k, each
 * with one of its drawings (one of its moves on the map now, or a single empty cell). Hitting is checked by a
 * search over the steps' drawings, each reduced to the set of placements it hits (only the largest such sets:
 * one that hits more is never worse), branching on which step hits the first placement not yet hit.
 */
final class AmbushReach {

    /** Past this many nodes the search gives up and every placement is kept (still an upper bound). */
    static final int MOST_NODES = 20_000;

    private final int count;
    /** Per earlier step: the largest sets of placements one of its drawings hits, as bits over the placements. */
    private final List<List<long[]>> hits = new ArrayList<>();
    private final boolean[] used;
    private int nodes;
    private int furthest;

    private AmbushReach(List<long[]> placements, List<List<long[]>> drawings, long[] empty) {
        this.count = placements.size();
        long[] anyPlacement = null;
        for (long[] placement : placements) {
            anyPlacement = anyPlacement == null ? placement.clone() : Bits.or(anyPlacement, placement);
        }
        for (List<long[]> stepDrawings : drawings) {
            List<long[]> sets = new ArrayList<>();
            for (long[] drawing : stepDrawings) {
                sets.add(hitBy(placements, drawing));
            }
            long[] singles = Bits.and(empty, anyPlacement);
            for (int i = Bits.first(singles); i >= 0; i = Bits.next(singles, i + 1)) {
                sets.add(hitBy(placements, Bits.single(empty.length, i)));
            }
            hits.add(largest(sets));
        }
        this.used = new boolean[drawings.size()];
    }

    /**
     * The number of leading placements the ambush can take.
     *
     * @param placements the ambush's placements that fit now, in its order
     * @param drawings   per step still to draw before the ambush, the cells of each of its moves on the map now
     * @param empty      the map's empty cells (each a single cell a step may draw)
     */
    static int reachable(List<long[]> placements, List<List<long[]>> drawings, long[] empty) {
        if (placements.size() <= 1 || drawings.isEmpty()) {
            return Math.min(1, placements.size());
        }
        AmbushReach reach = new AmbushReach(placements, drawings, empty);
        reach.hit(new long[(reach.count + 63) / 64], 0);
        return Math.min(reach.count, reach.furthest + 1);
    }

    /**
     * Hits placement {@code first} (the first one not in {@code hit}) with each unused step's drawings in turn: of
     * those that hit it, only the ones whose hits from {@code first} on lie inside no other's (the others reach no
     * further). A branch whose unused steps cannot hit enough placements to pass the furthest reached is cut.
     */
    private void hit(long[] hit, int first) {
        furthest = Math.max(furthest, first);
        if (first >= count || ++nodes > MOST_NODES) {
            furthest = nodes > MOST_NODES ? count : furthest;
            return;
        }
        long[] ahead = new long[hit.length];
        for (int p = first; p < count; p++) {
            Bits.set(ahead, p);
        }
        ahead = Bits.andNot(ahead, hit);
        int most = 0;
        for (int s = 0; s < hits.size(); s++) {
            if (!used[s]) {
                int largest = 0;
                for (long[] set : hits.get(s)) {
                    largest = Math.max(largest, Bits.count(Bits.and(set, ahead)));
                }
                most += largest;
            }
        }
        // Hitting `most` more of the placements ahead ends at most at the next one not hit after those.
        int reach = first;
        for (int unhit = 0; reach < count; reach++) {
            if (!Bits.get(hit, reach) && unhit++ == most) {
                break;
            }
        }
        if (reach <= furthest) {
            return; // no branch from here ends further than one already did
        }
        for (int s = 0; s < hits.size(); s++) {
            if (used[s]) {
                continue;
            }
            List<long[]> onFirst = new ArrayList<>();
            for (long[] set : hits.get(s)) {
                if (Bits.get(set, first)) {
                    onFirst.add(Bits.and(set, ahead));
                }
            }
            used[s] = true;
            for (long[] set : largest(onFirst)) {
                long[] more = Bits.or(hit, set);
                int next = first;
                while (next < count && Bits.get(more, next)) {
                    next++;
                }
                hit(more, next);
                if (furthest >= count) {
                    used[s] = false;
                    return;
                }
            }
            used[s] = false;
        }
    }

    private static long[] hitBy(List<long[]> placements, long[] drawing) {
        long[] set = new long[(placements.size() + 63) / 64];
        for (int p = 0; p < placements.size(); p++) {
            if (Bits.intersects(placements.get(p), drawing)) {
                Bits.set(set, p);
            }
        }
        return set;
    }

    /** The distinct non-empty sets that lie inside no other one. */
    private static List<long[]> largest(List<long[]> sets) {
        Map<String, long[]> distinct = new LinkedHashMap<>();
        for (long[] set : sets) {
            if (!Bits.isEmpty(set)) {
                distinct.putIfAbsent(Arrays.toString(set), set);
            }
        }
        List<long[]> sorted = new ArrayList<>(distinct.values());
        sorted.sort(Comparator.comparingInt((long[] set) -> -Bits.count(set)));
        List<long[]> kept = new ArrayList<>();
        for (long[] set : sorted) {
            if (kept.stream().noneMatch(other -> Bits.subsetOf(set, other))) {
                kept.add(set);
            }
        }
        return kept;
    }
}
