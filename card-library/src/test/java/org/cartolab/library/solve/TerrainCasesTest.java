package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import org.cartolab.model.Game;
import org.cartolab.model.ScoringCard;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.bound.BudgetBound;
import org.junit.jupiter.api.Test;

/**
 * The reported bound by cases on the terrain each explore step of several terrains draws ({@code TerrainCases}):
 * never below the best reachable score, whatever the steps draw (a shape in one of the card's terrains, a single
 * cell once no shape fits, any terrain after ruins), and down to the best where a step's terrain decides between
 * two cards (Treetower's forest or Greengold Plains' villages).
 */
class TerrainCasesTest {

    private static final Game BASE = SmallPuzzles.CARTOGRAPHERS;

    /**
     * Every step of a random line through seeded small puzzles scored by Treetower or Greengold Plains, alone or with
     * a random card, against the exhaustive search: maps drawn on little (pieces anywhere), mostly drawn (few
     * places fit, single-cell fallbacks), with ruins and an ambush, and puzzles of several seasons.
     */
    @Test
    void reportedBoundByTerrainsIsNeverBelowTheBestReachableScore() {
        ScoringCard greengold = BASE.scoringCard("greengold-plains").orElseThrow();
        ScoringCard treetower = BASE.scoringCard("treetower").orElseThrow();
        for (long seed = 18000; seed < 18040; seed++) {
            BoundValidityTest.checkAlongARandomLine(seed, SmallPuzzles.sparse(seed, greengold));
            BoundValidityTest.checkAlongARandomLine(seed, SmallPuzzles.sparse(seed, treetower));
            BoundValidityTest.checkAlongARandomLine(seed, SmallPuzzles.dense(seed, greengold, 3));
            BoundValidityTest.checkAlongARandomLine(seed, SmallPuzzles.dense(seed, treetower, 3));
            BoundValidityTest.checkAlongARandomLine(seed, SmallPuzzles.generate(seed, "greengold-plains"));
            BoundValidityTest.checkAlongARandomLine(seed, SmallPuzzles.ruinsAndAmbush(seed, "treetower"));
            BoundValidityTest.checkAlongARandomLine(seed, SmallPuzzles.seasons(seed));
        }
    }

    /**
     * Small puzzles where the steps' terrains decide, each reported at the exhaustive best (found by the brute
     * force, {@link Exhaustive}); without the cases the report at the start is 12 / 17 / 8 (the joint bound prices
     * every terrain of a step at once).
     * <ul>
     * <li>dense 18072: Marshlands (forest or water), Farmland, Hamlet on a mostly drawn map, Treetower and
     * Greengold Plains: best 6;</li>
     * <li>generated 18054: Marshlands and Rift Lands (any of five terrains, one cell), Greengold Plains and
     * Greenbough: best 10;</li>
     * <li>sparse 18057: Hamlet and Hinterland Stream (farm or water), Greengold Plains and Mages Valley: best 2.</li>
     * </ul>
     */
    @Test
    void aStepsTerrainThatServesOneCardOnlyIsBoundedAtTheBest() {
        ScoringCard greengold = BASE.scoringCard("greengold-plains").orElseThrow();
        ScoringCard treetower = BASE.scoringCard("treetower").orElseThrow();
        assertReportedAtTheBest(SmallPuzzles.dense(18072, treetower, 3), 6);
        assertReportedAtTheBest(SmallPuzzles.generate(18054, "greengold-plains"), 10);
        assertReportedAtTheBest(SmallPuzzles.sparse(18057, greengold), 2);
    }

    private static void assertReportedAtTheBest(PuzzleSetup setup, int best) {
        assertThat(Exhaustive.best(setup, setup.startMap(), 0)).as("%s by the brute force", setup.puzzle().id())
                .isEqualTo(best);
        assertThat(new BudgetBound(setup).reported(setup.startMap(), 0)).as("%s reported", setup.puzzle().id())
                .isEqualTo(best);
    }
}
