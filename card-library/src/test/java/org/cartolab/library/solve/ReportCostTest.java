package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.library.solve.SmallPuzzles.moves;

import java.util.OptionalInt;

import org.cartolab.model.ScoringCard;
import org.cartolab.rules.MapState;
import org.cartolab.solve.BranchAndBound;
import org.cartolab.solve.ParallelBranchAndBound;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.ScoreBound;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.bound.BudgetBound;
import org.junit.jupiter.api.Test;

/**
 * A report charged its cost: a search works a position's reported bound out only within a share of the work it
 * has done itself, gives a report up at that budget and goes on with it later ({@code PathReports}).
 */
class ReportCostTest {

    private static final int SEEDS = 30;

    /**
     * A report given up at a budget and tried again with twice the budget, until it ends, ends at the very bound of
     * the report worked out whole (the parts it finished before, the position's own bound and each terrain case's,
     * are the same parts), on puzzles whose steps draw several terrains (so the report has cases to go on from);
     * and the work a report counts is the same for two bounds of the same puzzle.
     */
    @Test
    void aReportGivenUpAndTriedAgainEndsAtTheBoundOfTheWholeReport() {
        ScoringCard greengold = SmallPuzzles.CARTOGRAPHERS.scoringCard("greengold-plains").orElseThrow();
        ScoringCard treetower = SmallPuzzles.CARTOGRAPHERS.scoringCard("treetower").orElseThrow();
        int resumed = 0;
        for (long seed = 18000; seed < 18000 + SEEDS; seed++) {
            for (PuzzleSetup setup : new PuzzleSetup[] {SmallPuzzles.dense(seed, treetower, 3),
                    SmallPuzzles.sparse(seed, greengold), SmallPuzzles.generate(seed)}) {
                String which = setup.puzzle().id() + " seed " + seed;
                BudgetBound whole = new BudgetBound(setup);
                int reported = whole.reported(setup.startMap(), 0);
                BudgetBound again = new BudgetBound(setup);
                again.reported(setup.startMap(), 0);
                assertThat(again.work()).as(which).isEqualTo(whole.work());

                BudgetBound parts = new BudgetBound(setup);
                ScoreBound.Report report = parts.report(setup.startMap(), 0);
                OptionalInt bound = OptionalInt.empty();
                int tries = 0;
                for (long budget = 1; bound.isEmpty(); budget *= 2) {
                    bound = report.within(parts.work() + budget);
                    tries++;
                }
                assertThat(bound.getAsInt()).as(which).isEqualTo(reported);
                resumed += tries > 1 ? 1 : 0;
            }
        }
        // why: the reports must really be cut short and go on, or this would only test the whole report.
        assertThat(resumed).isGreaterThanOrEqualTo(SEEDS);
    }

    /**
     * The search charges a report its cost. A report dearer than any share of the search is never worked out: the
     * search visits exactly the nodes of the search without reports. A report that costs nothing is worked out as
     * soon as it is due, as before: fewer nodes on at least 5 seeds. One that costs some work is worked out later:
     * no fewer nodes than the free one and no more than none, the play and the proof the same. And each search
     * visits the same nodes when run twice.
     */
    @Test
    void aReportIsWorkedOutOnlyWithinAShareOfTheSearchsWork() {
        int fewerNodes = 0;
        int later = 0;
        for (long seed = 1; seed <= SEEDS; seed++) {
            PuzzleSetup setup = SmallPuzzles.generate(seed);
            String which = "seed " + seed;
            SolveResult plain = new BranchAndBound(setup, ScoreBound.NONE).solve(SearchControl.UNLIMITED);
            SolveResult dear = search(setup, Long.MAX_VALUE / 4);
            SolveResult free = search(setup, 0);
            SolveResult some = search(setup, 20_000_000);
            for (SolveResult result : new SolveResult[] {dear, free, some}) {
                assertThat(result.proven()).as(which).isTrue();
                assertThat(moves(result.best().orElseThrow())).as(which)
                        .isEqualTo(moves(plain.best().orElseThrow()));
            }
            assertThat(dear.nodes()).as(which).isEqualTo(plain.nodes());
            assertThat(some.nodes()).as(which).isBetween(free.nodes(), plain.nodes());
            assertThat(search(setup, 20_000_000).nodes()).as(which).isEqualTo(some.nodes());
            fewerNodes += free.nodes() < plain.nodes() ? 1 : 0;
            later += some.nodes() > free.nodes() ? 1 : 0;
        }
        assertThat(fewerNodes).isGreaterThanOrEqualTo(5);
        // why: the cost must put some report off, or the budget would not be tested.
        assertThat(later).isGreaterThanOrEqualTo(1);
    }

