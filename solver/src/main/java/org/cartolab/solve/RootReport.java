package org.cartolab.solve;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;

/**
 * The reported bound ({@link ScoreBound#reported}) of a search's root, shared by the workers of a parallel search:
 * worked out once, by the first worker to find it due after a number of nodes of the whole search (a search that
 * ends sooner never pays for it: with a case split it costs seconds), and read by all of them. A try given up at
 * its budget ({@link PathReports}) is tried again, by any worker, once its budget has grown by half. A search that
 * stops before the bound is known works it out at its end, within a share of the search's own work that the search's
 * control sets ({@link SearchControl#stopReport}).
 */
final class RootReport {

    private final long after;
    private final AtomicLong nodes = new AtomicLong();
    /** The search's own work so far, in its bounds' units ({@link ScoreBound#work}), summed over its workers. */
    private final AtomicLong work = new AtomicLong();
    private final AtomicBoolean claimed = new AtomicBoolean();
    /** The least budget of the next try after one given up ({@link #nextBudget}). */
    private volatile long leastBudget;
    private volatile boolean known;
    private volatile int bound = Integer.MAX_VALUE;
    /** The report tried last, and the bound that tried it (set by the worker holding the claim). */
    private volatile ScoreBound.Report tried;
    private volatile ScoreBound triedBy;

    /** @param after the nodes of the search before the bound is worked out */
    RootReport(long after) {
        this.after = after;
    }

    /**
     * Counts {@code more} nodes and {@code moreWork} work of the search; true for the one caller that is then to try
     * working the bound out within {@code budget} (and to {@link #settle} it).
     */
    boolean due(long more, long moreWork, long budget) {
        work.addAndGet(moreWork);
        return nodes.addAndGet(more) >= after && !known && budget >= leastBudget && !claimed.get()
                && claimed.compareAndSet(false, true);
    }

    /**
     * The report to try, by {@code bound} of the root {@code map} before step {@code next}: the one tried before if
     * the same bound tried it (it goes on from its parts worked out), else a new one (another worker's bound is not
     * this one's to use).
     */
    ScoreBound.Report report(ScoreBound bound, MapState map, int next) {
        if (triedBy != bound) {
            triedBy = bound;
            tried = bound.report(map, next);
        }
        return tried;
    }

    /** The outcome of a try within {@code budget}: the bound, or empty when it was given up at the budget. */
    void settle(OptionalInt reported, long budget) {
        if (reported.isPresent()) {
            bound = reported.getAsInt();
            known = true;
        } else {
            leastBudget = nextBudget(budget);
            claimed.set(false);
        }
    }

    /**
     * The least budget of a report's next try after one given up at {@code budget}: half as much again. A try goes on
     * from the parts finished before and works out again only the part it was cut short in, so tries may come often;
     * not so often that each works out little more than that part again.
     */
    static long nextBudget(long budget) {
        return budget + budget / 2;
    }

    /** The bound once worked out, else {@link Integer#MAX_VALUE} (no bound). */
    int bound() {
        return bound;
    }

    /**
     * The bound for a search that has ended (its workers too, so a try claimed is settled and its report is free to
     * use), by {@code bound} of the root {@code map} before step {@code next}: if it was not worked out, one more try
     * within {@code share} of the search's work, going on from the last try's parts; given up, the search's own
     * bound of the root, which is no lower.
     */
    int atEnd(ScoreBound bound, MapState map, int next, double share) {
        if (known) {
            return this.bound;
        }
        if (tried == null) {
            triedBy = bound;
            tried = bound.report(map, next);
        }
        long limit = share == SearchControl.WHOLE_REPORT ? Long.MAX_VALUE
                : triedBy.work() + (long) (work.get() * share);
        OptionalInt reported = tried.within(limit);
        if (reported.isEmpty()) {
            return bound.upper(map, next);
        }
        this.bound = reported.getAsInt();
        known = true;
        return this.bound;
    }

    /** The play the report came across once worked out ({@link ScoreBound.Report#play}), else empty. */
    Optional<List<Move>> play() {
        return known && tried != null ? tried.play() : Optional.empty();
    }
}
