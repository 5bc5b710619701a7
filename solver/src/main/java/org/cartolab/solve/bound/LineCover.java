package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;

import org.cartolab.board.Bits;
import org.cartolab.rules.Move;

/**
 * The most the lines counted whole ({@link LineGoals}) can add when the remaining steps must draw their missing
 * cells with their own pieces: a budget of cells does not see that a row missing three separate runs of cells
 * needs three drawings, or that a step whose every placement lies elsewhere (after ruins) adds nothing to it.
 * A choice of lines counts only if its missing cells can be covered by one drawing per step, each one of the
 * step's moves on the map now (a later map has fewer) or, where the step may fall back to one
 * ({@link StepMoves#singleCell}), a single cell. The drawings may overlap here, and the
 * cells they draw outside the lines are free: a relaxation, so still an upper bound. Choices are tried cheapest
 * lines first, with what fits the budget and what the steps can cover both shrinking as lines are added; past
 * {@link #MOST_NODES} nodes of search the budget's count is kept instead.
 */
final class LineCover {

    static final int MOST_NODES = 600_000;

    private final long[][] lines;
    private final double[] weights;
    private final int budget;
    /** Per step: its drawings' cells within the lines' missing cells, none inside another. */
    private final List<List<long[]>> footprints = new ArrayList<>();
    /** Per step: per cell, its footprints over the cell. */
    private final List<Map<Integer, List<long[]>>> over = new ArrayList<>();
    private final Map<Key, Boolean> coverable = new HashMap<>();
    private int nodes;
    private double best;

    private LineCover(List<LineGoals> families, int budget, List<List<Move>> moves, IntPredicate singleCell,
                      long[] reachable) {
        List<long[]> missing = new ArrayList<>();
        List<Double> weight = new ArrayList<>();
        for (LineGoals family : families) {
            for (long[] cells : family.missing()) {
                missing.add(cells);
                weight.add((double) family.weight());
            }
        }
        Integer[] order = new Integer[missing.size()];
        for (int l = 0; l < order.length; l++) {
            order[l] = l;
        }
        Arrays.sort(order, Comparator.comparingInt(l -> Bits.count(missing.get(l))));
        this.lines = new long[order.length][];
        this.weights = new double[order.length];
        long[] all = null;
        for (int k = 0; k < order.length; k++) {
            lines[k] = missing.get(order[k]);
            weights[k] = weight.get(order[k]);
            all = all == null ? lines[k] : Bits.or(all, lines[k]);
        }
        this.budget = budget;
        for (int j = 0; j < moves.size(); j++) {
            List<long[]> own = new ArrayList<>();
            if (all != null) {
                for (Move move : moves.get(j)) {
                    own.add(Bits.and(move.cells(), all));
                }
                // The single cell a step may draw instead, where it may.
                long[] singles = singleCell.test(j) ? Bits.and(all, reachable) : Bits.empty(all.length);
                for (int i = Bits.first(singles); i >= 0; i = Bits.next(singles, i + 1)) {
                    own.add(Bits.single(all.length, i));
                }
            }
            footprints.add(maximal(own));
            Map<Integer, List<long[]>> byCell = new HashMap<>();
            for (long[] footprint : footprints.get(footprints.size() - 1)) {
                for (int i = Bits.first(footprint); i >= 0; i = Bits.next(footprint, i + 1)) {
                    byCell.computeIfAbsent(i, cell -> new ArrayList<>()).add(footprint);
                }
            }
            over.add(byCell);
        }
    }

    /**
     * @param moves      per remaining step, its moves on the map now
     * @param singleCell whether the remaining step of that index may draw a single cell of its choice
     * @param reachable  the cells a step may draw as a single cell
     */
    static double most(List<LineGoals> families, int budget, List<List<Move>> moves, IntPredicate singleCell,
                       long[] reachable) {
        LineCover cover = new LineCover(families, budget, moves, singleCell, reachable);
        cover.choose(0, null, 0);
        return cover.nodes > MOST_NODES ? LineGoals.most(families, budget) : cover.best;
    }

