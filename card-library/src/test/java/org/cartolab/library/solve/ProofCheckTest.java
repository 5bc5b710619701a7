package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.cartolab.solve.BranchAndBound;
import org.cartolab.solve.ChocoPuzzleSolver;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.ScoreBound;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.VerificationException;
import org.junit.jupiter.api.Test;

/** A bound that cuts off every play must not end in a claimed proof (it once printed "Optimum: 12 (proven)"). */
class ProofCheckTest {

    private static final ScoreBound BROKEN = (map, next) -> Integer.MIN_VALUE;

    @Test
    void aSearchWhoseBoundCutOffEveryPlayFailsLoudly() {
        PuzzleSetup setup = SmallPuzzles.generate(7);
        assertThatThrownBy(() -> new BranchAndBound(setup, BROKEN).solve(SearchControl.UNLIMITED))
                .isInstanceOf(VerificationException.class).hasMessageContaining("without any play");
        assertThatThrownBy(() -> new ChocoPuzzleSolver(setup, BROKEN).solve(SearchControl.UNLIMITED, false))
                .isInstanceOf(VerificationException.class).hasMessageContaining("without any play");
    }
}
