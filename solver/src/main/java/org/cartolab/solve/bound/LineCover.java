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
 * A choice of lines counts only if its missing cells can be drawn by one drawing per step, each one of the
 * step's moves on the map now (a later map has fewer) or, where the step may fall back to one
 * ({@link StepMoves#singleCell}), a single cell. No two steps draw the same cell, so the steps split the lines'
 * cells among them (each draws exactly its drawing's cells there). The steps come in order: a step falls back to
 * a single cell only when the steps before it can have blocked all its moves, an ambush takes a later placement of
 * its order only when they can have blocked the earlier ones; they draw the lines' cells chosen for them, and no
 * more cells elsewhere than their pieces have left over ({@link #fallbacksPossible}). Where the cells drawn
 * outside the lines go is otherwise free, and a step may take any of its moves on the map now whatever the steps
 * before it drew outside the lines: a relaxation, so still an upper bound. Choices are tried cheapest lines first,
 * with what fits the budget and what the steps can cover both shrinking as lines are added; past
 * {@link #MOST_NODES} nodes of search the budget's count is kept instead.
 */
final class LineCover {

    static final int MOST_NODES = 600_000;

    private final long[][] lines;
    private final double[] weights;
    private final int budget;
    /** Per step: its moves on the map now, and the most cells it draws (a move's or the fallback's one). */
    private final List<List<Move>> moves;
    private final int[] mostCells;
    /** Whether the step of that index draws the first of its moves that still fits when it comes (an ambush). */
    private final IntPredicate firstFits;
    /** Per step: its drawings' cells within the lines' missing cells, each set once. */
    private final List<Footprints> drawings = new ArrayList<>();
    private final Map<Key, Boolean> coverable = new HashMap<>();
    private int nodes;
    private double best;

    private LineCover(List<LineGoals> families, int budget, List<List<Move>> moves, IntPredicate singleCell,
                      long[] reachable, IntPredicate firstFits) {
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
        this.moves = moves;
        this.firstFits = firstFits;
        this.mostCells = new int[moves.size()];
        for (int j = 0; j < moves.size(); j++) {
            List<Move> own = moves.get(j);
            mostCells[j] = 1;
            for (Move move : own) {
                mostCells[j] = Math.max(mostCells[j], Bits.count(move.cells()));
            }
            if (all == null) {
                drawings.add(Footprints.none());
                continue;
            }
            // The step's moves, then the single cells it may draw instead, where it may.
            long[] singles = singleCell.test(j) ? Bits.and(all, reachable) : Bits.empty(all.length);
            int count = own.size() + Bits.count(singles);
            long[][] cells = new long[count][];
            long[][] besides = new long[count][];
            boolean[] fallback = new boolean[count];
            int[] index = new int[count];
            for (int d = 0; d < own.size(); d++) {
                cells[d] = own.get(d).cells();
                index[d] = d;
            }
            int d = own.size();
            for (int i = Bits.first(singles); i >= 0; i = Bits.next(singles, i + 1), d++) {
                cells[d] = Bits.single(all.length, i);
                fallback[d] = true;
                index[d] = Integer.MAX_VALUE;
            }
            Arrays.fill(besides, Bits.empty(all.length));
            drawings.add(Footprints.of(cells, besides, fallback, index, all));
        }
    }

    /**
     * @param moves      per remaining step, its moves on the map now
     * @param singleCell whether the remaining step of that index may draw a single cell of its choice
     * @param reachable  the cells a step may draw as a single cell
     * @param firstFits  whether the step of that index draws the first of its moves (in their order) that still
     *                   fits when it comes, as an ambush does
     */
    static double most(List<LineGoals> families, int budget, List<List<Move>> moves, IntPredicate singleCell,
                       long[] reachable, IntPredicate firstFits) {
        LineCover cover = new LineCover(families, budget, moves, singleCell, reachable, firstFits);
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
            List<Footprints> within = new ArrayList<>();
            for (Footprints own : drawings) {
                within.add(own.within(cells));
            }
            int[] chosen = new int[within.size()];
            Arrays.fill(chosen, -1);
            known = cover(cells, within, chosen);
            coverable.put(key, known);
        }
        return known;
    }

    /**
     * Whether the steps not yet chosen can draw exactly {@code left}, one footprint each ({@code within}: each
     * step's drawings' cells within the chosen lines; {@code chosen}: per step, its footprint, -1 if none yet).
     * Drawings never overlap, so a footprint that reaches a cell another step draws is out: the lines' cells
     * are split among the steps, not covered many times over.
     */
    private boolean cover(long[] left, List<Footprints> within, int[] chosen) {
        nodes++;
        if (Bits.isEmpty(left)) {
            return fallbacksPossible(within, chosen);
        }
        if (nodes > MOST_NODES) {
            return true; // given up: the caller keeps the budget's count
        }
        // The most the unused steps can still draw of what is left: if less than all of it, no choice of theirs.
        int most = 0;
        for (int j = 0; j < within.size(); j++) {
            if (chosen[j] < 0) {
                for (long[] footprint : within.get(j).cells()) {
                    if (Bits.subsetOf(footprint, left)) {
                        most += Bits.count(footprint); // the largest that fits: they come largest first
                        break;
                    }
                }
            }
        }
        if (most < Bits.count(left)) {
            return false;
        }
        // The cell left with the fewest footprints of unused steps over it must be drawn by one of them.
        int cell = -1;
        int fewest = Integer.MAX_VALUE;
        for (int i = Bits.first(left); i >= 0 && fewest > 0; i = Bits.next(left, i + 1)) {
            int options = 0;
            for (int j = 0; j < within.size(); j++) {
                if (chosen[j] < 0) {
                    long[][] footprints = within.get(j).cells();
                    for (int f : within.get(j).over(i)) {
                        if (Bits.subsetOf(footprints[f], left)) {
                            options++;
                        }
                    }
                }
            }
            if (options < fewest) {
                fewest = options;
                cell = i;
            }
        }
        for (int j = 0; j < within.size() && fewest > 0; j++) {
            if (chosen[j] >= 0) {
                continue;
            }
            long[][] footprints = within.get(j).cells();
            for (int f : within.get(j).over(cell)) {
                if (Bits.subsetOf(footprints[f], left)) {
                    chosen[j] = f;
                    boolean covered = cover(Bits.andNot(left, footprints[f]), within, chosen);
                    chosen[j] = -1;
                    if (covered) {
                        return true;
                    }
                }
            }
        }
        return false;
    }

    /**
     * Whether the steps {@code chosen} may draw their footprints in the order they come. A step that draws a
     * single cell only (no move of its draws that footprint) falls back to it only when none of its moves fits
     * then; an ambush draws the first of its moves that still fits, so its footprint's first move only when the
     * moves before that one fit no more. A move now fits when the step comes unless a step before it has drawn
     * one of its cells. Those steps draw the lines' cells chosen for them and, besides, at most the cells their
     * pieces have left (all of a piece if the step draws nothing in the lines); a chosen step draws those next to
     * the lines where its drawings of that footprint do. Each cell blocks at most one of a set of pairwise
     * disjoint moves; so if the moves to block that miss the chosen cells hold more disjoint ones than all those
     * left-over cells, or those that miss the chosen steps' cells and surroundings hold more than the cells of
     * the steps not chosen, one of them still fits.
     */
    private boolean fallbacksPossible(List<Footprints> within, int[] chosen) {
        long[] drawn = null;
        long[] near = null;
        int leftOver = 0;
        int unchosen = 0;
        for (int j = 0; j < chosen.length; j++) {
            if (chosen[j] >= 0) {
                Footprints own = within.get(j);
                int f = chosen[j];
                List<Move> toBlock = own.fallbackOnly()[f] ? moves.get(j)
                        : firstFits.test(j) ? moves.get(j).subList(0, own.first()[f]) : List.of();
                if (!mayAllBeBlocked(toBlock, drawn, leftOver + unchosen)
                        || !mayAllBeBlocked(toBlock, near, unchosen)) {
                    return false;
                }
                long[] cells = own.cells()[f];
                long[] reach = Bits.or(cells, own.around()[f]);
                drawn = drawn == null ? cells : Bits.or(drawn, cells);
                near = near == null ? reach : Bits.or(near, reach);
                leftOver += Math.max(0, mostCells[j] - Bits.count(cells));
            } else {
                unchosen += mostCells[j];
            }
        }
        return true;
    }

    /**
     * Whether {@code blocked} cells and {@code more} cells besides may block every one of {@code moves}: not if
     * those missing the blocked cells hold more than {@code more} pairwise disjoint ones (found greedily).
     */
    private static boolean mayAllBeBlocked(List<Move> moves, long[] blocked, int more) {
        long[] taken = null;
        int disjoint = 0;
        for (Move move : moves) {
            if (move.shape() == Move.SINGLE_CELL) {
                return true; // nothing fits now: it falls back already
            }
            if ((blocked == null || !Bits.intersects(blocked, move.cells()))
                    && (taken == null || !Bits.intersects(taken, move.cells()))) {
                taken = taken == null ? move.cells().clone() : Bits.or(taken, move.cells());
                if (++disjoint > more) {
                    return false;
                }
            }
        }
        return true;
    }

    /**
     * A step's footprints: its drawings' cells within some lines' cells, each set once, largest first, the
     * empty one left out (a step may draw nothing in the lines); {@code around[f]} the cells outside the lines
     * that the drawings of footprint f draw (all of them together), {@code fallbackOnly[f]} if only a single
     * cell of the fallback draws footprint f, no move; {@code first[f]} the first of the step's moves that draws
     * it (in the order of the moves); {@code over[i]} the footprints over cell i, in their order (the cover
     * looks for a cell's footprints at every node: the index spares it a pass over all of them).
     */
    private record Footprints(long[][] cells, long[][] around, boolean[] fallbackOnly, int[] first, int[][] over) {

        private static final int[] NONE = new int[0];

        static Footprints none() {
            return new Footprints(new long[0][], new long[0][], new boolean[0], new int[0], new int[0][]);
        }

        /**
         * The footprints of {@code drawings} (each drawing's cells and those it draws besides) within
         * {@code lines}.
         */
        static Footprints of(long[][] drawings, long[][] besides, boolean[] fallback, int[] index, long[] lines) {
            // One map from a footprint to its slot; the slots keep the order in which footprints first come.
            Map<Key, Integer> slotOf = new HashMap<>(2 * drawings.length);
            List<long[]> cellsOf = new ArrayList<>();
            List<long[]> aroundOf = new ArrayList<>();
            List<Boolean> onlyOf = new ArrayList<>();
            List<Integer> firstOf = new ArrayList<>();
            for (int d = 0; d < drawings.length; d++) {
                if (!Bits.intersects(drawings[d], lines)) {
                    continue;
                }
                long[] inside = Bits.and(drawings[d], lines);
                long[] outside = Bits.or(besides[d], Bits.andNot(drawings[d], lines));
                Integer slot = slotOf.putIfAbsent(new Key(inside), cellsOf.size());
                if (slot == null) {
                    cellsOf.add(inside);
                    aroundOf.add(outside);
                    onlyOf.add(fallback[d]);
                    firstOf.add(index[d]);
                } else {
                    aroundOf.set(slot, Bits.or(aroundOf.get(slot), outside));
                    onlyOf.set(slot, onlyOf.get(slot) && fallback[d]);
                    firstOf.set(slot, Math.min(firstOf.get(slot), index[d]));
                }
            }
            Integer[] order = new Integer[cellsOf.size()];
            int[] size = new int[order.length];
            for (int f = 0; f < order.length; f++) {
                order[f] = f;
                size[f] = Bits.count(cellsOf.get(f));
            }
            Arrays.sort(order, Comparator.comparingInt((Integer f) -> -size[f]));
            long[][] cells = new long[order.length][];
            long[][] around = new long[order.length][];
            boolean[] fallbackOnly = new boolean[order.length];
            int[] first = new int[order.length];
            int[] counts = new int[lines.length * Long.SIZE];
            for (int f = 0; f < order.length; f++) {
                cells[f] = cellsOf.get(order[f]);
                around[f] = aroundOf.get(order[f]);
                fallbackOnly[f] = onlyOf.get(order[f]);
                first[f] = firstOf.get(order[f]);
                for (int i = Bits.first(cells[f]); i >= 0; i = Bits.next(cells[f], i + 1)) {
                    counts[i]++;
                }
            }
            int[][] over = new int[counts.length][];
            for (int i = 0; i < counts.length; i++) {
                over[i] = counts[i] == 0 ? NONE : new int[counts[i]];
                counts[i] = 0;
            }
            for (int f = 0; f < cells.length; f++) {
                for (int i = Bits.first(cells[f]); i >= 0; i = Bits.next(cells[f], i + 1)) {
                    over[i][counts[i]++] = f;
                }
            }
            return new Footprints(cells, around, fallbackOnly, first, over);
        }

        Footprints within(long[] lines) {
            return of(cells, around, fallbackOnly, first, lines);
        }

        /** The footprints over cell {@code i}. */
        int[] over(int i) {
            return i < over.length ? over[i] : NONE;
        }
    }

    /** A set of cells as a map key. */
    private record Key(long[] cells) {

        @Override
        public boolean equals(Object other) {
            return other instanceof Key key && Arrays.equals(cells, key.cells);
        }

        /** Mixed, not {@link Arrays#hashCode(long[])}: sets of nearby cells collide there and fill whole bins. */
        @Override
        public int hashCode() {
            long hash = 0;
            for (long word : cells) {
                hash = Long.rotateLeft(hash ^ word * 0x9E3779B97F4A7C15L, 29) * 0xBF58476D1CE4E5B9L;
            }
            return (int) (hash ^ hash >>> 32);
        }
    }
}
