package org.cartolab.dsl.formatting;

import java.util.List;

import org.cartolab.dsl.compile.Problem;

/**
 * A file formatted by {@link CartoFormat}: its text in the one layout, or, when it does not parse, its syntax
 * errors (a file that does not parse is never rewritten: its layout cannot be trusted).
 */
public record FormatResult(String path, String original, String formatted, List<Problem> syntaxErrors) {

    public FormatResult {
        syntaxErrors = List.copyOf(syntaxErrors);
    }

    public boolean parsed() {
        return syntaxErrors.isEmpty();
    }

    /** True when the file parses and is not in the one layout yet. */
    public boolean changed() {
        return parsed() && !formatted.equals(original);
    }
}
