package org.cartolab.rules;

import java.util.List;

import org.cartolab.model.Game;

/** The policies available by name. */
public final class Policies {

    public static final List<String> NAMES = List.of("random", "greedy", "lookahead");

    private Policies() {
    }

    /**
     * A policy by name for a player of the game; {@code seed} seeds the randomised ones.
     *
     * @throws IllegalArgumentException for an unknown name
     */
    public static Policy named(String name, long seed, Game game) {
        return name.equals("lookahead") ? new LookaheadPolicy(game) : named(name, seed);
    }

    /**
     * A policy that needs nothing of the game: random or greedy.
     *
     * @throws IllegalArgumentException for another name
     */
    public static Policy named(String name, long seed) {
        return switch (name) {
            case "random" -> new RandomPolicy(seed);
            case "greedy" -> new GreedyPolicy();
            case "lookahead" -> throw new IllegalArgumentException("The lookahead policy reads the game's deck: "
                    + "use named(name, seed, game).");
            default -> throw new IllegalArgumentException("There is no policy '" + name + "'; there is "
                    + String.join(", ", NAMES) + ".");
        };
    }
}
