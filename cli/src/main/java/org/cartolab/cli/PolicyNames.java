package org.cartolab.cli;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.text.Suggestions;

/** {@code carto play --policy}: one name for all players or one per player, each checked against a game's policies. */
final class PolicyNames {

    private PolicyNames() {
    }

    /** The policy of each player, in seat order; a name the game has no policy of gets a suggestion. */
    static List<String> forPlayers(List<String> given, int players, List<String> known, String gameName) {
        List<String> names = new ArrayList<>();
        for (int p = 0; p < players; p++) {
            String name = given.get(given.size() == 1 ? 0 : p).strip();
            if (!known.contains(name)) {
                throw UserError.usage("--policy: there is no policy '" + name + "' for " + gameName + "."
                        + Suggestions.maybe(name, known) + " There is " + String.join(", ", known) + ".");
            }
            names.add(name);
        }
        return names;
    }
}
