package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import org.cartolab.solve.BranchAndBound;
import org.cartolab.solve.ChocoPuzzleSolver;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.Verifier;
import org.cartolab.solve.bound.BudgetBound;
import org.junit.jupiter.api.Test;

/**
 * Choco's proven optimum against a plain exhaustive search (no bound, no Choco: {@link Exhaustive}) on 300 seeded
 * small puzzles (5x5 to 7x7 maps, 2-3 cards, random scoring cards, sometimes a ruins card, an ambush or a drawn
 * start). Every reported play must also pass the verifier, and the plain branch-and-bound must agree; every fifth
 * puzzle also compares Choco's and the branch-and-bound's counts of optimal plays (the daily's grade counts them)
 * with the exhaustive count.
 */
class SolverCrossCheckTest {

    private static final int PUZZLES = 300;

    @Test
    void chocoOptimumEqualsExhaustiveOptimumOnSmallPuzzles() {
        for (long seed = 1; seed <= PUZZLES; seed++) {
            check(seed, SmallPuzzles.generate(seed));
        }
    }

    /** Shieldgate's second largest cluster is bounded by the pieces drawn (PieceTerm): 60 puzzles with it. */
    @Test
    void optimaWithTheSecondLargestClusterEqualExhaustiveOptima() {
        for (long seed = 3000; seed < 3060; seed++) {
            check(seed, SmallPuzzles.generate(seed, "shieldgate"));
        }
    }

    /**
     * Puzzles of two or three seasons: each season scores its own cards on the map at its end, and the bound bounds
     * each season by the steps before its end. The exhaustive search scores the seasons itself, from scratch.
     */
    @Test
    void optimaOfPuzzlesOfSeveralSeasonsEqualExhaustiveOptima() {
        for (long seed = 4000; seed < 4060; seed++) {
            check(seed, SmallPuzzles.seasons(seed));
        }
    }

    private static void check(long seed, PuzzleSetup setup) {
        int exhaustive = Exhaustive.best(setup, setup.startMap(), 0);

        boolean count = seed % 5 == 0;
        SolveResult choco = new ChocoPuzzleSolver(setup, new BudgetBound(setup))
                .solve(SearchControl.UNLIMITED, count);
        if (count) {
            long plays = Exhaustive.count(setup, setup.startMap(), 0, exhaustive);
            assertThat(choco.optimalCount().getAsLong()).as("seed %d: optimal plays", seed).isEqualTo(plays);
            assertThat(new BranchAndBound(setup, new BudgetBound(setup)).countAtLeast(exhaustive,
                    SearchControl.UNLIMITED).getAsLong()).as("seed %d: branch-and-bound's optimal plays", seed)
                    .isEqualTo(plays);
        }
        assertThat(choco.proven()).as("seed %d proven", seed).isTrue();
        assertThat(choco.score()).as("seed %d: Choco's optimum", seed).isEqualTo(exhaustive);
        assertThat(choco.bound()).as("seed %d: a proof's bound is its score", seed).isEqualTo(exhaustive);
        assertThat(Verifier.verify(setup, choco.best().orElseThrow())).isEqualTo(exhaustive);

        SolveResult plain = new BranchAndBound(setup, new BudgetBound(setup)).solve(SearchControl.UNLIMITED);
        assertThat(plain.score()).as("seed %d: branch-and-bound's optimum", seed).isEqualTo(exhaustive);
        assertThat(Verifier.verify(setup, plain.best().orElseThrow())).isEqualTo(exhaustive);
    }
}
