package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import org.cartolab.daily.NodeBudget;
import org.cartolab.rules.MapState;
import org.cartolab.solve.BranchAndBound;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.ScoreBound;
import org.cartolab.solve.SolveResult;
import org.junit.jupiter.api.Test;

/**
 * A search stopped by its budget has still proven its best play when the bound it reports meets it, and only then.
 * The searches here prune nothing (so a small budget stops them), and report a bound worked out by the exhaustive
 * search: the optimum itself (a true and tight bound), or one more (a true bound the play does not meet).
 */
class ReportedBoundProofTest {

    private static final long[] BUDGETS = {50, 500, 5_000};

    @Test
    void aStoppedSearchIsProvenExactlyWhenItsPlayMeetsTheReportedBound() {
        int provenByTheBound = 0;
        int stoppedBelow = 0;
        for (long seed = 1; seed <= 30; seed++) {
            PuzzleSetup setup = SmallPuzzles.generate(seed);
            int optimum = Exhaustive.best(setup, setup.startMap(), 0);
            for (long budget : BUDGETS) {
                SolveResult tight = new BranchAndBound(setup, reporting(optimum)).solve(NodeBudget.of(budget));
                SolveResult loose = new BranchAndBound(setup, reporting(optimum + 1)).solve(NodeBudget.of(budget));
                // The same search either way: only what it reports at the end differs (the budgets are far below
                // the nodes after which a search works out the reported bound itself: ReportedBoundInSearchTest).
                assertThat(loose.score()).isEqualTo(tight.score());
                assertThat(loose.nodes()).isEqualTo(tight.nodes());
                if (loose.proven()) {
                    continue; // finished within the budget: proven by the search itself, both times
                }
                assertThat(loose.bound()).as("seed %d, %d nodes", seed, budget).isEqualTo(optimum + 1);
                assertThat(tight.proven()).as("seed %d, %d nodes", seed, budget)
                        .isEqualTo(tight.score() == optimum);
                if (tight.score() == optimum) {
                    assertThat(tight.bound()).isEqualTo(optimum);
                    provenByTheBound++;
                } else {
                    stoppedBelow++;
                }
            }
        }
        // Both kinds occur, so neither answer ("always proven", "never proven") passes.
        assertThat(provenByTheBound).isGreaterThanOrEqualTo(5);
        assertThat(stoppedBelow).isGreaterThanOrEqualTo(5);
    }

    /** No pruning at any node; {@code reported} when the search stops. */
    private static ScoreBound reporting(int reported) {
        return new BlindBound() {
            @Override
            public int reported(MapState map, int next) {
                return reported;
            }
        };
    }
}