    /**
     * The parallel search with costly reports (each worker charging its own bound) keeps the play of the search
     * alone, proven, on 1, 2 and 3 threads.
     */
    @Test
    void theParallelSearchWithCostlyReportsKeepsThePlayOfTheSearchAlone() {
        for (long seed = 1; seed <= SEEDS; seed++) {
            PuzzleSetup setup = SmallPuzzles.generate(seed);
            SolveResult plain = new BranchAndBound(setup, ScoreBound.NONE).solve(SearchControl.UNLIMITED);
            for (int threads : new int[] {1, 2, 3}) {
                SolveResult parallel = new ParallelBranchAndBound(setup, own -> new Costly(own, 20_000_000), threads,
                        1).solve(SearchControl.UNLIMITED);
                String which = "seed " + seed + ", " + threads + " threads";
                assertThat(parallel.proven()).as(which).isTrue();
                assertThat(moves(parallel.best().orElseThrow())).as(which)
                        .isEqualTo(moves(plain.best().orElseThrow()));
            }
        }
    }

    /**
     * A search stopped before its root's report was due works it out at its end within the share of its own work its
     * control allows ({@link SearchControl#stopReport}): at a tenth, a report that costs less is its bound at the end
     * (the exhaustive optimum here), one that costs more is given up for the search's own bound of the root (no bound
     * at all here); by default the report is worked out whole, whatever it costs. A search stops at its first check,
     * after 1,024 nodes; its work is at least 128 units a node, so a report of 10,000 units is within a tenth of it.
     */
    @Test
    void aStoppedSearchWorksItsRootReportOutWithinTheShareItsControlAllows() {
        int stopped = 0;
        SearchControl stopAtOnce = new SearchControl(null, () -> true, SearchControl.SearchListener.SILENT);
        SearchControl tenth = stopAtOnce.withStopReport(0.1);
        for (long seed = 1; seed <= SEEDS; seed++) {
            PuzzleSetup setup = SmallPuzzles.generate(seed);
            SolveResult cheap = stoppedSearch(setup, 10_000, tenth);
            if (cheap.nodes() < 1024) {
                continue; // finished before the first check: nothing stopped
            }
            stopped++;
            String which = "seed " + seed;
            int optimum = Exhaustive.best(setup, setup.startMap(), 0);
            assertThat(cheap.bound()).as(which).isEqualTo(Math.max(optimum, cheap.score()));
            SolveResult dear = stoppedSearch(setup, 1_000_000_000_000L, tenth);
            assertThat(dear.nodes()).as(which).isEqualTo(cheap.nodes());
            assertThat(dear.proven()).as(which).isFalse();
            assertThat(dear.bound()).as(which).isEqualTo(Integer.MAX_VALUE);
            SolveResult whole = stoppedSearch(setup, 1_000_000_000_000L, stopAtOnce);
            assertThat(whole.bound()).as(which).isEqualTo(Math.max(optimum, whole.score()));
        }
        // why: the searches must really stop, or this would test nothing.
        assertThat(stopped).isGreaterThanOrEqualTo(5);
    }

    /** The search without reports while it runs, its root's report costing {@code cost}. */
    private static SolveResult stoppedSearch(PuzzleSetup setup, long cost, SearchControl control) {
        return new BranchAndBound(setup, new Costly(setup, cost), Long.MAX_VALUE).solve(control);
    }

    /** The search with the root's and first positions' reports due after one node, each costing {@code cost}. */
    private static SolveResult search(PuzzleSetup setup, long cost) {
        return new BranchAndBound(setup, new Costly(setup, cost), 1).solve(SearchControl.UNLIMITED);
    }

    /**
     * No pruning at any node, each search bound counted as one unit of work; as the report, the exhaustive optimum
     * of the position (the tightest true bound), which costs {@code cost} units: a try whose limit falls short
     * spends up to the limit and is given up, and a later try goes on from there.
     */
    private static final class Costly implements ScoreBound {
        private final PuzzleSetup setup;
        private final long cost;
        private long work;

        Costly(PuzzleSetup setup, long cost) {
            this.setup = setup;
            this.cost = cost;
        }

        @Override
        public int upper(MapState map, int next) {
            work++;
            return Integer.MAX_VALUE;
        }

        @Override
        public int reported(MapState map, int next) {
            return Exhaustive.best(setup, map, next);
        }

        @Override
        public Report report(MapState map, int next) {
            long[] left = {cost};
            return limit -> {
                long spend = Math.min(left[0], Math.max(0, limit - work));
                work += spend;
                left[0] -= spend;
                return left[0] > 0 ? OptionalInt.empty() : OptionalInt.of(reported(map, next));
            };
        }

        @Override
        public long work() {
            return work;
        }
    }
}
