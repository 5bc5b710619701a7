package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.cli.Run.carto;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/** carto solve, hint and bench as a user runs them. */
class SolveCommandTest {

    @TempDir
    Path dir;



    private Path file(String name, String text) throws IOException {
        Path path = dir.resolve(name);
        Files.writeString(path, text);
        return path;
    }

    @Test
    void threadsProveTheSameOptimumAndPrintTheSamePlayWhateverTheirNumber() throws IOException {
        JsonNode choco = new ObjectMapper().readTree(carto("solve", "../samples/puzzles/first-light.carto",
                "--json").out());
        JsonNode two = new ObjectMapper().readTree(carto("solve", "../samples/puzzles/first-light.carto", "--json",
                "--threads", "2").out());
        JsonNode three = new ObjectMapper().readTree(carto("solve", "../samples/puzzles/first-light.carto",
                "--json", "--threads", "3").out());
        assertThat(two.get("proven").asBoolean()).isTrue();
        assertThat(two.get("score").asInt()).isEqualTo(choco.get("score").asInt());
        assertThat(three.get("moves")).isEqualTo(two.get("moves"));
        assertThat(three.get("board")).isEqualTo(two.get("board"));
        Run counted = carto("solve", "../samples/puzzles/first-light.carto", "--threads", "2", "--count-optimal");
        assertThat(counted.exit()).isEqualTo(2);
        assertThat(counted.err()).contains("--count-optimal counts with Choco, on one thread");
    }

    @Test
    void onThreadsAPuzzleOfFiveStepsStartsFromTheWindowsPlayAndProvesChocosOptimum() throws IOException {
        // Five steps: the windows search first (WindowsFirst), and the branch-and-bound must still prove Choco's
        // optimum, with a play the verifier scores as printed.
        Path five = file("five.carto", """
                uses cartographers
                puzzle five "Five rifts" {
                    game cartographers
                    map A
                    start {
                        "......WWWWW"
                        "...MWwWWWWW"
                        "WwWWWWWWMwW"
                        "WWWWWWWWWWW"
                        "WWWWWWWWWWW"
                        "WWWWWMWWWWW"
                        "WWWWWWWWWWW"
                        "WWWWWWWWWWW"
                        "WwMWWWWWWwW"
                        "WWWWWwWMWWW"
                        "WWWWWWWWWWW"
                    }
                    season "Spring"
                    cards rift-lands, rift-lands, rift-lands, rift-lands, rift-lands
                    scoring sentinel-wood, shieldgate
                }
                """);
        JsonNode choco = new ObjectMapper().readTree(carto("solve", five.toString(), "--json").out());
        Run run = carto("solve", five.toString(), "--threads", "2");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("Optimum: " + choco.get("score").asInt() + " (proven)",
                "windows and branch-and-bound on 2 threads",
                "Verified: the rules engine replays this play and scores it " + choco.get("score").asInt());
    }

    @Test
    void solveProvesTheSamplePuzzleAndItsPlayAddsUp() throws IOException {
        Run run = carto("solve", "../samples/puzzles/first-light.carto", "--json");
        assertThat(run.exit()).as(run.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.get("proven").asBoolean()).isTrue();
        assertThat(json.get("gap").asInt()).isZero();
        assertThat(json.get("bound").asInt()).isEqualTo(json.get("score").asInt());
        JsonNode moves = json.get("moves");
        // temple-ruins is no step: orchard and fishing-village are.
        assertThat(moves).hasSize(2);
        assertThat(moves.get(0).get("card").asText()).isEqualTo("orchard");
        assertThat(moves.get(1).get("scoreAfter").asInt()).isEqualTo(json.get("score").asInt());
        // After a ruins card the orchard must cover a ruins cell of map A: F2, B3, J3, B9, J9, F10, i.e. [row,
        // column] from 0 as in solution.json: [1,5], [2,1], [2,9], [8,1], [8,9], [9,5].
        assertThat(moves.get(0).get("cells").toString()).containsAnyOf("[1,5]", "[2,1]", "[2,9]", "[8,1]",
                "[8,9]", "[9,5]");
    }

    @Test
    void aPuzzleOfTwoSeasonsScoresEachSeasonOnItsOwnMap() throws IOException {
        // why: worked by hand in the sample's comment: forest everywhere scores spring 1 + summer 3, and a middle
        // forest then two villages spring 1 + summer 1 + 2 * 1; each season adds the 5 coins of the surrounded
        // mountains: 14, by 3! + 2 = 8 plays. Scoring only the final map would give 9 (one season).
        Run run = carto("solve", "../samples/puzzles/two-seasons.carto", "--count-optimal", "--json");
        assertThat(run.exit()).as(run.err()).isZero();
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.get("score").asInt()).isEqualTo(14);
        assertThat(json.get("proven").asBoolean()).isTrue();
        assertThat(json.get("optimalCount").asLong()).isEqualTo(8);
        JsonNode seasons = json.get("seasons");
        assertThat(seasons).hasSize(2);
        assertThat(seasons.get(0).get("title").asText()).isEqualTo("Spring");
        assertThat(seasons.get(0).get("score").asInt()).isEqualTo(6);
        assertThat(seasons.get(1).get("score").asInt()).isEqualTo(8);