    /** Adds lines from {@code from} on to the choice of cells {@code drawn} worth {@code value}. */
    private void choose(int from, long[] drawn, double value) {
        best = Math.max(best, value);
        for (int l = from; l < lines.length && nodes <= MOST_NODES; l++) {
            if (value + most(l, drawn) <= best) {
                return;
            }
            long[] cells = drawn == null ? lines[l] : Bits.or(drawn, lines[l]);
            if (Bits.count(cells) <= budget && coverable(cells)) {
                choose(l + 1, cells, value + weights[l]);
            }
        }
    }

    /**
     * The most the lines from {@code from} on can add to {@code drawn}: n of them draw at least their n cheapest
     * costs less one cell per pair (two lines share at most one cell), so only so many fit the budget.
     */
    private double most(int from, long[] drawn) {
        int n = lines.length - from;
        int[] costs = new int[n];
        double[] worth = new double[n];
        for (int l = from; l < lines.length; l++) {
            costs[l - from] = Bits.count(drawn == null ? lines[l] : Bits.andNot(lines[l], drawn));
            worth[l - from] = weights[l];
        }
        Arrays.sort(costs);
        Arrays.sort(worth);
        int left = budget - (drawn == null ? 0 : Bits.count(drawn));
        int sum = 0;
        double most = 0;
        for (int k = 0; k < n; k++) {
            sum += costs[k];
            if (sum - k * (k + 1) / 2 > left) {
                break;
            }
            most += worth[n - 1 - k];
        }
        return most;
    }

    private boolean coverable(long[] cells) {
        Key key = new Key(cells);
        Boolean known = coverable.get(key);
        if (known == null) {
            known = cover(cells, new boolean[footprints.size()]);
            coverable.put(key, known);
        }
        return known;
    }

    /** Whether the steps not yet used can cover {@code left}, one footprint each. */
    private boolean cover(long[] left, boolean[] used) {
        nodes++;
        if (Bits.isEmpty(left)) {
            return true;
        }
        if (nodes > MOST_NODES) {
            return true; // given up: the caller keeps the budget's count
        }
        // The most the unused steps can still cover: if less than what is left, no choice of theirs does.
        int most = 0;
        for (int j = 0; j < footprints.size(); j++) {
            if (!used[j]) {
                int largest = 0;
                for (long[] footprint : footprints.get(j)) {
                    largest = Math.max(largest, Bits.count(Bits.and(footprint, left)));
                }
                most += largest;
            }
        }
        if (most < Bits.count(left)) {
            return false;
        }
        // The cell left with the fewest footprints of unused steps over it must be covered by one of them.
        int cell = -1;
        int fewest = Integer.MAX_VALUE;
        for (int i = Bits.first(left); i >= 0; i = Bits.next(left, i + 1)) {
            int options = 0;
            for (int j = 0; j < footprints.size(); j++) {
                if (!used[j]) {
                    options += over.get(j).getOrDefault(i, List.of()).size();
                }
            }
            if (options < fewest) {
                fewest = options;
                cell = i;
            }
        }
        for (int j = 0; j < footprints.size(); j++) {
            if (used[j]) {
                continue;
            }
            used[j] = true;
            for (long[] footprint : over.get(j).getOrDefault(cell, List.of())) {
                if (cover(Bits.andNot(left, footprint), used)) {
                    used[j] = false;
                    return true;
                }
            }
            used[j] = false;
        }
        return false;
    }

    /** The footprints that lie inside no other one (a larger one covers at least as much), each once. */
    private static List<long[]> maximal(List<long[]> footprints) {
        List<long[]> sorted = new ArrayList<>(footprints);
        sorted.sort(Comparator.comparingInt((long[] f) -> -Bits.count(f)));
        List<long[]> kept = new ArrayList<>();
        for (long[] footprint : sorted) {
            if (Bits.isEmpty(footprint)) {
                continue;
            }
            boolean inside = false;
            for (long[] other : kept) {
                if (Bits.subsetOf(footprint, other)) {
                    inside = true;
                    break;
                }
            }
            if (!inside) {
                kept.add(footprint);
            }
        }
        return kept;
    }

    /** A set of cells as a map key. */
    private record Key(long[] cells) {

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && Arrays.equals(cells, key.cells);
        }

        @Override
        public int hashCode() {
            return Arrays.hashCode(cells);
        }
    }
}
