package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.cartolab.model.ScoringCard;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.bound.BudgetBound;
import org.junit.jupiter.api.Test;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;

/**
 * The reported bound with few plays left plays them all ({@code FewPlaysLeft}): never below the best reachable
 * score, and exactly the best with one step left, where the term bounds credit each card the last piece's best
 * place separately (The Cauldrons' surrounded cells, Shieldgate's and the other cluster cards' pieces, Treetower's
 * forest, Borderlands' lines, The Broken Road's diagonals).
 */
class FewPlaysLeftTest {

    private static final List<String> CARDS = List.of("the-cauldrons", "shieldgate", "treetower", "borderlands",
            "the-broken-road", "great-city");

    /**
     * Every step of a random line through a seeded small puzzle (mostly drawn maps with few places left, generated
     * maps, ruins and an ambush, several seasons) against the exhaustive search.
     */
    @Property(tries = 25)
    void reportWithFewPlaysLeftIsTheBestReachableScore(@ForAll @LongRange(min = 0, max = 1_000_000) long seed) {
        String card = CARDS.get((int) (seed % CARDS.size()));
        ScoringCard scoring = SmallPuzzles.CARTOGRAPHERS.scoringCard(card).orElseThrow();
        PuzzleSetup setup = switch ((int) (seed / CARDS.size() % 4)) {
            case 0 -> SmallPuzzles.dense(seed, scoring);
            case 1 -> SmallPuzzles.generate(seed, card);
            case 2 -> SmallPuzzles.ruinsAndAmbush(seed, card);
            default -> SmallPuzzles.seasons(seed);
        };
        checkAlongARandomLine(seed, setup);
    }

    /**
     * Hand-worked: The Cauldrons and Shieldgate, Rift Lands (one cell, any terrain) to draw on C, A or B.
     * <pre>
     * CAFFF    C = (0, 0), A = (0, 1)
     * FFFFF
     * VVVFV    a village cluster of three, and one of one
     * FFFF.    B = (3, 4): surrounded now, a cauldron
     * </pre>
     * Now: B is a cauldron (1) and the second largest village cluster has one cell (2): 3. Drawing A (not a monster)
     * surrounds C: 2 + 2 = 4; drawing C surrounds A: 4; a village on B makes the cluster of one two cells but fills
     * the cauldron: 0 + 4 = 4; a monster next to an empty cell costs one. The best is 4.
     */
    @Test
    void oneStepLeftIsBoundedAtItsBestMove() throws Exception {
        PuzzleSetup setup = PuzzleSetup.onBoard("cauldrons-shieldgate", SmallPuzzles.CARTOGRAPHERS,
                List.of("..FFF", "FFFFF", "VVVFV", "FFFF."), 0,
                SmallPuzzles.CARTOGRAPHERS.explore().stream().filter(c -> c.id().equals("rift-lands"))
                        .map(c -> (org.cartolab.model.PlayableCard) c).toList(),
                List.of(SmallPuzzles.CARTOGRAPHERS.scoringCard("the-cauldrons").orElseThrow(),
                        SmallPuzzles.CARTOGRAPHERS.scoringCard("shieldgate").orElseThrow()));
        assertThat(Exhaustive.best(setup, setup.startMap(), 0)).isEqualTo(4);
        assertThat(new BudgetBound(setup).reported(setup.startMap(), 0)).isEqualTo(4);
    }

    /** The shared walker's checks, and with one step left of at most 500 moves the report is the best itself. */
    private static void checkAlongARandomLine(long seed, PuzzleSetup setup) {
        BoundValidityTest.checkAlongARandomLine(seed, setup, (map, step, best, bound) -> {
            if (step != setup.steps().size() - 1) {
                return;
            }
            int moves = setup.legal(map, setup.steps().get(step)).size();
            if (moves <= 500) {
                assertThat(bound.reported(map, step)).as("seed %d, one step left of %d moves", seed, moves)
                        .isEqualTo(best);
            }
        });
    }
}
