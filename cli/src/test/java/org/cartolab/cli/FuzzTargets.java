package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;

/**
 * The fuzzing suite's targets: one input file of each kind a user hands to carto, run through the very commands
 * a user runs. The oracle is the same for all: the command ends within its time bound with a result or with a
 * message that names the file (and, for a format error, the line), never an internal error or a stack trace.
 */
enum FuzzTargets {

    /** A designer's .carto file: validated, then solved (a puzzle) or used as the game of a score. */
    CARTO("carto") {
        @Override
        List<Run> run(Path file) {
            List<Run> runs = new ArrayList<>(List.of(carto("validate", file.toString())));
            if (runs.get(0).exit() == ExitCode.OK) {
                String text = read(file);
                if (text.contains("puzzle ")) {
                    runs.add(carto("solve", file.toString(), "--time-limit", "2s"));
                } else if (text.contains("hexmap") || text.contains("objective")) {
                    runs.add(carto("score", "--game", file.toString(), "--placements",
                            SAMPLES.resolve("placements/inkas-opening.txt").toString()));
                } else {
                    runs.add(carto("score", "--game", file.toString(), "--board",
                            SAMPLES.resolve("boards/map-a-autumn.txt").toString()));
                }
            }
            return runs;
        }
    },
    BOARD("txt") {
        @Override
        List<Run> run(Path file) {
            return List.of(carto("score", "--board", file.toString(), "--map", "A", "--explain"));
        }
    },
    LANDSCAPE("landscape") {
        @Override
        List<Run> run(Path file) {
            return List.of(carto("score", "--game", "confusing-lands", "--landscape", file.toString()));
        }
    },
    PLACEMENTS("txt") {
        @Override
        List<Run> run(Path file) {
            return List.of(carto("score", "--game", "rise-of-the-inkas", "--placements", file.toString()));
        }
    },
    MOVES("json") {
        @Override
        List<Run> run(Path file) {
            return List.of(carto("check", HAND_MADE.resolve("puzzle.json").toString(), "--moves", file.toString()));
        }
    },
    PUZZLE("json") {
        @Override
        List<Run> run(Path file) {
            return List.of(carto("check", file.toString(), "--moves", HAND_MADE.resolve("solution.json").toString()),
                    carto("solve", file.toString(), "--time-limit", "2s"));
        }
    };

    /** The shipped samples, from the cli module (where Maven runs its tests). */
    static final Path SAMPLES = Path.of("..", "samples");
    static final Path HAND_MADE = SAMPLES.resolve("puzzles/sample-hand-made");

    /** Generous: a valid input takes well under a second; only a hang comes near it. */
    private static final Duration BOUND = Duration.ofSeconds(30);

    final String extension;

    FuzzTargets(String extension) {
        this.extension = extension;
    }

    abstract List<Run> run(Path file);

    /** Writes {@code input} to a file in {@code dir}, runs the target on it and checks the oracle. */
    void check(Path dir, String input) {
        Path file = dir.resolve("input." + extension);
        try {
            Files.writeString(file, input);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
        check(file);
    }

    void check(Path file) {
        List<Run> runs = assertTimeoutPreemptively(BOUND, () -> run(file),
                () -> name() + " input hangs:\n" + read(file));
        for (Run run : runs) {
            String context = name() + " input:\n" + read(file) + "\n--- stderr:\n" + run.err();
            assertThat(run.exit()).as(context).isNotEqualTo(ExitCode.INTERNAL);
            assertThat(run.err()).as(context).doesNotContain("internal error", "Exception", "\tat ");
            if (run.exit() != ExitCode.OK) {
                // The message says which file is at fault, so the user knows where to look: the input, or the
                // sample it was run with (a solution that no longer fits a mutated puzzle is at fault, say).
                assertThat(run.err()).as(context).containsAnyOf(file.getFileName().toString(),
                        SAMPLES.getFileName().toString() + "/");
            }
        }
    }

    private static Run carto(String... args) {
        return Run.carto(args);
    }

    static String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            return "<unreadable: " + e.getMessage() + ">";
        }
    }
}
