package org.cartolab.model.hex;

import java.util.List;

/** A named set of rules a generated board must satisfy: a {@code board-constraints} block. Immutable. */
public record BoardConstraints(String id, String name, List<BoardRule> rules) {

    public BoardConstraints {
        rules = List.copyOf(rules);
    }
}
