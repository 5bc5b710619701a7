package org.cartolab.hex.board;

import java.util.List;

/**
 * One way a board breaks a rule: the rule's name (or {@code setup} for the setup itself), what is wrong, and the
 * hexes and crossings (intersection ids) involved.
 */
public record Violation(String rule, String message, List<String> hexes, List<String> crossings) {

    public Violation {
        hexes = List.copyOf(hexes);
        crossings = List.copyOf(crossings);
    }

    /** The name of the violation that the setup itself is broken, not a rule of the constraints. */
    public static final String SETUP = "setup";
}
