package org.cartolab.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A solo puzzle on a map sheet, optionally from a mid-game position, with every card revealed in advance: one
 * season or several. The player places each card in order; each season ends when its cards run out and scores
 * its scoring cards, the coins and the game's other season terms (such as the monster penalty) on the map as it
 * is then; the puzzle's score is the sum of its seasons' scores.
 *
 * @param start   the starting map in the board text format, one string per row; empty for the bare map sheet
 * @param coins   coins already marked at the start
 * @param seasons the seasons in order, at least one
 * @param options rule options that override the game's for this puzzle
 */
public record Puzzle(String id, String title, String game, String map, List<String> start, int coins,
                     List<PuzzleSeason> seasons, List<RuleOption> options) {

    public Puzzle {
        start = List.copyOf(start);
        seasons = List.copyOf(seasons);
        options = List.copyOf(options);
    }

    /** A puzzle of one season. */
    public Puzzle(String id, String title, String game, String map, List<String> start, int coins,
                  List<PlayableCard> cards, List<ScoringCard> scoring, List<RuleOption> options) {
        this(id, title, game, map, start, coins, List.of(new PuzzleSeason("", cards, scoring)), options);
    }

    /** Every season's cards, in order. */
    public List<PlayableCard> cards() {
        List<PlayableCard> cards = new ArrayList<>();
        seasons.forEach(season -> cards.addAll(season.cards()));
        return List.copyOf(cards);
    }

    /** The scoring cards of every season, each once, in the order they first score. */
    public List<ScoringCard> scoring() {
        List<ScoringCard> scoring = new ArrayList<>();
        for (PuzzleSeason season : seasons) {
            season.scoring().stream().filter(card -> !scoring.contains(card)).forEach(scoring::add);
        }
        return List.copyOf(scoring);
    }
}
