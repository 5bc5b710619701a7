package org.cartolab.landscape.play;

import java.util.List;

/** The policies a landscape game can be played with, by name. */
public final class LandscapePolicies {

    public static final List<String> NAMES = List.of("random", "greedy");

    private LandscapePolicies() {
    }

    /**
     * @throws IllegalArgumentException for a name not in {@link #NAMES}
     */
    public static LandscapePolicy named(String name, long seed) {
        return switch (name) {
            case "random" -> new RandomPolicy(seed);
            case "greedy" -> new GreedyPolicy();
            default -> throw new IllegalArgumentException("There is no policy '" + name + "'; there is "
                    + String.join(", ", NAMES) + ".");
        };
    }
}
