package org.cartolab.solve;

/** A play that the rules engine or the scorer does not confirm: a bug in the solver, never a user error. */
public final class VerificationException extends RuntimeException {

    public VerificationException(String message) {
        super("The solver's play does not verify: " + message);
    }
}
