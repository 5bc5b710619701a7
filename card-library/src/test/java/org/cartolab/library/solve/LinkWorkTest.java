package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.cartolab.model.Game;
import org.cartolab.model.PlayableCard;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.bound.BudgetBound;
import org.junit.jupiter.api.Test;

/**
 * Stoneside Forest's linked cells ({@code LinkDrawings}) charged as work: with two steps left that can draw forest,
 * the bound tries every pair of their drawings that do not overlap, and that listing is counted in the bound's
 * {@link BudgetBound#work()} (K = 5 stoneside-forest + lost-barony: 69 % of a root report's CPU went there,
 * uncounted, so its work budget did not see it; BENCHMARKS.md "Stoneside Forest's links counted (linkwork)").
 */
class LinkWorkTest {

    private static final Game BASE = SmallPuzzles.CARTOGRAPHERS;

    /**
     * Hand-worked: a 6x6 map with mountains at three corners, two forest-only cards (Forgotten Forest), Stoneside
     * Forest the only scoring card. No two drawings of at most 4 cells join the three mountains (two opposite corners
     * are 10 steps apart), so the listing never stops early and looks at each pair of the two steps' forest
     * drawings: at least (step 0's forest drawings) x (step 1's), counted with the distinct cells of their legal
     * moves. Without the charge the bound's work is the terms' cells and the steps' moves, far below that product.
     * And the same count on a second bound of the same puzzle (no clock, no hash order).
     */
    @Test
    void twoForestStepsChargeEveryPairOfTheirDrawings() throws Exception {
        PuzzleSetup setup = PuzzleSetup.onBoard("links", BASE,
                List.of("M....M", "......", "......", "......", "......", "M....."), 0,
                List.of(card("forgotten-forest"), card("forgotten-forest")),
                List.of(BASE.scoringCard("stoneside-forest").orElseThrow()));
        MapState start = setup.startMap();
        long pairs = (long) forestDrawings(setup, start, 0) * forestDrawings(setup, start, 1);
        // why: the hand reasoning needs many drawings, or the product would not tell a charge from none.
        assertThat(pairs).isGreaterThan(1_000);

        BudgetBound bound = new BudgetBound(setup);
        bound.upper(start, 0);
        assertThat(bound.work()).isGreaterThanOrEqualTo(pairs);
        BudgetBound again = new BudgetBound(setup);
        again.upper(start, 0);
        assertThat(again.work()).isEqualTo(bound.work());
    }

    /** How many distinct cell sets step {@code j}'s legal forest moves draw on {@code map}. */
    private static int forestDrawings(PuzzleSetup setup, MapState map, int j) {
        List<long[]> distinct = new ArrayList<>();
        for (Move move : setup.legal(map, setup.steps().get(j))) {
            if (move.terrain().id().equals("forest")
                    && distinct.stream().noneMatch(cells -> Arrays.equals(cells, move.cells()))) {
                distinct.add(move.cells());
            }
        }
        return distinct.size();
    }

    private static PlayableCard card(String id) {
        return BASE.explore().stream().filter(card -> card.id().equals(id)).findFirst().orElseThrow();
    }
}
