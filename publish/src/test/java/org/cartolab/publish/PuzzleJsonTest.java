package org.cartolab.publish;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.cartolab.model.AmbushCard;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.Game;
import org.cartolab.model.PlayableCard;
import org.junit.jupiter.api.Test;

/** puzzle.json and solution.json: a hand-written file reads as documented, files round-trip, bad files are located. */
class PuzzleJsonTest {

    private static final Game GAME = SamplePuzzle.GAME;

    /** Written by hand from docs/puzzle-schema.md; line numbers below count from the '{' on line 1. */
    private static final String HAND_WRITTEN = """
            {
              "schema": "cartolab-puzzle/1",
              "id": "cartographers/season/2026-11-22",
              "date": "2026-11-22",
              "game": {"id": "cartographers", "name": "Cartographers"},
              "map": {"id": "A", "name": "Wilderness", "rows": [
                "...........",
                "...M.R.....",
                ".R......MR.",
                "...........",
                "...........",
                ".....M.....",
                "...........",
                "...........",
                ".RM......R.",
                ".....R.M...",
                "F.........."
              ]},
              "season": {"id": "spring", "name": "Spring", "timeLimit": 8},
              "terrains": [],
              "cards": [
                {"kind": "explore", "id": "great-river", "name": "Great River", "time": 1, "type": "normal",
                 "terrains": ["water"], "shapes": [{"coin": true, "rows": ["X", "X", "X"]},
                                                   {"coin": false, "rows": ["..X", ".XX", "XX."]}]},
                {"kind": "ambush", "id": "gnoll-raid", "name": "Gnoll Raid", "terrain": "monster",
                 "shape": {"coin": false, "rows": ["XX", "X.", "XX"]}, "corner": "top-left",
                 "direction": "counter-clockwise"}
              ],
              "edicts": [
                {"letter": "A", "id": "sentinel-wood", "name": "Sentinel Wood", "text": "Forest on the edge."},
                {"letter": "B", "id": "canal-lake", "name": "Canal Lake", "text": "Water next to farm."}
              ],
              "seasonRules": [{"id": "coins", "name": "Coins", "text": "1 point per coin."}],
              "startCoins": 1,
              "par": 9,
              "grade": {"level": "Easy", "greedyScore": 5, "optimalSolutions": 2, "solverNodes": 4321}
            }
            """;

    @Test
    void readsAHandWrittenFile() throws PuzzleFileException {
        PuzzleSheet puzzle = PuzzleJson.read("puzzle.json", HAND_WRITTEN, GAME);
        assertThat(puzzle.id()).isEqualTo("cartographers/season/2026-11-22");
        assertThat(puzzle.date()).hasToString("2026-11-22");
        assertThat(puzzle.mapId()).isEqualTo("A");
        assertThat(puzzle.seasonName()).isEqualTo("Spring");
        assertThat(puzzle.timeLimit()).isEqualTo(8);
        // why: row 11 starts with a pre-drawn forest; row 2 has a mountain in column D.
        assertThat(puzzle.start().terrainAt(10, 0).orElseThrow().id()).isEqualTo("forest");
        assertThat(puzzle.start().terrainAt(1, 3).orElseThrow().id()).isEqualTo("mountain");
        assertThat(puzzle.start().isRuins(1, 5)).isTrue();
        assertThat(puzzle.cards()).extracting(PlayableCard::id).containsExactly("great-river", "gnoll-raid");
        assertThat(puzzle.cards().get(0)).isInstanceOf(ExploreCard.class);
        assertThat(puzzle.cards().get(1)).isInstanceOf(AmbushCard.class);
        assertThat(puzzle.edicts()).extracting(Edict::letter).containsExactly("A", "B");
        // why: the scoring card comes from the game, so its text is the game's, not the file's short text.
        assertThat(puzzle.edicts().get(1).card().text()).startsWith("Earn one reputation star for each water");
        assertThat(puzzle.seasonRules()).containsExactly(new SeasonRule("coins", "Coins", "1 point per coin."));
        assertThat(puzzle.startCoins()).isEqualTo(1);
        assertThat(puzzle.par()).isEqualTo(9);
        assertThat(puzzle.grade()).isEqualTo(new Grade("Easy", 5, 2, 4321));
    }

    @Test
    void puzzleRoundTrips() throws PuzzleFileException {
        PuzzleSheet sample = SamplePuzzle.puzzle();
        String json = PuzzleJson.write(sample);
        PuzzleSheet read = PuzzleJson.read("puzzle.json", json, GAME);
        assertThat(PuzzleJson.write(read)).isEqualTo(json);
        assertThat(read.start().toRows()).isEqualTo(sample.start().toRows());
        assertThat(read.cards()).isEqualTo(sample.cards());
        assertThat(read.edicts()).isEqualTo(sample.edicts());
        assertThat(read.grade()).isEqualTo(sample.grade());
        assertThat(json).startsWith("{\n  \"schema\": \"cartolab-puzzle/1\",\n");
    }

