package org.cartolab.rules;

import java.util.List;

/** The policies available by name. */
public final class Policies {

    public static final List<String> NAMES = List.of("random", "greedy");

    private Policies() {
    }

    /**
     * A policy by name for a player; {@code seed} seeds the randomised ones.
     *
     * @throws IllegalArgumentException for an unknown name
     */
    public static Policy named(String name, long seed) {
        return switch (name) {
            case "random" -> new RandomPolicy(seed);
            case "greedy" -> new GreedyPolicy();
            default -> throw new IllegalArgumentException("There is no policy '" + name + "'; there is "
                    + String.join(", ", NAMES) + ".");
        };
    }
}
