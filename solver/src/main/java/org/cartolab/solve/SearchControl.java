package org.cartolab.solve;

import java.time.Duration;
import java.util.function.BooleanSupplier;

/**
 * How long a search may run and whom it tells: a time limit (or none), a cancel flag polled during the search,
 * and a listener for progress.
 */
public record SearchControl(Duration timeLimit, BooleanSupplier cancelled, SearchListener listener) {

    public static final SearchControl UNLIMITED = new SearchControl(null, () -> false, SearchListener.SILENT);

    public static SearchControl within(Duration timeLimit) {
        return new SearchControl(timeLimit, () -> false, SearchListener.SILENT);
    }

    public SearchControl withListener(SearchListener listener) {
        return new SearchControl(timeLimit, cancelled, listener);
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
