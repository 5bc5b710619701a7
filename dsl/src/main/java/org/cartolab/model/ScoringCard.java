package org.cartolab.model;

import java.util.List;

/**
 * A scoring card: its deck, solo value, rule text and the score terms whose sum is the card's points.
 *
 * @param deck      the id of the deck that lists the card, or empty if no deck does
 * @param soloValue the value subtracted in solo games (0 if the card gives none)
 */
public record ScoringCard(String id, String name, String deck, int soloValue, String text, List<ScoreTerm> terms) {

    public ScoringCard {
        terms = List.copyOf(terms);
    }
}
