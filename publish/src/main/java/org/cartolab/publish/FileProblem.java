package org.cartolab.publish;

/** One problem in a puzzle or solution file, at a 1-based line and column. */
public record FileProblem(String path, int line, int column, String message) {

    /** {@code path:line:col: error: message}. */
    public String format() {
        return path + ":" + line + ":" + column + ": error: " + message;
    }
}
