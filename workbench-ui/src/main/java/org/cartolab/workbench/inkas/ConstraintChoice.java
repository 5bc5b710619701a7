package org.cartolab.workbench.inkas;

import org.cartolab.model.hex.BoardConstraints;

/**
 * A set of board constraints to generate against, and where it comes from: the shipped library or the open file.
 */
public record ConstraintChoice(BoardConstraints constraints, String origin) {

    @Override
    public String toString() {
        return constraints.name() + " (" + constraints.id() + ", " + origin + ")";
    }
}
