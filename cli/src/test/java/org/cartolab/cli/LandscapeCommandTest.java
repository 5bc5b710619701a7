package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.cli.Run.carto;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code carto score --landscape} and {@code carto list} for Confusing Lands, as a user runs them. */
class LandscapeCommandTest {

    @TempDir
    Path dir;



    private Path file(String text) throws IOException {
        Path path = dir.resolve("land.txt");
        Files.writeString(path, text);
        return path;
    }

    /** The rulebook's worked example (see card-library's fixtures-confusing-lands/worked-example for the hand work). */
    private static final String WORKED_EXAMPLE = """
            shared mighty-river
            distant-outposts b 180 0,0
            roaring-falls b 90 0,-1
            mountain-rampart b 90 -2,0
            wilderness a 0 2,0
            shaded-streams b 0 1,-3
            noble-forests a 270 -2,2
            great-prairie b 180 2,-5
            tranquillity a 0 -2,-2
            """;

    @Test
    void theWorkedExampleScoresSixteen() throws IOException {
        Path land = file(WORKED_EXAMPLE);
        Run run = carto("score", "--game", "confusing-lands", "--landscape", land.toString());
        assertThat(run.exit()).isZero();
        // why: own conditions in the order laid: wilderness 12, noble-forests 12, tranquillity 14; shared 8;
        // 3 x -10; 12 + 12 + 14 + 8 - 30 = 16.
        assertThat(run.lines()).containsExactly(land.toString(),
                "Wilderness wilderness 12",
                "Noble Forests noble-forests 12",
                "Tranquillity tranquillity 14",
                "Shared: Mighty River mighty-river 8",
                "Conditions 3 x -10 -30",
                "Total 16");
        assertThat(run.err()).isEmpty();
    }

    @Test
    void soloRatesTheTotal() throws IOException {
        Path land = file(WORKED_EXAMPLE);
        // why: 16 is at least 10 and below 20 -> Confused (RULES.md 3.9).
        assertThat(carto("score", "--game", "confusing-lands", "--landscape", land.toString(), "--solo").lines())
                .endsWith("Total 16", "Solo rating: Confused");
        // why: a lone mighty-river face b has no condition -> total 0, below 10 -> Lost.
        Path lost = file("mighty-river b 0 0,0\n");
        assertThat(carto("score", "--game", "confusing-lands", "--landscape", lost.toString(), "--solo", "--json")
                .out()).contains("\"total\":0,\"soloRating\":\"Lost\"}");
    }

    @Test
    void jsonIsOneLine() throws IOException {
        Path land = file(WORKED_EXAMPLE);
        Run run = carto("score", "--game", "confusing-lands", "--landscape", land.toString(), "--json");
        assertThat(run.out()).isEqualTo("{\"landscape\":\"" + land + "\",\"conditions\":{\"wilderness\":12,"
                + "\"noble-forests\":12,\"tranquillity\":14},\"shared\":{\"mighty-river\":8},\"conditionCost\":-30,"
                + "\"total\":16}" + System.lineSeparator());
    }

    @Test
    void explainMarksTheScoringCellsOnTheLandscape() throws IOException {
        // why: one card, mighty-river face a: "~ew ~ew ~ew" / "# # F"; its own condition: the three rivers join
        // end to end -> 4 x 3 = 12, minus 10.
        Path land = file("mighty-river a 0 0,0\n");
        Run run = carto("score", "--game", "confusing-lands", "--landscape", land.toString(), "--explain");
        assertThat(run.exit()).isZero();
        assertThat(run.lines()).contains("Mighty River (mighty-river): 12", "[~][~][~]", "# # F", "Total 2");
    }

    @Test
    void aMisspeltCardHasASuggestionAndNoOwnConditionMeansNoSharedPoints() throws IOException {
        Path land = file("shared tranquillity\ntranquillity-typo b 0 0,0\n");
        Run bad = carto("score", "--game", "confusing-lands", "--landscape", land.toString());
        assertThat(bad.exit()).isEqualTo(1);
        assertThat(bad.err().strip()).isEqualTo(land + ":2:1: error: unknown card 'tranquillity-typo' in "
                + "confusing-lands. Maybe you meant 'tranquillity'? The cards: carto list --game confusing-lands.");
        Path good = file("shared tranquillity\nwilderness b 0 0,0\n");
        // why: wilderness face b "C D W" / "~ew ~ew ~ew" has 3 + 0 tranquillity cells but no own condition -> 0.
        assertThat(carto("score", "--game", "confusing-lands", "--landscape", good.toString()).lines())
                .contains("Shared: Tranquillity tranquillity 0 (no condition of your own)", "Total 0");
    }

