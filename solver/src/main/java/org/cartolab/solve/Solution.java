package org.cartolab.solve;

import java.util.List;

/** A complete play of a puzzle: every step's move, and the final score. */
public record Solution(List<PlayedStep> steps, int score) {

    public Solution {
        steps = List.copyOf(steps);
    }
}
