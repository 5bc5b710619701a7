package org.cartolab.board;

/** One problem in a board text file, at a 1-based line and column. */
public record BoardProblem(String path, int line, int column, String message) {

    /** {@code path:line:col: error: message}. */
    public String format() {
        return path + ":" + line + ":" + column + ": error: " + message;
    }
}
