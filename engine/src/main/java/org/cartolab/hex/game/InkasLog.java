package org.cartolab.hex.game;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * A whole Rise of the Inkas game: what it was played with and every event in order.
 *
 * @param choices what the seats played by a person ({@link InkasPolicies#HUMAN}) chose, in the order they chose:
 *                each the index of the action among those the engine offered (so the list needs no form per kind
 *                of action); empty, and left out of the JSON, when no seat is a person's
 * @param winner  the winning player (1-based), 0 if the turn limit stopped the game
 */
@JsonPropertyOrder({"format", "game", "map", "seed", "players", "policies", "choices", "events", "turns",
        "winner"})
public record InkasLog(String format, String game, String map, long seed, int players, List<String> policies,
                       @JsonInclude(JsonInclude.Include.NON_EMPTY) List<Integer> choices, List<InkasEvent> events,
                       int turns, int winner) {

    public static final String FORMAT = "cartolab-inkas-log/1";

    public InkasLog {
        policies = List.copyOf(policies);
        choices = choices == null ? List.of() : List.copyOf(choices);
        events = List.copyOf(events);
    }

    /** The same game with the choices of its seats played by a person. */
    public InkasLog withChoices(List<Integer> chosen) {
        return new InkasLog(format, game, map, seed, players, policies, chosen, events, turns, winner);
    }
}
