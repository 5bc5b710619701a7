package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.cli.Run.carto;

import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

import picocli.CommandLine;

/** What a new user types first: --help and --version, on the command and on every subcommand. */
class HelpAndVersionTest {

    /** Every command path (e.g. ["score"]), read from the command line itself so a new command is covered. */
    static Stream<List<String>> commandPaths() {
        List<List<String>> paths = new ArrayList<>();
        collect(Carto.full(), new ArrayList<>(), paths);
        return paths.stream();
    }

    static Stream<List<String>> commandPathsWithVersion() {
        return commandPaths().filter(path -> !path.equals(List.of("help")));
    }

    private static void collect(CommandLine line, List<String> path, List<List<String>> paths) {
        paths.add(List.copyOf(path));
        line.getSubcommands().forEach((name, sub) -> {
            List<String> longer = new ArrayList<>(path);
            longer.add(name);
            collect(sub, longer, paths);
        });
    }

    @Test
    void everyCommandOfTheBriefIsEnumerated() {
        assertThat(commandPaths().filter(path -> path.size() == 1).map(path -> path.get(0))).contains("score",
                "play", "solve", "daily", "check", "workbench", "render", "opening", "bench", "list", "hint",
                "validate", "replay");
    }

    /** A run builds only the command it names (start-up), by the name the command's own annotation gives it. */
    @Test
    void eachCommandIsRegisteredUnderItsOwnName() {
        Carto.full().getSubcommands().forEach((name, sub) -> {
            Object command = sub.getCommandSpec().userObject();
            assertThat(command.getClass().getAnnotation(CommandLine.Command.class).name()).isEqualTo(name);
            if (!name.equals("help")) { // help names another command: it needs them all
                assertThat(Carto.forArgs(name, "--help").getSubcommands()).containsOnlyKeys(name);
            }
        });
        assertThat(Carto.forArgs("scor").getSubcommands()).hasSameSizeAs(Carto.COMMANDS);
        assertThat(carto("scor").err()).contains("Did you mean: carto score");
    }

    @ParameterizedTest(name = "carto {0} --help")
    @MethodSource("commandPaths")
    void helpPrintsTheUsageAndExamplesAndExitsZero(List<String> path) {
        for (String flag : List.of("--help", "-h")) {
            Run run = carto(Stream.concat(path.stream(), Stream.of(flag)).toArray(String[]::new));
            assertThat(run.exit()).as("exit of %s %s", path, flag).isZero();
            assertThat(run.err()).isEmpty();
            String name = String.join(" ", Stream.concat(Stream.of("carto"), path.stream()).toList());
            if (path.equals(List.of("help"))) {
                // picocli's own help command: a description first, and no --version of its own.
                assertThat(run.out()).contains("Usage: carto help [-h] [COMMAND]");
            } else {
                assertThat(run.out()).startsWith("Usage: " + name).contains("-h, --help", "-V, --version");
                // Each command shows how it is used: at least one example line that runs that very command.
                assertThat(run.out()).contains("Examples:").contains("  " + name + " ");
            }
        }
    }

    @ParameterizedTest(name = "carto {0} --version")
    @MethodSource("commandPathsWithVersion")
    void versionPrintsTheVersion(List<String> path) {
        Run run = carto(Stream.concat(path.stream(), Stream.of("-V")).toArray(String[]::new));
        assertThat(run.exit()).isZero();
        assertThat(run.out()).isEqualTo("Cartolab 0.1.0" + System.lineSeparator());
    }

    @Test
    void aMistypedOptionSuggestsTheRightOne() {
        Run run = carto("score", "--bord", "x.txt");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("'--bord'").contains("Possible solutions: --board");
    }

    @Test
    void aMistypedCommandSuggestsTheRightOne() {
        Run run = carto("solv");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("solve");
    }
}
