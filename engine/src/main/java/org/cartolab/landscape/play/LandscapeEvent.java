package org.cartolab.landscape.play;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

import org.cartolab.landscape.PlacedCard;

/**
 * One thing that happened in a landscape game, as its log records it: cards {@code dealt} to a player, the card a
 * player {@code keeps} and where they lay it, a card a player {@code receives} (passed by player {@code from}, or
 * from the deck when {@code from} is 0 in a solo game) and where they lay it, cards {@code skipped} from the deck,
 * and cards {@code discarded} with the reason.
 *
 * @param degrees the clockwise turn of the laid card: 0, 90, 180 or 270
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"round", "player", "event", "cards", "card", "from", "face", "degrees", "row", "col", "reason"})
public record LandscapeEvent(int round, int player, String event, List<String> cards, String card, Integer from,
                             String face, Integer degrees, Integer row, Integer col, String reason) {

    public static final String DEALT = "dealt";
    public static final String KEEPS = "keeps";
    public static final String RECEIVES = "receives";
    public static final String SKIPPED = "skipped";
    public static final String DISCARDED = "discarded";

    /** Why a card was discarded: solo, the card not kept. */
    public static final String NOT_KEPT = "not kept";
    /** Why a card was discarded: no placement of it was legal (the rulebook does not say; the reading used). */
    public static final String NO_PLACE = "no legal place";

    public LandscapeEvent {
        cards = cards == null ? null : List.copyOf(cards);
    }

    static LandscapeEvent dealt(int round, int player, List<String> cards) {
        return new LandscapeEvent(round, player, DEALT, cards, null, null, null, null, null, null, null);
    }

    static LandscapeEvent keeps(int round, int player, PlacedCard placed) {
        return laid(round, player, KEEPS, null, placed);
    }

    static LandscapeEvent receives(int round, int player, int from, PlacedCard placed) {
        return laid(round, player, RECEIVES, from, placed);
    }

    static LandscapeEvent skipped(int round, List<String> cards) {
        return new LandscapeEvent(round, 1, SKIPPED, cards, null, null, null, null, null, null, null);
    }

    static LandscapeEvent discarded(int round, int player, List<String> cards, String reason) {
        return new LandscapeEvent(round, player, DISCARDED, cards, null, null, null, null, null, null, reason);
    }

    private static LandscapeEvent laid(int round, int player, String event, Integer from, PlacedCard placed) {
        return new LandscapeEvent(round, player, event, null, placed.card().id(), from, placed.face().id(),
                placed.quarterTurns() * 90, placed.row(), placed.col(), null);
    }

    /** Whether this event records a decision of its player: a card laid, or one that could not be. */
    boolean isDecision() {
        return event.equals(KEEPS) || event.equals(RECEIVES) || (event.equals(DISCARDED) && NO_PLACE.equals(reason));
    }
}
