package org.cartolab.solve.bound;

import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.board.SquareGrid;
import org.cartolab.rules.Move;

/**
 * The most cells each step can draw in one line (row, column or diagonal): the most any of its placements on the
 * start map covers there, at least one (the 1x1 fallback). A later map has fewer empty cells, so its placements are
 * among the start's and the figure stays an upper bound. A complete line needs every missing cell drawn, so it is
 * out of reach when the remaining steps' figures for it add up to less than its missing cells.
 */
final class LineReach {

    /** The line families: rows, columns, diagonals down-right and down-left. */
    enum Family { ROW, COLUMN, DOWN_RIGHT, DOWN_LEFT }

    /** most[family][step][line] */
    private final int[][][] most;

    /** @param moves per step, its moves on the start map (empty for a step that cannot draw there) */
    LineReach(SquareGrid grid, List<List<Move>> moves) {
        Family[] families = Family.values();
        most = new int[families.length][moves.size()][];
        for (Family family : families) {
            List<long[]> lines = lines(grid, family);
            for (int j = 0; j < moves.size(); j++) {
                int[] row = new int[lines.size()];
                for (int l = 0; l < lines.size(); l++) {
                    long[] line = lines.get(l);
                    int best = 1;
                    for (Move move : moves.get(j)) {
                        best = Math.max(best, Bits.count(Bits.and(move.cells(), line)));
                    }
                    row[l] = Math.min(best, Bits.count(line));
                }
                most[family.ordinal()][j] = row;
            }
        }
    }

    static List<long[]> lines(SquareGrid grid, Family family) {
        return switch (family) {
            case ROW -> grid.rows();
            case COLUMN -> grid.columns();
            case DOWN_RIGHT -> grid.diagonals(true);
            case DOWN_LEFT -> grid.diagonals(false);
        };
    }

    /** The most cells the steps {@code from} to {@code to - 1} can draw in line {@code line} of the family. */
    int most(Family family, int line, int from, int to) {
        int sum = 0;
        for (int j = from; j < to; j++) {
            sum += most[family.ordinal()][j][line];
        }
        return sum;
    }
}
