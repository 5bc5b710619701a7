package org.cartolab.publish;

import java.util.List;
import java.util.Optional;

import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.ScoringCard;

/**
 * A sequence of landscape cards to show with both faces, e.g. the cards a landscape puzzle deals, in order, and the
 * shared condition they are scored with, if there is one.
 */
public record LandscapeHand(String title, LandscapeGame game, List<LandscapeCard> cards,
                            Optional<ScoringCard> shared) {

    public LandscapeHand {
        cards = List.copyOf(cards);
    }

    /** Cards to show without a shared condition. */
    public LandscapeHand(String title, LandscapeGame game, List<LandscapeCard> cards) {
        this(title, game, cards, Optional.empty());
    }
}
