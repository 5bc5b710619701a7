package org.cartolab.solve;

/** A puzzle that cannot be played as written; the message says why and what to do. */
public final class PuzzleException extends Exception {

    public PuzzleException(String message) {
        super(message);
    }
}
