package org.cartolab.solve.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.concurrent.atomic.AtomicInteger;

import org.cartolab.hex.board.BoardSetup;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.hex.BoardConstraints;
import org.cartolab.model.hex.HexGame;
import org.junit.jupiter.api.Test;

/** The workbench's Cancel: a generation asked to stop stops, and one never asked gives the board of its seed. */
class BoardGeneratorStopTest {

    static final HexGame GAME = CardLibrary.load("rise-of-the-inkas").hexGame("rise-of-the-inkas").orElseThrow();
    static final BoardSetup SETUP = BoardSetup.of(GAME.maps().get(0));
    static final BoardConstraints BALANCED = GAME.boardConstraints().get(0);

    @Test
    void aStopRequestedFromTheStartGivesNoBoard() {
        AtomicInteger asked = new AtomicInteger();
        BoardGenerator.Result result = BoardGenerator.generate(SETUP, BALANCED, 7, "s", "S",
                SETUP.template().noPaths(), () -> asked.incrementAndGet() > 0);
        assertThat(result).isInstanceOf(BoardGenerator.Stopped.class);
        assertThat(asked.get()).isPositive();
    }

    @Test
    void aStopNeverRequestedChangesNothing() {
        BoardGenerator.Result plain = BoardGenerator.generate(SETUP, BALANCED, 7, "s", "S", SETUP.template().noPaths());
        BoardGenerator.Result asked = BoardGenerator.generate(SETUP, BALANCED, 7, "s", "S", SETUP.template().noPaths(),
                () -> false);
        assertThat(asked).isInstanceOf(BoardGenerator.Found.class).isEqualTo(plain);
    }

    @Test
    void anImpossibleSetStoppedNamesNoConflict() {
        BoardConstraints impossible = new BoardConstraints("x", "X", List.of(BoardProofTest.band("wood", 20, 20),
                BoardProofTest.band("stone", 15, 15)));
        assertThat(BoardGenerator.generate(SETUP, impossible, 1, "s", "S", SETUP.template().noPaths(), () -> true))
                .isInstanceOf(BoardGenerator.Stopped.class);
        assertThat(BoardGenerator.generate(SETUP, impossible, 1, "s", "S", SETUP.template().noPaths()))
                .isInstanceOf(BoardGenerator.Conflict.class);
    }
}
