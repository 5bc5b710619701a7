package org.cartolab.library.daily;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import org.cartolab.daily.DailyGenerator;
import org.cartolab.daily.DailyPuzzle;
import org.cartolab.daily.Evaluation;
import org.cartolab.daily.Grade;
import org.cartolab.daily.NodeBudget;
import org.cartolab.daily.PuzzleId;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.solve.BranchAndBound;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.Verifier;
import org.cartolab.solve.bound.BudgetBound;
import org.cartolab.solve.bound.ReportEffort;
import org.junit.jupiter.api.Test;

/**
 * A date's total work is capped, in nodes and in work (nodes and what the bounds did, reports included): when its
 * candidates spend the hunt budget without a good one, the generator falls back to cheap candidates and still
 * publishes a proven puzzle, the same one on every run.
 */
class DailyBudgetTest {

    private static final Game GAME = CardLibrary.load("cartographers-heroes").game("cartographers-heroes")
            .orElseThrow();
    /** A Friday (Hard, five cards) whose first candidates all run out of the 100,000-node proof budget. */
    private static final LocalDate DAY = LocalDate.of(2027, 1, 1);
    /**
     * A pass stops at the solver's first node report past its budget: a report comes when the count crosses a
     * multiple of 1,024, and a step's moves are counted at once, so a pass ends less than two steps past it.
     */
    private static final long REPORT_STEP = 1_024;
    /** A pass budget a fifth of the default, so that a test that solves a candidate thrice stays short. */
    private static final long PASS = DailyGenerator.NODE_BUDGET / 5;

    @Test
    void aDateWhoseHuntBudgetIsSpentFallsBackToAProvenPuzzle() throws Exception {
        List<Evaluation> seen = new ArrayList<>();
        DailyPuzzle daily = generate(seen);

        // why: a hunt budget of one node cuts the first candidate's proof at the solver's first report, so it is
        // not proven and the hunt ends there with no good candidate
        assertThat(seen.get(0).result().proven()).isFalse();
        assertThat(seen.get(0).spent()).isLessThanOrEqualTo(1 + 2 * REPORT_STEP);
        Evaluation published = daily.evaluation();
        assertThat(published).isSameAs(seen.get(seen.size() - 1));
        assertThat(daily.candidates()).isEqualTo(seen.size()).isGreaterThan(1);
        // why: a good fallback: proven, the play replays under the rules, greedy play at least 2 below the par,
        // and the fallback's three drawing cards instead of Friday's five
        assertThat(published.result().proven()).isTrue();
        Verifier.verify(published.setup(), published.solution());
        assertThat(daily.measures().gap()).isGreaterThanOrEqualTo(Evaluation.MIN_GAP);
        assertThat(published.puzzle().cards().stream()
                .filter(card -> card instanceof ExploreCard explore && explore.kind() != ExploreKind.RUINS))
                .hasSize(3);
        // why: after the hunt's one node, each fallback candidate within its two passes' budgets, each pass past
        // its budget by less than two report steps
        for (Evaluation fallback : seen.subList(1, seen.size())) {
            assertThat(fallback.spent()).isLessThanOrEqualTo(2 * (DailyGenerator.NODE_BUDGET + 2 * REPORT_STEP));
        }
    }

    @Test
    void theFallbackIsTheSameOnEveryRun() throws Exception {
        DailyPuzzle first = generate(new ArrayList<>());
        DailyPuzzle second = generate(new ArrayList<>());
        assertThat(second.evaluation().puzzle()).isEqualTo(first.evaluation().puzzle());
        assertThat(second.measures()).isEqualTo(first.measures());
        assertThat(second.candidates()).isEqualTo(first.candidates());
    }

