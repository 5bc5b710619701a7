package org.cartolab.library.daily;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import org.cartolab.daily.DailyGenerator;
import org.cartolab.daily.DailyPuzzle;
import org.cartolab.daily.Evaluation;
import org.cartolab.daily.Grade;
import org.cartolab.daily.PuzzleId;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.solve.Verifier;
import org.junit.jupiter.api.Test;

/**
 * A date's total work is capped in nodes: when its candidates spend the hunt budget without a good one, the
 * generator falls back to cheap candidates and still publishes a proven puzzle, the same one on every run.
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

    private static DailyPuzzle generate(List<Evaluation> seen) throws Exception {
        DailyGenerator generator = new DailyGenerator(GAME, DailyGenerator.NODE_BUDGET, 1);
        return generator.generate(PuzzleId.ofDate(GAME.id(), DAY), Grade.target(DAY.getDayOfWeek()), seen::add);
    }
}
