package org.cartolab.cli;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.text.Suggestions;

/** {@code carto play --policy}: one name for all players or one per player, each checked against a game's policies. */
final class PolicyNames {

    private PolicyNames() {
    }

    /** Each player's policy in seat order; an unknown name gets a suggestion. {@code forGame}: " for GAME" or "". */
    static List<String> forPlayers(List<String> given, int players, List<String> known, String forGame) {
        List<String> names = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            String name = given.get(given.size() == 1 ? 0 : p).strip();
            if (!known.contains(name)) {
                throw UserError.usage("--policy: there is no policy '" + name + "'" + forGame + "."
                        + Suggestions.maybe(name, known) + " There is " + String.join(", ", known) + ".");
            }
            names.add(name);
        }
        return names;
    }
}
