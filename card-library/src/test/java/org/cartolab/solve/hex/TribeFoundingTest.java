package org.cartolab.solve.hex;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.cartolab.board.BoardFormatException;
import org.cartolab.hex.OpeningSearch;
import org.cartolab.hex.PlacementText;
import org.cartolab.hex.Placements;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexGame;
import org.cartolab.model.hex.Objective;
import org.junit.jupiter.api.Test;

/**
 * Hand-worked puzzles on the beginner board. Pips per token 2..12: 1, 2, 3, 4, 5, -, 5, 4, 3, 2, 1. The 5-pip
 * hexes: b5 C6, d5 A6, f5 J8, c8 Q8, c12 M8, e12 F6 (no two touch); 4 pips: c6 F5, e6 F9, e10 M9, f11 JP5,
 * b13 C9, d13 A5, e14 JP9; 3 pips: c4 P4, d7 A10, e8 Q4, f9 J10, c14 P10, f13 J4 (GAME-DATA §D).
 */
class TribeFoundingTest {

    private static final HexGame GAME = ChocoOpeningCrossCheckTest.GAME;
    private static final HexBoard BOARD = ChocoOpeningCrossCheckTest.BEGINNER;
    private static final Objective PRODUCTION = GAME.objectives().stream()
            .filter(o -> o.id().equals("expected-production")).findFirst().orElseThrow();

    @Test
    void chocoProvesTheHandFoundBestProductionOpening() {
        // why: RiseOfTheInkasObjectivesTest: 13 pips is the most at one corner, only at two corners of e12
        // (M9 + F6 + JP5 and A5 + F6 + JP9), which are two apart: 26, and nothing else reaches it.
        OpeningSolution solution = ChocoOpeningSolver.solve(OpeningPuzzle.opening(BOARD, GAME.products(),
                PRODUCTION, 2));
        assertThat(solution.best()).isEqualTo(26);
        assertThat(ids(solution.openings())).containsExactly(List.of("e10/e12/f11", "d13/e12/e14"));
    }

    @Test
    void aSecondTribesFirstVillageGoesToTheBestCornerTheFirstTribeLeavesFree() throws BoardFormatException {
        // The first tribe holds both 13-pip corners of e12. Every corner of e12 is one of those or next to one
        // (e12/f11/f13, e12/e14/f13, d11/e10/e12, d11/d13/e12), so the next best is 12 = 5 + 4 + 3 (three 4s
        // never meet; 5 + 5 never): a 5-pip hex with a touching 4 and 3 that touch each other. b5: c6, c4; d5:
        // (c6, c4), (c6, d7), (e6, d7); c8: c6, d7; c12: (b13, c14), (d13, c14); f5 has no 3 beside it. Seven
        // corners, none next to the first tribe's. A new tribe's first village needs no road (RULES.md §4.10).
        Placements first = PlacementText.read("first-tribe.txt", "village e10/e12/f11\nvillage d13/e12/e14\n"
                + "road e12/f11\nroad d13/e14\n", BOARD);
        OpeningSolution solution = ChocoOpeningSolver.solve(OpeningPuzzle.founding(BOARD, GAME.products(),
                PRODUCTION, first));
        // why: the objective scores the whole position; declined villages keep producing (§4.10): 26 + 12.
        assertThat(solution.best()).isEqualTo(38);
        assertThat(ids(solution.openings()).stream().map(opening -> opening.get(0)).toList())
                .containsExactlyInAnyOrder("b5/c4/c6", "c4/c6/d5", "c6/d5/d7", "c6/c8/d7", "d5/d7/e6",
                        "b13/c12/c14", "c12/c14/d13");
        OpeningSearch.Result oracle = OpeningSearch.best(BOARD, GAME.products(), PRODUCTION, 1, first);
        assertThat(solution.openings()).isEqualTo(oracle.openings());
    }

    @Test
    void theNonSeparableTermsCountWhatTheStandingBuildingsAlreadyProduce() throws BoardFormatException {
        // A city on c4/d3/d5 already yields stone, wool and potatoes: best-opening's resources term gives a new
        // village nothing for those, so Choco's bound on it must start from the standing buildings. Oracle: the
        // brute force over every free site.
        Objective bestOpening = GAME.objectives().stream().filter(o -> o.id().equals("best-opening")).findFirst()
                .orElseThrow();
        Placements city = PlacementText.read("city.txt", "city c4/d3/d5\n", BOARD);
        OpeningSolution solution = ChocoOpeningSolver.solve(OpeningPuzzle.founding(BOARD, GAME.products(),
                bestOpening, city));
        OpeningSearch.Result oracle = OpeningSearch.best(BOARD, GAME.products(), bestOpening, 1, city);
        assertThat(solution.best()).isEqualTo(oracle.best());
        assertThat(solution.openings()).isEqualTo(oracle.openings());
        // why: the city alone scores 20 + 6 (RiseOfTheInkasObjectivesTest); a village adds at least nothing.
        assertThat(solution.best()).isGreaterThan(26);
    }

    private static List<List<String>> ids(List<List<Integer>> openings) {
        return openings.stream().map(o -> o.stream().map(i -> BOARD.intersections().get(i).id()).toList()).toList();
    }
}
