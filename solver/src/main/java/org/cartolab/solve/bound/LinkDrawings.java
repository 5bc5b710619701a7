package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.board.SquareGrid;

/**
 * The most X cells that come to count in {@link LinkedCellsBound}'s form when one or two remaining steps can draw T:
 * T then grows by at most one drawing of each (the other steps draw other terrains), so the clusters at the end are
 * those of T now joined by those drawings. Each step's drawings that are still empty ({@link StepDrawings}, its
 * single cells included) are tried, and for two steps every pair that does not overlap: a drawing joins the T
 * clusters next to it, and the two drawings one cluster if they touch or join the same cluster. A split drawing
 * (two pieces) is taken as one cluster, which only makes more X cells count.
 */
final class LinkDrawings {

    /** A drawing still empty: its cells, the cells next to it, the T clusters next to it, the X cells they touch. */
    private record Drawing(long[] cells, long[] around, long clusters, long[] reach) {
    }

    private LinkDrawings() {
    }

    /**
     * The most X cells of {@code waiting} (those not counting now) that some play's T drawings make count, or -1 when
     * more than two steps can draw T, their drawings are not known, or T has too many clusters to follow. Each
     * drawing and each pair of drawings looked at is charged to the position as one unit of work
     * ({@link Position#chargeTerm}).
     *
     * @param linked whether an X cell counts only when its cluster touches another X cell
     */
    static int most(Position position, boolean[] linkTerrains, long[] xs, long[] linkNow, long[] waiting,
                    boolean linked) {
        if (position.stepTerrains == null || position.stepDrawings == null) {
            return -1;
        }
        List<Integer> drawers = new ArrayList<>();
        for (int j = position.from; j < position.to; j++) {
            for (int t = 0; t < linkTerrains.length; t++) {
                if (linkTerrains[t] && position.stepTerrains[j][t]) {
                    drawers.add(j);
                    break;
                }
            }
        }
        if (drawers.isEmpty()) {
            return 0;
        }
        if (drawers.size() > 2 || drawers.stream().anyMatch(j -> position.stepDrawings[j] == null)) {
            return -1;
        }
        SquareGrid grid = position.grid;
        List<long[]> clusters = grid.clusters(linkNow);
        if (clusters.size() >= Long.SIZE) {
            return -1;
        }
        long[][] touched = new long[clusters.size()][];
        for (int c = 0; c < touched.length; c++) {
            touched[c] = Bits.and(xs, grid.neighbours(clusters.get(c)));
        }
        if (drawers.size() == 1) {
            return byOne(position, drawers.get(0), xs, waiting, clusters, touched, linked);
        }
        List<Drawing> first = drawings(position, drawers.get(0), xs, clusters, touched);
        List<Drawing> second = drawings(position, drawers.get(1), xs, clusters, touched);
        position.chargeTerm(position.stepDrawings[drawers.get(0)].size()
                + position.stepDrawings[drawers.get(1)].size());
        int all = Bits.count(waiting);
        int most = 0;
        for (List<Drawing> alone : List.of(first, second)) {
            for (Drawing drawing : alone) {
                most = Math.max(most, gain(drawing.reach, waiting, linked));
            }
        }
        for (Drawing one : first) {
            for (Drawing other : second) {
                position.chargeTerm(1);
                if (most == all) {
                    return most;
                }
                // Not above the best so far even if everything both reach counted: passed over.
                if (countOr(one.reach, other.reach, waiting) <= most || Bits.intersects(one.cells, other.cells)) {
                    continue;
                }
                int gain;
                if ((one.clusters & other.clusters) != 0 || Bits.intersects(one.around, other.cells)) {
                    gain = gain(Bits.or(one.reach, other.reach), waiting, linked);
                } else {
                    long[] none = grid.none();
                    gain = Bits.count(Bits.and(waiting, Bits.or(counts(one.reach, linked) ? one.reach : none,
                            counts(other.reach, linked) ? other.reach : none)));
                }
                most = Math.max(most, gain);
            }
        }
        return most;
    }

    /**
     * The most with one step drawing T (at every node of a search where one is left, so without listing): only a
     * drawing next to a waiting X cell, or to a T cluster next to one, can make one count.
     */
    private static int byOne(Position position, int j, long[] xs, long[] waiting, List<long[]> clusters,
                             long[][] touched, boolean linked) {
        long[] hot = waiting.clone();
        for (int c = 0; c < clusters.size(); c++) {
            if (Bits.intersects(touched[c], waiting)) {
                hot = Bits.or(hot, clusters.get(c));
            }
        }
        StepDrawings drawings = position.stepDrawings[j];
        int all = Bits.count(waiting);
        int most = 0;
        for (int p = 0; p < drawings.size() && most < all; p++) {
            position.chargeTerm(1);
            long[] around = drawings.around(p);
            if (!Bits.intersects(around, hot) || !Bits.subsetOf(drawings.cells(p), position.empty)) {
                continue;
            }
            long[] reach = Bits.and(xs, around);
            for (int c = 0; c < clusters.size(); c++) {
                if (Bits.intersects(around, clusters.get(c))) {
                    reach = Bits.or(reach, touched[c]);
                }
            }
            most = Math.max(most, gain(reach, waiting, linked));
        }
        return most;
    }

    /** Step j's drawings that are still empty, with the clusters next to each and the X cells they all touch. */
    private static List<Drawing> drawings(Position position, int j, long[] xs, List<long[]> clusters,
                                          long[][] touched) {
        StepDrawings drawings = position.stepDrawings[j];
        List<Drawing> empty = new ArrayList<>();
        for (int p = 0; p < drawings.size(); p++) {
            long[] cells = drawings.cells(p);
            if (!Bits.subsetOf(cells, position.empty)) {
                continue;
            }
            long[] around = drawings.around(p);
            long next = 0;
            long[] reach = Bits.and(xs, around);
            for (int c = 0; c < clusters.size(); c++) {
                if (Bits.intersects(around, clusters.get(c))) {
                    next |= 1L << c;
                    reach = Bits.or(reach, touched[c]);
                }
            }
            empty.add(new Drawing(cells, around, next, reach));
        }
        return empty;
    }

    /** Whether the X cells {@code reach} that one cluster touches count: all of them, or two at least if linked. */
    private static boolean counts(long[] reach, boolean linked) {
        return !linked || Bits.count(reach) >= 2;
    }

    private static int gain(long[] reach, long[] waiting, boolean linked) {
        return counts(reach, linked) ? Bits.count(Bits.and(reach, waiting)) : 0;
    }

    /** |(a | b) & mask|, without building the sets. */
    private static int countOr(long[] a, long[] b, long[] mask) {
        int count = 0;
        for (int w = 0; w < mask.length; w++) {
            count += Long.bitCount((a[w] | b[w]) & mask[w]);
        }
        return count;
    }
}
