package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.cartolab.board.Bits;
import org.cartolab.board.SquareGrid;
import org.cartolab.model.Terrain;
import org.cartolab.rules.Move;

/**
 * The moves one step can make on the puzzle's start, grouped by the cells they draw. Cells only fill up, so on a
 * later map the step's shape moves are exactly those of the start whose cells are still empty, in the same order:
 * a bound that asks at every node finds them by one test of each placement instead of listing the shapes' placements
 * anew (only when none fits any more does the step fall back to single cells, which the start does not tell).
 */
final class StepPlacements {

    private final List<Move> moves;
    /** Per move of {@link #moves}: the index of its placement. */
    private final int[] placementOf;
    /** Per placement: its cells, how many, and the cells next to one of them ({@link SquareGrid#neighbours}). */
    private final long[][] cells;
    private final int[] counts;
    /** Per placement: its cell indices, ascending. */
    private final int[][] indices;
    private final long[][] around;
    /**
     * Per placement: the cells next to it and not in it, and per such cell the directions from it toward the
     * placement's cells ({@link SurroundTargets#neighbourTable}'s order): what a drawing fills around a target,
     * without shifting the drawing ({@link SurroundTargets#wholeBound}).
     */
    private final int[][] besideCells;
    private final int[][] besideDirs;
    /** Per placement: the terrain index and coin of each of its moves, in the moves' order. */
    private final int[][] terrains;
    private final boolean[][] coins;

    private StepPlacements(SquareGrid grid, List<Move> moves, int[] placementOf, long[][] cells, long[][] around,
                           int[][] terrains, boolean[][] coins) {
        this.moves = moves;
        this.placementOf = placementOf;
        this.cells = cells;
        this.around = around;
        this.terrains = terrains;
        this.coins = coins;
        this.counts = Arrays.stream(cells).mapToInt(Bits::count).toArray();
        this.indices = new int[cells.length][];
        for (int p = 0; p < cells.length; p++) {
            indices[p] = new int[counts[p]];
            int k = 0;
            for (int i = Bits.first(cells[p]); i >= 0; i = Bits.next(cells[p], i + 1)) {
                indices[p][k++] = i;
            }
        }
        int[][] neighbour = SurroundTargets.neighbourTable(grid);
        this.besideCells = new int[cells.length][];
        this.besideDirs = new int[cells.length][];
        int[] dirsOf = new int[grid.cellCount()];
        for (int p = 0; p < cells.length; p++) {
            int count = 0;
            int[] found = new int[4 * counts[p]];
            for (int i : indices[p]) {
                for (int d = 0; d < 4; d++) {
                    int c = neighbour[i][d];
                    if (c >= 0 && !Bits.get(cells[p], c)) {
                        if (dirsOf[c] == 0) {
                            found[count++] = c;
                        }
                        dirsOf[c] |= 1 << (d ^ 2); // i lies in direction d ^ 2 of c
                    }
                }
            }
            besideCells[p] = Arrays.copyOf(found, count);
            besideDirs[p] = new int[count];
            for (int k = 0; k < count; k++) {
                besideDirs[p][k] = dirsOf[found[k]];
                dirsOf[found[k]] = 0;
            }
        }
    }

    /** The placements of {@code moves}, the step's moves on the start; {@code terrains} index the terrains. */
    static StepPlacements of(SquareGrid grid, List<Move> moves, List<Terrain> terrains) {
        Map<String, Integer> index = new LinkedHashMap<>();
        List<long[]> cells = new ArrayList<>();
        List<List<Move>> byPlacement = new ArrayList<>();
        int[] placementOf = new int[moves.size()];
        for (int m = 0; m < moves.size(); m++) {
            Move move = moves.get(m);
            Integer p = index.putIfAbsent(Arrays.toString(move.cells()), cells.size());
            if (p == null) {
                p = cells.size();
                cells.add(move.cells());
                byPlacement.add(new ArrayList<>());
            }
            byPlacement.get(p).add(move);
            placementOf[m] = p;
        }
        long[][] around = new long[cells.size()][];
        int[][] terrainOf = new int[cells.size()][];
        boolean[][] coinOf = new boolean[cells.size()][];
        for (int p = 0; p < cells.size(); p++) {
            around[p] = grid.neighbours(cells.get(p));
            List<Move> its = byPlacement.get(p);
            terrainOf[p] = its.stream().mapToInt(move -> terrains.indexOf(move.terrain())).toArray();
            coinOf[p] = new boolean[its.size()];
            for (int k = 0; k < its.size(); k++) {
                coinOf[p][k] = its.get(k).coin();
            }
        }
        return new StepPlacements(grid, List.copyOf(moves), placementOf, cells.toArray(long[][]::new), around,
                terrainOf, coinOf);
    }

    int size() {
        return cells.length;
    }

    long[] cells(int placement) {
        return cells[placement];
    }

    /** The placement's cell indices, ascending (as {@link Bits#first} and {@link Bits#next} visit them). */
    int[] indices(int placement) {
        return indices[placement];
    }

    int count(int placement) {
        return counts[placement];
    }

    /** The cells next to one of the placement's cells (some of them may be its own). */
    long[] around(int placement) {
        return around[placement];
    }

    /** The cells next to the placement and not in it. */
    int[] besideCells(int placement) {
        return besideCells[placement];
    }

    /** Per cell of {@link #besideCells}: the directions from it toward the placement's cells. */
    int[] besideDirs(int placement) {
        return besideDirs[placement];
    }

    /** The terrain indices of the placement's moves (one per move, a terrain twice if drawn with and without coin). */
    int[] terrains(int placement) {
        return terrains[placement];
    }

    /** Whether the placement's k-th move earns its shape's coin. */
    boolean coin(int placement, int k) {
        return coins[placement][k];
    }

    /** Whether the placement's cells are all still empty on a map whose filled cells are {@code filled}. */
    boolean fits(int placement, long[] filled) {
        return !Bits.intersects(cells[placement], filled);
    }

    /** The start's moves that still fit, in their order (empty if none does). */
    List<Move> fitting(long[] filled) {
        boolean[] fits = new boolean[cells.length];
        for (int p = 0; p < cells.length; p++) {
            fits[p] = fits(p, filled);
        }
        List<Move> fitting = new ArrayList<>();
        for (int m = 0; m < moves.size(); m++) {
            if (fits[placementOf[m]]) {
                fitting.add(moves.get(m));
            }
        }
        return fitting;
    }
}
