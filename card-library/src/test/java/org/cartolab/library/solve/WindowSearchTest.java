package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.library.solve.SmallPuzzles.moves;

import java.util.List;
import java.util.Random;

import org.cartolab.solve.GreedyLine;
import org.cartolab.solve.ParallelBranchAndBound;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.ScoreBound;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.Solution;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.Verifier;
import org.cartolab.solve.WindowSearch;
import org.cartolab.solve.WindowsFirst;
import org.cartolab.solve.bound.BudgetBound;
import org.junit.jupiter.api.Test;

/**
 * The window search (large-neighbourhood search from the greedy play) against the exhaustive search on 80 seeded
 * small puzzles (60 of one season, 20 of several; ruins and ambushes now and then): never above the optimum,
 * never below the greedy play, every play accepted by the rules engine's verifier; a window as wide as the puzzle
 * without a node limit finds the optimum; a second pass with more nodes from the first pass's play (as {@code
 * WindowsFirst} runs it) keeps or improves that play; the same puzzle gives the same play; and the branch-and-bound
 * started from its play still proves the exhaustive optimum. Windows of steps apart and starts from randomised
 * greedy plays (what {@code WindowsFirst} adds) make real plays too, the same ones each time.
 */
class WindowSearchTest {

    private static final int PUZZLES = 80;

    private static PuzzleSetup puzzle(long seed) {
        return seed < 60 ? SmallPuzzles.generate(seed) : SmallPuzzles.seasons(seed);
    }

    @Test
    void narrowWindowsOnASmallBudgetFindRealPlaysBetweenTheGreedyPlayAndTheOptimum() {
        int improved = 0;
        for (long seed = 0; seed < PUZZLES; seed++) {
            PuzzleSetup setup = puzzle(seed);
            int exhaustive = Exhaustive.best(setup, setup.startMap(), 0);
            int greedy = GreedyLine.play(setup).score();
            // why: windows of 1 or 2 steps with every other step fixed (or repaired when no longer legal) must
            // still make legal plays scored as the engine scores them, whatever the budget cuts off.
            Solution play = new WindowSearch(setup, new BudgetBound(setup), 2, 50).improve(SearchControl.UNLIMITED);
            String which = "seed " + seed;
            assertThat(Verifier.verify(setup, play)).as(which).isEqualTo(play.score());
            assertThat(play.score()).as(which).isBetween(greedy, exhaustive);
            improved += play.score() > greedy ? 1 : 0;
        }
        // The fixture is not vacuous: the windows improve on the greedy play in some puzzles.
        assertThat(improved).isGreaterThan(5);
    }

    @Test
    void aSecondPassWithMoreNodesFromTheFirstPassPlayKeepsOrImprovesIt() {
        int improved = 0;
        for (long seed = 0; seed < PUZZLES; seed++) {
            PuzzleSetup setup = puzzle(seed);
            int exhaustive = Exhaustive.best(setup, setup.startMap(), 0);
            // why: WindowsFirst searches the windows again from the first pass's play, not from the greedy play;
            // that play must be the floor, and the second pass's play a real one.
            Solution first = new WindowSearch(setup, new BudgetBound(setup), 2, 8).improve(SearchControl.UNLIMITED);
            Solution second = new WindowSearch(setup, new BudgetBound(setup), 2, 400)
                    .improve(first, SearchControl.UNLIMITED);
            String which = "seed " + seed;
            assertThat(Verifier.verify(setup, second)).as(which).isEqualTo(second.score());
            assertThat(second.score()).as(which).isBetween(first.score(), exhaustive);
            improved += second.score() > first.score() ? 1 : 0;
            // From an optimal play no window finds better: the play comes back as it was, on any budget.
            Solution optimum = new ParallelBranchAndBound(setup, BudgetBound::new, 1).solve(SearchControl.UNLIMITED)
                    .best().orElseThrow();
            Solution again = new WindowSearch(setup, new BudgetBound(setup), 2, 8)
                    .improve(optimum, SearchControl.UNLIMITED);
            assertThat(again.score()).as(which).isEqualTo(exhaustive);
            assertThat(moves(again)).as(which).isEqualTo(moves(optimum));
        }
        // The fixture is not vacuous: more nodes per window find better plays than the first pass in some puzzles.
        assertThat(improved).isGreaterThan(3);
    }

