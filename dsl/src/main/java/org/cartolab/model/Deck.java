package org.cartolab.model;

import java.util.List;

/** A deck of scoring cards sharing a card back; one card of each deck is in play. */
public record Deck(String id, String name, List<ScoringCard> cards) {

    public Deck {
        cards = List.copyOf(cards);
    }
}
