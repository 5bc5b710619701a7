package org.cartolab.model;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * The rule options a game may set and their allowed values, the first being the default. These are the points
 * the rulebooks leave open (RULES.md "Notes/uncertain"); the validator checks a game's options against this
 * table and the rules engine reads them. An option with a single value names the one reading the engine
 * implements, so that a game states it and a log records it; a second value needs engine support first.
 */
public final class RuleOptionCatalog {

    /** Option name to allowed values; the first value is the default. */
    public static final Map<String, List<String>> OPTIONS;

    static {
        Map<String, List<String>> options = new LinkedHashMap<>();
        // The terrain of the 1x1 cell drawn when no offered shape fits: one of the card's terrains ([CZ-B]) or
        // any terrain ([UA-B]).
        options.put("one-cell-fallback", List.of("card", "any"));
        // The four drawn scoring cards go under edicts A-D at random ([UA-B]) or in deck order.
        options.put("edict-assignment", List.of("random", "deck-order"));
        // After an ambush revealed right after ruins, the ruins restriction waits for the next explore card.
        options.put("ambush-after-ruins", List.of("next-card"));
        // A rift-lands cell right after ruins must cover an empty ruins cell if there is one, or may go anywhere.
        options.put("rift-after-ruins", List.of("cover-ruins", "free"));
        // Whether the map edge counts as a filled neighbour of a mountain on the edge, for its coin.
        options.put("edge-surrounds-mountain", List.of("yes", "no"));
        // Whether a solo game ends at once when the map is full ([UA-B]).
        options.put("solo-early-end", List.of("yes", "no"));
        // Heroes: whether a hero's attack pattern is drawn as printed or may be turned and mirrored (not stated).
        options.put("hero-pattern", List.of("as-printed", "any-turn"));
        // Heroes: lasting ambush effects work on the maps that carry the monster's letter (the 1x1 fallback
        // monster has none), and are not resolved after the last season's scoring, when nothing scores any more.
        options.put("ambush-effects", List.of("lettered-maps"));
        // Confusing Lands: the overlap rule is waived for the very first card ("first-card") or, read literally,
        // for both cards of the first round ("first-round").
        options.put("first-overlap", List.of("first-card", "first-round"));
        OPTIONS = java.util.Collections.unmodifiableMap(options);
    }

    private RuleOptionCatalog() {
    }

    public static String defaultValue(String option) {
        return OPTIONS.get(option).get(0);
    }
}
