package org.cartolab.solve;

import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

/**
 * The thread pools of the searches and the waiting on their work, in one place: daemon threads (a search cut short
 * never keeps the JVM alive) and a worker's failure rethrown as it was thrown, not wrapped.
 */
public final class Workers {

    private Workers() {
    }

    /** A pool of {@code threads} daemon threads named {@code name}; the caller shuts it down. */
    public static ExecutorService pool(int threads, String name) {
        return Executors.newFixedThreadPool(threads, runnable -> {
            Thread thread = new Thread(runnable, name);
            thread.setDaemon(true);
            return thread;
        });
    }

    /**
     * The result of {@code work}: a worker's unchecked exception rethrown as it is, anything else (or an interrupt of
     * the waiting thread) as an {@link IllegalStateException} naming {@code what} was being waited for.
     */
    public static <T> T await(Future<T> work, String what) {
        try {
            return work.get();
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            throw new IllegalStateException(what + " was interrupted", e);
        } catch (ExecutionException e) {
            throw e.getCause() instanceof RuntimeException runtime ? runtime
                    : new IllegalStateException(what + " failed", e.getCause());
        }
    }
}
