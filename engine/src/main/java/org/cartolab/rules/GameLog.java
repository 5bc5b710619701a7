package org.cartolab.rules;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * Everything needed to replay a game and check it: the game, the seed, the options, the setup the seed dealt,
 * every revealed card, every choice and every season's score. Serialised as JSON by {@link GameLogs}.
 *
 * @param edicts   edict letter to scoring card id, as dealt
 * @param policies one per player, by name
 */
@JsonPropertyOrder({"format", "game", "map", "seed", "policies", "options", "edicts", "events", "totals", "winners",
        "soloScore", "soloTitle"})
public record GameLog(String format, String game, String map, long seed, List<String> policies,
                      Map<String, String> options, Map<String, String> edicts, List<LogEvent> events,
                      List<Integer> totals, List<Integer> winners, Integer soloScore, String soloTitle) {

    public static final String FORMAT = "cartolab-game-log/1";

    public GameLog {
        policies = List.copyOf(policies);
        events = List.copyOf(events);
        totals = List.copyOf(totals);
        winners = List.copyOf(winners);
    }
}
