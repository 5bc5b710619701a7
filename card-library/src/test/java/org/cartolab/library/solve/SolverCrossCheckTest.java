package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import org.cartolab.solve.BranchAndBound;
import org.cartolab.solve.ChocoPuzzleSolver;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.ScoreBound;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.Verifier;
import org.junit.jupiter.api.Test;

class SolverCrossCheckTest {

    @Test
    void smoke() {
        for (long seed = 1; seed <= 5; seed++) {
            PuzzleSetup setup = SmallPuzzles.generate(seed);
            long t0 = System.nanoTime();
            SolveResult exhaustive = new BranchAndBound(setup, ScoreBound.NONE).solve(SearchControl.UNLIMITED);
            long t1 = System.nanoTime();
            SolveResult choco = new ChocoPuzzleSolver(setup, ScoreBound.NONE).solve(SearchControl.UNLIMITED, true);
            long t2 = System.nanoTime();
            System.out.println(seed + " steps=" + setup.steps().size() + " exh=" + exhaustive.score() + " nodes="
                    + exhaustive.nodes() + " " + (t1 - t0) / 1_000_000 + "ms choco=" + choco.score() + " nodes="
                    + choco.nodes() + " " + (t2 - t1) / 1_000_000 + "ms count=" + choco.optimalCount());
            assertThat(choco.score()).isEqualTo(exhaustive.score());
            Verifier.verify(setup, choco.best().orElseThrow());
            Verifier.verify(setup, exhaustive.best().orElseThrow());
        }
    }
}
