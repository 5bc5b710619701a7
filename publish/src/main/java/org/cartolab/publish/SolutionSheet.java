package org.cartolab.publish;

import java.util.List;
import java.util.Objects;

import org.cartolab.board.Board;

/**
 * An optimal play of a puzzle: the moves, the final map and the score breakdown.
 *
 * @param puzzleId the {@link PuzzleSheet#id()} it solves
 * @param moves    one move per card that draws cells (ruins cards draw nothing), in play order
 * @param end      the map after the last move
 * @param points   the points of each edict, in edict order, then of each season rule (coins, monsters)
 * @param total    the season's score: the sum of {@code points}, equal to the puzzle's par
 */
public record SolutionSheet(String puzzleId, List<SolutionMove> moves, Board end, List<Points> points, int total) {

    public SolutionSheet {
        Objects.requireNonNull(puzzleId, "puzzleId");
        Objects.requireNonNull(end, "end");
        moves = List.copyOf(moves);
        points = List.copyOf(points);
    }
}
