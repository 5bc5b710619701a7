package org.cartolab.daily;

import java.util.OptionalLong;

/**
 * The measured numbers behind a puzzle's grade; all of them are the same on every run (nodes, not seconds).
 *
 * @param par            the proven optimum
 * @param greedy         the score of greedy play: every card drawn where it gains most at once
 * @param optimalPlays   how many move sequences reach the par, when the count finished within the node budget
 * @param nodes          the search nodes of the proof
 * @param nonGreedySteps how many steps of the published optimal play do not take the best immediate gain
 */
public record Measures(int par, int greedy, OptionalLong optimalPlays, long nodes, int nonGreedySteps) {

    /** What greedy play leaves on the table. */
    public int gap() {
        return par - greedy;
    }
}
