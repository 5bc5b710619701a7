package org.cartolab.scoring;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.board.Board;
import org.cartolab.board.SquareGrid;
import org.cartolab.model.expr.Distance;

/**
 * The cell geometry that landscapes of overlapping cards add to scoring: where a cell's ends (river ends) lead,
 * streams of cells joined at their ends, and the shortest orthogonal path through the cells that exist. Every
 * operation works on any board; a board without ends simply has no streams longer than one cell.
 */
final class Landscapes {

    private Landscapes() {
    }

    /**
     * The cells across an edge of a cell of {@code x} on which that cell has an end ({@code ends}) or has none
     * ({@code !ends}), outside {@code x}. Written to {@code into}; {@code step} is overwritten.
     */
    static long[] across(Board board, long[] x, boolean ends, long[] into, long[] step, long[] side) {
        SquareGrid grid = board.grid();
        java.util.Arrays.fill(into, 0);
        for (int s = 0; s < 4; s++) {
            long[] from = ends ? Bits.and(x, board.ends(s), side) : Bits.andNot(x, board.ends(s), side);
            Bits.or(into, grid.step(from, s, step), into);
        }
        return Bits.andNot(into, x, into);
    }

    /**
     * The cells with an end ({@code ends}) or without one ({@code !ends}) on an edge whose cell across is in
     * {@code set}: the cells c for which "c flows into set" or "c flows past set" holds.
     */
    static long[] towards(Board board, long[] set, boolean ends, long[] into, long[] step, long[] side) {
        SquareGrid grid = board.grid();
        java.util.Arrays.fill(into, 0);
        for (int s = 0; s < 4; s++) {
            // The cells whose neighbour on side s is in the set: the set moved one step the opposite way.
            long[] besideSet = grid.step(set, (s + 2) % 4, step);
            long[] withEnd = ends ? Bits.and(besideSet, board.ends(s), side)
                    : Bits.andNot(besideSet, board.ends(s), side);
            Bits.or(into, withEnd, into);
        }
        return Bits.andNot(into, set, into);
    }

    /**
     * The maximal groups of {@code cells} joined across shared edges on which both cells have an end, ordered by
     * their first cell.
     */
    static List<long[]> streams(Board board, long[] cells) {
        SquareGrid grid = board.grid();
        int words = grid.words();
        List<long[]> streams = new ArrayList<>();
        long[] remaining = cells.clone();
        long[] step = new long[words];
        long[] side = new long[words];
        for (int seed = Bits.first(remaining); seed >= 0; seed = Bits.first(remaining)) {
            long[] stream = Bits.single(words, seed);
            boolean grew = true;
            while (grew) {
                grew = false;
                for (int s = 0; s < 4; s++) {
                    // Cells of the stream with an end on side s reach the cell there if it has an end facing back.
                    grid.step(Bits.and(stream, board.ends(s), side), s, step);
                    Bits.and(step, board.ends((s + 2) % 4), step);
                    Bits.and(step, cells, step);
                    if (!Bits.subsetOf(step, stream)) {
                        Bits.or(stream, step, stream);
                        grew = true;
                    }
                }
            }
            streams.add(stream);
            Bits.andNot(remaining, stream, remaining);
        }
        return streams;
    }

    /**
     * The fewest orthogonal steps from a cell of {@code from} to a cell of {@code to} through the board's cells,
     * or {@link Distance#UNREACHABLE}.
     */
    static int distance(SquareGrid grid, long[] from, long[] to, long[] reached, long[] next) {
        Bits.and(from, grid.all(), reached);
        if (Bits.isEmpty(reached) || Bits.isEmpty(to)) {
            return Distance.UNREACHABLE;
        }
        for (int steps = 0; ; steps++) {
            if (Bits.intersects(reached, to)) {
                return steps;
            }
            grid.neighbours(reached, next);
            Bits.and(next, grid.all(), next);
            Bits.or(next, reached, next);
            if (Bits.same(next, reached)) {
                return Distance.UNREACHABLE;
            }
            System.arraycopy(next, 0, reached, 0, reached.length);
        }
    }
}
