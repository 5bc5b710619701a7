package org.cartolab.workbench.edit;

import java.time.Duration;

/**
 * Runs an action once the calls to {@link #touch()} have paused for a delay: typing re-validates when the typist
 * stops, not on every key.
 */
public final class Debouncer {

    /** Schedules an action after a delay; the returned handle cancels it if it has not run yet. */
    @FunctionalInterface
    public interface Scheduler {
        Runnable schedule(Runnable action, Duration delay);
    }

    private final Scheduler scheduler;
    private final Duration delay;
    private final Runnable action;
    private Runnable cancelPending;

    public Debouncer(Scheduler scheduler, Duration delay, Runnable action) {
        this.scheduler = scheduler;
        this.delay = delay;
        this.action = action;
    }

    /** Something changed: run the action after the delay, unless something changes again first. */
    public synchronized void touch() {
        if (cancelPending != null) {
            cancelPending.run();
        }
        cancelPending = scheduler.schedule(action, delay);
    }
}
