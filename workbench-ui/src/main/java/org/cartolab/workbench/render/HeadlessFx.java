package org.cartolab.workbench.render;

import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;

import javafx.application.Platform;

/**
 * Runs JavaFX work with no display: Monocle's headless platform and the software renderer. Starts the toolkit,
 * runs the work on the FX thread, and always exits the toolkit (its thread would keep the JVM alive).
 */
public final class HeadlessFx {

    private HeadlessFx() {
    }

    public static <T> T run(Callable<T> work) throws Exception {
        org.cartolab.workbench.QuietFx.apply();
        System.setProperty("glass.platform", "Monocle");
        System.setProperty("monocle.platform", "Headless");
        System.setProperty("prism.order", "sw");
        System.setProperty("java.awt.headless", "true");
        CompletableFuture<T> result = new CompletableFuture<>();
        try {
            Platform.startup(() -> {
                try {
                    result.complete(work.call());
                } catch (Throwable e) {
                    result.completeExceptionally(e);
                }
            });
            return result.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof Exception cause) {
                throw cause;
            }
            throw e;
        } finally {
            Platform.exit();
        }
    }
}
