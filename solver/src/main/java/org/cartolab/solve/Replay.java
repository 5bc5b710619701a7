package org.cartolab.solve;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;

/** Plays a line of moves (one per step, null where nothing could be drawn) and records the score after each. */
final class Replay {

    private Replay() {
    }

    static Solution solution(PuzzleSetup setup, List<Move> moves) {
        return solutionFrom(setup, setup.startMap(), 0, moves);
    }

    /** The same from a map the steps before {@code next} drew; only the steps from {@code next} on are listed. */
    static Solution solutionFrom(PuzzleSetup setup, MapState start, int next, List<Move> moves) {
        MapState map = start.copy();
        List<PlayedStep> played = new ArrayList<>();
        for (Step step : setup.steps().subList(next, setup.steps().size())) {
            Move move = moves.get(step.index());
            if (move != null) {
                setup.apply(map, step, move);
            }
            played.add(new PlayedStep(step, move, setup.score(map)));
        }
        return new Solution(played, setup.score(map));
    }
}
