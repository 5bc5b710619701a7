package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.cartolab.model.ScoringCard;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.Step;
import org.cartolab.solve.bound.QuickBounds;
import org.junit.jupiter.api.Test;

/**
 * With two steps left the per-step rows of the budget bound pass over a move whose quick bound cannot raise its
 * step's best; for The Cauldrons, credited whole to the first step's drawing, that quick bound is what the drawing
 * completes and the most of the targets it starts one drawing of the second step finishes
 * ({@code SurroundTargets.wholeBound}). A quick bound below a drawing's value would let a row fall short of its
 * best and the bound below the best play. Small maps mostly drawn already with three cards to come, The Cauldrons
 * alone or with a second card: every position one move in (two steps left), every drawing of both steps.
 */
class WholeQuickBoundTest {

    @Test
    void theQuickBoundOfEveryDrawingIsAtLeastItsValue() {
        ScoringCard cauldrons = SmallPuzzles.CARTOGRAPHERS.scoringCard("the-cauldrons").orElseThrow();
        int positions = 0;
        int whole = 0;
        for (long seed = 43000; seed < 43060; seed++) {
            PuzzleSetup setup = SmallPuzzles.dense(seed, cauldrons, 3);
            Step first = setup.steps().get(0);
            List<Move> moves = setup.legal(setup.startMap(), first);
            for (Move move : moves) {
                MapState child = setup.startMap().copy();
                setup.apply(child, first, move);
                QuickBounds.Shortfall shortfall = QuickBounds.worstShortfall(setup, child, 1);
                assertThat(shortfall.worst()).as("seed %d, move %s", seed, move).isLessThanOrEqualTo(1e-9);
                positions++;
                whole += shortfall.whole();
            }
        }
        assertThat(positions).as("positions").isGreaterThan(200);
        assertThat(whole).as("drawings credited whole").isGreaterThan(1000);
    }

    /**
     * The same quick bounds within the search's bound, against the exhaustive search: dense small maps with two
     * cards to come (the start is a position with two steps left), every position along a random line.
     */
    @Test
    void theBoundWithTheQuickBoundsIsNeverBelowTheBestReachableScore() {
        ScoringCard cauldrons = SmallPuzzles.CARTOGRAPHERS.scoringCard("the-cauldrons").orElseThrow();
        for (long seed = 43000; seed < 43120; seed++) {
            BoundValidityTest.checkAlongARandomLine(seed, SmallPuzzles.dense(seed, cauldrons, 2));
        }
    }
}
