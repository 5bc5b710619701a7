package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;

import org.cartolab.model.ScoringCard;
import org.cartolab.solve.PuzzleSetup;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;

/**
 * Borderlands' line cover takes the steps in their order ({@code LineCover}): no two steps draw the same cell of
 * the lines, a step falls back to a single cell only when the steps before it have blocked its moves, and an
 * ambush takes a later placement of its order only when they have blocked the earlier ones. The reported bound
 * without play-outs or line cases ({@code ReportEffort(0, 0)}: the joint bound and the line cover alone, where
 * the rule acts) is checked against the exhaustive search, on maps with ruins and ambushes most of all.
 */
class LinesInOrderTest {

    /** Along a random line of seeded small puzzles (ruins and an ambush, sparse and dense maps, any steps). */
    @Property(tries = 15)
    void reportedBoundOfLinesInOrderHoldsAlongALine(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        ScoringCard borderlands = SmallPuzzles.CARTOGRAPHERS.scoringCard("borderlands").orElseThrow();
        PuzzleSetup setup = switch ((int) (seed % 5)) {
            case 0, 1 -> SmallPuzzles.ruinsAndAmbush(seed, "borderlands");
            case 2 -> SmallPuzzles.sparse(seed, borderlands);
            case 3 -> SmallPuzzles.dense(seed, borderlands);
            default -> SmallPuzzles.generate(seed, "borderlands");
        };
        BoundValidityTest.checkBareReportAlongARandomLine(seed, setup, new Random(seed));
    }
}
