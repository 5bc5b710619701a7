package org.cartolab.cli;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.Callable;

import org.cartolab.workbench.WorkbenchMain;

import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;

/**
 * {@code carto workbench}: opens the JavaFX workbench. JavaFX is touched only here, when the command runs, so the
 * other commands stay headless.
 */
@Command(footer = {"", "Examples:",
                "  carto workbench",
                "  carto workbench samples/designer/inkas-crossroads.carto"},
        name = "workbench", description = {
        "Open the workbench: edit a .carto file with live diagnostics, see its cards, play-test a game."})
final class WorkbenchCommand implements Callable<Integer> {

    @Parameters(arity = "0..1", paramLabel = "FILE", description = "The .carto file to open; default: a new one.")
    private Path file;

    @Override
    public Integer call() {
        if (file != null && !Files.isRegularFile(file)) {
            throw UserError.usage("there is no file '" + file + "'.");
        }
        if (!WorkbenchMain.hasDisplay()) {
            throw UserError.usage("the workbench needs a display (none is set: DISPLAY is empty). Run it on a "
                    + "desktop, or under xvfb-run; 'carto render' draws PNGs without one.");
        }
        WorkbenchMain.open(file);
        return ExitCode.OK;
    }
}
