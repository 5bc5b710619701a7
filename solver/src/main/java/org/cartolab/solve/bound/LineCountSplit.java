package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Bits;

/**
 * A season's rise by cases on how many new lines end complete (Borderlands' rows and columns, The Broken Road's
 * diagonals: lines that score once each of their missing cells is drawn). The plain bound credits as many lines as
 * the steps' drawings can cover, whatever the rest of the season then scores; but completing them may take most of
 * the cells the steps draw, and then the other cards get little. For a count c, every play ends in one of two
 * cases:
 * <ul>
 * <li>fewer than c new lines complete: the season bounded with those lines' terms replaced by {@code c - 1} lines
 * of the largest weight;</li>
 * <li>c or more: some set of c lines ends complete, so the steps draw all of their missing cells
 * ({@link DrawnCellsCase}: only the moves that leave room for that, and the plays listed when few).</li>
 * </ul>
 * The largest of these cases' bounds bounds the rise. Each c is tried from the most lines some set of which the
 * steps can draw complete down, while those sets are few; the lowest bound is kept where it is below the plain one.
 * It costs a bound per set, so it is meant for the bound a stopped search reports.
 *
 * @param mostCases the most sets of lines bounded as cases, over all counts (a use's {@link ReportEffort})
 */
record LineCountSplit(int mostCases) implements RiseBound {

    /** Beyond this many sets of c lines that can be drawn complete, c and smaller counts are not tried. */
    static final int MOST_SETS = 400;
    /** Beyond this many sets of c lines within the steps' budget, they are not checked one by one. */
    static final int MOST_FITTING = 20_000;

    @Override
    public double lower(double plain, Season season) {
        if (plain == Double.POSITIVE_INFINITY) {
            return plain;
        }
        List<TermBound> terms = season.terms();
        Position position = season.position();
        List<long[]> lines = new ArrayList<>();
        List<TermBound> others = new ArrayList<>();
        int weight = 0;
        for (TermBound term : terms) {
            List<long[]> missing = term instanceof LineItemsBound line ? line.missingWhole(position) : null;
            if (missing == null) {
                others.add(term);
            } else {
                lines.addAll(missing);
                weight = Math.max(weight, ((LineItemsBound) term).weight());
            }
        }
        if (lines.isEmpty()) {
            return plain;
        }
        // The most lines some set of which the steps can draw complete: no play completes more. (A row and a
        // column may miss just the cell where they cross: there can be more lines than cells to draw.)
        int top = lines.size();
        List<long[]> sets = drawableSets(season, lines, top);
        while (top > 0 && sets != null && sets.isEmpty()) {
            top--;
            sets = top > 0 ? drawableSets(season, lines, top) : null;
        }
        double best = Math.min(plain, split(season, others, weight * top, List.of(), plain));
        int cases = mostCases;
        for (int c = top; c > 0 && sets != null && sets.size() <= cases; c--) {
            best = Math.min(best, split(season, others, weight * (c - 1), sets, best));
            cases -= sets.size();
            sets = c > 1 ? drawableSets(season, lines, c - 1) : null;
        }
        return best;
    }

    /**
     * The largest of the cases' bounds at one count: the lines' terms replaced by {@code capped}, and each set of
     * lines drawn complete; {@code above} once a case reaches it (the split cannot go below it then).
     */
    private static double split(Season season, List<TermBound> others, double capped, List<long[]> sets,
                                double above) {
        List<TermBound> fewer = new ArrayList<>(others);
        fewer.add(position -> capped);
        double split = season.rise(fewer, season.position().reachable, null);
        Season quick = season.quick();
        for (long[] missing : sets) {
            if (split >= above) {
                return above;
            }
            // A quick bound of the case first: where it is no higher than the cases so far, the case changes nothing.
            double most = DrawnCellsCase.rise(quick, season.terms(), missing, Double.POSITIVE_INFINITY);
            if (most > split) {
                split = Math.max(split, Math.min(most, DrawnCellsCase.rise(season, season.terms(), missing, split)));
            }
        }
        return split;
    }

    /**
     * The missing cells of each set of {@code count} lines the steps can draw complete ({@link DrawnCellsCase}); null
     * if they, or the sets within the steps' budget, are too many.
     */
    private static List<long[]> drawableSets(Season season, List<long[]> lines, int count) {
        List<long[]> fitting = new ArrayList<>();
        Position position = season.position();
        if (!fitting(lines, count, 0, new long[position.reachable.length], position.budget, fitting)) {
            return null;
        }
        List<long[]> sets = new ArrayList<>();
        for (long[] missing : fitting) {
            if (DrawnCellsCase.drawable(season, missing)) {
                sets.add(missing);
            }
        }
        return sets.size() <= MOST_SETS ? sets : null;
    }

    /**
     * Adds to {@code sets} the missing cells of every set of {@code count} lines from {@code from} on, with
     * {@code chosen} already missing, that fit in {@code budget} cells; false once there are more than
     * {@link #MOST_FITTING}.
     */
    private static boolean fitting(List<long[]> lines, int count, int from, long[] chosen, int budget,
                                   List<long[]> sets) {
        if (count == 0) {
            sets.add(chosen);
            return sets.size() <= MOST_FITTING;
        }
        for (int l = from; l <= lines.size() - count; l++) {
            long[] missing = Bits.or(chosen, lines.get(l));
            if (Bits.count(missing) <= budget && !fitting(lines, count - 1, l + 1, missing, budget, sets)) {
                return false;
            }
        }
        return true;
    }
}
