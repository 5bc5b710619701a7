package org.cartolab.solve.landscape;

import java.util.Random;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.LandscapePuzzle;

/** Seeded random landscape puzzles of the shipped Confusing Lands: a random shared card and a random hand. */
final class RandomPuzzles {

    private static LandscapeGame game;

    private RandomPuzzles() {
    }

    static LandscapeGame game() {
        if (game == null) {
            game = CardLibrary.load("confusing-lands").landscapeGame("confusing-lands").orElseThrow();
        }
        return game;
    }

    /** A puzzle of {@code size} cards drawn without repeats, none of them the shared card. */
    static LandscapePuzzle puzzle(Random random, int size) {
        return RandomLandscapePuzzle.deal(game(), random, size, "random");
    }
}