    @Test
    void aCandidatesRootReportCountsInTheDatesWork() throws Exception {
        // the date's first candidate alone: a hunt of one pass budget of nodes, no cap on work
        List<Evaluation> alone = new ArrayList<>();
        generate(new DailyGenerator(GAME, PASS, PASS, Long.MAX_VALUE), alone);
        Evaluation first = alone.get(0);
        // why: it ran out of nodes, so its root's report was worked out when its proof stopped
        assertThat(first.result().proven()).isFalse();

        // the same search again, its bound's work read when the search is told to stop (before the report) and
        // at its end (after it)
        BudgetBound bound = new BudgetBound(first.setup(), ReportEffort.DAILY_CANDIDATE);
        long before = bound.work();
        long[] atStop = {-1};
        SearchControl budget = NodeBudget.of(PASS).withStopReport(Evaluation.STOP_REPORT);
        SearchControl control = new SearchControl(null, () -> {
            boolean stop = budget.cancelled().getAsBoolean();
            if (stop && atStop[0] < 0) {
                atStop[0] = bound.work();
            }
            return stop;
        }, budget.listener(), budget.stopReport());
        SolveResult again = new BranchAndBound(first.setup(), bound).solve(control);
        assertThat(again.nodes()).isEqualTo(first.result().nodes());
        long search = NodeBudget.NODE_WORK * again.nodes() + atStop[0] - before;
        long withReport = NodeBudget.NODE_WORK * again.nodes() + bound.work() - before;
        // why: the report works (a case split, play-outs) after the last node, so the nodes do not show it
        assertThat(withReport).isGreaterThan(search);
        assertThat(first.work()).isEqualTo(withReport);
        // why: a stopped proof's report may spend at most STOP_REPORT times the proof's own work (its nodes at
        // NODE_WORK each and its bound's work: what the search counts as its work at its checks, at most this),
        // past it by at most the one charge that passed the limit (a step's moves or a term's cells: thousands)
        assertThat(withReport - search).isLessThanOrEqualTo((long) (Evaluation.STOP_REPORT * search) + 100_000);

        // why: with a cap between the search's work and the candidate's with its report, the search runs to its
        // node budget under the cap, its report takes the date past it, and the hunt ends there: the next
        // candidate is the fallback's (three drawing cards, where a Friday hunts with five)
        List<Evaluation> capped = new ArrayList<>();
        DailyPuzzle daily = generate(new DailyGenerator(GAME, PASS, Long.MAX_VALUE, (search + withReport) / 2),
                capped);
        assertThat(capped.get(0).puzzle()).isEqualTo(first.puzzle());
        assertThat(capped.get(0).result().nodes()).isEqualTo(first.result().nodes());
        assertThat(drawingCards(capped.get(1))).isEqualTo(3);
        assertThat(drawingCards(first)).isEqualTo(5);
        assertThat(daily.evaluation().result().proven()).isTrue();
    }

    @Test
    void aPassStopsOnceTheDatesWorkPassesTheCap() throws Exception {
        long cap = NodeBudget.NODE_WORK * DailyGenerator.NODE_BUDGET / 4;
        List<Evaluation> seen = new ArrayList<>();
        generate(new DailyGenerator(GAME, DailyGenerator.NODE_BUDGET, Long.MAX_VALUE, cap), seen);
        // why: a quarter of the pass's nodes at a node's work (its bound's work on top) passes the cap, so the
        // first proof stops at a check past the cap, well before its node budget
        Evaluation first = seen.get(0);
        assertThat(first.result().nodes()).isLessThan(DailyGenerator.NODE_BUDGET / 4 + 2 * REPORT_STEP);
        assertThat(first.work()).isGreaterThan(cap);
        assertThat(drawingCards(seen.get(1))).isEqualTo(3);
    }

    private static long drawingCards(Evaluation evaluation) {
        return evaluation.puzzle().cards().stream()
                .filter(card -> card instanceof ExploreCard explore && explore.kind() != ExploreKind.RUINS).count();
    }

    private static DailyPuzzle generate(List<Evaluation> seen) throws Exception {
        return generate(new DailyGenerator(GAME, DailyGenerator.NODE_BUDGET, 1, DailyGenerator.HUNT_WORK), seen);
    }

    private static DailyPuzzle generate(DailyGenerator generator, List<Evaluation> seen) throws Exception {
        return generator.generate(PuzzleId.ofDate(GAME.id(), DAY), Grade.target(DAY.getDayOfWeek()), seen::add);
    }
}
