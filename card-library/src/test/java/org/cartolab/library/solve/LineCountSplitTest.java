package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import org.cartolab.model.Game;
import org.cartolab.model.ScoringCard;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.bound.BudgetBound;
import org.cartolab.solve.bound.ReportEffort;
import org.junit.jupiter.api.Test;

/**
 * A season split by how many new lines end complete (the reported bound's {@code LineCountSplit}: fewer than c
 * lines, or some set of c lines drawn complete, its plays listed when few): never below the best reachable score,
 * and on small puzzles, where the sets' plays can be listed, mostly the exact best.
 */
class LineCountSplitTest {

    private static final Game BASE = SmallPuzzles.CARTOGRAPHERS;
    private static final String[] LINE_CARDS = {"borderlands", "the-broken-road"};

    /**
     * Every step of a random line through seeded small puzzles scored by Borderlands or The Broken Road and a random
     * card: partly drawn, mostly drawn with four cards (free steps, single-cell fallbacks), and with ruins and an
     * ambush (whose solo placement may complete a line), against the exhaustive search.
     */
    @Test
    void reportedBoundWithTheLineSplitIsNeverBelowTheBestReachableScore() {
        for (long seed = 17000; seed < 17040; seed++) {
            String card = LINE_CARDS[(int) (seed % 2)];
            ScoringCard lines = BASE.scoringCard(card).orElseThrow();
            BoundValidityTest.checkAlongARandomLine(seed, SmallPuzzles.generate(seed, card));
            BoundValidityTest.checkAlongARandomLine(seed, SmallPuzzles.dense(seed, lines, 4));
            BoundValidityTest.checkAlongARandomLine(seed, SmallPuzzles.ruinsAndAmbush(seed, card));
        }
    }

    /** Puzzles of two or three seasons with a line card in some season: its lines end with that season's steps. */
    @Test
    void reportedBoundOfSeveralSeasonsIsNeverBelowTheBestReachableScore() {
        int checked = 0;
        for (long seed = 18000; seed < 18200 && checked < 30; seed++) {
            PuzzleSetup setup = SmallPuzzles.seasons(seed);
            if (setup.puzzle().seasons().stream().anyMatch(season -> season.scoring().stream()
                    .anyMatch(card -> card.id().equals("borderlands") || card.id().equals("the-broken-road")))) {
                BoundValidityTest.checkAlongARandomLine(seed, setup);
                checked++;
            }
        }
        assertThat(checked).as("puzzles with a line card").isGreaterThanOrEqualTo(20);
    }

    /**
     * The split is what makes the report tight: on small Borderlands puzzles a line set's plays are few enough to
     * list, so the report is the exhaustive best on most of them, where the search's bound (no split) is above it
     * on every one of those.
     */
    @Test
    void onSmallPuzzlesTheReportIsMostlyTheExactBest() {
        int exact = 0;
        int total = 0;
        for (long seed = 17100; seed < 17120; seed++) {
            PuzzleSetup setup = SmallPuzzles.generate(seed, "borderlands");
            BudgetBound bound = new BudgetBound(setup);
            int best = Exhaustive.best(setup, setup.startMap(), 0);
            int reported = bound.reported(setup.startMap(), 0);
            assertThat(reported).as("seed %d", seed).isGreaterThanOrEqualTo(best);
            if (reported == best && bound.upper(setup.startMap(), 0) > best) {
                exact++;
            }
            total++;
        }
        assertThat(exact).as("reports equal to the best, of %d", total).isGreaterThanOrEqualTo(total / 2);
    }

    /**
     * The split's effort is its use's ({@link ReportEffort}: the most line sets it bounds as cases). At every effort
     * the report is never below the exhaustive best, and more sets never give a looser one (each set's case can only
     * lower the split); and the effort is really the split's own: on some of these puzzles 4 sets stop above what 40
     * reach, and 40 above what 200 reach. No plays are played out ({@code FewPlaysLeft}): on these small puzzles that
     * would report the best at every effort, and leave the split nothing to show.
     */
    @Test
    void atEveryEffortTheReportHoldsAndMoreLineSetsNeverLoosenIt() {
        int[] efforts = {0, 4, 40, 200};
        int[] tighter = new int[efforts.length];
        for (long seed = 17000; seed < 17060; seed++) {
            PuzzleSetup setup = SmallPuzzles.generate(seed, LINE_CARDS[(int) (seed % 2)]);
            int best = Exhaustive.best(setup, setup.startMap(), 0);
            int looser = Integer.MAX_VALUE;
            for (int e = 0; e < efforts.length; e++) {
                int reported = new BudgetBound(setup, new ReportEffort(efforts[e], 0)).reported(setup.startMap(), 0);
                assertThat(reported).as("seed %d at %d line sets", seed, efforts[e]).isGreaterThanOrEqualTo(best)
                        .isLessThanOrEqualTo(looser);
                if (reported < looser && e > 0) {
                    tighter[e]++;
                }
                looser = reported;
            }
        }
        // why: not a value of the split's, a check that the effort reaches it: were the count a constant again,
        // one of the two would find no puzzle (at 40 sets, none where 200 are tighter; at 200, none where 40 are)
        assertThat(tighter[2]).as("puzzles where 40 sets are tighter than 4").isGreaterThanOrEqualTo(5);
        assertThat(tighter[3]).as("puzzles where 200 sets are tighter than 40").isGreaterThanOrEqualTo(5);
    }
}
