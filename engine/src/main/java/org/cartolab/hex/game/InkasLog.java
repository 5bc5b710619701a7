package org.cartolab.hex.game;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * A whole Rise of the Inkas game: what it was played with and every event in order.
 *
 * @param winner the winning player (1-based), 0 if the turn limit stopped the game
 */
@JsonPropertyOrder({"format", "game", "map", "seed", "players", "policies", "events", "turns", "winner"})
public record InkasLog(String format, String game, String map, long seed, int players, List<String> policies,
                       List<InkasEvent> events, int turns, int winner) {

    public static final String FORMAT = "cartolab-inkas-log/2";

    public InkasLog {
        policies = List.copyOf(policies);
        events = List.copyOf(events);
    }
}
