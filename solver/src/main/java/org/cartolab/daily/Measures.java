package org.cartolab.daily;

import java.util.OptionalLong;

/**
 * The measured numbers behind a puzzle's grade; all of them are the same on every run (nodes, not seconds).
 *
 * @param par            the proven optimum
 * @param greedy         the score of greedy play: every card drawn where it gains most at once
 * @param optimalPlays   how many move sequences reach the par, when the count finished within the node budget
 * @param nodes          the search nodes of the proof
 */
public record Measures(int par, int greedy, OptionalLong optimalPlays, long nodes) {

    /** What greedy play leaves on the table. */
    public int gap() {
        return par - greedy;
    }
}
