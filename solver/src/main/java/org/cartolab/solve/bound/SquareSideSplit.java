package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Bits;

/**
 * A season's rise by cases on the final side of its largest square (Lost Barony: {@code 3 * side(largest square
 * of filled)}). {@link SquareBound} credits the largest side some square can still reach, s, whatever the rest of
 * the season then scores; but a square of side s may need nearly every cell the steps draw (seed 1 of the season
 * benchmark: a 5x5 square takes 23-25 of the 27 cells of five explore pieces and an ambush, and only a few ways
 * to tile it exist), and then the other cards get little. Every play ends in one of two cases:
 * <ul>
 * <li>side at most s - 1: the season bounded with the square's term capped there;</li>
 * <li>side s: some square Q of side s that can still fit ends filled, so the steps draw all of Q's missing
 * cells ({@link DrawnCellsCase}: only the moves that leave room for that, and the plays listed when few).</li>
 * </ul>
 * The rise is at most the largest of these cases' bounds; the split is kept only where that is below the plain
 * bound. It costs a bound per square, so it is meant for the bound a stopped search reports, not every node.
 */
final class SquareSideSplit implements CaseBound {

    /** Beyond this many squares of the largest side the split is not tried (each is a bound of the season). */
    static final int MOST_SQUARES = 64;

    /** The split applies when the season's terms hold a square that can still grow. */
    @Override
    public double lower(double plain, Season season) {
        List<TermBound> terms = season.terms();
        Position position = season.position();
        int at = splittable(terms, position);
        if (at < 0 || plain == Double.POSITIVE_INFINITY) {
            return plain;
        }
        SquareBound square = (SquareBound) terms.get(at);
        Region region = square.growingRegion(position);
        int now = square.sideNow(position);
        int most = SquareBound.mostSide(position, region, now);
        if (most <= now) {
            return plain;
        }
        List<long[]> squares = SquareBound.fitting(position, region, most, false);
        if (squares.size() > MOST_SQUARES) {
            return plain;
        }
        List<TermBound> capped = new ArrayList<>(terms);
        capped.set(at, square.capped(most - 1));
        double split = season.rise(capped, position.reachable, null);
        for (long[] q : squares) {
            if (split >= plain) {
                return plain;
            }
            split = Math.max(split, DrawnCellsCase.rise(season, terms, Bits.andNot(q, region.now()), split));
        }
        return Math.min(plain, split);
    }

    /** The index of the first term that is a square the split can follow, or -1. */
    private static int splittable(List<TermBound> terms, Position position) {
        for (int k = 0; k < terms.size(); k++) {
            if (terms.get(k) instanceof SquareBound square && square.growingRegion(position) != null) {
                return k;
            }
        }
        return -1;
    }
}
