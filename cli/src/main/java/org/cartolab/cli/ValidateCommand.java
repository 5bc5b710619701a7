package org.cartolab.cli;

import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.dsl.compile.Problem;
import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.library.CardLibrary;

import picocli.CommandLine.Command;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code carto validate FILE...}: checks .carto files together, so they may refer to each other. */
@Command(footer = {"", "Examples:",
                "  carto validate samples/designer/typos.carto",
                "  carto validate my-game.carto other.carto"},
        name = "validate", description = {
        "Check .carto files. Every problem is printed to stderr as path:line:col: error|warning: message.",
        "Exit code 0 when there is no error, 1 when there are errors, 2 for a usage error."})
final class ValidateCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "The .carto files to check.")
    private List<String> files;

    @Override
    public Integer call() {
        List<SourceFile> sources = new ArrayList<>();
        for (String file : files) {
            sources.add(new SourceFile(file, InputFiles.read(file)));
        }
        LoadResult result = CardLibrary.loader().load(sources);
        for (Problem problem : result.problems()) {
            spec.commandLine().getErr().println(problem.format());
        }
        long errors = result.problems().stream().filter(Problem::isError).count();
        long warnings = result.problems().size() - errors;
        if (errors > 0) {
            spec.commandLine().getErr().println(errors + " error" + (errors == 1 ? "" : "s") + ", " + warnings
                    + " warning" + (warnings == 1 ? "" : "s") + ".");
            return ExitCode.PROBLEMS;
        }
        spec.commandLine().getOut().println(files.size() + " file" + (files.size() == 1 ? "" : "s") + " checked: "
                + (warnings == 0 ? "no problems." : warnings + " warning" + (warnings == 1 ? "" : "s") + "."));
        return ExitCode.OK;
    }
}
