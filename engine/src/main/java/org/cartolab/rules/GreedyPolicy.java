package org.cartolab.rules;

/**
 * Takes the move with the best immediate effect on the current season's score (its two edicts, coins and the
 * monster penalty): the highest for the player's own map, the lowest when placing monsters on another's map.
 * Ties go to the first move in the engine's order, so the policy needs no randomness.
 */
public final class GreedyPolicy implements Policy {

    @Override
    public String name() {
        return "greedy";
    }

    @Override
    public Move choose(Decision decision) {
        boolean own = decision.own();
        Move best = null;
        int bestScore = 0;
        boolean drawing = decision.kind() == Decision.Kind.EXPLORE || decision.kind() == Decision.Kind.MONSTERS;
        SeasonScorer.Previewer previewer = drawing ? decision.score().previewer(decision.map()) : null;
        for (Move move : decision.legal()) {
            int score;
            if (drawing) {
                score = previewer.score(move.cells(), move.terrain(), move.coin());
            } else {
                MapState after = decision.map().copy();
                decision.applyTo(after, move);
                score = decision.score().score(after);
            }
            if (best == null || (own ? score > bestScore : score < bestScore)) {
                best = move;
                bestScore = score;
            }
        }
        return best;
    }
}