    @Test
    void everyBadLineIsReportedWithLineAndColumn() throws IOException {
        Path land = file(String.join("\n",
                "// one problem per line",
                "mighty-river a 0 0,0",
                "noble-forests c 0 0,1",
                "noble-forests a 45 0,1",
                "noble-forests a 90 zero,1",
                "noble-forests a 90",
                "noble-forests b 0 0,0",
                "wilderness b 0 5,5",
                "mighty-river b 0 0,0",
                "shared mighty-river",
                "shared tranquillity",
                "shared noble-forests",
                ""));
        Run run = carto("score", "--game", "confusing-lands", "--landscape", land.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).isEmpty();
        String p = land.toString();
        assertThat(run.err().lines()).containsExactly(
                p + ":3:15: error: the card 'noble-forests' has the faces a and b, not 'c'.",
                p + ":4:17: error: the rotation is 0, 90, 180 or 270 (degrees clockwise), not '45'.",
                p + ":5:20: error: the position is ROW,COL (the landscape row and column of the card's top-left "
                        + "cell, e.g. 0,2 or -1,3), not 'zero,1'.",
                p + ":6:17: error: a card line is 'CARD FACE ROTATION ROW,COL', e.g. 'mighty-river a 90 0,2', but "
                        + "this line has 3 fields.",
                p + ":7:1: error: cannot lay noble-forests: the card would cover the scoring condition at row 1, "
                        + "column 0; a new card may not cover any cell of a condition (RULES.md 3.5).",
                p + ":8:1: error: cannot lay wilderness: the card does not overlap the landscape; every card after "
                        + "the first must cover at least one cell of it (RULES.md 3.5).",
                p + ":9:1: error: cannot lay mighty-river: the card 'mighty-river' is already in the landscape; each "
                        + "card is laid once.",
                p + ":10:1: error: the card 'mighty-river' is in the landscape, so it cannot be the shared "
                        + "condition.",
                p + ":11:1: error: the shared condition is already named on line 10; name it once.",
                p + ":12:1: error: the shared condition is already named on line 10; name it once.");
    }

    @Test
    void usageErrorsExitWithTwo() throws IOException {
        Path land = file("mighty-river a 0 0,0\n");
        Run both = carto("score", "--game", "confusing-lands", "--landscape", land.toString(), "--board", "x.txt");
        assertThat(both.exit()).isEqualTo(2);
        assertThat(both.err()).contains("not both");
        Run mapGame = carto("score", "--landscape", land.toString());
        assertThat(mapGame.exit()).isEqualTo(2);
        assertThat(mapGame.err()).contains("cartographers is not a landscape game");
        Run board = carto("score", "--game", "confusing-lands", "--board", land.toString());
        assertThat(board.exit()).isEqualTo(2);
        assertThat(board.err()).contains("use --landscape FILE");
        Run coins = carto("score", "--game", "confusing-lands", "--landscape", land.toString(), "--coins", "2");
        assertThat(coins.exit()).isEqualTo(2);
        assertThat(coins.err()).contains("--cards, --coins and --map are for map boards");
    }

    @Test
    void severalLandscapesAreRanked() throws IOException {
        Path first = dir.resolve("first.txt");
        Files.writeString(first, "mighty-river a 0 0,0\n");
        Path second = dir.resolve("second.txt");
        Files.writeString(second, "tranquillity b 0 0,0\n");
        // why: first: 12 - 10 = 2 (conditions [12]); second: no condition, total 0.
        Run run = carto("score", "--game", "confusing-lands", "--landscape", second.toString(), "--landscape",
                first.toString());
        assertThat(run.lines()).endsWith("1. " + first + " 2 (conditions [12])", "2. " + second + " 0 (conditions [])");
    }

    @Test
    void aDesignersCardUsesDistanceOnAMapWithoutJava() throws IOException {
        // why: villages (0,0) and (2,2) are 2 steps from M(0,2); (2,0) is 4 steps away -> 2 x 3 = 6.
        Path board = dir.resolve("board.txt");
        Files.writeString(board, "V.M\n...\nV.V\n");
        Run run = carto("score", "--game", "../samples/designer/village-outposts.carto", "--board", board.toString(),
                "--cards", "village-outposts", "--json");
        assertThat(run.exit()).isZero();
        assertThat(run.out()).contains("\"cards\":{\"village-outposts\":6}");
    }

    @Test
    void listShowsTheCardsAndTheirConditions() {
        Run run = carto("list", "--game", "confusing-lands");
        assertThat(run.exit()).isZero();
        assertThat(run.lines()).contains("mighty-river landscape Mighty River (stand-in faces) "
                + "a: ~ew ~ew ~ew / # # F (condition mighty-river) | b: F ~ns M / V ~ns D");
        assertThat(run.lines().stream().filter(line -> line.matches("[a-z-]+ scoring .*"))).hasSize(18);
        assertThat(run.lines().stream().filter(line -> line.matches("[a-z-]+ landscape .*"))).hasSize(18);
    }
}
