package org.cartolab.solve.bound;

import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.ItemKind;
import org.cartolab.model.expr.Select;

/**
 * {@code w * size(largest run of S DIRECTION)} (Faunlost Thicket's vertical forest): a run lies in one line, on
 * cells in S now or drawable into it, and needs its missing cells drawn, so it is at most the longest stretch of
 * such cells in a line with no more missing cells than the remaining steps draw. Slack only.
 */
final class RunBound implements TermBound {

    private final int weight;
    private final Select select;
    private final MeasuredTerm term;

    RunBound(int weight, Select select, Expr whole) {
        this.weight = weight;
        this.select = select;
        this.term = new MeasuredTerm(whole);
    }

    static boolean handles(Select select) {
        return select.source().kind() == ItemKind.RUN && select.source().of() != null && select.largest()
                && select.rank() == 1 && select.source().direction() != null;
    }

    @Override
    public double attribute(Position position) {
        int now = term.valueOn(position); // the size now, unweighted
        if (weight < 0) {
            return -(double) weight * now; // a size never falls below 0
        }
        Region of = Region.of(select.source().of(), position);
        if (of == null || of.shrinks()) {
            return Double.POSITIVE_INFINITY;
        }
        long[] may = Bits.or(of.now(), position.reachableWith(of.grows()));
        int longest = 0;
        for (long[] line : lines(position)) {
            longest = Math.max(longest, longest(line, of.now(), may, position.budget));
        }
        return Math.max(0, (double) weight * (longest - now));
    }

    private List<long[]> lines(Position position) {
        return switch (select.source().direction()) {
            case HORIZONTAL -> position.grid.rows();
            case VERTICAL -> position.grid.columns();
            case DOWN_RIGHT -> position.grid.diagonals(true);
            case DOWN_LEFT -> position.grid.diagonals(false);
        };
    }

    /**
     * The longest stretch of consecutive cells of the line (a line's cells in index order are its order) all in
     * {@code may}, with at most {@code budget} of them not in {@code now}.
     */
    private static int longest(long[] line, long[] now, long[] may, int budget) {
        int[] cells = new int[Bits.count(line)];
        int n = 0;
        for (int i = Bits.first(line); i >= 0; i = Bits.next(line, i + 1)) {
            cells[n++] = i;
        }
        int best = 0;
        int start = 0;
        int missing = 0;
        for (int end = 0; end < n; end++) {
            if (!Bits.get(may, cells[end])) {
                start = end + 1;
                missing = 0;
                continue;
            }
            if (!Bits.get(now, cells[end])) {
                missing++;
            }
            while (missing > budget) {
                if (!Bits.get(now, cells[start])) {
                    missing--;
                }
                start++;
            }
            best = Math.max(best, end - start + 1);
        }
        return best;
    }
}
