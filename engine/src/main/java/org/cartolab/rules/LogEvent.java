package org.cartolab.rules;

import java.util.Map;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One line of a game log; only the fields of its kind are set:
 * <ul>
 *   <li>a revealed card: {@code reveal};</li>
 *   <li>a move: {@code move} (its number, from 1), {@code player} (who chose), {@code map} (whose map),
 *       {@code card}, {@code shape} (index, -1 for a single cell), {@code orientation}, {@code row}, {@code col},
 *       {@code terrain};</li>
 *   <li>a solo ambush: {@code ambush}, {@code map}, {@code row}, {@code col}, or {@code skipped};</li>
 *   <li>a season's score: {@code season}, {@code player}, {@code cards}, {@code coins}, {@code monsters},
 *       {@code total}.</li>
 * </ul>
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"reveal", "move", "ambush", "season", "player", "map", "card", "shape", "orientation", "row", "col",
        "terrain", "skipped", "cards", "coins", "monsters", "total"})
public record LogEvent(String reveal, Integer move, String ambush, String season, Integer player, Integer map,
                       String card, Integer shape, Integer orientation, Integer row, Integer col, String terrain,
                       Boolean skipped, Map<String, Integer> cards, Integer coins, Integer monsters, Integer total) {

    static LogEvent reveal(String card) {
        return new LogEvent(card, null, null, null, null, null, null, null, null, null, null, null, null, null, null,
                null, null);
    }

    static LogEvent move(int number, int player, int map, String card, Move move) {
        Placement p = move.placement();
        return new LogEvent(null, number, null, null, player, map, card, move.shape(), p.orientation().index(),
                p.row(), p.col(), move.terrain() == null ? null : move.terrain().id(), null, null, null, null, null);
    }

    static LogEvent soloAmbush(String ambush, int map, Placement placement) {
        return new LogEvent(null, null, ambush, null, null, map, null, null, null,
                placement == null ? null : placement.row(), placement == null ? null : placement.col(), null,
                placement == null ? Boolean.TRUE : null, null, null, null, null);
    }

    static LogEvent score(String season, int player, Map<String, Integer> cards, int coins, int monsters, int total) {
        return new LogEvent(null, null, null, season, player, null, null, null, null, null, null, null, null, cards,
                coins, monsters, total);
    }

    /** What kind of line this is, for messages. */
    String kind() {
        return reveal != null ? "reveal" : move != null ? "move" : ambush != null ? "ambush" : "score";
    }
}
