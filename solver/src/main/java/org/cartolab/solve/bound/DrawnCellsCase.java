package org.cartolab.solve.bound;

import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.rules.Move;

/**
 * The case of a split where the steps draw every cell of a set (the missing cells of a square that ends filled, of
 * lines that end complete). Step j draws at most {@code cap_j = max |m & missing|} of them over its moves m (at
 * least 1 for an explore step, whose single-cell fallback may land there), so with
 * {@code slack = sum cap_j - |missing|} a play of the case makes only moves with {@code cap_j - |m & missing| <=
 * slack} (the shortfalls of the steps' moves add up to at most the slack). The season is bounded with those moves
 * only, drawing only on their cells (unless a single-cell fallback fits in the slack); where that is above the
 * split's other cases, and the plays are few, they are listed and played ({@link DrawnCellsPlays}: the case's
 * exact best). With a negative slack the case has no play.
 */
final class DrawnCellsCase {

    private DrawnCellsCase() {
    }

    /**
     * The most the season rises in the case (bounded with {@code terms}), or -infinity if no play draws all of
     * {@code missing}; the plays are listed only if the bound is above {@code others}, the other cases' best.
     */
    static double rise(RiseBound.Season season, List<TermBound> terms, long[] missing, double others) {
        int[] caps = caps(season, missing);
        int slack = slack(caps, missing);
        if (slack < 0) {
            return Double.NEGATIVE_INFINITY; // the steps cannot draw all the missing cells
        }
        int shortfall = slack;
        RiseBound.MoveFilter filter = (j, move) -> caps[j] - countAnd(move.cells(), missing) <= shortfall;
        double value = season.rise(terms, drawable(season, caps, slack, filter), filter);
        if (value > others) {
            // Only a case above the others' best moves the split: worth listing its plays.
            double listed = season.mostDrawingAll(missing, caps, slack);
            value = Double.isNaN(listed) ? value : Math.min(value, listed);
        }
        return value;
    }

    /**
     * The same, its plays listed pruning by a bound against {@code others}
     * ({@link RiseBound.Season#mostDrawingAllAbove}) within what is left of {@code budget}: a value v such that the
     * case rises at most {@code max(v, others)}, which is all a split that takes the largest case needs; NaN when the
     * listing gives up (the caller then bounds the case another way).
     */
    static double risePruned(RiseBound.Season season, List<TermBound> terms, long[] missing, double others,
                             DrawnCellsPlays.Budget budget) {
        int[] caps = caps(season, missing);
        int slack = slack(caps, missing);
        if (slack < 0) {
            return Double.NEGATIVE_INFINITY; // the steps cannot draw all the missing cells
        }
        return season.mostDrawingAllAbove(missing, caps, slack, terms, others, budget);
    }

    /** Whether the steps can draw every cell of {@code missing}, each at most its cap of them. */
    static boolean drawable(RiseBound.Season season, long[] missing) {
        return slack(caps(season, missing), missing) >= 0;
    }

    /** Per step j from {@code season.next()}: the most cells of {@code missing} it can draw. */
    private static int[] caps(RiseBound.Season season, long[] missing) {
        int[] caps = new int[season.end()];
        for (int j = season.next(); j < season.end(); j++) {
            caps[j] = season.drawsSingleCell(j) ? 1 : 0;
            for (Move move : season.moves(j)) {
                caps[j] = Math.max(caps[j], countAnd(move.cells(), missing));
            }
        }
        return caps;
    }

    private static int slack(int[] caps, long[] missing) {
        int slack = -Bits.count(missing);
        for (int cap : caps) {
            slack += cap;
        }
        return slack;
    }

    /**
     * The cells the steps can draw in a case: those of the moves it allows, unless some explore step may fall back
     * to a single cell (anywhere) within the slack.
     */
    private static long[] drawable(RiseBound.Season season, int[] caps, int slack, RiseBound.MoveFilter filter) {
        long[] reachable = season.position().reachable;
        long[] cells = new long[reachable.length];
        for (int j = season.next(); j < season.end(); j++) {
            if (season.drawsSingleCell(j) && caps[j] - 1 <= slack) {
                return reachable;
            }
            for (Move move : season.moves(j)) {
                if (filter.allows(j, move)) {
                    cells = Bits.or(cells, move.cells());
                }
            }
        }
        return Bits.and(reachable, cells);
    }

    private static int countAnd(long[] a, long[] b) {
        int count = 0;
        for (int w = 0; w < a.length; w++) {
            count += Long.bitCount(a[w] & b[w]);
        }
        return count;
    }
}
