package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.cli.Run.carto;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * carto check --board on a hand-made puzzle: map A with nothing drawn, Hamlet then Fishing Village, scored by Great
 * City and Sentinel Wood. Every board below is worked by hand.
 */
class CheckCommandTest {

    @TempDir
    Path dir;

    private static final String PUZZLE = """
            uses cartographers
            puzzle hand "cartolab/test/hand" {
                game cartographers
                map A
                cards hamlet, fishing-village
                scoring great-city, sentinel-wood
            }
            """;

    // Map A's rows, with the hamlet's large shape ("XXX" "XX.") at A1 B1 C1 A2 B2 and the fishing village's four
    // cells in a row at E1 F1 G1 H1, both in village.
    private static final String VALID = """
            VVV.VVVV...
            VV.M.R.....
            .R......MR.
            ...........
            ...........
            .....M.....
            ...........
            ...........
            .RM......R.
            .....R.M...
            ...........
            """;

    private Run check(String board) throws IOException {
        Path puzzle = dir.resolve("hand.carto");
        Files.writeString(puzzle, PUZZLE);
        Path final_ = dir.resolve("final.txt");
        Files.writeString(final_, board);
        return carto("check", puzzle.toString(), "--board", final_.toString(), "--time-limit", "120");
    }

    @Test
    void aMapTheCardsDrawScoresAndShowsTheGapToPar() throws IOException {
        Run run = check(VALID);
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
        // why: two village clusters (A1-C1+A2-B2: 5 cells; E1-H1: 4 cells), neither touches a mountain (D2 touches
        // only the empty D1, C2, E2, D3): Great City = the largest = 5. No forest: Sentinel Wood 0. Neither shape is
        // a coin shape and no mountain is surrounded: coins 0; no monsters: 0. Total 5.
        assertThat(run.out()).contains("Score: 5 (great-city 5, sentinel-wood 0, coins 0, monsters 0)");
        // why: the par is 9: Great City counts one cluster of at most 5 + 4 = 9 cells (the hamlet's large shape and
        // the fishing village, joined away from the mountains); the coin shape instead gives 3 + 4 + 1 coin = 8;
        // no mountain of map A is on the edge, so surrounding one takes four drawn cells next to it, and then the
        // cluster touches the mountain and scores nothing. 9 - 5 = 4.
        assertThat(run.out()).contains("Par: 9; you are 4 points below it.");
    }

    @Test
    void anExtraCellIsRejected() throws IOException {
        // A village at I8 (row 8, column I) besides the two drawings: 10 new cells where the cards draw at most
        // 5 + 4 = 9.
        String board = VALID.replace("...........\n...........\n.RM", "...........\n........V..\n.RM");
        Run run = check(board);
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("cannot be drawn with the puzzle's cards")
                .contains("the map has 10 cells drawn beyond the start, but the puzzle's cards draw at most 9: "
                        + "1 extra cell.")
                .contains("extra cell at I8 (village): it stands alone");
    }

    @Test
    void aWrongTerrainIsRejected() throws IOException {
        // The fishing village drawn as farm: no card of this puzzle draws farm.
        Run run = check(VALID.replace("VVV.VVVV...", "VVV.PPPP..."));
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("wrong terrain at E1 (farm): no card of the puzzle draws farm there.");
    }

    @Test
    void aShapeNoCardOffersIsRejected() throws IOException {
        // The fishing village's last cell moved from H1 to G2: E1 F1 G1 G2 is an L of four, which neither card has
        // (the hamlet has an L of three and a P of five, the fishing village a line of four).
        Run run = check(VALID.replace("VVV.VVVV...\nVV.M.R.....", "VVV.VVV....\nVV.M.RV...."));
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("a shape no card offers at E1 (village): the new village cells E1 F1 G1 G2 are "
                + "no shape");
    }

    @Test
    void aChangedStartCellIsRejected() throws IOException {
        // The map sheet's printed mountain at D2 is checked by the board reader against map A.
        Run run = check(VALID.replace("VV.M.R", "VV.V.R"));
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("final.txt:2:4");
    }

    /**
     * A puzzle of two seasons (samples/puzzles/two-seasons.carto): forest, village, forest in the top row. Worked by
     * hand: the cards must draw forest first to score in spring (the 5 coins + 1), then summer scores two forest
     * cells on the edge and no second village cluster (5 + 2): 13, one below the par of 14.
     */
    @Test
    void aMapOfSeveralSeasonsScoresEachSeasonInTheBestOrder() throws IOException {
        Path board = dir.resolve("fvf.txt");
        Files.writeString(board, """
                FVFWWWWWWWW
                WWWMWwWWWWW
                WwWWWWWWMwW
                WWWWWWWWWWW
                WWWWWWWWWWW
                WWWWWMWWWWW
                WWWWWWWWWWW
                WWWWWWWWWWW
                WwMWWWWWWwW
                WWWWWwWMWWW
                WWWWWWWWWWW
                """);
        Run run = carto("check", "../samples/puzzles/two-seasons.carto", "--board", board.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        assertThat(run.out()).contains("the map does not fix the score")
                .contains("Spring: 6 (sentinel-wood 1, shieldgate 0, coins 5, monsters 0)")
                .contains("Summer: 7 (shieldgate 0, sentinel-wood 2, coins 5, monsters 0)")
                .contains("Score: 13").contains("Par: 14; you are 1 point below it.");
    }

    /** The daily of 2026-12-05 as published at 9a5a6cf: five explore cards, par 30; its play's final map. */
    private static final Path DAILY = Path.of("src/test/resources/check/daily-2026-12-05");

    @Test
    void aFiveCardDailyIsCheckedAgainstTheParTheBranchAndBoundProves() {
        Run run = carto("check", DAILY.resolve("puzzle.carto").toString(), "--board",
                DAILY.resolve("final.txt").toString(), "--time-limit", "600");
        assertThat(run.err()).isEmpty();
        assertThat(run.exit()).isZero();
        // why: the five cards (rift-lands, orchard, farmland, hamlet, homestead) draw K7, D4-D6, K2-K3, I1-J2 and
        // G2-G4, replayed by the rules engine; the par 30 is the one Choco proved without a limit on the same
        // puzzle (DailyChocoCrossCheckTest, 2026-12-05), here proven again by the branch-and-bound of carto check
        assertThat(run.out()).contains("  card 5 homestead ")
                .contains("Score: 30 (the-cauldrons 10, greenbough 18, coins 4, monsters -2)")
                .contains("Par: 30 — you reached the optimum.");
    }

    @Test
    void aParThatThePlayBeatsIsAnErrorAtThePar() throws IOException {
        Path json = dir.resolve("puzzle.json");
        Files.writeString(json, Files.readString(DAILY.resolve("puzzle.json")).replace("\"par\": 30,",
                "\"par\": 29,"));
        Run run = carto("check", json.toString(), "--board", DAILY.resolve("final.txt").toString());
        assertThat(run.exit()).isEqualTo(1);
        // why: line 226 of puzzle.json is '  "par": 30,' (two spaces of indent: the name's quote at column 3); the
        // map scores 30 (the test above), one more than the stated 29
        assertThat(run.err()).isEqualTo(json + ":226:3: error: the par is 29, but this play of the puzzle's cards "
                + "scores 30: the par is wrong. Correct it, or make the puzzle again with carto daily."
                + System.lineSeparator());
    }
}