    @Test
    void solutionRoundTrips() throws PuzzleFileException {
        PuzzleSheet puzzle = SamplePuzzle.puzzle();
        SolutionSheet sample = SamplePuzzle.solution();
        String json = PuzzleJson.writeSolution(puzzle, sample);
        SolutionSheet read = PuzzleJson.readSolution("solution.json", json, puzzle, GAME);
        assertThat(PuzzleJson.writeSolution(puzzle, read)).isEqualTo(json);
        assertThat(read.moves()).isEqualTo(sample.moves());
        assertThat(read.end().toRows()).isEqualTo(SamplePuzzle.FINAL_ROWS);
        assertThat(read.points()).isEqualTo(sample.points());
        // why: a cell is written on one line as [row, column].
        assertThat(json).contains("        [2, 1]\n");
    }

    @Test
    void aSyntaxErrorIsReportedAtItsLineAndColumn() {
        // why: without the comma after the id on line 3, the parser meets the '"' of "date" on line 4, column 3.
        String broken = HAND_WRITTEN.replace("2026-11-22\",\n  \"date\"", "2026-11-22\"\n  \"date\"");
        assertThatThrownBy(() -> PuzzleJson.read("puzzle.json", broken, GAME))
                .isInstanceOf(PuzzleFileException.class)
                .hasMessageStartingWith("puzzle.json:4:3: error: ")
                .hasMessageContaining("expecting comma");
    }

    @Test
    void anUnknownCardIsReportedAtItsId() {
        // why: line 22 is '    {"kind": "explore", "id": "great-rivers", ...' (four spaces once the text block's
        // indent is stripped): '{' at column 5, "kind" 6-11, "explore" 14-22, "id" 25-28, so the id's quote is at 31.
        String broken = HAND_WRITTEN.replace("\"great-river\"", "\"great-rivers\"");
        assertThatThrownBy(() -> PuzzleJson.read("puzzle.json", broken, GAME))
                .hasMessageStartingWith("puzzle.json:22:31: error: the game has no explore card 'great-rivers'");
    }

    @Test
    void aBadMapCellIsReportedInItsRow() {
        // why: line 8 is '    "...M.R....."' : the string opens at column 5, its 6th character is at column 11.
        String broken = HAND_WRITTEN.replace("\"...M.R.....\"", "\"...M.Q.....\"");
        assertThatThrownBy(() -> PuzzleJson.read("puzzle.json", broken, GAME))
                .hasMessageStartingWith("puzzle.json:8:11: error: map row 2: unknown cell 'Q'");
    }

    @Test
    void aWrongSchemaAndAMissingFieldAreNamed() {
        // why: '  "schema": "cartolab-puzzle/2"' has its value's quote at column 13.
        String future = HAND_WRITTEN.replace("cartolab-puzzle/1", "cartolab-puzzle/2");
        assertThatThrownBy(() -> PuzzleJson.read("puzzle.json", future, GAME))
                .hasMessageStartingWith("puzzle.json:2:13: error: the schema is 'cartolab-puzzle/2'");
        String noPar = HAND_WRITTEN.replace("  \"par\": 9,\n", "");
        assertThatThrownBy(() -> PuzzleJson.read("puzzle.json", noPar, GAME))
                .hasMessageMatching("puzzle\\.json:\\d+:\\d+: error: the field 'par' is missing\\.");
        // why: line 35 becomes '  "par": 9, "parr": 9,': the unknown name's quote is at column 13.
        String extra = HAND_WRITTEN.replace("\"par\": 9,", "\"par\": 9, \"parr\": 9,");
        assertThatThrownBy(() -> PuzzleJson.read("puzzle.json", extra, GAME))
                .hasMessageStartingWith("puzzle.json:35:13: error: unknown field 'parr'; the fields here are");
        // why: an unknown field inside the second card (index 1) is found there, on line 25.
        String inCard = HAND_WRITTEN.replace("\"name\": \"Gnoll Raid\",", "\"name\": \"Gnoll Raid\", \"colour\": 1,");
        assertThatThrownBy(() -> PuzzleJson.read("puzzle.json", inCard, GAME))
                .hasMessageMatching("puzzle\\.json:25:\\d+: error: unknown field 'colour' \\(in cards\\[1\\]\\).*");
    }

    @Test
    void aCardThatDiffersFromTheGamesIsRejected() {
        // why: the game's Great River has time 1; a file saying 2 was made with another version of the game.
        String edited = HAND_WRITTEN.replace("\"Great River\", \"time\": 1", "\"Great River\", \"time\": 2");
        assertThatThrownBy(() -> PuzzleJson.read("puzzle.json", edited, GAME))
                .hasMessageContaining("puzzle.json:22:31: error: the card 'great-river' differs from the game's");
    }

    @Test
    void aSolutionWhosePointsDoNotAddUpIsRejected() {
        PuzzleSheet puzzle = SamplePuzzle.puzzle();
        String json = PuzzleJson.writeSolution(puzzle, SamplePuzzle.solution())
                .replace("\"total\": 10", "\"total\": 11");
        // why: 3 + 9 + 2 - 4 = 10, not 11.
        assertThatThrownBy(() -> PuzzleJson.readSolution("solution.json", json, puzzle, GAME))
                .hasMessageContaining("error: the points add up to 10 but the total says 11.");
    }
}
