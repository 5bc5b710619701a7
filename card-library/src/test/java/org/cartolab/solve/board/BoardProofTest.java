package org.cartolab.solve.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.hex.board.BoardCheck;
import org.cartolab.hex.board.BoardSetup;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.hex.BoardConstraints;
import org.cartolab.model.hex.BoardRule;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexGame;
import org.cartolab.model.hex.HexTile;
import org.junit.jupiter.api.Test;

/**
 * The proof model's redundant pip-level counts: they refute by propagation alone a set that needs more 5-pip tokens
 * than the setup has, and they never refute a set that a real board satisfies (a wrong coefficient or column sum
 * would).
 */
class BoardProofTest {

    static final HexGame GAME = CardLibrary.load("rise-of-the-inkas").hexGame("rise-of-the-inkas").orElseThrow();
    static final HexBoard BOARD = GAME.map("beginner").orElseThrow();
    static final BoardSetup SETUP = BoardSetup.of(BOARD);

    static BoardRule.ProductPips band(String product, int min, int max) {
        return new BoardRule.ProductPips(product + "-band", "product-pips " + product + " " + min + ".." + max,
                List.of(product), min, max);
    }

    @Test
    void sevenFivePipTokensOfSixAreRefutedWithoutSearch() {
        // why: 20 pips on 4 forests and 15 on 3 quarries need 6s and 8s on all seven tiles; the setup has three of
        // each. Each band alone fits.
        BoardRule wood = band("wood", 20, 20);
        BoardRule stone = band("stone", 15, 15);
        assertThat(BoardModel.forProof(SETUP, List.of(wood, stone)).refutedAtRoot()).isTrue();
        assertThat(BoardModel.forProof(SETUP, List.of(wood)).refutedAtRoot()).isFalse();
        assertThat(BoardModel.forProof(SETUP, List.of(stone)).refutedAtRoot()).isFalse();
        // The model without pip levels needs a search for it (what generation used to spend seconds on).
        assertThat(BoardModel.forSearch(SETUP, List.of(wood, stone)).refutedAtRoot()).isFalse();
        assertThat(BoardGenerator.prove(SETUP, List.of(wood, stone))).isEqualTo(BoardModel.Outcome.NONE);
    }

    @Test
    void theExactPipsOfRealBoardsAreNeverRefuted() {
        BoardConstraints balanced = GAME.boardConstraints().get(0);
        List<HexBoard> boards = new ArrayList<>(List.of(BOARD));
        for (long seed = 1; seed <= 20; seed++) {
            BoardGenerator.Result result = BoardGenerator.generate(SETUP, balanced, seed, "s" + seed, "S", BOARD.noPaths());
            boards.add(((BoardGenerator.Found) result).board());
        }
        for (HexBoard board : boards) {
            List<BoardRule> exact = new ArrayList<>();
            for (String product : List.of("wood", "stone", "wool", "ore", "potatoes", "fish", "coca", "feathers")) {
                int pips = pipsOf(board, product);
                exact.add(band(product, pips, pips));
            }
            assertThat(BoardCheck.violations(board, SETUP, new BoardConstraints("exact", "Exact", exact)))
                    .as("the bands are the board's own pips").isEmpty();
            assertThat(BoardModel.forProof(SETUP, exact).refutedAtRoot()).as(board.id()).isFalse();
        }
    }

    /** The pips of the tiles that yield the product, counted tile by tile (not through the model). */
    private static int pipsOf(HexBoard board, String product) {
        int pips = 0;
        for (HexTile tile : board.hexes()) {
            if (tile.landscape().yields().filter(p -> p.id().equals(product)).isPresent()) {
                pips += tile.pips();
            }
        }
        return pips;
    }
}
