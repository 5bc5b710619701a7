package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.cli.Run.carto;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** Hex games on the command line: scoring placements files, their errors, listing and the best opening. */
class PlacementsCommandTest {

    @TempDir
    Path dir;



    private String file(String text) throws IOException {
        Path path = dir.resolve("placements.txt");
        Files.writeString(path, text);
        return path.toString();
    }

    private static final String OPENING = "../samples/placements/inkas-opening.txt";

    @Test
    void scoresEachObjectiveTermByTerm() {
        Run run = carto("score", "--game", "rise-of-the-inkas", "--placements", OPENING);
        assertThat(run.exit()).isZero();
        // why: e10/e12/f11 is M9 4 + F6 5 + JP5 4 = 13 pips, d13/e12/e14 is A5 4 + F6 5 + JP9 4 = 13; resources
        // ore, wood, potatoes (3 · 2), goods coca (1).
        assertThat(run.out().lines()).containsExactly(
                OPENING + " on beginner",
                "  Expected production (expected-production)",
                "    production    26",
                "    Total         26",
                "  Best opening (best-opening)",
                "    production    26",
                "    resources      6",
                "    goods          1",
                "    Total         33");
    }

    @Test
    void jsonIsOneLinePerFile() {
        Run run = carto("score", "--game", "rise-of-the-inkas", "--placements", OPENING, "--json");
        assertThat(run.out()).isEqualTo("{\"placements\":\"" + OPENING + "\",\"map\":\"beginner\",\"objectives\":"
                + "{\"expected-production\":{\"production\":26,\"total\":26},\"best-opening\":{\"production\":26,"
                + "\"resources\":6,\"goods\":1,\"total\":33}}}" + System.lineSeparator());
    }

    @Test
    void aDesignersObjectivesScoreWithoutJava() {
        Run run = carto("score", "--game", "../samples/designer/inkas-crossroads.carto", "--placements", OPENING,
                "--json");
        // why: the intersections where three different resources meet, listed by hand from the tiles: c4/c6/d5,
        // c6/c8/d7, c8/c10/d9, c12/c14/d13, c4/d3/d5, c8/d7/d9, c12/d11/d13, d3/d5/e4, d7/d9/e8, d11/d13/e12,
        // d7/e6/e8, d9/e8/e10, d11/e10/e12 → 13. Both villages touch F6 (a 6): 2 · 3; no road touches the coast.
        assertThat(run.out()).contains("\"crossroads\":{\"corners\":13,\"total\":13}",
                "\"red-numbers\":{\"buildings\":6,\"coast\":0,\"total\":6}");
    }

    @Test
    void placementErrorsHaveLineColumnAndASuggestion() throws IOException {
        String path = file("""
                village e10/e12/f11
                vilage d13/e12/e14
                village e10/e12/f21
                village e10/e12
                road f5/g4
                city e10/f9/f11
                road b3/b5
                village f3/f5/g4
                road d3/d9
                """);
        Run run = carto("score", "--game", "rise-of-the-inkas", "--placements", path);
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out()).isEmpty();
        assertThat(run.err().lines()).containsExactly(
                path + ":2:1: error: 'vilage' is no piece. Maybe you meant 'village'? Write 'village ID', 'city ID' "
                        + "or 'road ID', e.g. 'village c4/d3/d5'.",
                path + ":3:17: error: 'f21' is no hex of the map 'beginner'. Maybe you meant 'f11'? Hex ids are a "
                        + "column letter and a row number, from a4 to g14.",
                path + ":4:9: error: there is no intersection 'e10/e12' on the map 'beginner'. 'e10/e12' names a "
                        + "path, where roads go. An intersection is named by the three hexes that meet there, e.g. "
                        + "'c4/d3/d5'. The corners of e10 are d9/e8/e10, e8/e10/f9, d9/d11/e10, e10/f9/f11, "
                        + "d11/e10/e12, e10/e12/f11.",
                path + ":5:6: error: no road can be built on 'f5/g4': there is no path between jungle and "
                        + "jungle-frame (no-path-between jungle, jungle-frame).",
                path + ":6:6: error: the city at e10/f9/f11 is next to the village at e10/e12/f11 (line 1); the "
                        + "distance rule wants at least one free intersection between two buildings.",
                path + ":7:6: error: the road on b3/b5 is not connected to a village or city: roads are built out "
                        + "from your own buildings and roads. Place a building at a4/b3/b5 or b3/b5/c4, or a road "
                        + "that leads there.",
                path + ":8:9: error: no path leads to f3/f5/g4, so no village can stand there (no roads between "
                        + "jungle hexes).",
                path + ":9:6: error: there is no path 'd3/d9' on the map 'beginner'. d3 and d9 are not neighbours. "
                        + "A path is named by the two hexes it separates, e.g. 'c4/d3'. Maybe you meant 'd3/d5'?");
    }

    @Test
    void twoPiecesOnOnePlaceAreRejected() throws IOException {
        String path = file("village c4/d3/d5\ncity d5/c4/d3\nroad c4/d3\nroad d3/c4\n");
        Run run = carto("score", "--game", "rise-of-the-inkas", "--placements", path);
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err().lines()).containsExactly(
                path + ":2:6: error: there is already a village at c4/d3/d5 (line 1); one building per intersection "
                        + "(a city replaces its village: write only 'city c4/d3/d5').",
                path + ":4:6: error: there is already a road on c4/d3 (line 3); one road per path.");
    }

    @Test
    void boardOptionsDoNotMixWithPlacements() {
        Run run = carto("score", "--game", "rise-of-the-inkas", "--placements", OPENING, "--explain");
        assertThat(run.exit()).isEqualTo(2);
        assertThat(run.err()).contains("--explain, --solo, --coins and --cards are for boards and landscapes");
        Run cartographers = carto("score", "--game", "cartographers", "--placements", OPENING);
        assertThat(cartographers.exit()).isEqualTo(2);
        assertThat(cartographers.err()).contains("'cartographers' has no hex game");
    }

    @Test
    void listShowsTheMapLandscapesAndObjectives() {
        Run run = carto("list", "--game", "rise-of-the-inkas");
        assertThat(run.exit()).isZero();
        // why: see RiseOfTheInkasBoardTest: 29 tiles, 22 frame pieces, 78 intersections, 98 paths.
        assertThat(run.out()).contains("29 landscape tiles, 22 frame pieces, 78 intersections, 98 paths",
                "yields feathers (goods)", "best-opening");
    }

    @Test
    void theBestProductionOpeningIsFoundByTheSearch() {
        Run run = carto("opening", "--game", "rise-of-the-inkas", "--objective", "expected-production", "--json");
        assertThat(run.exit()).isZero();
        // why: the hand-found optimum (RiseOfTheInkasObjectivesTest): 13 + 13 pips around e12.
        assertThat(run.out()).contains("\"best\":26", "\"openings\":[[\"e10/e12/f11\",\"d13/e12/e14\"]]");
    }
}
