package org.cartolab.library.hex;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.cartolab.board.BoardFormatException;
import org.cartolab.hex.HexEvaluator;
import org.cartolab.hex.OpeningSearch;
import org.cartolab.hex.PlacementText;
import org.cartolab.hex.Placements;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexGame;
import org.cartolab.model.hex.Objective;
import org.junit.jupiter.api.Test;

/**
 * The shipped objectives on hand-worked placements. Pips per number token 2..12: 1, 2, 3, 4, 5, -, 5, 4, 3, 2, 1.
 * The tiles: d3 Q11, c4 P4, d5 A6, e10 M9, e12 F6, f11 JP5, d13 A5, e14 JP9, b5 C6, b7 sea, b9 C3, c8 Q8,
 * f5 J8, f7 JP11 (GAME-DATA §D, ids as in board.carto).
 */
class RiseOfTheInkasObjectivesTest {

    private static final HexGame GAME = RiseOfTheInkasBoardTest.GAME;
    private static final HexBoard BOARD = RiseOfTheInkasBoardTest.BOARD;
    private static final Objective PRODUCTION = objective("expected-production");
    private static final Objective OPENING = objective("best-opening");

    private static Objective objective(String id) {
        return GAME.objectives().stream().filter(o -> o.id().equals(id)).findFirst().orElseThrow();
    }

    private static List<Integer> score(Objective objective, String placements) throws BoardFormatException {
        Placements read = PlacementText.read("test.txt", placements, BOARD);
        return new HexEvaluator(BOARD, GAME.products(), read).score(objective);
    }

    @Test
    void theBestProductionOpening() throws BoardFormatException {
        String text = "village e10/e12/f11\nvillage d13/e12/e14\nroad e12/f11\nroad d13/e14\n";
        // why: e10/e12/f11: M9 4 + F6 5 + JP5 4 = 13; d13/e12/e14: A5 4 + F6 5 + JP9 4 = 13 → 26.
        assertThat(score(PRODUCTION, text)).containsExactly(26);
        // why: resources ore (M9), wood (F6), potatoes (A5): 3 · 2 = 6; goods coca (JP5, JP9) once: 1.
        assertThat(score(OPENING, text)).containsExactly(26, 6, 1);
    }

    @Test
    void aCityYieldsTwice() throws BoardFormatException {
        // why: c4/d3/d5: Q11 2 + P4 3 + A6 5 = 10, twice for a city = 20; stone, wool, potatoes: 3 · 2 = 6.
        assertThat(score(PRODUCTION, "city c4/d3/d5\n")).containsExactly(20);
        assertThat(score(OPENING, "city c4/d3/d5\n")).containsExactly(20, 6, 0);
    }

    @Test
    void seaAndFrameProduceNothingButCoastalWatersGiveFish() throws BoardFormatException {
        String text = "village a4/b3/b5\nvillage b7/b9/c8\n";
        // why: a4/b3/b5: two ocean frame pieces (no number) + C6 5 = 5; b7/b9/c8: plain sea 0 + C3 2 + Q8 5 = 7
        // → 12. Resources: stone (Q8) only → 2; goods: fish (C6, C3) → 1.
        assertThat(score(OPENING, text)).containsExactly(12, 2, 1);
    }

    @Test
    void jungleAndPlantationAreTwoGoods() throws BoardFormatException {
        // why: f5/f7/g6: J8 5 + JP11 2 + jungle frame 0 = 7; feathers and coca are goods: 0 resources, 2 goods.
        assertThat(score(OPENING, "village f5/f7/g6\n")).containsExactly(7, 0, 2);
    }

    @Test
    void nothingPlacedScoresNothing() throws BoardFormatException {
        assertThat(score(OPENING, "// nothing yet\n")).containsExactly(0, 0, 0);
    }

    @Test
    void theHandFoundBestProductionOpeningIsTheOnlyOptimum() {
        // why: no two hexes with 5 pips touch (the 5s are b5, d5, f5, c8, c12, e12, and none is next to another),
        // so a corner has at most 5 + 4 + 4 = 13. The corners with a 5 and two touching 4s: only e12 has two pairs
        // of touching 4-neighbours, (e10, f11) and (d13, e14), at opposite corners of e12, so both fit the
        // distance rule: 13 + 13 = 26, and no other pair of corners reaches it.
        OpeningSearch.Result result = OpeningSearch.best(BOARD, GAME.products(), PRODUCTION, 2);
        assertThat(result.best()).isEqualTo(26);
        assertThat(result.openings()).hasSize(1);
        assertThat(result.openings().get(0).stream().map(i -> BOARD.intersections().get(i).id()))
                .containsExactlyInAnyOrder("e10/e12/f11", "d13/e12/e14");
    }

    @Test
    void theBestOpeningBeatsTheBestProductionOpeningByVariety() throws BoardFormatException {
        // why: the best production opening scores 26 + 6 + 1 = 33 (above). c6/c8/d7 (F5 4 + Q8 5 + A10 3 = 12:
        // wood, stone, potatoes) with b13/c12/c14 (C9 4 + M8 5 + P10 3 = 12: fish, ore, wool) gives 24 + all five
        // resources · 2 + fish 1 = 35, so the optimum is at least 35; the search proves what it is, and every
        // optimum it reports is re-scored by the reference.
        assertThat(score(OPENING, "village c6/c8/d7\nvillage b13/c12/c14\n")).containsExactly(24, 10, 1);
        OpeningSearch.Result result = OpeningSearch.best(BOARD, GAME.products(), OPENING, 2);
        assertThat(result.best()).isGreaterThanOrEqualTo(35);
        for (List<Integer> opening : result.openings()) {
            Placements placements = new Placements(opening, List.of(), List.of());
            int total = new HexEvaluator(BOARD, GAME.products(), placements).score(OPENING).stream()
                    .mapToInt(Integer::intValue).sum();
            assertThat(total).isEqualTo(result.best());
            assertThat(ProductionReference.total(BOARD, placements)
                    + 2 * ProductionReference.resources(BOARD, placements).size()
                    + ProductionReference.goods(BOARD, placements).size()).isEqualTo(result.best());
        }
    }
}
