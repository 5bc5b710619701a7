package org.cartolab.cli;

import java.io.PrintWriter;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Supplier;

import picocli.CommandLine;
import picocli.CommandLine.Command;

/** The {@code carto} command: the entry point of Cartolab on the command line. */
// scope INHERIT: every subcommand gets -h/--help, -V/--version and the version, so a new command cannot miss them.
@Command(name = "carto", scope = CommandLine.ScopeType.INHERIT, mixinStandardHelpOptions = true,
        version = "Cartolab 0.1.0",
        footer = {"", "Examples:", "  carto daily --date 2026-12-24", "  carto score --help",
                "  carto help solve"},
        description = "Cartolab: the Carto language and exact scoring for Cartographers-style map-drawing games.")
public final class Carto implements Runnable {

    /**
     * The subcommands by name, in the order help lists them. Picocli reads a command's annotations (by reflection,
     * slowly before the JIT warms up) when the command is added, so a run adds only the command it names, and all of
     * them for help, a bare {@code carto} or a name it does not know (to suggest one): issue 18, start-up.
     */
    static final Map<String, Supplier<Object>> COMMANDS = commands();

    private static Map<String, Supplier<Object>> commands() {
        Map<String, Supplier<Object>> commands = new LinkedHashMap<>();
        commands.put("validate", ValidateCommand::new);
        commands.put("score", ScoreCommand::new);
        commands.put("play", PlayCommand::new);
        commands.put("replay", ReplayCommand::new);
        commands.put("list", ListCommand::new);
        commands.put("solve", SolveCommand::new);
        commands.put("hint", HintCommand::new);
        commands.put("bench", BenchCommand::new);
        commands.put("opening", OpeningCommand::new);
        commands.put("board", BoardCommand::new);
        commands.put("daily", DailyCommand::new);
        commands.put("publish", PublishCommand::new);
        commands.put("check", CheckCommand::new);
        commands.put("review", ReviewCommand::new);
        commands.put("balance", BalanceCommand::new);
        commands.put("workbench", WorkbenchCommand::new);
        commands.put("render", RenderCommand::new);
        commands.put("fmt", FmtCommand::new);
        commands.put("lsp", LspCommand::new);
        commands.put("help", CommandLine.HelpCommand::new);
        return Collections.unmodifiableMap(commands);
    }

    /** The command line with every subcommand. */
    static CommandLine full() {
        CommandLine line = new CommandLine(new Carto());
        COMMANDS.forEach((name, command) -> line.addSubcommand(name, command.get()));
        return line;
    }

    /** The command line a run needs: the one subcommand {@code args} names, or all of them. */
    static CommandLine forArgs(String... args) {
        String named = args.length == 0 ? null : args[0];
        if (named == null || named.equals("help") || !COMMANDS.containsKey(named)) {
            return full();
        }
        CommandLine line = new CommandLine(new Carto());
        line.addSubcommand(named, COMMANDS.get(named).get());
        return line;
    }

    @CommandLine.Spec
    private CommandLine.Model.CommandSpec spec;

    public static void main(String[] args) {
        System.exit(run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args));
    }

    /** Runs the command with the given streams and returns its exit code (see {@link ExitCode}). */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine commandLine = forArgs(args);
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
