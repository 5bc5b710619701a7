package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.cli.Run.carto;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** carto publish as a user runs it: any one-season .carto puzzle becomes the files of a daily, its par proven. */
class PublishCommandTest {

    private static final String PUZZLE = "../samples/puzzles/first-light.carto";

    @TempDir
    Path dir;

    @Test
    void publishesAPuzzleWithItsProvenParAsADailysFiles() throws IOException {
        Run run = carto("publish", PUZZLE, "--date", "2026-12-24", "--out", dir.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        Path folder = dir.resolve("first-light");
        try (Stream<Path> files = Files.list(folder)) {
            assertThat(files.map(path -> path.getFileName().toString()).sorted()).containsExactly("index.html",
                    "puzzle.carto", "puzzle.json", "puzzle.pdf", "puzzle.png", "solution.json", "solution.png");
        }
        // The par is the optimum carto solve proves, and the published solution reaches it by carto check.
        Run solve = carto("solve", PUZZLE);
        Matcher optimum = Pattern.compile("Optimum: (\\d+) \\(proven\\)").matcher(solve.out());
        assertThat(optimum.find()).as(solve.out()).isTrue();
        JsonNode puzzle = new ObjectMapper().readTree(folder.resolve("puzzle.json").toFile());
        assertThat(puzzle.path("par").asInt()).isEqualTo(Integer.parseInt(optimum.group(1)));
        assertThat(puzzle.path("date").asText()).isEqualTo("2026-12-24");
        assertThat(run.out()).contains("par " + optimum.group(1) + " (proven)", "index.html");
        Run check = carto("check", folder.resolve("puzzle.json").toString(), "--moves",
                folder.resolve("solution.json").toString());
        assertThat(check.exit()).as(check.err()).isZero();
        assertThat(check.out()).contains("you reached the optimum");
        // The puzzle's own text travels with it, and the page is the game.
        assertThat(Files.readString(folder.resolve("puzzle.carto"))).isEqualTo(Files.readString(Path.of(PUZZLE)));
        assertThat(Files.readString(folder.resolve("index.html"))).contains("id=\"page-model\"",
                "\"puzzleId\":\"first-light\"");
    }

    @Test
    void theSameDateGivesTheSameBytes() throws IOException {
        assertThat(carto("publish", PUZZLE, "--date", "2026-12-24", "--out", dir.resolve("a").toString()).exit())
                .isZero();
        assertThat(carto("publish", PUZZLE, "--date", "2026-12-24", "--out", dir.resolve("b").toString()).exit())
                .isZero();
        for (String name : List.of("index.html", "puzzle.json", "solution.json", "puzzle.png", "puzzle.pdf")) {
            assertThat(Files.readAllBytes(dir.resolve("b/first-light/" + name))).as(name)
                    .isEqualTo(Files.readAllBytes(dir.resolve("a/first-light/" + name)));
        }
    }

    @Test
    void aPuzzleOfTwoSeasonsIsRefusedWithWhatToDo() {
        Run run = carto("publish", "../samples/puzzles/two-seasons.carto", "--out", dir.toString());
        assertThat(run.exit()).isEqualTo(ExitCode.PROBLEMS);
        assertThat(run.err()).contains("has 2 seasons; a published page plays one", "Publish each season");
        assertThat(dir.toFile().list()).isEmpty();
    }

    @Test
    void anOptimumNotProvenInTimeWritesNothing() throws IOException {
        Path puzzle = dir.resolve("long.carto");
        Files.writeString(puzzle, """
                uses cartographers
                puzzle long-road {
                    game cartographers
                    map A
                    cards orchard, fishing-village, hamlet, marshlands, great-river, homestead
                    scoring greengold-plains, treetower, borderlands, the-broken-road
                }
                """);
        Run run = carto("publish", puzzle.toString(), "--time-limit", "1ms", "--out", dir.resolve("out").toString());
        assertThat(run.exit()).as(run.err()).isEqualTo(ExitCode.PROBLEMS);
        assertThat(run.err()).contains("the optimum of 'long-road' was not proven within", "--time-limit");
        assertThat(dir.resolve("out")).doesNotExist();
    }

    @Test
    void aBadDateIsAUsageError() {
        Run run = carto("publish", PUZZLE, "--date", "24.12.2026", "--out", dir.toString());
        assertThat(run.exit()).isEqualTo(ExitCode.USAGE);
        assertThat(run.err()).contains("'24.12.2026' is not a date; write it as YYYY-MM-DD");
    }
}
