package org.cartolab.scoring;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.board.SquareGrid;

/** The item generators of sources that need more than a bitboard operation: squares and runs. */
final class Items {

    private Items() {
    }

    /**
     * For every cell, the side of the largest square of {@code cells} whose top-left corner it is (0 if the cell
     * is not in {@code cells}).
     */
    static int[] squareSides(SquareGrid grid, long[] cells) {
        int height = grid.height();
        int width = grid.width();
        int[] side = new int[height * width];
        for (int r = height - 1; r >= 0; r--) {
            for (int c = width - 1; c >= 0; c--) {
                int i = grid.index(r, c);
                if (!Bits.get(cells, i)) {
                    continue;
                }
                if (r == height - 1 || c == width - 1) {
                    side[i] = 1;
                } else {
                    side[i] = 1 + Math.min(side[i + width], Math.min(side[i + 1], side[i + width + 1]));
                }
            }
        }
        return side;
    }

    /** The k-by-k square with its top-left corner at {@code index}. */
    static long[] square(SquareGrid grid, int index, int k) {
        long[] square = new long[grid.words()];
        int top = grid.row(index);
        int left = grid.col(index);
        for (int r = top; r < top + k; r++) {
            for (int c = left; c < left + k; c++) {
                Bits.set(square, grid.index(r, c));
            }
        }
        return square;
    }

    /** Every k-by-k square (k >= 1) made of {@code cells}, by top-left corner, then by size. */
    static List<long[]> squaresOf(SquareGrid grid, long[] cells) {
        int[] sides = squareSides(grid, cells);
        List<long[]> squares = new ArrayList<>();
        for (int i = 0; i < sides.length; i++) {
            for (int k = 1; k <= sides[i]; k++) {
                squares.add(square(grid, i, k));
            }
        }
        return squares;
    }

    /**
     * The maximal runs of {@code cells} along each line. Every line's cells have increasing indices in the
     * order they follow each other on the line, so a run breaks at the first line cell not in {@code cells}.
     */
    static List<long[]> runsOf(SquareGrid grid, List<long[]> lines, long[] cells) {
        List<long[]> runs = new ArrayList<>();
        for (long[] line : lines) {
            long[] run = null;
            for (int i = Bits.first(line); i >= 0; i = Bits.next(line, i + 1)) {
                if (Bits.get(cells, i)) {
                    if (run == null) {
                        run = new long[grid.words()];
                    }
                    Bits.set(run, i);
                } else if (run != null) {
                    runs.add(run);
                    run = null;
                }
            }
            if (run != null) {
                runs.add(run);
            }
        }
        return runs;
    }

    /** The longer side of the bounding box of {@code cells}; 0 for no cell. */
    static int side(SquareGrid grid, long[] cells) {
        int top = Integer.MAX_VALUE;
        int bottom = -1;
        int left = Integer.MAX_VALUE;
        int right = -1;
        for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
            int r = grid.row(i);
            int c = grid.col(i);
            top = Math.min(top, r);
            bottom = Math.max(bottom, r);
            left = Math.min(left, c);
            right = Math.max(right, c);
        }
        return bottom < 0 ? 0 : Math.max(bottom - top + 1, right - left + 1);
    }
}
