package org.cartolab.balance;

import java.io.Serializable;
import java.util.List;
import java.util.Objects;

/**
 * What a balance run plays, all of it plain text and numbers so that it travels to Spark's executors: the game
 * (a shipped game's name, or a designer's .carto file with its text), the designer's card files, the map, the
 * policy, the players and the seeds. A run is a pure function of this.
 *
 * @param game     a shipped game's name, or the path of a .carto file
 * @param gameText the text of that file, or null for a shipped game
 * @param cards    .carto files whose scoring cards join the game's decks
 * @param replace  a card of the game that the one card of {@code cards} replaces in its deck, or null
 * @param deck     the deck the cards of {@code cards} join when they are in no deck of their file, or null
 * @param map      the map sheet every game is played on, or null for the game's first
 * @param seed     the run's seed: game {@code i} plays a seed mixed from {@code seed + i} (GamePlayer.seedOf)
 */
public record BalanceSpec(String game, String gameText, List<CardFile> cards, String replace, String deck, String map,
                          String policy, int players, long seed, long games) implements Serializable {

    /** A designer's .carto file, by path and text. */
    public record CardFile(String path, String text) implements Serializable {
    }

    public BalanceSpec {
        Objects.requireNonNull(game, "game");
        cards = List.copyOf(cards);
        Objects.requireNonNull(policy, "policy");
        if (players < 1) {
            throw new IllegalArgumentException("players must be at least 1");
        }
        if (games < 1) {
            throw new IllegalArgumentException("games must be at least 1");
        }
    }

    /** The same games with another count. */
    public BalanceSpec withGames(long count) {
        return new BalanceSpec(game, gameText, cards, replace, deck, map, policy, players, seed, count);
    }
}
