package org.cartolab.hex.game;

import java.util.List;

/** The policies a Rise of the Inkas game can be played with, by name. */
public final class InkasPolicies {

    public static final List<String> NAMES = List.of("random", "greedy");

    /**
     * A seat played by a person (the workbench's table): not a policy the engine can play, so not among
     * {@link #NAMES}; a log replays it, like every seat, from the decisions its events record.
     */
    public static final String HUMAN = "human";

    private InkasPolicies() {
    }

    /**
     * The named policy for a seat (0-based) of a game: seeded with {@code seed + seat + 1}, so each seat of a game
     * draws its own numbers and the same game seed seats the same policies.
     *
     * @throws IllegalArgumentException for a name not in {@link #NAMES}
     */
    public static InkasPolicy seated(String name, long seed, int seat) {
        return named(name, seed + seat + 1);
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
