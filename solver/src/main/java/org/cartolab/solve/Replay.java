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
        MapState map = setup.startMap();
        List<PlayedStep> played = new ArrayList<>();
        for (Step step : setup.steps()) {
            Move move = moves.get(step.index());
            if (move != null) {
                setup.apply(map, step, move);
            }
            played.add(new PlayedStep(step, move, setup.score(map)));
        }
        return new Solution(played, setup.score(map));
    }
}
