package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;

import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.ScoreBound;
import org.cartolab.solve.bound.BudgetBound;
import org.junit.jupiter.api.Test;

/**
 * The bound is never below the best score still reachable: checked at every step of a random line through 80
 * seeded small puzzles (and 60 more with Shieldgate) against the exhaustive search; at every step also the bound of
 * each move before it is drawn ({@link ScoreBound#anyMove}) against the best play that makes it, and on the last
 * step the per-move bound against every move's score and the bound of all its moves at once against the best.
 * (A bound that is too low would make the solver "prove" a wrong optimum; the cross-check would only notice when
 * the lost play happened to be the optimum.)
 */
class BoundValidityTest {

    @Test
    void boundIsNeverBelowTheBestReachableScore() {
        for (long seed = 1000; seed < 1080; seed++) {
            checkAlongARandomLine(seed, SmallPuzzles.generate(seed));
        }
    }

    /** Shieldgate (the second largest village cluster) has a bound of its own, by the pieces drawn. */
    @Test
    void boundOfTheSecondLargestClusterIsNeverBelowTheBestReachableScore() {
        for (long seed = 2000; seed < 2060; seed++) {
            checkAlongARandomLine(seed, SmallPuzzles.generate(seed, "shieldgate"));
        }
    }

    /**
     * Clusters counted without a least size (Shoreside Expanse: not touching the other terrain or the edge;
     * Greengold Plains: touching three terrain types, which drawing next to a cluster can make true) are bounded
     * by the pieces drawn, not the cells.
     */
    @Test
    void boundOfCountedClustersIsNeverBelowTheBestReachableScore() {
        for (long seed = 6000; seed < 6030; seed++) {
            checkAlongARandomLine(seed, SmallPuzzles.generate(seed, "shoreside-expanse"));
            checkAlongARandomLine(seed, SmallPuzzles.generate(seed, "greengold-plains"));
        }
    }

    /**
     * Cells surrounded on all sides (The Cauldrons' empty cells, Treetower's forest) are bounded by the sides the
     * remaining drawings can turn to them when that is less than the credits of their missing neighbours.
     */
    @Test
    void boundOfSurroundedCellsIsNeverBelowTheBestReachableScore() {
        for (long seed = 9000; seed < 9040; seed++) {
            checkAlongARandomLine(seed, SmallPuzzles.generate(seed, "the-cauldrons"));
            checkAlongARandomLine(seed, SmallPuzzles.generate(seed, "treetower"));
        }
    }

    /**
     * Hand-worked: six empty cells each missing one neighbour, the six neighbours of a straight line of three
     * (Great River's coin shape) in row 3, columns B-D. Drawing it there surrounds all six (and earns its coin): 7.
     * A bound that gave a drawing fewer sides than 2 per cell + 2 would fall below that.
     * <pre>
     * FFFFF
     * F.F.F
     * .....
     * F.F.F
     * FFFFF
     * </pre>
     */
    @Test
    void sixCellsSurroundedByOneLineOfThreeAreWithinTheBound() throws Exception {
        org.cartolab.model.Game game = org.cartolab.library.CardLibrary.load("cartographers").game("cartographers")
                .orElseThrow();
        PuzzleSetup setup = PuzzleSetup.onBoard("surrounded", game,
                List.of("FFFFF", "F.F.F", ".....", "F.F.F", "FFFFF"), 0,
                List.of(game.explore().stream().filter(card -> card.id().equals("great-river")).findFirst()
                        .orElseThrow()),
                List.of(game.scoringCard("the-cauldrons").orElseThrow()));
        assertThat(Exhaustive.best(setup, setup.startMap(), 0)).isEqualTo(7);
        checkAlongARandomLine(1, setup);
    }

    /**
     * A complete line (Borderlands' rows and columns, The Broken Road's diagonals) is out of reach when the
     * remaining steps cannot draw its missing cells in it (LineReach).
     */
    @Test
    void boundOfCompleteLinesIsNeverBelowTheBestReachableScore() {
        for (long seed = 7000; seed < 7030; seed++) {
            checkAlongARandomLine(seed, SmallPuzzles.generate(seed, "borderlands"));
            checkAlongARandomLine(seed, SmallPuzzles.generate(seed, "the-broken-road"));
        }
    }

    /** Stoneside Forest: a mountain out of reach of a forest path to another mountain cannot count (LinkedCellsBound). */
    @Test
    void boundOfLinkedMountainsIsNeverBelowTheBestReachableScore() {
        for (long seed = 8000; seed < 8060; seed++) {
            checkAlongARandomLine(seed, SmallPuzzles.generate(seed, "stoneside-forest"));
        }
    }

    /** Each season of a puzzle of two or three seasons is bounded by the steps before its end. */
    @Test
    void boundOfPuzzlesOfSeveralSeasonsIsNeverBelowTheBestReachableScore() {
        for (long seed = 5000; seed < 5060; seed++) {
            checkAlongARandomLine(seed, SmallPuzzles.seasons(seed));
        }
    }

    private static void checkAlongARandomLine(long seed, PuzzleSetup setup) {
        BudgetBound bound = new BudgetBound(setup);
        Random random = new Random(seed);
        MapState map = setup.startMap();
        int last = setup.steps().size() - 1;
        for (int step = 0; step <= setup.steps().size(); step++) {
            int best = Exhaustive.best(setup, map, step);
            assertThat(bound.upper(map, step)).as("seed %d before step %d", seed, step)
                    .isGreaterThanOrEqualTo(best);
            if (step == setup.steps().size()) {
                assertThat(bound.upper(map, step)).as("a finished play is bounded by its score").isEqualTo(best);
                break;
            }
            List<Move> legal = setup.legal(map, setup.steps().get(step));
            // The bound of any one move, before it is drawn: never below the best play that makes it.
            ScoreBound.MoveBound any = bound.anyMove(map, step);
            for (Move move : legal) {
                MapState played = map.copy();
                setup.apply(played, setup.steps().get(step), move);
                assertThat(any.upperAfter(move)).as("seed %d, step %d, move %s before it is drawn", seed, step, move)
                        .isGreaterThanOrEqualTo(Exhaustive.best(setup, played, step + 1));
            }
            if (step == last) {
                ScoreBound.MoveBound after = bound.lastMove(map, step);
                assertThat(after.upperOfAll()).as("seed %d, the last step's moves all at once", seed)
                        .isGreaterThanOrEqualTo(best);
                for (Move move : legal) {
                    MapState played = map.copy();
                    setup.apply(played, setup.steps().get(step), move);
                    assertThat(after.upperAfter(move)).as("seed %d, last move %s", seed, move)
                            .isGreaterThanOrEqualTo(setup.score(played));
                }
            }
            if (!legal.isEmpty()) {
                setup.apply(map, setup.steps().get(step), legal.get(random.nextInt(legal.size())));
            }
        }
    }
}
