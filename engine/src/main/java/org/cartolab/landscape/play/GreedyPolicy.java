package org.cartolab.landscape.play;

import java.util.List;
import java.util.Optional;

import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.LandscapePlacements;
import org.cartolab.landscape.LandscapeScorer;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.LandscapeCard;

/**
 * Lays the placement, of any offered card, that leaves its own landscape with the highest score now (conditions,
 * shared condition and cost as at the end of the game); the first such in the offered cards' and
 * {@link LandscapePlacements}' order on ties. It does not look ahead, nor at the cards it passes.
 */
public final class GreedyPolicy implements LandscapePolicy {

    @Override
    public Optional<PlacedCard> lay(Seat seat, List<LandscapeCard> offered) {
        LandscapeScorer scorer = new LandscapeScorer(seat.own().game());
        PlacedCard best = null;
        int bestScore = Integer.MIN_VALUE;
        for (LandscapeCard card : offered) {
            for (PlacedCard placed : LandscapePlacements.legal(seat.own(), card)) {
                Landscape next = seat.own().place(placed);
                int score = scorer.score(next, seat.shared(), false).total();
                if (score > bestScore) {
                    bestScore = score;
                    best = placed;
                }
            }
        }
        return Optional.ofNullable(best);
    }
}
