package org.cartolab.solve;

import java.util.Optional;
import java.util.OptionalLong;

/**
 * What a search found.
 *
 * @param best          the best play found, if any
 * @param proven        whether no play scores more than {@code best}: the search completed, or its best play meets
 *                      the bound it reports ({@link SearchEnd})
 * @param bound         an upper bound of every play's score: the best score when proven, else the root bound
 * @param nodes         search nodes visited
 * @param millisToFirst time to the first complete play
 * @param millisToBest  time to the best play found
 * @param millis        time of the whole search
 * @param optimalCount  how many optimal plays there are, when asked for and proven
 */
public record SolveResult(Optional<Solution> best, boolean proven, int bound, long nodes, long millisToFirst,
                          long millisToBest, long millis, OptionalLong optimalCount) {

    public int score() {
        return best.map(Solution::score).orElse(Integer.MIN_VALUE);
    }

    /** How far the best play may be from the optimum. */
    public int gap() {
        return best.isEmpty() ? Integer.MAX_VALUE : Math.max(0, bound - score());
    }
}
