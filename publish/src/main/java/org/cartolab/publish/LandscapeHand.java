package org.cartolab.publish;

import java.util.List;

import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapeGame;

/** A sequence of landscape cards to show with both faces, e.g. the cards a landscape puzzle deals, in order. */
public record LandscapeHand(String title, LandscapeGame game, List<LandscapeCard> cards) {

    public LandscapeHand {
        cards = List.copyOf(cards);
    }
}
