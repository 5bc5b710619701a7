package org.cartolab.daily;

import org.cartolab.solve.SearchControl;

/**
 * A search limit counted in search nodes instead of seconds: the same on every machine, so whether a candidate's
 * optimum gets proven — and with it which puzzle a date gets — does not depend on the machine's speed or load.
 * The solver reports its node count as it goes; once a report passes the budget the search is cancelled at its
 * next check. Each search pass (the proof, then the count of optimal plays) gets its own budget; the nodes a pass
 * took, as the solver reported them, count against a date's total ({@link DailyGenerator}).
 */
public final class NodeBudget {

    private final long nodes;
    private long seen;

    private NodeBudget(long nodes) {
        this.nodes = nodes;
    }

    public static SearchControl of(long nodes) {
        return new NodeBudget(nodes).control();
    }

    /** A budget whose spent nodes can be read after the pass ({@link #spent}). */
    static NodeBudget metered(long nodes) {
        return new NodeBudget(nodes);
    }

    SearchControl control() {
        SearchControl.SearchListener listener = new SearchControl.SearchListener() {
            @Override
            public void improved(int score, long count, long millis) {
                seen = Math.max(seen, count);
            }

            @Override
            public void progress(long count, int best, int bound, long millis) {
                seen = Math.max(seen, count);
            }
        };
        return new SearchControl(null, () -> seen > nodes, listener);
    }

    /**
     * The nodes of the pass as last reported: the solver reports every thousand nodes or so, so this is the
     * pass's count rounded down to its last report, the same on every run.
     */
    long spent() {
        return seen;
    }
}
