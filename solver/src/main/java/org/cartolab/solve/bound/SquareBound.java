package org.cartolab.solve.bound;

import org.cartolab.board.Bits;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.Select;

/**
 * {@code w * side(largest square of S)}: the side can grow only to the largest square whose cells are in S now
 * or can still be drawn into it, with no more missing cells than the remaining steps can draw. Slack only.
 */
final class SquareBound implements TermBound {

    private final int weight;
    private final Select select;
    private final MeasuredTerm term;

    SquareBound(int weight, Select select, Expr whole) {
        this.weight = weight;
        this.select = select;
        this.term = new MeasuredTerm(whole);
    }

    @Override
    public double attribute(Position position) {
        // The side now, unweighted: the term's weight is this bound's (3 * side(...) has weight 3).
        int now = term.valueOn(position);
        if (weight < 0) {
            return -(double) weight * now;
        }
        Region of = Region.of(select.source().of(), position);
        if (of == null || of.shrinks() || !select.largest() || select.rank() != 1) {
            int side = Math.min(position.grid.height(), position.grid.width());
            return Math.max(0, (double) weight * (side - now));
        }
        long[] may = Bits.or(of.now(), position.reachableWith(of.grows()));
        int side = now;
        while (fits(position, of.now(), may, side + 1)) {
            side++;
        }
        return Math.max(0, (double) weight * (side - now));
    }

    private static boolean fits(Position position, long[] now, long[] may, int side) {
        var grid = position.grid;
        for (int r = 0; r + side <= grid.height(); r++) {
            for (int c = 0; c + side <= grid.width(); c++) {
                int missing = 0;
                boolean possible = true;
                for (int dr = 0; dr < side && possible; dr++) {
                    for (int dc = 0; dc < side; dc++) {
                        int i = grid.index(r + dr, c + dc);
                        if (!Bits.get(may, i)) {
                            possible = false;
                            break;
                        }
                        if (!Bits.get(now, i)) {
                            missing++;
                        }
                    }
                }
                if (possible && missing <= position.budget) {
                    return true;
                }
            }
        }
        return false;
    }
}
