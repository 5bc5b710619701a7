package org.cartolab.solve.landscape;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.cartolab.model.LandscapePuzzle;
import org.junit.jupiter.api.Test;

/**
 * Choco against the exhaustive oracle on 300 seeded random puzzles of the shipped Confusing Lands (a random shared
 * card; 30 of 1 card, 250 of 2, 20 of 3): the same optimum, proven, and both layouts replay to their scores. The
 * oracle tries every turn of the first card, Choco only the unturned one, so this also checks the turn symmetry.
 */
class LandscapeSolverCrossCheckTest {

    @Test
    void chocoProvesTheExhaustiveOptimumOn300RandomPuzzles() {
        Random random = new Random(20261124);
        List<String> mismatches = new ArrayList<>();
        int positive = 0;
        int[] sizes = {1, 2, 3};
        int[] counts = {30, 250, 20};
        for (int s = 0; s < sizes.length; s++) {
            for (int i = 0; i < counts[s]; i++) {
                LandscapePuzzle puzzle = RandomPuzzles.puzzle(random, sizes[s]);
                LandscapeSolution oracle = new ExhaustiveLandscapeSolver(puzzle).solve();
                LandscapeSolveResult choco = new ChocoLandscapeSolver(puzzle).solve(null);
                assertThat(LandscapeVerifier.verify(puzzle, oracle)).isEqualTo(oracle.score());
                assertThat(LandscapeVerifier.verify(puzzle, choco.best())).isEqualTo(choco.score());
                assertThat(choco.proven()).isTrue();
                if (choco.score() != oracle.score()) {
                    mismatches.add(puzzle.shared().id() + " + " + puzzle.cards().stream().map(c -> c.id()).toList()
                            + ": Choco " + choco.score() + ", exhaustive " + oracle.score());
                }
                if (oracle.score() > 0) {
                    positive++;
                }
            }
        }
        assertThat(mismatches).isEmpty();
        // Not a sea of zeros (a solver that lays every card condition-side down would score 0 everywhere).
        assertThat(positive).isGreaterThan(30);
    }
}
