package org.cartolab.hex.game;

import java.util.List;

/** The policies a Rise of the Inkas game can be played with, by name. */
public final class InkasPolicies {

    public static final List<String> NAMES = List.of("random", "greedy");

    private InkasPolicies() {
    }

    /**
     * @throws IllegalArgumentException for a name not in {@link #NAMES}
     */
    public static InkasPolicy named(String name, long seed) {
        return switch (name) {
            case "random" -> new RandomInkasPolicy(seed);
            case "greedy" -> new GreedyInkasPolicy();
            default -> throw new IllegalArgumentException("There is no policy '" + name + "'; there is "
                    + String.join(", ", NAMES) + ".");
        };
    }
}
