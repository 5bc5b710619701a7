package org.cartolab.library.hex;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.cartolab.hex.HexEvaluator;
import org.cartolab.hex.Placements;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexGame;
import org.cartolab.model.hex.Objective;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;

/** The shipped objectives agree with {@link ProductionReference} on random placements of the beginner board. */
class ProductionReferenceProperties {

    private static final HexGame GAME = RiseOfTheInkasBoardTest.GAME;
    private static final HexBoard BOARD = RiseOfTheInkasBoardTest.BOARD;

    @Property(tries = 1000)
    void objectivesAgreeWithTheReference(@ForAll @Size(max = 8) List<@IntRange(min = 0, max = 77) Integer> villages,
                                         @ForAll @Size(max = 4) List<@IntRange(min = 0, max = 77) Integer> cities) {
        // A city replaces a village: an intersection in both lists holds the city.
        List<Integer> onlyVillages = villages.stream().filter(v -> !cities.contains(v)).distinct().toList();
        Placements placements = new Placements(onlyVillages, cities.stream().distinct().toList(), List.of());
        HexEvaluator evaluator = new HexEvaluator(BOARD, GAME.products(), placements);
        int production = ProductionReference.total(BOARD, placements);
        assertThat(evaluator.score(objective("expected-production"))).containsExactly(production);
        assertThat(evaluator.score(objective("best-opening"))).containsExactly(production,
                2 * ProductionReference.resources(BOARD, placements).size(),
                ProductionReference.goods(BOARD, placements).size());
    }

    @Property(tries = 200)
    void theHexesAnIntersectionIsNamedByMeetThere(@ForAll @IntRange(min = 0, max = 77) int intersection) {
        // Plain coordinates: two hexes touch when in one column two rows apart, or in neighbouring columns one row
        // apart; the three hexes of a corner touch pairwise.
        String[] hexes = BOARD.intersections().get(intersection).id().split("/");
        assertThat(hexes).hasSize(3);
        for (int a = 0; a < 3; a++) {
            for (int b = a + 1; b < 3; b++) {
                int dc = Math.abs(hexes[a].charAt(0) - hexes[b].charAt(0));
                int dr = Math.abs(Integer.parseInt(hexes[a].substring(1)) - Integer.parseInt(hexes[b].substring(1)));
                assertThat(dc == 0 && dr == 2 || dc == 1 && dr == 1).as(hexes[a] + " touches " + hexes[b]).isTrue();
            }
        }
    }

    private static Objective objective(String id) {
        return GAME.objectives().stream().filter(o -> o.id().equals(id)).findFirst().orElseThrow();
    }
}
