package org.cartolab.scoring;

import java.util.List;

/**
 * The points a scoring card (or a season term such as the monster penalty) gives on a board, term by term.
 *
 * @param id the card's or the season term's id
 */
public record CardScore(String id, String name, int points, List<TermScore> terms) {

    public CardScore {
        terms = List.copyOf(terms);
    }
}