    @Test
    void aWindowOverEveryStepWithoutANodeLimitFindsTheExhaustiveOptimum() {
        for (long seed = 0; seed < PUZZLES; seed++) {
            PuzzleSetup setup = puzzle(seed);
            int exhaustive = Exhaustive.best(setup, setup.startMap(), 0);
            int steps = setup.steps().size();
            for (ScoreBound bound : List.of(new BudgetBound(setup), ScoreBound.NONE)) {
                Solution play = new WindowSearch(setup, bound, steps, Long.MAX_VALUE).improve(SearchControl.UNLIMITED);
                String which = "seed " + seed + (bound == ScoreBound.NONE ? ", no bound" : "");
                assertThat(play.score()).as(which).isEqualTo(exhaustive);
                assertThat(Verifier.verify(setup, play)).as(which).isEqualTo(exhaustive);
            }
        }
    }

    @Test
    void theSamePuzzleGivesTheSamePlay() {
        for (long seed = 0; seed < PUZZLES; seed += 7) {
            Solution first = new WindowSearch(puzzle(seed), new BudgetBound(puzzle(seed)), 2, 30)
                    .improve(SearchControl.UNLIMITED);
            PuzzleSetup again = puzzle(seed);
            Solution second = new WindowSearch(again, new BudgetBound(again), 2, 30).improve(SearchControl.UNLIMITED);
            assertThat(moves(second)).as("seed " + seed).isEqualTo(moves(first));
        }
    }

    @Test
    void theBranchAndBoundFromTheWindowsPlayProvesTheExhaustiveOptimumOnEveryThreadCount() {
        for (long seed = 0; seed < PUZZLES; seed++) {
            PuzzleSetup setup = puzzle(seed);
            int exhaustive = Exhaustive.best(setup, setup.startMap(), 0);
            Solution known = new WindowSearch(setup, new BudgetBound(setup), 2, 50).improve(SearchControl.UNLIMITED);
            int greedy = GreedyLine.play(setup).score();
            List<String> play = null;
            for (int threads : new int[] {1, 2, 4}) {
                SolveResult result = new ParallelBranchAndBound(setup, BudgetBound::new, threads)
                        .solve(SearchControl.UNLIMITED, known);
                String which = "seed " + seed + ", " + threads + " threads";
                assertThat(result.proven()).as(which).isTrue();
                assertThat(result.score()).as(which).isEqualTo(exhaustive);
                assertThat(result.bound()).as(which).isEqualTo(exhaustive);
                assertThat(Verifier.verify(setup, result.best().orElseThrow())).as(which).isEqualTo(exhaustive);
                if (known.score() == exhaustive && known.score() > greedy) {
                    // why: a known optimal play better than greedy is kept, not replaced by an equal one.
                    assertThat(moves(result.best().orElseThrow())).as(which).isEqualTo(moves(known));
                }
                if (play == null) {
                    play = moves(result.best().orElseThrow());
                }
                assertThat(moves(result.best().orElseThrow())).as(which + ": the play").isEqualTo(play);
            }
        }
    }

    @Test
    void randomisedGreedyPlaysAndTheWindowsFromThemAreRealPlaysTheSameForTheSameSeed() {
        for (long seed = 0; seed < PUZZLES; seed += 3) {
            PuzzleSetup setup = puzzle(seed);
            int exhaustive = Exhaustive.best(setup, setup.startMap(), 0);
            for (int start = 0; start < 2; start++) {
                String which = "seed " + seed + ", start " + start;
                // why: a randomised play takes a poorer move now and then; every move must still be legal.
                Solution randomised = GreedyLine.randomised(setup, new Random(start));
                assertThat(Verifier.verify(setup, randomised)).as(which).isEqualTo(randomised.score());
                assertThat(moves(GreedyLine.randomised(setup, new Random(start)))).as(which)
                        .isEqualTo(moves(randomised));
                Solution play = new WindowSearch(setup, new BudgetBound(setup), 2, 50)
                        .improve(randomised, SearchControl.UNLIMITED);
                assertThat(Verifier.verify(setup, play)).as(which).isEqualTo(play.score());
                assertThat(play.score()).as(which).isBetween(randomised.score(), exhaustive);
            }
        }
    }

