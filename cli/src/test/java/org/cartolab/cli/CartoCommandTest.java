package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.cli.Run.carto;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** The carto command as a user runs it: arguments in, text and an exit code out. */
class CartoCommandTest {

    @TempDir
    Path dir;



    private Path file(String name, String text) throws IOException {
        Path path = dir.resolve(name);
        Files.writeString(path, text);
        return path;
    }

    // Worked by hand: forests at (0,0) and (2,2) lie on the edge (Sentinel Wood 2); no empty cell has four
    // filled-or-edge sides (Cauldrons 0); the four empty cells around the monster cost 4; 2 coins.
    private static final String SMALL_BOARD = "// a small board\nF..\n.X.\n..F\n";

    @Test
    void scoreJsonIsExactlyOneLineInTheDocumentedShape() throws IOException {
        Path board = file("small.txt", SMALL_BOARD);
        Run run = carto("score", "--game", "cartographers", "--board", board.toString(),
                "--cards", "sentinel-wood,the-cauldrons", "--coins", "2", "--json");
        assertThat(run.exit()).isZero();
        assertThat(run.out()).isEqualTo("{\"board\":\"" + board + "\",\"cards\":{\"sentinel-wood\":2,"
                + "\"the-cauldrons\":0},\"coins\":2,\"monsters\":-4,\"total\":0}" + System.lineSeparator());
    }

    @Test
    void repeatedBoardsGiveJsonLines() throws IOException {
        Path first = file("a.txt", SMALL_BOARD);
        Path second = file("b.txt", "FFF\nFFF\nFFF\n"); // 8 edge forests; no empty cell, no monster
        Run run = carto("score", "--board", first.toString(), "--board", second.toString(),
                "--cards", "sentinel-wood", "--json");
        assertThat(run.out().lines()).containsExactly(
                "{\"board\":\"" + first + "\",\"cards\":{\"sentinel-wood\":2},\"coins\":0,\"monsters\":-4,\"total\":-2}",
                "{\"board\":\"" + second + "\",\"cards\":{\"sentinel-wood\":8},\"coins\":0,\"monsters\":0,\"total\":8}");
    }

    @Test
    void allCardsAreTheSixteenOfTheBaseGame() throws IOException {
        Run run = carto("score", "--board", file("a.txt", SMALL_BOARD).toString(), "--json");
        assertThat(run.out()).contains("\"sentinel-wood\":", "\"the-cauldrons\":", "\"shieldgate\":");
        assertThat(run.out().split("\"[a-z-]+\":-?\\d+", -1)).hasSize(16 + 3 + 1);
    }

    @Test
    void explainMarksTheCellsThatScored() throws IOException {
        Run run = carto("score", "--board", file("a.txt", SMALL_BOARD).toString(), "--cards", "sentinel-wood",
                "--explain");
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("Sentinel Wood (sentinel-wood): 2",
                "1 per cell c of forest where c touches edge  (2 items)",
                "   [F] .  .", "    .  X  .", "    .  . [F]");
    }

    @Test
    void aMisspeltCardIdIsAUsageErrorWithASuggestion() throws IOException {
        Run run = carto("score", "--board", file("a.txt", SMALL_BOARD).toString(), "--cards", "great-cty");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("no scoring card 'great-cty'", "Maybe you meant 'great-city'?");
        assertThat(run.err()).doesNotContain("Exception", "\tat ");
    }

