package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.library.solve.SmallPuzzles.moves;

import org.cartolab.rules.MapState;
import org.cartolab.solve.BranchAndBound;
import org.cartolab.solve.ChocoPuzzleSolver;
import org.cartolab.solve.ParallelBranchAndBound;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.ScoreBound;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.Verifier;
import org.junit.jupiter.api.Test;

/**
 * The reported bound inside the search: once worked out for the root and the positions one step below it, it caps
 * every bound below them. The searches here prune with no bound of their own, and report the exhaustive optimum of
 * the position asked (the tightest true bound, so a bound worked out for the wrong position, or kept past its
 * subtree, cuts off the optimum of some seed), worked out after a single node. They must find the exhaustive
 * optimum with the very play of the search without it, proven, on 30 seeded small puzzles, and visit fewer nodes.
 */
class ReportedBoundInSearchTest {

    private static final int SEEDS = 30;

    @Test
    void theReportedBoundsOfTheRootAndTheFirstPositionsEndTheSearchEarlyWithItsOwnPlay() {
        // why: the bound must actually end searches early, or the test would pass with the feature switched off.
        assertThat(searchesWithFewerNodes(true)).isGreaterThanOrEqualTo(5);
    }

    @Test
    void theReportedBoundsOfTheFirstPositionsAlonePruneTheirSubtreesOnly() {
        assertThat(searchesWithFewerNodes(false)).isGreaterThanOrEqualTo(5);
    }

    /**
     * On every seed, the search with the reported bounds (of the root too, if {@code root}) finds the exhaustive
     * optimum with the plain search's very play, proven and verified, in no more nodes; how many took fewer.
     */
    private static int searchesWithFewerNodes(boolean root) {
        int fewerNodes = 0;
        for (long seed = 1; seed <= SEEDS; seed++) {
            PuzzleSetup setup = SmallPuzzles.generate(seed);
            int optimum = Exhaustive.best(setup, setup.startMap(), 0);
            SolveResult plain = new BranchAndBound(setup, ScoreBound.NONE).solve(SearchControl.UNLIMITED);
            SolveResult early = new BranchAndBound(setup, exact(setup, root), 1).solve(SearchControl.UNLIMITED);
            String which = "seed " + seed;
            assertThat(early.proven()).as(which).isTrue();
            assertThat(early.score()).as(which).isEqualTo(optimum);
            assertThat(moves(early.best().orElseThrow())).as(which).isEqualTo(moves(plain.best().orElseThrow()));
            assertThat(Verifier.verify(setup, early.best().orElseThrow())).as(which).isEqualTo(optimum);
            assertThat(early.nodes()).as(which).isLessThanOrEqualTo(plain.nodes());
            fewerNodes += early.nodes() < plain.nodes() ? 1 : 0;
        }
        return fewerNodes;
    }

    @Test
    void theParallelSearchKeepsThePlayOfTheSearchAloneWhateverTheThreads() {
        for (long seed = 1; seed <= SEEDS; seed++) {
            PuzzleSetup setup = SmallPuzzles.generate(seed);
            SolveResult plain = new BranchAndBound(setup, ScoreBound.NONE).solve(SearchControl.UNLIMITED);
            for (int threads : new int[] {1, 2, 3}) {
                SolveResult parallel = new ParallelBranchAndBound(setup, own -> exact(own, true), threads, 1)
                        .solve(SearchControl.UNLIMITED);
                String which = "seed " + seed + ", " + threads + " threads";
                assertThat(parallel.proven()).as(which).isTrue();
                assertThat(moves(parallel.best().orElseThrow())).as(which)
                        .isEqualTo(moves(plain.best().orElseThrow()));
            }
        }
    }

    @Test
    void chocoEndsProvenAtThePlayThatMeetsTheRootsReportedBound() {
        int fewerNodes = 0;
        for (long seed = 1; seed <= SEEDS; seed++) {
            PuzzleSetup setup = SmallPuzzles.generate(seed);
            int optimum = Exhaustive.best(setup, setup.startMap(), 0);
            SolveResult plain = new ChocoPuzzleSolver(setup, ScoreBound.NONE).solve(SearchControl.UNLIMITED, false);
            SolveResult choco = new ChocoPuzzleSolver(setup, exact(setup, true), 1)
                    .solve(SearchControl.UNLIMITED, false);
            String which = "seed " + seed;
            assertThat(choco.proven()).as(which).isTrue();
            assertThat(choco.score()).as(which).isEqualTo(optimum);
            assertThat(choco.bound()).as(which).isEqualTo(optimum);
            assertThat(Verifier.verify(setup, choco.best().orElseThrow())).as(which).isEqualTo(optimum);
            fewerNodes += choco.nodes() < plain.nodes() ? 1 : 0;
        }
        assertThat(fewerNodes).isGreaterThanOrEqualTo(5);
    }

    /**
     * No pruning at any node; the exhaustive optimum of the position asked as the reported bound (of the root too,
     * if {@code root}; else none for it).
     */
    private static ScoreBound exact(PuzzleSetup setup, boolean root) {
        return new BlindBound() {
            @Override
            public int reported(MapState map, int next) {
                return next == 0 && !root ? Integer.MAX_VALUE : Exhaustive.best(setup, map, next);
            }
        };
    }
}
