package org.cartolab.workbench.play;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.cartolab.rules.Decision;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.rules.SeasonScorer;

/**
 * The legal moves of a turn ranked by their immediate effect on the current season's score (its edicts, coins and
 * monsters), the way the engine's greedy policy judges them: best first, ties in the engine's order, so the
 * first is the greedy policy's choice.
 */
public final class GreedyMoves {

    /** A move with the season score it would give and its gain over the score now. */
    public record RankedMove(Move move, int score, int gain) {
    }

    private GreedyMoves() {
    }

    /** Every legal move of the turn, best first. */
    public static List<RankedMove> rank(Turn turn) {
        Decision decision = turn.decision();
        MapState map = decision.map();
        int now = decision.score().score(map);
        boolean drawing = decision.kind() == Decision.Kind.EXPLORE || decision.kind() == Decision.Kind.MONSTERS;
        SeasonScorer.Previewer previewer = drawing ? decision.score().previewer(map) : null;
        List<RankedMove> ranked = new ArrayList<>();
        for (Move move : decision.legal()) {
            int score;
            if (drawing) {
                score = previewer.score(move.cells(), move.terrain(), move.coin());
            } else {
                MapState after = map.copy();
                decision.applyTo(after, move);
                score = decision.score().score(after);
            }
            ranked.add(new RankedMove(move, score, score - now));
        }
        // Monsters drawn on another's map: the worst for its owner is "best". List.sort is stable.
        Comparator<RankedMove> byScore = Comparator.comparingInt(RankedMove::score);
        ranked.sort(decision.own() ? byScore.reversed() : byScore);
        return ranked;
    }
}