    @Test
    void windowsOfStepsApartMakeRealPlaysBetweenTheGreedyPlayAndTheOptimum() {
        for (long seed = 0; seed < PUZZLES; seed++) {
            PuzzleSetup setup = puzzle(seed);
            int exhaustive = Exhaustive.best(setup, setup.startMap(), 0);
            int greedy = GreedyLine.play(setup).score();
            // why: the steps between an apart window's steps are kept or repaired; the play must stay legal.
            Solution play = new WindowSearch(setup, new BudgetBound(setup), 2, 50, true)
                    .improve(SearchControl.UNLIMITED);
            String which = "seed " + seed;
            assertThat(Verifier.verify(setup, play)).as(which).isEqualTo(play.score());
            assertThat(play.score()).as(which).isBetween(greedy, exhaustive);
        }
    }

    /**
     * Small puzzle 48 (7 x 7, Treetower + Lost Barony, farmland, homestead, orchard): the optimum (20, {@link
     * Exhaustive}) moves the farmland and the orchard and keeps the homestead where the greedy play (19) drew it.
     * Windows of up to two consecutive steps free farmland + homestead (the orchard kept: its place is still empty)
     * or homestead + orchard (the farmland kept), never both ends: they stay at 19. The window of steps 0 and 2
     * finds 20. (A window of all three steps would too: that is the exhaustive search.)
     */
    @Test
    void aWindowOfTheFirstAndLastStepFindsTheOptimumThatConsecutiveWindowsMiss() {
        PuzzleSetup setup = SmallPuzzles.generate(48);
        int exhaustive = Exhaustive.best(setup, setup.startMap(), 0);
        Solution greedy = GreedyLine.play(setup);
        Solution consecutive = new WindowSearch(setup, new BudgetBound(setup), 2, Long.MAX_VALUE, false)
                .improve(SearchControl.UNLIMITED);
        Solution apart = new WindowSearch(setup, new BudgetBound(setup), 2, Long.MAX_VALUE, true)
                .improve(SearchControl.UNLIMITED);
        assertThat(setup.steps()).hasSize(3);
        assertThat(consecutive.score()).isEqualTo(greedy.score()).isLessThan(exhaustive);
        assertThat(apart.score()).isEqualTo(exhaustive);
        assertThat(Verifier.verify(setup, apart)).isEqualTo(exhaustive);
        List<String> before = moves(greedy);
        List<String> after = moves(apart);
        assertThat(after.get(1)).isEqualTo(before.get(1));
        assertThat(after.get(0)).isNotEqualTo(before.get(0));
        assertThat(after.get(2)).isNotEqualTo(before.get(2));
    }

    @Test
    void theWindowsPlayOfWindowsFirstIsARealPlayTheSameEachTime() {
        for (long seed = 0; seed < PUZZLES; seed += 3) {
            PuzzleSetup setup = puzzle(seed);
            int exhaustive = Exhaustive.best(setup, setup.startMap(), 0);
            Solution play = WindowsFirst.windowsPlay(setup, new BudgetBound(setup), SearchControl.UNLIMITED);
            String which = "seed " + seed;
            assertThat(Verifier.verify(setup, play)).as(which).isEqualTo(play.score());
            assertThat(play.score()).as(which).isBetween(GreedyLine.play(setup).score(), exhaustive);
            PuzzleSetup again = puzzle(seed);
            assertThat(moves(WindowsFirst.windowsPlay(again, new BudgetBound(again), SearchControl.UNLIMITED)))
                    .as(which).isEqualTo(moves(play));
        }
    }

    /**
     * The first passes on two threads (each its own copy of the puzzle and its own bound) give the play of one
     * thread: the passes are compared in one thread's order, so the same moves.
     */
    @Test
    void theWindowsPlayOnTwoThreadsIsThePlayOfOne() {
        for (long seed = 1; seed < PUZZLES; seed += 3) {
            PuzzleSetup setup = puzzle(seed);
            Solution alone = WindowsFirst.windowsPlay(setup, new BudgetBound(setup), SearchControl.UNLIMITED);
            PuzzleSetup again = puzzle(seed);
            Solution two = WindowsFirst.windowsPlay(again, BudgetBound::new, 2, SearchControl.UNLIMITED);
            assertThat(Verifier.verify(again, two)).as("seed " + seed).isEqualTo(two.score());
            assertThat(moves(two)).as("seed " + seed).isEqualTo(moves(alone));
        }
    }
}
