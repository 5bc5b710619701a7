package org.cartolab.workbench;

import java.util.logging.Level;
import java.util.logging.Logger;

/**
 * Silences JavaFX's start-up warning about running from the class path ("Unsupported JavaFX configuration"):
 * Cartolab runs non-modular on purpose (STACK.md), so the warning tells the user nothing.
 */
public final class QuietFx {

    /** Held so the logger (and its level) is not garbage-collected. */
    private static final Logger JAVAFX = Logger.getLogger("javafx");

    private QuietFx() {
    }

    public static void apply() {
        JAVAFX.setLevel(Level.SEVERE);
    }
}
