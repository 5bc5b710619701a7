package org.cartolab.daily;

import java.util.function.LongSupplier;

import org.cartolab.solve.SearchControl;

/**
 * A search limit counted in search nodes instead of seconds: the same on every machine, so whether a candidate's
 * optimum gets proven — and with it which puzzle a date gets — does not depend on the machine's speed or load.
 * The solver reports its node count as it goes; once a report passes the budget the search is cancelled at its
 * next check. Each search pass (the proof, then the count of optimal plays) gets its own budget; the nodes a pass
 * took, as the solver reported them, count against a date's total ({@link DailyGenerator}).
 * <p>
 * A metered budget also caps the pass's work ({@link #work}): its nodes at {@link #NODE_WORK} each plus its bound's
 * own counted work, which the nodes do not show (a case split of a position, a play-out of its few plays left).
 */
public final class NodeBudget {

    /**
     * A node's work in the bound's units, as a search charges its reports ({@code PathReports.NODE_WORK}): listing
     * and ordering moves, copying maps. Measured on December 2026's candidates (BENCHMARKS.md "A date's work,
     * reports counted"): a node costs 2.5-3 µs of CPU, most units of the bound's 0.03-0.08 µs, so a node counts
     * about 1-2 times its cost in units.
     */
    public static final long NODE_WORK = 128;

    private final long nodes;
    private final long workCap;
    private final LongSupplier boundWork;
    private final long boundWorkBefore;
    private long seen;

    private NodeBudget(long nodes, long workCap, LongSupplier boundWork) {
        this.nodes = nodes;
        this.workCap = workCap;
        this.boundWork = boundWork;
        this.boundWorkBefore = boundWork.getAsLong();
    }

    public static SearchControl of(long nodes) {
        return new NodeBudget(nodes, Long.MAX_VALUE, () -> 0).control();
    }

    /** A budget whose spent nodes can be read after the pass ({@link #spent}). */
    static NodeBudget metered(long nodes) {
        return new NodeBudget(nodes, Long.MAX_VALUE, () -> 0);
    }

    /**
     * A budget of {@code nodes} that also stops the pass once its {@link #work} passes {@code workCap};
     * {@code boundWork} reads the work of the pass's bound ({@link org.cartolab.solve.ScoreBound#work}).
     */
    static NodeBudget metered(long nodes, long workCap, LongSupplier boundWork) {
        return new NodeBudget(nodes, workCap, boundWork);
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
        return new SearchControl(null, () -> seen > nodes || work() > workCap, listener);
    }

    /**
     * The nodes of the pass as last reported: the solver reports every thousand nodes or so, so this is the
     * pass's count rounded down to its last report, the same on every run.
     */
    long spent() {
        return seen;
    }

    /**
     * The pass's work so far: its nodes as last reported at {@link #NODE_WORK} each, plus all its bound has counted
     * since the budget was made, a report worked out when the pass stopped included once the pass has ended.
     */
    long work() {
        return NODE_WORK * seen + boundWork.getAsLong() - boundWorkBefore;
    }
}
