package org.cartolab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.Callable;

import org.cartolab.dsl.compile.Problem;
import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.dsl.formatting.CartoFormat;
import org.cartolab.dsl.formatting.FormatResult;
import org.cartolab.publish.AtomicFiles;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code carto fmt FILE...}: rewrites .carto files in the one layout, or with {@code --check} lists those that are not. */
@Command(name = "fmt", mixinStandardHelpOptions = true, description = {
        "Format .carto files in the one canonical layout (README, \"carto fmt\"): one clause per line, four-space "
                + "indents, single spaces, comments kept. Formatting twice changes nothing.",
        "Files are rewritten in place, atomically (a temporary file renamed over the old one); a file that does not "
                + "parse is reported and left alone.",
        "Exit code 0 when all is well, 1 when a file does not parse or (with --check) would change, 2 for a usage error."},
        footerHeading = "%nExamples:%n", footer = {
                "  carto fmt my-cards.carto                 Rewrite one file.",
                "  carto fmt $(git ls-files '*.carto')      Format every file of a repository.",
                "  carto fmt --check $(git ls-files '*.carto')",
                "                                           In CI: fail and list the files that would change."})
final class FmtCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--check", description = "Change nothing: list the files that are not formatted and exit 1 "
            + "if there are any.")
    private boolean check;

    @Parameters(arity = "1..*", paramLabel = "FILE", description = "The .carto files to format.")
    private List<String> files;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        List<String> changed = new ArrayList<>();
        int broken = 0;
        for (String file : files) {
            FormatResult result = CartoFormat.format(new SourceFile(file, InputFiles.read(file)));
            if (!result.parsed()) {
                broken++;
                result.syntaxErrors().stream().map(Problem::format).forEach(err::println);
                err.println(file + ": not formatted: fix the syntax errors first.");
            } else if (result.changed()) {
                changed.add(file);
                if (!check) {
                    write(Path.of(file), result.formatted());
                }
            }
        }
        if (check) {
            changed.forEach(out::println);
            if (!changed.isEmpty()) {
                err.println(changed.size() + " of " + files.size() + " file" + (files.size() == 1 ? "" : "s")
                        + " not formatted; run carto fmt on " + (changed.size() == 1 ? "it" : "them") + ".");
            }
        } else {
            out.println(changed.size() + " of " + files.size() + " file" + (files.size() == 1 ? "" : "s")
                    + " reformatted.");
        }
        return broken > 0 || (check && !changed.isEmpty()) ? ExitCode.PROBLEMS : ExitCode.OK;
    }

    /** Through {@link AtomicFiles}: a crash or Ctrl-C leaves the old text or the new, never half. */
    private static void write(Path file, String text) {
        try {
            AtomicFiles.writeString(file, text);
        } catch (IOException e) {
            throw UserError.usage("cannot write '" + file + "': " + e.getMessage() + ".");
        }
    }
}
