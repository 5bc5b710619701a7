package org.cartolab.solve.bound;

/**
 * The work a bound has done, in units of moves looked at (a step's moves valued in a round of the joint bound or
 * offered to the per-step bound, a play's legal moves listed): counted, not timed, so a search that charges its
 * reports their cost ({@link org.cartolab.solve.ScoreBound#reported(org.cartolab.rules.MapState, int, long)}) takes
 * the same decisions on every machine. A bound and the bounds of its terrain cases share one count. While a limit is
 * set, charging past it throws {@link Exhausted}: a report that would cost more is given up midway.
 */
final class Work {

    private long done;
    private long limit = Long.MAX_VALUE;

    long done() {
        return done;
    }

    void charge(long units) {
        done += units;
        if (done > limit) {
            throw new Exhausted();
        }
    }

    /** Charging past {@code limit} (of {@link #done}) throws from now on; {@link Long#MAX_VALUE} for no limit. */
    void limit(long limit) {
        this.limit = limit;
    }

    /** Thrown when the work passes the limit set. */
    static final class Exhausted extends RuntimeException {
        Exhausted() {
            super(null, null, false, false);
        }
    }
}
