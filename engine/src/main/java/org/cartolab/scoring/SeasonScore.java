package org.cartolab.scoring;

import java.util.List;

/**
 * A board's score for a set of scoring cards plus the game's season terms (coins, the monster penalty).
 *
 * @param cards the scoring cards, in the order asked for
 * @param terms the season terms, in the game's order
 */
public record SeasonScore(List<CardScore> cards, List<CardScore> terms, int total) {

    public SeasonScore {
        cards = List.copyOf(cards);
        terms = List.copyOf(terms);
    }

    /** The points of the season term with this id, or 0 if the game has no such term. */
    public int term(String id) {
        return terms.stream().filter(term -> term.id().equals(id)).mapToInt(CardScore::points).sum();
    }
}
