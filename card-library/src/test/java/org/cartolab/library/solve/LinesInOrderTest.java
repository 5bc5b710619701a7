package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;

import org.cartolab.model.ScoringCard;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.bound.BudgetBound;
import org.cartolab.solve.bound.ReportEffort;

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
        BoundValidityTest.checkBareReportAlongARandomLine(seed, setupOf(seed), new Random(seed));
    }

    /**
     * The same puzzles with the line cases on and no play-outs ({@code ReportEffort(200, 0)}): the split by counts of
     * lines ({@code LineCountSplit}) takes as its sets of lines only those the line cover passes, so its largest
     * count and the "fewer lines" case rest on the cover's rules too.
     */
    @Property(tries = 10)
    void reportedBoundWithLineCasesHoldsAlongALine(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        PuzzleSetup setup = setupOf(seed);
        BudgetBound bound = new BudgetBound(setup, new ReportEffort(200, 0));
        Random random = new Random(seed);
        MapState map = setup.startMap();
        for (int step = 0; step < setup.steps().size(); step++) {
            assertThat(bound.reported(map, step)).as("seed %d before step %d, reported", seed, step)
                    .isGreaterThanOrEqualTo(Exhaustive.best(setup, map, step));
            List<Move> legal = setup.legal(map, setup.steps().get(step));
            if (!legal.isEmpty()) {
                setup.apply(map, setup.steps().get(step), legal.get(random.nextInt(legal.size())));
            }
        }
    }

    private static PuzzleSetup setupOf(long seed) {
        ScoringCard borderlands = SmallPuzzles.CARTOGRAPHERS.scoringCard("borderlands").orElseThrow();
        return switch ((int) (seed % 5)) {
            case 0, 1 -> SmallPuzzles.ruinsAndAmbush(seed, "borderlands");
            case 2 -> SmallPuzzles.sparse(seed, borderlands);
            case 3 -> SmallPuzzles.dense(seed, borderlands);
            default -> SmallPuzzles.generate(seed, "borderlands");
        };
    }
}
