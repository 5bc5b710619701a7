package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;

import org.cartolab.board.Bits;
import org.cartolab.rules.Move;

/**
 * A season's rise by cases on the final side of its largest square (Lost Barony: {@code 3 * side(largest square
 * of filled)}). {@link SquareBound} credits the largest side some square can still reach, s, whatever the rest of
 * the season then scores; but a square of side s may need nearly every cell the steps draw (seed 1 of the season
 * benchmark: a 5x5 square takes 23-25 of the 27 cells of five explore pieces and an ambush, and only a few ways
 * to tile it exist), and then the other cards get little. Every play ends in one of two cases:
 * <ul>
 * <li>side at most s - 1: the season bounded with the square's term capped there;</li>
 * <li>side s: some square Q of side s that can still fit ends filled, so the steps draw all of Q's missing
 * cells. Step j draws at most {@code cap_j = max |m & Q|} of them over its moves m (at least 1 for an explore step,
 * whose single-cell fallback may land in Q), so with {@code slack = sum cap_j - missing(Q)} a play filling Q
 * makes only moves with {@code cap_j - |m & Q| <= slack} (the shortfalls of the steps' moves add up to at most
 * the slack). The season is bounded with those moves only, drawing only on their cells (unless a single-cell
 * fallback fits in the slack); where that is above the other cases, and the plays are few, they are listed and
 * played ({@link FilledSquarePlays}: the case's exact best). A Q with a negative slack cannot be filled.</li>
 * </ul>
 * The rise is at most the largest of these cases' bounds; the split is kept only where that is below the plain
 * bound. It costs a bound per square, so it is meant for the bound a stopped search reports, not every node.
 */
final class SquareSideSplit {

    /** Beyond this many squares of the largest side the split is not tried (each is a bound of the season). */
    static final int MOST_SQUARES = 64;

    /** A season's rise bounded with {@code terms}, the steps drawing on {@code reachable} only, moves filtered. */
    interface CaseRise {
        double rise(List<TermBound> terms, long[] reachable, MoveFilter filter);
    }

    /**
     * The most a season rises over the plays that draw every cell of {@code missing}, step j at most
     * {@code caps[j]} of them, within {@code slack} ({@link FilledSquarePlays}); NaN when they are too many to list.
     */
    interface CasePlays {
        double most(long[] missing, int[] caps, int slack);
    }

    /** Which moves a step may still make in a case (by the move's cells, or its terrain: {@link KeyTerrainSplit}). */
    interface MoveFilter {
        boolean allows(int step, Move move);
    }

    private SquareSideSplit() {
    }

    /**
     * The lower of {@code plain} (the season's rise from {@code position}, steps {@code next} to {@code end - 1})
     * and the split's bound, when the terms hold a square that can still grow.
     *
     * @param moves          each step's moves from the position (a superset of what it can draw later)
     * @param drawsSingleCell whether a step falls back to one cell when none of its shapes fits (explore steps)
     */
    static double lower(double plain, List<TermBound> terms, Position position, int next, int end,
                        IntFunction<List<Move>> moves, IntPredicate drawsSingleCell, CaseRise rise,
                        CasePlays plays) {
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
        double split = rise.rise(capped, position.reachable, null);
        for (long[] q : squares) {
            if (split >= plain) {
                return plain;
            }
            long[] missing = Bits.andNot(q, region.now());
            int[] caps = new int[end];
            int slack = -Bits.count(missing);
            for (int j = next; j < end; j++) {
                caps[j] = drawsSingleCell.test(j) ? 1 : 0;
                for (Move move : moves.apply(j)) {
                    caps[j] = Math.max(caps[j], countAnd(move.cells(), missing));
                }
                slack += caps[j];
            }
            if (slack < 0) {
                continue; // the steps cannot draw all of Q's missing cells
            }
            int shortfall = slack;
            MoveFilter filter = (j, move) -> caps[j] - countAnd(move.cells(), missing) <= shortfall;
            double value = rise.rise(terms, drawable(position, next, end, moves, drawsSingleCell, caps, slack, filter),
                    filter);
            if (value > split) {
                // Only a case above the others' best moves the split: worth listing its plays.
                double listed = plays.most(missing, caps, slack);
                value = Double.isNaN(listed) ? value : Math.min(value, listed);
            }
            split = Math.max(split, value);
        }
        return Math.min(plain, split);
    }

    /**
     * The cells the steps can draw in a case: those of the moves it allows, unless some explore step may fall back
     * to a single cell (anywhere) within the slack.
     */
    private static long[] drawable(Position position, int next, int end, IntFunction<List<Move>> moves,
                                   IntPredicate drawsSingleCell, int[] caps, int slack, MoveFilter filter) {
        long[] cells = new long[position.reachable.length];
        for (int j = next; j < end; j++) {
            if (drawsSingleCell.test(j) && caps[j] - 1 <= slack) {
                return position.reachable;
            }
            for (Move move : moves.apply(j)) {
                if (filter.allows(j, move)) {
                    cells = Bits.or(cells, move.cells());
                }
            }
        }
        return Bits.and(position.reachable, cells);
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

    private static int countAnd(long[] a, long[] b) {
        int count = 0;
        for (int w = 0; w < a.length; w++) {
            count += Long.bitCount(a[w] & b[w]);
        }
        return count;
    }
}
