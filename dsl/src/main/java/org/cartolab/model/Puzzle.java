package org.cartolab.model;

import java.util.List;

/**
 * A solo puzzle: one season on a map sheet, optionally from a mid-game position, with every card revealed in
 * advance. The player places each card in order; the score is the season's score (the scoring cards, the coins
 * and the game's other season terms such as the monster penalty).
 *
 * @param start   the starting map in the board text format, one string per row; empty for the bare map sheet
 * @param coins   coins already marked at the start
 * @param cards   the cards in the order they are revealed (ruins cards included)
 * @param options rule options that override the game's for this puzzle
 */
public record Puzzle(String id, String title, String game, String map, List<String> start, int coins,
                     List<PlayableCard> cards, List<ScoringCard> scoring, List<RuleOption> options) {

    public Puzzle {
        start = List.copyOf(start);
        cards = List.copyOf(cards);
        scoring = List.copyOf(scoring);
        options = List.copyOf(options);
    }
}
