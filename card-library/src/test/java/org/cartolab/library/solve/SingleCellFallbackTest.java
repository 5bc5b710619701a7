package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;

import org.cartolab.model.PlayableCard;
import org.cartolab.model.ScoringCard;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.bound.BudgetBound;
import org.cartolab.solve.bound.ReportEffort;
import org.junit.jupiter.api.Test;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;

/**
 * A step draws the 1x1 fallback only when none of its shapes fits ({@code StepMoves.singleCell}): where its moves
 * now hold more disjoint placements than the steps before it draw cells, or where it is an ambush, the bound does
 * not let it draw a single cell of its choice (Borderlands' row or column through a hole no shape reaches, The
 * Broken Road's diagonals). The reported bound without play-outs or line cases ({@code ReportEffort(0, 0)}: the
 * joint bound and the line cover alone, where the rule acts) is checked against the exhaustive search.
 */
class SingleCellFallbackTest {

    private static final List<String> CARDS = List.of("borderlands", "the-broken-road", "treetower",
            "the-golden-granary", "the-cauldrons", "great-city");

    /** Along a random line of seeded small puzzles (sparse and dense maps, ruins and ambushes, seasons). */
    @Property(tries = 30)
    void reportedBoundWithoutFallbacksHoldsAlongALine(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        String card = CARDS.get((int) (seed % CARDS.size()));
        ScoringCard scoring = SmallPuzzles.CARTOGRAPHERS.scoringCard(card).orElseThrow();
        PuzzleSetup setup = switch ((int) (seed / CARDS.size() % 4)) {
            case 0 -> SmallPuzzles.sparse(seed, scoring);
            case 1 -> SmallPuzzles.dense(seed, scoring);
            case 2 -> SmallPuzzles.ruinsAndAmbush(seed, card);
            default -> SmallPuzzles.generate(seed, card);
        };
        BoundValidityTest.checkBareReportAlongARandomLine(seed, setup, new Random(seed));
    }

    /**
     * Hand-worked: Borderlands alone, Farmland (a domino with a coin, or a plus of five) on
     * <pre>
     * F.FFF    columns 0 and 2 complete now: 12
     * FFF..    (0, 1): a hole no shape reaches; drawn, it would complete row 0 and column 1 (+12)
     * FFF..    the domino fits the 2 x 2 block four ways, two of them disjoint; the plus nowhere
     * </pre>
     * The domino completes one line, row 1 or 2 or column 3 or 4 (+6), and marks its coin (+1): the best is 19.
     * Farmland never falls back to a single cell here (its domino always fits), so no line through the hole is
     * credited: the line cover finds one line for one drawing, and the report is the best, 19. Crediting the hole a
     * single cell, it said 25 (12 + 12 + 1).
     */
    @Test
    void aHoleNoShapeReachesCompletesNoLine() throws Exception {
        PuzzleSetup setup = PuzzleSetup.onBoard("farmland-hole", SmallPuzzles.CARTOGRAPHERS,
                List.of("F.FFF", "FFF..", "FFF.."), 0,
                SmallPuzzles.CARTOGRAPHERS.explore().stream().filter(c -> c.id().equals("farmland"))
                        .map(c -> (PlayableCard) c).toList(),
                List.of(SmallPuzzles.CARTOGRAPHERS.scoringCard("borderlands").orElseThrow()));
        assertThat(Exhaustive.best(setup, setup.startMap(), 0)).isEqualTo(19);
        assertThat(new BudgetBound(setup, new ReportEffort(0, 0)).reported(setup.startMap(), 0)).isEqualTo(19);
    }
}
