package org.cartolab.rules;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.cartolab.model.Game;
import org.cartolab.model.RuleOption;
import org.cartolab.model.RuleOptionCatalog;

/**
 * The rule options in force in a game: the defaults of {@link RuleOptionCatalog}, overridden by the game's
 * {@code option NAME = VALUE} lines.
 *
 * @param oneCellFallback     terrain of the 1x1 cell drawn when no offered shape fits: "card" (one of the card's
 *                            terrains, [CZ-B]) or "any" (any drawable terrain, [UA-B])
 * @param edictAssignment     "random": the four drawn scoring cards go under edicts A-D at random ([UA-B]);
 *                            "deck-order": deck 1 under A, deck 2 under B, ...
 * @param ambushAfterRuins    "next-card": after an ambush revealed right after ruins, the ruins restriction applies
 *                            to the next explore card, revealed in the next turn (the texts leave the timing open)
 * @param riftAfterRuins      "cover-ruins": a rift-lands cell after ruins must cover an empty ruins cell if one
 *                            exists; "free": it may go anywhere
 * @param edgeSurroundsMountain whether the map edge counts as a filled neighbour of a mountain for its coin
 * @param soloEarlyEnd        whether a solo game ends at once when the map is full ([UA-B])
 */
public record RuleOptions(String oneCellFallback, String edictAssignment, String ambushAfterRuins,
                          String riftAfterRuins, boolean edgeSurroundsMountain, boolean soloEarlyEnd,
                          boolean heroPatternTurns, String ambushEffects) {

    /**
     * The options of a game: its own values over the defaults.
     *
     * @throws IllegalArgumentException naming an unknown option or value, and what is allowed
     */
    public static RuleOptions of(Game game) {
        Map<String, String> values = new LinkedHashMap<>();
        RuleOptionCatalog.OPTIONS.forEach((name, allowed) -> values.put(name, allowed.get(0)));
        for (RuleOption option : game.options()) {
            List<String> allowed = RuleOptionCatalog.OPTIONS.get(option.id());
            if (allowed == null) {
                throw new IllegalArgumentException("The game '" + game.id() + "' sets the unknown rule option '"
                        + option.id() + "'. Known options: " + String.join(", ", RuleOptionCatalog.OPTIONS.keySet())
                        + ".");
            }
            if (!allowed.contains(option.value())) {
                throw new IllegalArgumentException("The rule option '" + option.id() + "' cannot be '"
                        + option.value() + "'; it is one of " + String.join(", ", allowed) + ".");
            }
            values.put(option.id(), option.value());
        }
        return new RuleOptions(values.get("one-cell-fallback"), values.get("edict-assignment"),
                values.get("ambush-after-ruins"), values.get("rift-after-ruins"),
                values.get("edge-surrounds-mountain").equals("yes"), values.get("solo-early-end").equals("yes"),
                values.get("hero-pattern").equals("any-turn"), values.get("ambush-effects"));
    }

    /** The options as name = value, in the order of {@link RuleOptionCatalog#OPTIONS}, for game logs. */
    public Map<String, String> asMap() {
        Map<String, String> map = new LinkedHashMap<>();
        map.put("one-cell-fallback", oneCellFallback);
        map.put("edict-assignment", edictAssignment);
        map.put("ambush-after-ruins", ambushAfterRuins);
        map.put("rift-after-ruins", riftAfterRuins);
        map.put("edge-surrounds-mountain", edgeSurroundsMountain ? "yes" : "no");
        map.put("solo-early-end", soloEarlyEnd ? "yes" : "no");
        map.put("hero-pattern", heroPatternTurns ? "any-turn" : "as-printed");
        map.put("ambush-effects", ambushEffects);
        return map;
    }
}
