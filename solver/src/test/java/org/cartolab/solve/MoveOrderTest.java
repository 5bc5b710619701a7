package org.cartolab.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;

import org.cartolab.rules.Move;
import org.junit.jupiter.api.Test;

/**
 * The order in which the branch-and-bound tries a step's moves: highest bound first, ties in the rules engine's
 * order. The search stops at the first move that cannot win, which is sound only if no later move has a higher
 * bound.
 */
class MoveOrderTest {

    /** Moves told apart by their shape number only; the order never looks inside a move. */
    private static Move move(int id) {
        return new Move(id, null, null, false);
    }

    @Test
    void highestBoundFirstAndTiesInTheGivenOrder() {
        List<Move> moves = List.of(move(0), move(1), move(2), move(3), move(4));
        // why: bounds 3, 7, 3, -2, 7 -> moves 1 and 4 (7, in their given order), then 0 and 2 (3), then 3 (-2).
        Map<Move, Integer> bounds = Map.of(moves.get(0), 3, moves.get(1), 7, moves.get(2), 3, moves.get(3), -2,
                moves.get(4), 7);
        MoveOrder order = MoveOrder.of(moves, bounds::get);
        List<Integer> shapes = new ArrayList<>();
        List<Integer> ranked = new ArrayList<>();
        for (int rank = 0; rank < order.size(); rank++) {
            shapes.add(order.move(rank).shape());
            ranked.add(order.bound(rank));
        }
        assertThat(shapes).containsExactly(1, 4, 0, 2, 3);
        assertThat(ranked).containsExactly(7, 7, 3, 3, -2);
        assertThat(order.upper()).isEqualTo(7);
    }

    @Test
    void extremeBoundsKeepTheirOrder() {
        List<Move> moves = List.of(move(0), move(1), move(2));
        // why: "no bound" (the largest int) and the lowest int must not overflow the packed sort keys.
        Map<Move, Integer> bounds = Map.of(moves.get(0), Integer.MIN_VALUE, moves.get(1), Integer.MAX_VALUE,
                moves.get(2), 0);
        MoveOrder order = MoveOrder.of(moves, bounds::get);
        assertThat(List.of(order.bound(0), order.bound(1), order.bound(2)))
                .containsExactly(Integer.MAX_VALUE, 0, Integer.MIN_VALUE);
    }

    @Test
    void boundsNeverRiseAlongTheOrderAndEveryMoveComesOnce() {
        Random random = new Random(13);
        for (int trial = 0; trial < 200; trial++) {
            int size = 1 + random.nextInt(60);
            List<Move> moves = new ArrayList<>();
            int[] bounds = new int[size];
            for (int i = 0; i < size; i++) {
                moves.add(move(i));
                bounds[i] = random.nextInt(9) - 4;
            }
            MoveOrder order = MoveOrder.of(moves, move -> bounds[move.shape()]);
            boolean[] seen = new boolean[size];
            for (int rank = 0; rank < size; rank++) {
                Move move = order.move(rank);
                assertThat(seen[move.shape()]).isFalse();
                seen[move.shape()] = true;
                assertThat(order.bound(rank)).isEqualTo(bounds[move.shape()]);
                if (rank > 0) {
                    assertThat(order.bound(rank)).isLessThanOrEqualTo(order.bound(rank - 1));
                    if (order.bound(rank) == order.bound(rank - 1)) {
                        assertThat(move.shape()).isGreaterThan(order.move(rank - 1).shape());
                    }
                }
            }
        }
    }
}