    @Test
    void aBadBoardIsReportedWithLineAndColumnAndExitCodeOne() throws IOException {
        Path board = file("bad.txt", "// comment\nF.Q\n..\n");
        Run run = carto("score", "--board", board.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains(board + ":3:3: error: row 2 has 2 cells but row 1 has 3");
        Path unknown = file("unknown.txt", "F.Q\n...\n");
        assertThat(carto("score", "--board", unknown.toString()).err())
                .contains(unknown + ":1:3: error: unknown cell 'Q'.");
    }

    @Test
    void theMapOptionChecksSizeAndPrintedCells() throws IOException {
        Path small = file("small.txt", SMALL_BOARD);
        Run run = carto("score", "--board", small.toString(), "--map", "A");
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("the board is 3x3 but map A is 11x11");
        Run ok = carto("score", "--board", "../samples/boards/map-a-autumn.txt", "--map", "A", "--json");
        assertThat(ok.exit()).isZero();
        Run wrongMap = carto("score", "--board", "../samples/boards/map-a-autumn.txt", "--map", "B");
        assertThat(wrongMap.exit()).isEqualTo(1);
        assertThat(wrongMap.err()).contains(":3:4: error: 'M' is mountain, which is printed on the map, but map B has '.' here.",
                "more cells differ from map B");
        assertThat(wrongMap.err().lines()).hasSize(6);
        assertThat(carto("score", "--board", small.toString(), "--map", "C").err())
                .contains("has no map sheet 'C'", "Its maps: A, B.");
    }

    @Test
    void usageErrorsExitWithTwo() {
        assertThat(carto("score").exit()).isEqualTo(2);
        assertThat(carto("score", "--board", "no-such-board.txt").err())
                .contains("cannot read 'no-such-board.txt': there is no such file.");
        assertThat(carto("validate").exit()).isEqualTo(2);
        assertThat(carto("frobnicate").exit()).isEqualTo(2);
        assertThat(carto("score", "--game", "cartographer", "--board", "x").err())
                .contains("unknown game 'cartographer'. Maybe you meant 'cartographers'?");
    }

    @Test
    void validatePrintsEveryProblemAsPathLineColumn() {
        Run run = carto("validate", "../samples/designer/typos.carto");
        assertThat(run.exit()).isEqualTo(1);
        String path = "../samples/designer/typos.carto";
        assertThat(run.err().lines()).contains(
                path + ":6:5: error: The shape 'crooked' has a row of length 1 but the first row has length 3. "
                        + "Every row needs the same length; pad gaps with '.'.",
                path + ":9:43: error: Unknown terrain 'forst'. Maybe you meant 'forest'?",
                path + ":20:37: error: Unknown scoring card 'lonely-tower'. Maybe you meant 'lonely-towers'?");
        assertThat(run.err()).contains(path + ":13:48: error: Unknown name 'watr'", "Maybe you meant 'water'?");
        assertThat(run.err()).contains(path + ":18:9: error: The name 'forest' is already used by the terrain");
        assertThat(run.err()).contains(path + ":16:40: error: The 'where' of 'cell' needs a condition");
        assertThat(run.err().lines()).noneMatch(line -> line.startsWith("library:"));
        assertThat(run.err()).doesNotContain("Exception");
    }

    @Test
    void validateAcceptsTheLibraryAndADesignersVariant() {
        Run run = carto("validate", "../samples/designer/diagonal-lakes.carto");
        assertThat(run.exit()).isZero();
        assertThat(run.err()).isEmpty();
        assertThat(run.out()).isEqualTo("1 file checked: no problems." + System.lineSeparator());
    }

    @Test
    void aDesignersCardScoresWithoutJava() throws IOException {
        // Water cells (0,0) (1,1) (2,2) form a down-right run of 3; (0,2) is a run of 1: 2 * 3 = 6.
        Path board = file("lakes.txt", "W.W\n.W.\n..W\n");
        Run run = carto("score", "--game", "../samples/designer/diagonal-lakes.carto", "--board", board.toString(),
                "--cards", "diagonal-lakes", "--json");
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("\"cards\":{\"diagonal-lakes\":6}");
    }

    @Test
    void playIsDeterministicAndItsLogReplays() throws IOException {
        Path log = dir.resolve("game.json");
        Run first = carto("play", "--solo", "--seed", "42", "--policy", "greedy", "--log", log.toString());
        Run second = carto("play", "--solo", "--seed", "42", "--policy", "greedy");
        assertThat(first.exit()).isZero();
        assertThat(first.out()).isEqualTo(second.out());
        assertThat(first.out()).contains("spring ", "summer ", "autumn ", "winter ", "Final map:", "Solo score");
        Run replay = carto("replay", log.toString());
        assertThat(replay.exit()).isZero();
        assertThat(replay.out()).contains("The log replays exactly");
        assertThat(carto("play", "--seed", "42", "--json").out()).isEqualTo(Files.readString(log));
    }

    @Test
    void aTamperedLogIsRejectedWithTheMoveNumber() throws IOException {
        Path log = dir.resolve("game.json");
        carto("play", "--players", "2", "--seed", "3", "--policy", "random,greedy", "--log", log.toString());
        String text = Files.readString(log);
        // Move 1 moved off the map.
        String line = text.lines().filter(l -> l.contains("\"move\":1,")).findFirst().orElseThrow();
        String tampered = text.replace(line, line.replaceAll("\"row\":\\d+", "\"row\":20"));
        Files.writeString(log, tampered);
        Run replay = carto("replay", log.toString());
        assertThat(replay.exit()).isEqualTo(1);
        assertThat(replay.err()).contains("does not replay: move 1: ", "at row 20", "is not legal here");
        Files.writeString(log, "{ not json");
        assertThat(carto("replay", log.toString()).err()).contains("not a game log: line 1");
    }

    @Test
    void playRejectsBadOptions() {
        assertThat(carto("play", "--seed", "1", "--policy", "greddy").err())
                .contains("no policy 'greddy'. Maybe you meant 'greedy'?");
        assertThat(carto("play", "--seed", "1", "--players", "3", "--policy", "random,greedy").exit()).isEqualTo(2);
        assertThat(carto("play", "--seed", "1", "--map", "C").err()).contains("no map sheet 'C'");
        assertThat(carto("play", "--solo", "--players", "2", "--seed", "1").exit()).isEqualTo(2);
    }

    @Test
    void listShowsEveryCardOfAGameWithDeckAndSoloValue() {
        Run run = carto("list", "--game", "cartographers", "--json");
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("{\"id\":\"sentinel-wood\",\"name\":\"Sentinel Wood\",\"kind\":\"scoring\","
                + "\"deck\":\"forest\",\"solo\":25,\"text\":");
        assertThat(run.out().split("\"kind\":\"scoring\"", -1)).hasSize(17);
        assertThat(run.out().split("\"kind\":\"explore\"", -1)).hasSize(11);
        assertThat(run.out()).contains("\"kind\":\"rift\"", "\"kind\":\"ambush\"", "\"kind\":\"season\"");
        Run heroes = carto("list", "--game", "cartographers-heroes");
        assertThat(heroes.out()).contains("dal-of-jolev", "hero", "letter Z", "[heroes-arrangement, solo 30]");
    }
}
