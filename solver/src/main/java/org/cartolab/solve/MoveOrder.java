package org.cartolab.solve;

import java.util.Arrays;
import java.util.List;

import org.cartolab.rules.Move;

/**
 * A step's moves with a bound of the final score after each, in the order a search tries them: highest bound
 * first, ties in the rules engine's order. Since bounds only fall along this order, once one move cannot beat the
 * best play found, none after it can, and the search stops looking at the step there.
 */
final class MoveOrder {

    private final List<Move> moves;
    private final int[] bounds;
    private final int upper;
    private int[] order;

    private MoveOrder(List<Move> moves, int[] bounds) {
        this.moves = moves;
        this.bounds = bounds;
        int highest = Integer.MIN_VALUE;
        for (int bound : bounds) {
            highest = Math.max(highest, bound);
        }
        this.upper = highest;
    }

    /** The moves, each bounded by {@code bound}. */
    static MoveOrder of(List<Move> moves, ScoreBound.MoveBound bound) {
        int[] bounds = new int[moves.size()];
        for (int i = 0; i < bounds.length; i++) {
            bounds[i] = bound.upperAfter(moves.get(i));
        }
        return new MoveOrder(moves, bounds);
    }

    int size() {
        return moves.size();
    }

    /** The highest bound of any move (the lowest int when there is no move). */
    int upper() {
        return upper;
    }

    /** The {@code rank}-th move in the order. */
    Move move(int rank) {
        return moves.get(order()[rank]);
    }

    /** The bound of the {@code rank}-th move in the order. */
    int bound(int rank) {
        return bounds[order()[rank]];
    }

    /** Sorted on first use: most positions are pruned by their {@link #upper} before any move is tried. */
    private int[] order() {
        if (order == null) {
            // One primitive sort of (bound descending, index ascending) packed into a long.
            long[] keys = new long[bounds.length];
            for (int i = 0; i < keys.length; i++) {
                keys[i] = (((long) Integer.MAX_VALUE - bounds[i]) << 31) | i;
            }
            Arrays.sort(keys);
            order = new int[keys.length];
            for (int i = 0; i < keys.length; i++) {
                order[i] = (int) (keys[i] & Integer.MAX_VALUE);
            }
        }
        return order;
    }
}
