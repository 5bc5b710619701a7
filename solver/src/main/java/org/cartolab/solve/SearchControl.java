package org.cartolab.solve;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/**
 * How long a search may run and whom it tells: a time limit (or none), a cancel flag polled during the search,
 * a listener for progress, and what a stopped search may spend at its end on its root's reported bound.
 *
 * @param stopReport the share of its own work a stopped search may spend at its end working out its root's
 *                   reported bound, if it was not worked out while it ran ({@link ScoreBound#report}); past that
 *                   share the search reports its own bound of the root instead. {@link #WHOLE_REPORT}: whatever it
 *                   costs, which may be seconds past the time limit (a case split), and is what proves many a
 *                   stopped search (a season's, a daily candidate's).
 */
public record SearchControl(Duration timeLimit, BooleanSupplier cancelled, SearchListener listener,
                            double stopReport) {

    public static final double WHOLE_REPORT = Double.POSITIVE_INFINITY;

    public static final SearchControl UNLIMITED = new SearchControl(null, () -> false, SearchListener.SILENT);

    public SearchControl {
        if (!(stopReport >= 0)) {
            throw new IllegalArgumentException("stop report share " + stopReport + " < 0");
        }
    }

    /** A search that works its root's report out whole when it stops. */
    public SearchControl(Duration timeLimit, BooleanSupplier cancelled, SearchListener listener) {
        this(timeLimit, cancelled, listener, WHOLE_REPORT);
    }

    public static SearchControl within(Duration timeLimit) {
        return new SearchControl(timeLimit, () -> false, SearchListener.SILENT);
    }

    public SearchControl withListener(SearchListener listener) {
        return new SearchControl(timeLimit, cancelled, listener, stopReport);
    }

    public SearchControl withTimeLimit(Duration timeLimit) {
        return new SearchControl(timeLimit, cancelled, listener, stopReport);
    }

    /** The same control with at most {@code share} of a stopped search's work spent on its root's report. */
    public SearchControl withStopReport(double share) {
        return new SearchControl(timeLimit, cancelled, listener, share);
    }

    /** What a search reports while it runs. */
    public interface SearchListener {

        SearchListener SILENT = new SearchListener() {
        };

        /** A better play was found. */
        default void improved(int score, long nodes, long millis) {
        }

        /** The search is alive: nodes so far, the best score so far, the bound it must beat. */
        default void progress(long nodes, int best, int bound, long millis) {
        }
    }
}
