package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.cartolab.model.ScoringCard;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.Step;
import org.cartolab.solve.bound.BudgetBound;
import org.junit.jupiter.api.Test;

/**
 * A search asks one bound of position after position, and the bound keeps look-ups between them (the still-empty
 * placements that finish The Cauldrons' targets with two steps left, stamped per position): each answer must be
 * the one a bound asked about that position alone gives. Small maps with three cards to come, The Cauldrons alone
 * or with a second card: every position one move in (two steps left) bounded by one bound, in the order of the
 * moves, and by a fresh bound each.
 */
class BoundLookupsTest {

    @Test
    void aBoundAskedPositionAfterPositionAnswersAsAFreshOne() {
        ScoringCard cauldrons = SmallPuzzles.CARTOGRAPHERS.scoringCard("the-cauldrons").orElseThrow();
        int compared = 0;
        for (long seed = 41000; seed < 41040; seed++) {
            PuzzleSetup setup = SmallPuzzles.dense(seed, cauldrons, 3);
            BudgetBound shared = new BudgetBound(setup);
            Step first = setup.steps().get(0);
            List<Move> moves = setup.legal(setup.startMap(), first);
            for (Move move : moves) {
                MapState child = setup.startMap().copy();
                setup.apply(child, first, move);
                int fresh = new BudgetBound(setup).upper(child, 1);
                assertThat(shared.upper(child, 1)).as("seed %d, move %s", seed, move).isEqualTo(fresh);
                compared++;
            }
        }
        assertThat(compared).as("positions compared").isGreaterThan(200);
    }
}
