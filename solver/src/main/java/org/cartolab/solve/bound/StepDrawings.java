package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.cartolab.board.Bits;
import org.cartolab.board.SquareGrid;
import org.cartolab.rules.Move;

/**
 * The distinct sets of cells one step can draw from the puzzle's start, and each single cell (the 1x1 fallback):
 * on a later map the step draws one of those that are still empty. Indexed by cell, so that a bound can look only
 * at the drawings that hold a given cell instead of listing every move of the map.
 */
final class StepDrawings {

    private final List<long[]> cells;
    /** Per placement: its cell indices, ascending (a bound sums the cells' values of every placement per node). */
    private final int[][] indices;
    /** byCell[i]: the indices of the placements that hold cell i. */
    private final int[][] byCell;
    /** Per placement: the cells next to it. */
    private final long[][] around;
    /**
     * Scratch counts per placement for {@link SurroundTargets#mostByOneDrawing} and the targets a drawing finishes
     * with two steps left, zero between calls: a bound asks at every position with one or two steps left, and a
     * bound serves one search at a time.
     */
    final int[] completed;
    final int[] drawnWhole;
    final int[] drawnAlone;
    final int[] touched;
    /**
     * aroundCell[c][dirs]: the placements that hold the neighbours of cell c in the directions {@code dirs} and not c
     * ({@link #holdingAround}); found when first asked. They depend on the shapes alone, not on the map: a bound
     * asks for them at every position with two steps left and keeps only those still empty.
     */
    private final int[][][] aroundCell;
    /**
     * Per key {@code c * 16 + dirs}: those of {@link #holdingAround} still empty on one position's map
     * ({@link #emptyAround}), their count, and which position's (its stamp): the bound asks at every position with
     * two steps left, for a few cells each, and keeps nothing per position.
     */
    private final int[][] emptyAround;
    private final int[] emptyAroundCount;
    private final long[] emptyAroundStamp;
    /**
     * Per key: whether one of {@link #holdingAround} is still empty ({@link #anyEmptyAround}), and for which
     * position's stamp: most keys need only that, found up to the first such placement.
     */
    private final boolean[] anyEmpty;
    private final long[] anyEmptyStamp;
    private long stamps;

    private StepDrawings(SquareGrid grid, List<long[]> cells, int[][] byCell) {
        this.cells = cells;
        this.byCell = byCell;
        this.around = new long[cells.size()][];
        this.indices = new int[cells.size()][];
        for (int p = 0; p < indices.length; p++) {
            long[] placement = cells.get(p);
            around[p] = grid.neighbours(placement);
            indices[p] = new int[Bits.count(placement)];
            int k = 0;
            for (int i = Bits.first(placement); i >= 0; i = Bits.next(placement, i + 1)) {
                indices[p][k++] = i;
            }
        }
        this.completed = new int[cells.size()];
        this.drawnWhole = new int[cells.size()];
        this.drawnAlone = new int[cells.size()];
        this.touched = new int[cells.size()];
        this.aroundCell = new int[grid.cellCount()][][];
        this.emptyAround = new int[grid.cellCount() * 16][];
        this.emptyAroundCount = new int[grid.cellCount() * 16];
        this.emptyAroundStamp = new long[grid.cellCount() * 16];
        this.anyEmpty = new boolean[grid.cellCount() * 16];
        this.anyEmptyStamp = new long[grid.cellCount() * 16];
    }

    static StepDrawings of(SquareGrid grid, List<Move> moves, long[] singles) {
        Map<String, long[]> distinct = new LinkedHashMap<>();
        for (Move move : moves) {
            distinct.putIfAbsent(java.util.Arrays.toString(move.cells()), move.cells());
        }
        for (int i = Bits.first(singles); i >= 0; i = Bits.next(singles, i + 1)) {
            long[] single = Bits.single(grid.words(), i);
            distinct.putIfAbsent(java.util.Arrays.toString(single), single);
        }
        List<long[]> cells = new ArrayList<>(distinct.values());
        List<List<Integer>> holding = new ArrayList<>();
        for (int i = 0; i < grid.cellCount(); i++) {
            holding.add(new ArrayList<>());
        }
        for (int p = 0; p < cells.size(); p++) {
            long[] placement = cells.get(p);
            for (int i = Bits.first(placement); i >= 0; i = Bits.next(placement, i + 1)) {
                holding.get(i).add(p);
            }
        }
        int[][] byCell = new int[grid.cellCount()][];
        for (int i = 0; i < byCell.length; i++) {
            byCell[i] = holding.get(i).stream().mapToInt(Integer::intValue).toArray();
        }
        return new StepDrawings(grid, cells, byCell);
    }

