package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.cli.Run.carto;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.LandscapePuzzle;
import org.cartolab.solve.landscape.ExhaustiveLandscapeSolver;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * {@code carto daily --game confusing-lands} as a user runs it: the same dates give the same bytes; each par is
 * the optimum the exhaustive oracle finds for the puzzle the files state, and the published layout scores it both in
 * {@code carto score} and in {@code carto check}. Hands of 3 cards keep the oracle quick; the daily's 4 are the
 * 31-date run in BENCHMARKS.md.
 */
class LandscapeDailyCommandTest {

    @TempDir
    Path dir;

    @Test
    void twoDatesAreProvenScoredAndTheSameBytesTwice() throws IOException {
        Path first = dir.resolve("a");
        Path second = dir.resolve("b");
        for (Path out : List.of(first, second)) {
            Run run = carto("daily", "--game", "confusing-lands", "--from", "2026-12-05", "--to", "2026-12-06",
                    "--hand", "3", "--out", out.toString());
            assertThat(run.exit()).as(run.err()).isZero();
            assertThat(run.out()).contains("2 puzzles, all proven optimal");
        }
        for (String date : List.of("2026-12-05", "2026-12-06")) {
            List<String> names = files(first.resolve(date));
            assertThat(names).containsExactly("index.html", "puzzle.carto", "puzzle.json", "puzzle.pdf", "puzzle.png",
                    "solution.landscape", "solution.png");
            for (String name : names) {
                assertThat(Files.readAllBytes(second.resolve(date).resolve(name))).as(date + "/" + name)
                        .isEqualTo(Files.readAllBytes(first.resolve(date).resolve(name)));
            }
            Path folder = first.resolve(date);
            JsonNode json = new ObjectMapper().readTree(folder.resolve("puzzle.json").toFile());
            int par = json.get("par").asInt();
            assertThat(json.get("proven").asBoolean()).isTrue();
            assertThat(json.get("cards")).hasSize(3);

            LandscapePuzzle puzzle = puzzle(folder.resolve("puzzle.carto"));
            assertThat(puzzle.shared().id()).isEqualTo(json.get("shared").get("card").asText());
            assertThat(new ExhaustiveLandscapeSolver(puzzle).solve().score()).as("the oracle's optimum of " + date)
                    .isEqualTo(par);

            Run score = carto("score", "--game", "confusing-lands", "--landscape",
                    folder.resolve("solution.landscape").toString());
            assertThat(score.lines()).contains("Total " + par);
            Run check = carto("check", folder.resolve("puzzle.carto").toString(), "--landscape",
                    folder.resolve("solution.landscape").toString());
            assertThat(check.exit()).as(check.err()).isZero();
            assertThat(check.out()).contains("you reached the optimum");
        }
    }

    @Test
    void aHandTheDeckCannotHoldIsRefused() {
        Run run = carto("daily", "--game", "confusing-lands", "--date", "2026-12-05", "--hand", "0", "--out",
                dir.toString());
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("--hand: a hand of Confusing Lands has 1 to 17 cards, not 0.");
    }

    private static LandscapePuzzle puzzle(Path file) throws IOException {
        var result = CardLibrary.loader().load(List.of(new org.cartolab.dsl.compile.SourceFile(file.toString(),
                Files.readString(file))));
        assertThat(result.problems()).isEmpty();
        return result.workspace().orElseThrow().landscapePuzzles().get(0);
    }

    private static List<String> files(Path folder) throws IOException {
        try (Stream<Path> list = Files.list(folder)) {
            return list.map(path -> path.getFileName().toString()).sorted().toList();
        }
    }
}
