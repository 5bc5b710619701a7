package org.cartolab.solve.hex;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.TreeSet;

import org.cartolab.hex.OpeningSearch;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexGame;
import org.cartolab.model.hex.HexTile;
import org.cartolab.model.hex.Objective;
import org.junit.jupiter.api.Test;

/**
 * Choco against the brute force (the oracle): the same optimum and the same set of optimal openings, for every
 * shipped objective, on the shipped board with 1 to 3 villages and on 100 seeded shuffled boards with 2.
 */
class ChocoOpeningCrossCheckTest {

    static final HexGame GAME = CardLibrary.load("rise-of-the-inkas").hexGame("rise-of-the-inkas").orElseThrow();
    static final HexBoard BEGINNER = GAME.map("beginner").orElseThrow();

    @Test
    void chocoFindsTheBruteForceOptimaOnTheShippedBoard() {
        List<String> mismatches = new ArrayList<>();
        for (Objective objective : GAME.objectives()) {
            for (int villages = 1; villages <= 3; villages++) {
                compare(BEGINNER, objective, villages, mismatches);
            }
        }
        assertThat(mismatches).isEmpty();
    }

    @Test
    void chocoFindsTheBruteForceOptimaOn100ShuffledBoards() {
        List<String> mismatches = new ArrayList<>();
        Set<Integer> optima = new TreeSet<>();
        int tied = 0;
        for (long seed = 1; seed <= 100; seed++) {
            HexBoard board = ShuffledBoard.of(BEGINNER, seed);
            for (Objective objective : GAME.objectives()) {
                OpeningSearch.Result oracle = compare(board, objective, 2, mismatches);
                optima.add(oracle.best());
                tied += oracle.openings().size() > 1 ? 1 : 0;
            }
        }
        assertThat(mismatches).isEmpty();
        // Boards that differ, and optima shared by several openings (where a solver that stops at the first
        // optimum, or loses some, would differ from the oracle).
        assertThat(optima).hasSizeGreaterThan(5);
        assertThat(tied).isGreaterThan(10);
    }

    @Test
    void aShuffledBoardKeepsTheFrameAndDealsTheSameTilesAndTokens() {
        HexBoard shuffled = ShuffledBoard.of(BEGINNER, 7);
        assertThat(frame(shuffled)).isEqualTo(frame(BEGINNER));
        assertThat(inside(shuffled, true)).isEqualTo(inside(BEGINNER, true));
        assertThat(inside(shuffled, false)).isEqualTo(inside(BEGINNER, false));
        assertThat(shuffled.hexes()).isNotEqualTo(BEGINNER.hexes());
        // why: plain sea carries no token on the shipped board, so none on a shuffled one.
        assertThat(shuffled.hexes()).filteredOn(tile -> tile.landscape().id().equals("sea"))
                .allMatch(tile -> tile.number() == 0);
        assertThat(ShuffledBoard.of(BEGINNER, 7)).isEqualTo(shuffled);
    }

    private static List<String> frame(HexBoard board) {
        return board.hexes().stream().filter(HexTile::frame).map(t -> t.id() + t.landscape().id()).toList();
    }

    /** The landscapes (or the number tokens) inside the frame, sorted: what a shuffle must keep. */
    private static List<String> inside(HexBoard board, boolean landscapes) {
        return board.hexes().stream().filter(t -> !t.frame())
                .map(t -> landscapes ? t.landscape().id() : String.valueOf(t.number())).sorted().toList();
    }

    private static OpeningSearch.Result compare(HexBoard board, Objective objective, int villages,
                                                List<String> mismatches) {
        OpeningSearch.Result oracle = OpeningSearch.best(board, GAME.products(), objective, villages);
        OpeningSolution choco = ChocoOpeningSolver.solve(OpeningPuzzle.opening(board, GAME.products(), objective,
                villages));
        if (choco.best() != oracle.best() || !choco.openings().equals(oracle.openings())) {
            mismatches.add(board.id() + " " + objective.id() + " " + villages + ": Choco " + choco.best() + " "
                    + choco.openings() + ", brute force " + oracle.best() + " " + oracle.openings());
        }
        return oracle;
    }
}
