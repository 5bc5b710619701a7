package org.cartolab.landscape.play;

import java.util.List;
import java.util.Map;

import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * Everything needed to replay a landscape game and check it: the game, the seed that shuffled the deck, the
 * policies, the rule options, the shared condition's card, every event and the result. Serialised by
 * {@link LandscapeLogs}.
 *
 * @param totals    each player's final score
 * @param winners   1-based; more than one on a complete tie (RULES.md 3.7)
 * @param soloTitle the solo rating (RULES.md 3.9), or null in a game of two
 */
@JsonPropertyOrder({"format", "game", "seed", "players", "policies", "options", "shared", "events", "totals",
        "winners", "soloTitle"})
public record LandscapeLog(String format, String game, long seed, int players, List<String> policies,
                           Map<String, String> options, String shared, List<LandscapeEvent> events,
                           List<Integer> totals, List<Integer> winners, String soloTitle) {

    public static final String FORMAT = "cartolab-landscape-log/1";

    public LandscapeLog {
        policies = List.copyOf(policies);
        events = List.copyOf(events);
        totals = List.copyOf(totals);
        winners = List.copyOf(winners);
    }
}
