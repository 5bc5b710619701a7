package org.cartolab.cpsat;

/** A puzzle, step or card the CP-SAT model does not express exactly: refused rather than approximated. */
public final class NotModelledException extends RuntimeException {

    private static final long serialVersionUID = 1L;

    public NotModelledException(String message) {
        super(message);
    }
}
