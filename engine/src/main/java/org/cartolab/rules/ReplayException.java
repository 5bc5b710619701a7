package org.cartolab.rules;

/** A game log that does not replay: the move number (0 before the first move) and why. */
public final class ReplayException extends RuntimeException {

    private final int move;

    public ReplayException(int move, String reason) {
        super((move > 0 ? "move " + move + ": " : "") + reason, null, false, false);
        this.move = move;
    }

    public int move() {
        return move;
    }
}
