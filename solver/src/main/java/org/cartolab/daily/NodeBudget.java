package org.cartolab.daily;

import org.cartolab.solve.SearchControl;

/**
 * A search limit counted in search nodes instead of seconds: the same on every machine, so whether a candidate's
 * optimum gets proven — and with it which puzzle a date gets — does not depend on the machine's speed or load.
 * The solver reports its node count as it goes; once a report passes the budget the search is cancelled at its
 * next check. Each search pass (the proof, then the count of optimal plays) gets the whole budget.
 */
public final class NodeBudget {

    private NodeBudget() {
    }

    public static SearchControl of(long nodes) {
        long[] seen = {0};
        SearchControl.SearchListener listener = new SearchControl.SearchListener() {
            @Override
            public void improved(int score, long count, long millis) {
                seen[0] = count;
            }

            @Override
            public void progress(long count, int best, int bound, long millis) {
                seen[0] = count;
            }
        };
        return new SearchControl(null, () -> seen[0] > nodes, listener);
    }
}
