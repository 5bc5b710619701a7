package org.cartolab.cli;

/** The exit codes of {@code carto}. */
final class ExitCode {

    /** Everything was fine. */
    static final int OK = 0;
    /** The input (a .carto file, a board) has problems; they were reported. */
    static final int PROBLEMS = 1;
    /** The command line is wrong: an unknown option, a missing file, an unknown card or game. */
    static final int USAGE = 2;
    /** A bug in Cartolab. */
    static final int INTERNAL = 70;

    private ExitCode() {
    }
}