        Run text = carto("solve", "../samples/puzzles/two-seasons.carto");
        assertThat(text.out()).contains("3 cards in 2 seasons").contains("Spring: 1 card, scoring "
                + "sentinel-wood + shieldgate").contains("Seasons: Spring 6, Summer 8");
    }

    @Test
    void aSeasonEndingWithARuinsCardIsAnError() throws IOException {
        Path bad = file("ruins-season.carto", """
                uses cartographers

                puzzle ruined {
                    game cartographers
                    map A
                    season "Spring" cards hamlet, temple-ruins scoring sentinel-wood
                    season "Summer" cards orchard scoring canal-lake
                }
                """);
        Run run = carto("solve", bad.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("ruins-season.carto:6:35: error: A season cannot end with a ruins card");
        assertThat(run.err()).doesNotContain("Exception");
    }

    @Test
    void aSeasonWithoutADrawingCardIsAnError() throws IOException {
        Path bad = file("ruins-only.carto", """
                uses cartographers

                puzzle ruined {
                    game cartographers
                    map A
                    season "Spring" cards hamlet scoring sentinel-wood
                    season "Summer" cards temple-ruins scoring canal-lake
                }
                """);
        Run run = carto("solve", bad.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("ruins-only.carto:7:27: error: This season has no card that draws");
    }

    @Test
    void solveTextNamesTheProofAndTheVerification() {
        Run run = carto("solve", "../samples/puzzles/first-light.carto");
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("Optimum: ").contains("(proven)")
                .contains("Verified: the rules engine replays this play");
    }

    @Test
    void aTimeLimitGivesNotProvenWithItsBound() throws IOException {
        Run run = carto("solve", "../samples/puzzles/first-light.carto", "--time-limit", "1ms", "--json");
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("\"proven\":false");
        JsonNode json = new ObjectMapper().readTree(run.out());
        assertThat(json.get("bound").asInt()).isGreaterThanOrEqualTo(json.get("score").asInt());
        assertThat(json.get("gap").asInt()).isEqualTo(json.get("bound").asInt() - json.get("score").asInt());
    }

    @Test
    void aBadPuzzleFileIsReportedWithPositions() {
        Run run = carto("solve", "../samples/puzzles/typos.carto");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err())
                .contains("typos.carto:7:9: error: The start has 2 rows but the map sheet 'A' has 11.")
                .contains("typos.carto:10:11: error: Unknown explore or ambush card 'hamlett'. Maybe you meant "
                        + "'hamlet'?")
                .contains("typos.carto:11:28: error: The scoring card 'sentinel-wood' is listed twice.");
        assertThat(run.err()).doesNotContain("Exception");
    }

    @Test
    void aFileWithoutAPuzzleSaysHowToWriteOne() throws IOException {
        Path empty = file("nothing.carto", "uses cartographers\n");
        Run run = carto("solve", empty.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("defines no puzzle").contains("puzzle first-light");
    }

    // Worked by hand: the only empty cell is the centre, so the hamlet (no shape fits) falls back to one village
    // cell there. Then all 8 forests lie on the edge (Sentinel Wood 8) and all 8 have every side filled or at the
    // edge (Treetower 8); no coins, no monsters: 16.
    @Test
    void hintRanksTheOnlyLegalMoveWithItsScore() throws IOException {
        Path board = file("ring.txt", "FFF\nF.F\nFFF\n");
        Run run = carto("hint", "--board", board.toString(), "--card", "hamlet",
                "--cards", "sentinel-wood,treetower");
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("hamlet: 1 legal moves")
                .contains("  1. village  single cell            B2   score 16");
    }

    @Test
    void hintWithAnUnknownCardSuggestsOne() throws IOException {
        Path board = file("ring.txt", "FFF\nF.F\nFFF\n");
        Run run = carto("hint", "--board", board.toString(), "--card", "hamlt", "--cards", "sentinel-wood");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("no explore or ambush card 'hamlt'").contains("Maybe you meant 'hamlet'?");
    }

    @Test
    void benchNeedsAKnownBenchmark() {
        Run run = carto("bench", "fly");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("unknown benchmark 'fly'");
    }
}
