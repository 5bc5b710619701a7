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

    /**
     * Moves this evaluation to another board (and coins), as if it were a new one, but keeps its scratch memory:
     * for callers that score thousands of would-be boards one after another, where allocating an evaluation
     * each time costs as much as a cheap card. Nothing found on the previous board is reused.
     */
    public BoardEvaluation reset(Board board, int coins) {
        frame.reset(board, coins, null);
        return this;
    }

    /**
     * {@link #reset(Board, int)}, and take the clusters {@code shared} found (an evaluation of another board on a
     * grid of the same size, e.g. the map before the drawing being tried) for any set of cells that is the same
     * on both boards. {@code shared} must not be reset while this evaluation uses it.
     */
    public BoardEvaluation reset(Board board, int coins, BoardEvaluation shared) {
        frame.reset(board, coins, shared.frame);
        return this;
    }

    public Board board() {
        return frame.board;
    }

    Frame frame() {
        return frame;
    }
}
