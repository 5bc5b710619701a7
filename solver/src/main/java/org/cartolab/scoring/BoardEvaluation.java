package org.cartolab.scoring;

import org.cartolab.board.Board;

/**
 * One board (and the player's coins) being scored. Cards evaluated on the same evaluation share what they find
 * (e.g. the village clusters). Not thread-safe: use one per thread.
 */
public final class BoardEvaluation {

    private final Frame frame;

    private BoardEvaluation(Board board, int coins) {
        this.frame = new Frame(board, coins);
    }

    public static BoardEvaluation of(Board board, int coins) {
        return new BoardEvaluation(board, coins);
    }

    public Board board() {
        return frame.board;
    }

    Frame frame() {
        return frame;
    }
}
