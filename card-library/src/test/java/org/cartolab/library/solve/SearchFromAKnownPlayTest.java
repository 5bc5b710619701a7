package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.library.solve.SmallPuzzles.moves;

import java.util.List;

import org.cartolab.model.ScoringCard;
import org.cartolab.solve.BranchAndBound;
import org.cartolab.solve.GreedyLine;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.Solution;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.Verifier;
import org.cartolab.solve.WindowSearch;
import org.cartolab.solve.WindowsFirst;
import org.cartolab.solve.bound.BudgetBound;
import org.junit.jupiter.api.Test;

/**
 * The plain branch-and-bound started from a known play ({@link BranchAndBound#solve(SearchControl, Solution)}), and
 * {@link WindowsFirst#solveAlone}, which starts it from the first window pass's play (`bench solve`'s b&amp;b): on
 * seeded small puzzles, from the greedy play, the windows' play and an optimal play, the search still proves the
 * exhaustive optimum and keeps an optimal known play; stopped, its play is real and its bound no lower than the
 * optimum; on puzzles of five steps (where the windows run first) the same puzzle gives the same play and nodes.
 */
class SearchFromAKnownPlayTest {

    private static final int PUZZLES = 40;
    private static final long FIVE_STEPS = 18_100;

    private static PuzzleSetup puzzle(long seed) {
        return seed < 30 ? SmallPuzzles.generate(seed) : SmallPuzzles.seasons(seed);
    }

    /** A small map mostly drawn on, five cards to come (so {@link WindowsFirst} runs its windows first). */
    private static PuzzleSetup fiveSteps(long seed) {
        List<String> cards = List.of("great-city", "sentinel-wood", "stoneside-forest", "shieldgate");
        ScoringCard card = SmallPuzzles.CARTOGRAPHERS.scoringCard(cards.get((int) (seed % cards.size())))
                .orElseThrow();
        return SmallPuzzles.dense(FIVE_STEPS + seed, card, 5);
    }

    @Test
    void fromAnyKnownPlayTheSearchProvesTheExhaustiveOptimumAndKeepsAnOptimalKnownPlay() {
        int fromBelow = 0;
        for (long seed = 0; seed < PUZZLES; seed++) {
            PuzzleSetup setup = puzzle(seed);
            int exhaustive = Exhaustive.best(setup, setup.startMap(), 0);
            Solution optimal = new BranchAndBound(setup, new BudgetBound(setup)).solve(SearchControl.UNLIMITED)
                    .best().orElseThrow();
            Solution windows = new WindowSearch(setup, new BudgetBound(setup), 2, 8).improve(SearchControl.UNLIMITED);
            for (Solution known : List.of(GreedyLine.play(setup), windows, optimal)) {
                SolveResult result = new BranchAndBound(setup, new BudgetBound(setup))
                        .solve(SearchControl.UNLIMITED, known);
                String which = "seed " + seed + ", from " + known.score();
                assertThat(result.proven()).as(which).isTrue();
                assertThat(result.score()).as(which).isEqualTo(exhaustive);
                assertThat(result.bound()).as(which).isEqualTo(exhaustive);
                assertThat(Verifier.verify(setup, result.best().orElseThrow())).as(which).isEqualTo(exhaustive);
                if (known.score() == exhaustive) {
                    // why: nothing scores more than an optimal known play, so the search keeps it, move for move.
                    assertThat(moves(result.best().orElseThrow())).as(which).isEqualTo(moves(known));
                } else {
                    fromBelow++;
                }
            }
        }
        // The fixture is not vacuous: the search has to beat the known play (often by one point) many times.
        assertThat(fromBelow).isGreaterThan(20);
    }

    @Test
    void onFiveStepsTheWindowsRunFirstAndTheSearchProvesTheOptimumWithTheSamePlayAndNodesEveryTime() {
        int improvedByWindows = 0;
        int unproven = 0;
        for (long seed = 0; seed < 8; seed++) {
            PuzzleSetup setup = fiveSteps(seed);
            assertThat(setup.steps()).hasSize(5);
            SolveResult plain = new BranchAndBound(setup, new BudgetBound(setup)).solve(SearchControl.UNLIMITED);
            int optimum = plain.score();
            SolveResult first = WindowsFirst.solveAlone(setup, new BudgetBound(setup), SearchControl.UNLIMITED);
            String which = "dense " + (FIVE_STEPS + seed);
            assertThat(first.proven()).as(which).isTrue();
            assertThat(first.score()).as(which).isEqualTo(optimum);
            assertThat(first.bound()).as(which).isEqualTo(optimum);
            assertThat(Verifier.verify(setup, first.best().orElseThrow())).as(which).isEqualTo(optimum);
            PuzzleSetup again = fiveSteps(seed);
            SolveResult second = WindowsFirst.solveAlone(again, new BudgetBound(again), SearchControl.UNLIMITED);
            assertThat(second.nodes()).as(which).isEqualTo(first.nodes());
            assertThat(moves(second.best().orElseThrow())).as(which).isEqualTo(moves(first.best().orElseThrow()));
            Solution windows = new WindowSearch(setup, new BudgetBound(setup), 3, 5_000)
                    .improve(SearchControl.UNLIMITED);
            Solution greedy = GreedyLine.play(setup);
            improvedByWindows += windows.score() > greedy.score() ? 1 : 0;

            // Stopped at its first check (after 1,024 nodes): the known play may be all it has.
            SolveResult stopped = new BranchAndBound(setup, new BudgetBound(setup)).solve(
                    new SearchControl(null, () -> true, SearchControl.SearchListener.SILENT), greedy);
            assertThat(Verifier.verify(setup, stopped.best().orElseThrow())).as(which).isEqualTo(stopped.score());
            assertThat(stopped.score()).as(which).isBetween(greedy.score(), optimum);
            // why: a stopped search's bound is the root's reported bound, which no play may pass.
            assertThat(stopped.bound()).as(which).isGreaterThanOrEqualTo(optimum);
            if (stopped.proven()) {
                assertThat(stopped.score()).as(which).isEqualTo(optimum);
            } else {
                unproven++;
            }
        }
        // The fixture is not vacuous: the windows find better than the greedy play on some of these puzzles, and
        // some searches are stopped before their proof.
        assertThat(improvedByWindows).isPositive();
        assertThat(unproven).isPositive();
    }
}
