package org.cartolab.workbench;

import java.nio.file.Path;

import javafx.application.Application;

/**
 * Starts the workbench. A plain class (not an {@link Application}): launching an Application subclass from the
 * class path fails with "JavaFX runtime components are missing".
 */
public final class WorkbenchMain {

    private WorkbenchMain() {
    }

    public static void main(String[] args) {
        open(args.length > 0 ? Path.of(args[0]) : null);
    }

    /** Opens the workbench on a file (or a new document) and returns when its window closes. */
    public static void open(Path file) {
        QuietFx.apply();
        if (file == null) {
            Application.launch(WorkbenchApp.class);
        } else {
            Application.launch(WorkbenchApp.class, file.toString());
        }
    }

    /** Whether a window can be shown: always off Linux; on Linux when an X or Wayland display is set. */
    public static boolean hasDisplay() {
        if (!System.getProperty("os.name", "").toLowerCase().contains("linux")) {
            return true;
        }
        return notBlank(System.getenv("DISPLAY")) || notBlank(System.getenv("WAYLAND_DISPLAY"))
                || "Monocle".equals(System.getProperty("glass.platform"));
    }

    private static boolean notBlank(String value) {
        return value != null && !value.isBlank();
    }
}
