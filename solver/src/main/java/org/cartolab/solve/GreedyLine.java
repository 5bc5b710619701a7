package org.cartolab.solve;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.rules.SeasonScorer;

/**
 * The play that always takes the move with the best score right after it (the first of equals, in the rules
 * engine's order): the greedy player's score that puzzles are graded against, and a play to report when a search
 * is stopped before it found one.
 */
public final class GreedyLine {

    private GreedyLine() {
    }

    public static Solution play(PuzzleSetup setup) {
        MapState map = setup.startMap();
        List<Move> line = new ArrayList<>();
        for (Step step : setup.steps()) {
            Move best = null;
            int bestScore = Integer.MIN_VALUE;
            SeasonScorer.Previewer previewer = setup.previewer(map, step);
            for (Move move : setup.legal(map, step)) {
                int score = previewer.score(move.cells(), move.terrain(), move.coin());
                if (score > bestScore) {
                    best = move;
                    bestScore = score;
                }
            }
            if (best != null) {
                setup.apply(map, step, best);
            }
            line.add(best);
        }
        return Replay.solution(setup, line);
    }
}
