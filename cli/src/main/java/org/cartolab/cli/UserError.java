package org.cartolab.cli;

/** A problem with what the user asked for, reported as one line with no stack trace. */
final class UserError extends RuntimeException {

    private final int exitCode;

    UserError(int exitCode, String message) {
        super(message, null, false, false);
        this.exitCode = exitCode;
    }

    static UserError usage(String message) {
        return new UserError(ExitCode.USAGE, message);
    }

    int exitCode() {
        return exitCode;
    }
}
