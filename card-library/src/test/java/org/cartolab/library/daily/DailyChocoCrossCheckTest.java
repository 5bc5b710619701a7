package org.cartolab.library.daily;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import org.cartolab.daily.DailyGenerator;
import org.cartolab.daily.DailyPuzzle;
import org.cartolab.daily.Grade;
import org.cartolab.daily.PuzzleId;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.solve.ChocoPuzzleSolver;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.Verifier;
import org.cartolab.solve.bound.BudgetBound;
import org.junit.jupiter.api.Test;

/**
 * The par of a published daily, proven by the generator's branch-and-bound, against a second method: Choco, with no
 * limit, on the whole puzzle as published (four and five explore cards). The par, the count of optimal plays (which
 * the grade uses) and Choco's play replayed through the verifier must all agree. The dates are ones whose puzzles
 * Choco proves in seconds; the others would take it minutes, which is why the generator uses the branch-and-bound.
 */
class DailyChocoCrossCheckTest {

    private static final Game GAME = CardLibrary.load("cartographers").game("cartographers").orElseThrow();

    /** A date asking for Easy (four explore cards) and one asking for Expert (five). */
    private static final List<String> DATES = List.of("2026-12-01", "2026-12-05");

    @Test
    void chocoProvesThePublishedParAndCountsTheSameOptimalPlays() throws Exception {
        List<Integer> sizes = new ArrayList<>();
        DailyGenerator generator = new DailyGenerator(GAME, DailyGenerator.NODE_BUDGET);
        for (String date : DATES) {
            LocalDate day = LocalDate.parse(date);
            DailyPuzzle daily = generator.generate(PuzzleId.ofDate(GAME.id(), day), Grade.target(day.getDayOfWeek()),
                    evaluation -> { });
            PuzzleSetup setup = daily.evaluation().setup();
            SolveResult choco = new ChocoPuzzleSolver(setup, new BudgetBound(setup)).solve(SearchControl.UNLIMITED,
                    true);
            assertThat(choco.proven()).as(date).isTrue();
            assertThat(choco.score()).as(date + " par").isEqualTo(daily.measures().par());
            assertThat(Verifier.verify(setup, choco.best().orElseThrow())).as(date).isEqualTo(daily.measures().par());
            assertThat(choco.optimalCount()).as(date + " optimal plays").isEqualTo(daily.measures().optimalPlays());
            sizes.add(drawingCards(daily));
        }
        assertThat(sizes).as("the dates cover both sizes of puzzle").contains(4, 5);
    }

    private static int drawingCards(DailyPuzzle daily) {
        return (int) daily.evaluation().puzzle().cards().stream()
                .filter(card -> card instanceof ExploreCard explore && explore.kind() != ExploreKind.RUINS).count();
    }
}
