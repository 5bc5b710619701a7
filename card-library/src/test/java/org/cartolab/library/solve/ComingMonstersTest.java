package org.cartolab.library.solve;

import org.cartolab.solve.PuzzleSetup;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;

/**
 * The monsters of an ambush still to come cost the cells that touch every placement it may take, unless a step
 * draws them ({@code CellItemsBound}'s coming monsters): checked against the exhaustive search along random lines of
 * small seeded puzzles with an ambush that steps before it may push (ruins too), by the search's bound and by the
 * report without play-outs (where the joint bound decides).
 */
class ComingMonstersTest {

    private static final String[] CARDS = {"treetower", "the-cauldrons", "borderlands", "sentinel-wood",
            "greengold-plains"};

    @Property(tries = 40)
    void boundWithAmbushesToComeIsNeverBelowTheBest(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        PuzzleSetup setup = SmallPuzzles.ruinsAndAmbush(seed, CARDS[(int) (seed % CARDS.length)]);
        BoundValidityTest.checkAlongARandomLine(seed, setup);
    }

    @Property(tries = 40)
    void bareReportWithAmbushesToComeIsNeverBelowTheBest(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        PuzzleSetup setup = SmallPuzzles.ruinsAndAmbush(seed, CARDS[(int) (seed % CARDS.length)]);
        BoundValidityTest.checkBareReportAlongARandomLine(seed, setup, new java.util.Random(seed));
    }
}
