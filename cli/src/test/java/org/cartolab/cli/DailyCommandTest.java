package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.cli.Run.carto;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * carto daily as a user runs it, on one date generated once for the class: the files, their determinism across
 * processes, and carto check on what they contain.
 */
class DailyCommandTest {

    /** A Monday: an Easy target, the quickest to generate. */
    private static final String DATE = "2026-11-30";
    private static final List<String> FILES = List.of("index.html", "puzzle.carto", "puzzle.json", "puzzle.pdf",
            "puzzle.png", "solution.json", "solution.png");

    @TempDir
    static Path dir;

    private static Path day;
    private static JsonNode puzzleJson;
    private static JsonNode solutionJson;



    @BeforeAll
    static void generate() throws IOException {
        Run run = carto("daily", "--date", DATE, "--out", dir.resolve("here").toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
        day = dir.resolve("here").resolve(DATE);
        puzzleJson = new ObjectMapper().readTree(day.resolve("puzzle.json").toFile());
        solutionJson = new ObjectMapper().readTree(day.resolve("solution.json").toFile());
    }

    @Test
    void writesAnArchiveOfTheDatesInTheFolder() throws IOException {
        String archive = Files.readString(dir.resolve("here").resolve("index.html"));
        assertThat(archive).contains("<h2>November 2026</h2>", "<a href=\"" + DATE + "/index.html\">",
                "<span class=\"par\">par " + puzzleJson.path("par").asInt() + "</span>",
                "data-puzzle=\"cartographers/season/" + DATE + "\"");
        assertThat(archive.split("<td class=\"day\"", -1)).as("one linked date").hasSize(2);
    }

    @Test
    void writesTheDaysFilesAndASummary() throws IOException {
        try (Stream<Path> files = Files.list(day)) {
            assertThat(files.map(path -> path.getFileName().toString()).sorted()).containsExactlyElementsOf(FILES);
        }
        assertThat(puzzleJson.path("id").asText()).isEqualTo("cartographers/season/" + DATE);
        assertThat(Files.readString(day.resolve("puzzle.carto"))).contains("puzzle daily-" + DATE + " \"cartographers/"
                + "season/" + DATE + "\" {");
        // The par is proven and greedy play is at least 2 below it (what makes a puzzle good).
        int par = puzzleJson.path("par").asInt();
        assertThat(solutionJson.path("total").asInt()).isEqualTo(par);
        assertThat(puzzleJson.path("grade").path("greedyScore").asInt()).isLessThanOrEqualTo(par - 2);
    }

    @Test
    void theSameDateGivesByteIdenticalFilesInAnotherProcess() throws Exception {
        Path other = dir.resolve("other");
        Process process = new ProcessBuilder(Path.of(System.getProperty("java.home"), "bin", "java").toString(),
                "-cp", System.getProperty("java.class.path"), "org.cartolab.cli.Carto", "daily", "--date", DATE,
                "--out", other.toString(), "--threads", "1").redirectErrorStream(true)
                .redirectOutput(dir.resolve("other.log").toFile()).start();
        assertThat(process.waitFor(30, TimeUnit.MINUTES)).isTrue();
        assertThat(process.exitValue()).as(Files.readString(dir.resolve("other.log"))).isZero();
        for (String name : FILES) {
            assertThat(Files.readAllBytes(other.resolve(DATE).resolve(name))).as(name)
                    .isEqualTo(Files.readAllBytes(day.resolve(name)));
        }
    }

    @Test
    void checkAcceptsTheMapOfTheSolutionAtPar() throws IOException {
        StringBuilder board = new StringBuilder();
        solutionJson.path("board").forEach(row -> board.append(row.asText()).append('\n'));
        Path final_ = dir.resolve("final.txt");
        Files.writeString(final_, board);
        int par = puzzleJson.path("par").asInt();
        for (String puzzle : List.of("puzzle.json", "puzzle.carto")) {
            Run run = carto("check", day.resolve(puzzle).toString(), "--board", final_.toString());
            assertThat(run.err()).as(puzzle).isEmpty();
            assertThat(run.exit()).as(puzzle).isZero();
            assertThat(run.out()).as(puzzle).contains("Score: " + par + " (").contains("Par: " + par
                    + " — you reached the optimum.");
        }
    }

    @Test
    void checkReplaysTheSolutionsMoves() {
        int par = puzzleJson.path("par").asInt();
        Run run = carto("check", day.resolve("puzzle.json").toString(), "--moves",
                day.resolve("solution.json").toString());
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("Score: " + par + " (");
    }

    @Test
    void checkRejectsAMoveTheRulesDoNotAllow() throws IOException {
        // The first move's cells moved to row 1 column 1 and beyond, piled onto each other: never a legal drawing.
        String tampered = Files.readString(day.resolve("solution.json")).replaceFirst(
                "\"cells\" *: *\\[[^\\]]*\\[[^\\]]*\\]", "\"cells\": [[0, 0], [0, 0]");
        Path moves = dir.resolve("tampered.json");
        Files.writeString(moves, tampered);
        Run run = carto("check", day.resolve("puzzle.json").toString(), "--moves", moves.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("is not legal there");
    }

    @Test
    void aBadDateIsAUsageError() {
        Run run = carto("daily", "--date", "2026-13-01", "--out", dir.resolve("bad").toString());
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).isEqualTo("carto: --date '2026-13-01' is not a date; write it as YYYY-MM-DD, e.g. "
                + "2026-11-21." + System.lineSeparator());
    }

    @Test
    void aRangeNeedsBothEndsInOrder() {
        Run half = carto("daily", "--from", "2026-12-01");
        assertThat(half.exit()).isEqualTo(2);
        assertThat(half.err()).contains("a range needs both --from and --to.");
        Run reversed = carto("daily", "--from", "2026-12-02", "--to", "2026-12-01");
        assertThat(reversed.exit()).isEqualTo(2);
        assertThat(reversed.err()).contains("--to 2026-12-01 is before --from 2026-12-02.");
        Run both = carto("daily", "--date", "2026-12-01", "--from", "2026-12-01", "--to", "2026-12-02");
        assertThat(both.exit()).isEqualTo(2);
        assertThat(both.err()).contains("either --date or --from/--to");
    }
}
