package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.Select;

/**
 * {@code w * side(largest square of S)}: the side can grow only to the largest square whose cells are in S now
 * or can still be drawn into it, with no more missing cells than the remaining steps can draw; and no further
 * than a cap, where a case split on the side ({@link SquareSideSplit}) bounds the larger sides apart. Slack only.
 */
final class SquareBound implements TermBound {

    private final int weight;
    private final Select select;
    private final MeasuredTerm term;
    /** The largest side this bound credits (the case "side at most cap" of a split), else Integer.MAX_VALUE. */
    private final int cap;

    SquareBound(int weight, Select select, Expr whole) {
        this(weight, select, new MeasuredTerm(whole), Integer.MAX_VALUE);
    }

    private SquareBound(int weight, Select select, MeasuredTerm term, int cap) {
        this.weight = weight;
        this.select = select;
        this.term = term;
        this.cap = cap;
    }

    /** The same term bounded in the case that the final side is at most {@code side}. */
    SquareBound capped(int side) {
        return new SquareBound(weight, select, term, side);
    }

    @Override
    public double attribute(Position position) {
        // The side now, unweighted: the term's weight is this bound's (3 * side(...) has weight 3).
        int now = term.valueOn(position);
        if (weight < 0) {
            return -(double) weight * now;
        }
        Region of = growingRegion(position);
        if (of == null) {
            int side = Math.min(position.grid.height(), position.grid.width());
            return Math.max(0, (double) weight * (Math.min(side, cap) - now));
        }
        return Math.max(0, (double) weight * (Math.min(mostSide(position, of, now), cap) - now));
    }

    /**
     * The region whose largest square the term measures, when the square can be followed cell by cell: a positive
     * weight, the largest square, a region drawing only grows; else null.
     */
    Region growingRegion(Position position) {
        if (weight < 0 || !select.largest() || select.rank() != 1) {
            return null;
        }
        Region of = Region.of(select.source().of(), position);
        return of == null || of.shrinks() ? null : of;
    }

    int weight() {
        return weight;
    }

    /** The side of the largest square now. */
    int sideNow(Position position) {
        return term.valueOn(position);
    }

    /** The largest side a square of the region can reach from {@code now} (see {@link #fitting}). */
    static int mostSide(Position position, Region of, int now) {
        int side = now;
        while (!fitting(position, of, side + 1, true).isEmpty()) {
            side++;
        }
        return side;
    }

    /**
     * The squares of side {@code side} whose cells are in the region now or can still be drawn into it, with no
     * more missing cells than the remaining steps can draw: each as its cells; only the first if {@code first}.
     */
    static List<long[]> fitting(Position position, Region of, int side, boolean first) {
        long[] now = of.now();
        long[] may = Bits.or(now, position.reachableWith(of.grows()));
        var grid = position.grid;
        List<long[]> squares = new ArrayList<>();
        for (int r = 0; r + side <= grid.height(); r++) {
            for (int c = 0; c + side <= grid.width(); c++) {
                int missing = missing(position, now, may, r, c, side);
                if (missing >= 0 && missing <= position.budget) {
                    squares.add(cells(position, r, c, side));
                    if (first) {
                        return squares;
                    }
                }
            }
        }
        return squares;
    }

    /** The cells of the square at row r, column c missing from {@code now}; -1 if one is not in {@code may}. */
    private static int missing(Position position, long[] now, long[] may, int r, int c, int side) {
        var grid = position.grid;
        int missing = 0;
        for (int dr = 0; dr < side; dr++) {
            for (int dc = 0; dc < side; dc++) {
                int i = grid.index(r + dr, c + dc);
                if (!Bits.get(may, i)) {
                    return -1;
                }
                if (!Bits.get(now, i)) {
                    missing++;
                }
            }
        }
        return missing;
    }

    private static long[] cells(Position position, int r, int c, int side) {
        long[] square = new long[position.grid.words()];
        for (int dr = 0; dr < side; dr++) {
            for (int dc = 0; dc < side; dc++) {
                Bits.set(square, position.grid.index(r + dr, c + dc));
            }
        }
        return square;
    }
}
