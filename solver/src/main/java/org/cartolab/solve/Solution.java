package org.cartolab.solve;

import java.util.List;

import org.cartolab.rules.Move;

/** A complete play of a puzzle: every step's move, and the final score. */
public record Solution(List<PlayedStep> steps, int score) {

    public Solution {
        steps = List.copyOf(steps);
    }

    /** Plays a line of moves on the puzzle, one per step (null where nothing could be drawn), scoring each. */
    public static Solution of(PuzzleSetup setup, List<Move> moves) {
        return Replay.solution(setup, moves);
    }
}
