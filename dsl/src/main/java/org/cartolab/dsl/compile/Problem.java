package org.cartolab.dsl.compile;

/** One problem found in a .carto file, at a 1-based line and column. */
public record Problem(String path, int line, int column, Severity severity, String message, String code) {

    public enum Severity {
        ERROR, WARNING;

        public String label() {
            return name().toLowerCase();
        }
    }

    /** {@code path:line:col: error: message}, the format compilers and editors understand. */
    public String format() {
        return path + ":" + line + ":" + column + ": " + severity.label() + ": " + message;
    }

    public boolean isError() {
        return severity == Severity.ERROR;
    }
}
