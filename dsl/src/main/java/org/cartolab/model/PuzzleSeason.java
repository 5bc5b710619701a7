package org.cartolab.model;

import java.util.List;

/**
 * One season of a puzzle: its cards in the order they are revealed (ruins cards included), and the scoring cards
 * scored when they run out, with the coins and the game's other season terms.
 *
 * @param title the season's name as the puzzle gives it, or empty
 */
public record PuzzleSeason(String title, List<PlayableCard> cards, List<ScoringCard> scoring) {

    public PuzzleSeason {
        cards = List.copyOf(cards);
        scoring = List.copyOf(scoring);
    }
}
