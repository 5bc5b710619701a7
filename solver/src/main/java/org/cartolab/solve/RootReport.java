package org.cartolab.solve;

import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicLong;

import org.cartolab.rules.MapState;

/**
 * The reported bound ({@link ScoreBound#reported}) of a search's root, shared by the workers of a parallel search:
 * worked out once, by the first worker to find it due after a number of nodes of the whole search (a search that
 * ends sooner never pays for it: with a case split it costs seconds), and read by all of them.
 */
final class RootReport {

    private final long after;
    private final AtomicLong nodes = new AtomicLong();
    private final AtomicBoolean claimed = new AtomicBoolean();
    private volatile int bound = Integer.MAX_VALUE;

    /** @param after the nodes of the search before the bound is worked out */
    RootReport(long after) {
        this.after = after;
    }

    /** Counts {@code more} nodes of the search; true for the one caller that is then to work the bound out. */
    boolean due(long more) {
        return nodes.addAndGet(more) >= after && !claimed.get() && claimed.compareAndSet(false, true);
    }

    void set(int bound) {
        this.bound = bound;
    }

    /** The bound once worked out, else {@link Integer#MAX_VALUE} (no bound). */
    int bound() {
        return bound;
    }

    /**
     * The bound for a search that has ended (its workers too, so a bound claimed is set): worked out now, by
     * {@code bound} of the root {@code map} before step {@code next}, if it was not.
     */
    int atEnd(ScoreBound bound, MapState map, int next) {
        return claimed.get() ? this.bound : bound.reported(map, next);
    }
}
