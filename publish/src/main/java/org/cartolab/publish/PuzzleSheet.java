package org.cartolab.publish;

import java.time.LocalDate;
import java.util.List;
import java.util.Objects;

import org.cartolab.board.Board;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.PlayableCard;

/**
 * A daily puzzle as published: everything a player needs to play it on paper, and the measured numbers behind its
 * grade. Plain data: the puzzle generator fills it, every writer in this package only reads it.
 *
 * @param id          the shareable puzzle id, e.g. {@code cartographers/season/2026-11-21}
 * @param date        the puzzle's date; also the fixed creation date written into the PDF
 * @param start       the map sheet as the player gets it: printed mountains, ruins, wasteland and any pre-drawn
 *                    terrain (a mid-game position); its terrains give the colours
 * @param startCoins  coins already marked on the coin track at the start (0 for an empty map)
 * @param cards       the fully revealed card sequence in play order, ruins cards and solo ambushes included
 * @param edicts      the season's two scoring cards, in edict order
 * @param seasonRules what the season scores besides the edicts (coins, monsters), in the game's order
 * @param par         the proven optimal score of the season
 */
public record PuzzleSheet(String id, LocalDate date, String gameId, String gameName, String mapId, String mapName,
                          String seasonId, String seasonName, int timeLimit, Board start, int startCoins,
                          List<PlayableCard> cards, List<Edict> edicts, List<SeasonRule> seasonRules, int par,
                          Grade grade) {

    public PuzzleSheet {
        Objects.requireNonNull(id, "id");
        Objects.requireNonNull(date, "date");
        Objects.requireNonNull(start, "start");
        Objects.requireNonNull(grade, "grade");
        cards = List.copyOf(cards);
        edicts = List.copyOf(edicts);
        seasonRules = List.copyOf(seasonRules);
    }

    /** The time the cards add up to (a season ends once it reaches the season's time limit). */
    public int totalTime() {
        return cards.stream().mapToInt(PuzzleSheet::time).sum();
    }

    /** A card's time value; an ambush takes no time. */
    public static int time(PlayableCard card) {
        return card instanceof ExploreCard explore ? explore.time() : 0;
    }
}
