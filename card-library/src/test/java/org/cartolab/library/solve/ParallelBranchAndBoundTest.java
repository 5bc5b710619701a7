package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.library.solve.SmallPuzzles.moves;

import java.util.List;

import org.cartolab.solve.BranchAndBound;
import org.cartolab.solve.ParallelBranchAndBound;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.Solution;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.Verifier;
import org.cartolab.solve.bound.BudgetBound;
import org.junit.jupiter.api.Test;

/**
 * The branch-and-bound split over 1, 2 and 4 threads against the same search alone and against the exhaustive
 * search, on 60 seeded small puzzles (40 of one season, 20 of several): the same proven optimum, and the very same
 * play, whatever the number of threads.
 */
class ParallelBranchAndBoundTest {

    @Test
    void everyThreadCountProvesTheExhaustiveOptimumWithTheSequentialSearchsPlay() {
        for (long seed = 0; seed < 60; seed++) {
            PuzzleSetup setup = seed < 40 ? SmallPuzzles.generate(seed) : SmallPuzzles.seasons(seed);
            int exhaustive = Exhaustive.best(setup, setup.startMap(), 0);
            SolveResult alone = new BranchAndBound(setup, new BudgetBound(setup)).solve(SearchControl.UNLIMITED);
            for (int threads : new int[] {1, 2, 4}) {
                SolveResult parallel = new ParallelBranchAndBound(setup, BudgetBound::new, threads)
                        .solve(SearchControl.UNLIMITED);
                String which = "seed " + seed + ", " + threads + " threads";
                assertThat(parallel.proven()).as(which).isTrue();
                assertThat(parallel.score()).as(which).isEqualTo(exhaustive);
                assertThat(parallel.bound()).as(which).isEqualTo(exhaustive);
                Solution play = parallel.best().orElseThrow();
                assertThat(moves(play)).as(which + ": the play").isEqualTo(moves(alone.best().orElseThrow()));
                assertThat(Verifier.verify(setup, play)).as(which).isEqualTo(exhaustive);
            }
        }
    }

    @Test
    void aSearchStoppedAtOnceReportsAPlayAndABoundNotAProof() {
        PuzzleSetup setup = SmallPuzzles.generate(7);
        SolveResult stopped = new ParallelBranchAndBound(setup, BudgetBound::new, 2)
                .solve(new SearchControl(null, () -> true, SearchControl.SearchListener.SILENT));
        int exhaustive = Exhaustive.best(setup, setup.startMap(), 0);
        // why: a cancelled search proves nothing; whatever it reports must still be a real play and a true bound.
        if (!stopped.proven()) {
            assertThat(stopped.score()).isLessThanOrEqualTo(exhaustive);
            assertThat(stopped.bound()).isGreaterThanOrEqualTo(exhaustive);
        }
        assertThat(Verifier.verify(setup, stopped.best().orElseThrow())).isEqualTo(stopped.score());
    }
}
