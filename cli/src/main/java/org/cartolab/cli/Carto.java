package org.cartolab.cli;

import java.io.PrintWriter;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code carto} command: the entry point of Cartolab on the command line. */
// scope INHERIT: every subcommand gets -h/--help, -V/--version and the version, so a new command cannot miss them.
@Command(name = "carto", scope = CommandLine.ScopeType.INHERIT, mixinStandardHelpOptions = true,
        version = "Cartolab 0.1.0",
        footer = {"", "Examples:", "  carto daily --date 2026-12-24", "  carto score --help",
                "  carto help solve"},
        description = "Cartolab: the Carto language and exact scoring for Cartographers-style map-drawing games.",
        subcommands = {ValidateCommand.class, ScoreCommand.class, PlayCommand.class, ReplayCommand.class,
                ListCommand.class, SolveCommand.class, HintCommand.class, BenchCommand.class,
                OpeningCommand.class, DailyCommand.class, PublishCommand.class, CheckCommand.class, ReviewCommand.class, BalanceCommand.class,
                WorkbenchCommand.class, RenderCommand.class, FmtCommand.class, LspCommand.class,
                CommandLine.HelpCommand.class})
public final class Carto implements Runnable {

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args));
    }

    /** Runs the command with the given streams and returns its exit code (see {@link ExitCode}). */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine commandLine = new CommandLine(new Carto());
        commandLine.setOut(out);
        commandLine.setErr(err);
        commandLine.setExecutionExceptionHandler((exception, line, parseResult) -> {
            if (exception instanceof UserError userError) {
                line.getErr().println("carto: " + userError.getMessage());
                return userError.exitCode();
            }
            // A bug in Cartolab: say so plainly; the stack trace only on request.
            line.getErr().println("carto: internal error: " + exception + ". Please report it; set CARTO_DEBUG=1 "
                    + "to see the stack trace.");
            if (System.getenv("CARTO_DEBUG") != null) {
                exception.printStackTrace(line.getErr());
            }
            return ExitCode.INTERNAL;
        });
        return commandLine.execute(args);
    }

    @Override
    public void run() {
        throw new CommandLine.ParameterException(spec.commandLine(), "Name a command: daily, check, solve, hint, "
                + "validate, fmt, lsp, score, play, replay, list, opening, bench, workbench or render.");
    }
}
