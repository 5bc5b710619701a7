package org.cartolab.model.hex;

import java.util.List;

/** A way to score placements on a hex map: named terms whose points add up. */
public record Objective(String id, String name, String text, List<Term> terms) {

    public Objective {
        terms = List.copyOf(terms);
    }

    /** One named part of the score, with the expression as written. */
    public record Term(String id, HexExpr expression, String source) {
    }
}