    int size() {
        return cells.size();
    }

    long[] cells(int placement) {
        return cells.get(placement);
    }

    /** The cells next to the placement. */
    long[] around(int placement) {
        return around[placement];
    }

    /** The placement's cell indices, ascending (as {@link Bits#first} and {@link Bits#next} visit them). */
    int[] indices(int placement) {
        return indices[placement];
    }

    /** The placements that hold cell {@code i}. */
    int[] holding(int i) {
        return byCell[i];
    }

    /** A stamp for a position's look-ups ({@link #emptyAround}), new each time (never 0). */
    long newStamp() {
        return ++stamps;
    }

    /**
     * The placements of {@link #holdingAround} for {@code c} and {@code dirs} that lie on {@code empty}, the map of
     * the position stamped {@code stamp} ({@link #newStamp}): the first {@link #emptyAroundCount} of the array
     * returned, valid until the next call. Found once per position, key and stamp.
     */
    int[] emptyAround(int c, int dirs, int[][] neighbour, long[] empty, long stamp) {
        int key = c * 16 + dirs;
        if (emptyAroundStamp[key] != stamp) {
            int[] holding = holdingAround(c, dirs, neighbour);
            if (emptyAround[key] == null) {
                emptyAround[key] = new int[holding.length];
            }
            int[] found = emptyAround[key];
            int n = 0;
            for (int p : holding) {
                if (Bits.subsetOf(cells.get(p), empty)) {
                    found[n++] = p;
                }
            }
            emptyAroundCount[key] = n;
            emptyAroundStamp[key] = stamp;
        }
        return emptyAround[key];
    }

    /**
     * Whether {@link #emptyAround} of {@code c} and {@code dirs} on the position stamped {@code stamp} finds a
     * placement, looked for up to the first one found. Found once per position, key and stamp.
     */
    boolean anyEmptyAround(int c, int dirs, int[][] neighbour, long[] empty, long stamp) {
        int key = c * 16 + dirs;
        if (emptyAroundStamp[key] == stamp) {
            return emptyAroundCount[key] > 0;
        }
        if (anyEmptyStamp[key] != stamp) {
            boolean found = false;
            for (int p : holdingAround(c, dirs, neighbour)) {
                if (Bits.subsetOf(cells.get(p), empty)) {
                    found = true;
                    break;
                }
            }
            anyEmpty[key] = found;
            anyEmptyStamp[key] = stamp;
        }
        return anyEmpty[key];
    }

    /** How many placements the last {@link #emptyAround} of {@code c} and {@code dirs} found. */
    int emptyAroundCount(int c, int dirs) {
        return emptyAroundCount[c * 16 + dirs];
    }

    /**
     * The placements that hold the neighbours of cell {@code c} in the directions {@code dirs} (not 0) and not
     * {@code c} itself, on any map.
     *
     * @param neighbour each cell's neighbours by direction ({@link SurroundTargets#neighbourTable})
     */
    int[] holdingAround(int c, int dirs, int[][] neighbour) {
        if (aroundCell[c] == null) {
            aroundCell[c] = new int[16][];
        }
        if (aroundCell[c][dirs] == null) {
            int[] holding = byCell[neighbour[c][Integer.numberOfTrailingZeros(dirs)]];
            int[] found = new int[holding.length];
            int n = 0;
            for (int p : holding) {
                long[] placement = cells.get(p);
                boolean holds = !Bits.get(placement, c);
                for (int d = 0; d < 4 && holds; d++) {
                    holds = (dirs & 1 << d) == 0 || Bits.get(placement, neighbour[c][d]);
                }
                if (holds) {
                    found[n++] = p;
                }
            }
            aroundCell[c][dirs] = java.util.Arrays.copyOf(found, n);
        }
        return aroundCell[c][dirs];
    }
}
