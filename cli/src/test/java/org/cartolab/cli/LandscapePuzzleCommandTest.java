package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.cli.Run.carto;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code carto solve} and {@code carto check --landscape} on a landscape puzzle, as a user runs them. */
class LandscapePuzzleCommandTest {

    /**
     * The hand-worked puzzle of card-library's LandscapeHandWorkedTest: Tranquillity face b, then Mighty River
     * face a, with the shared Wilderness: 12 + 3 - 10 = 5, the optimum.
     */
    private static final String PUZZLE = """
            uses confusing-lands
            landscape-puzzle calm "Calm" {
                game confusing-lands
                shared wilderness
                cards tranquillity, mighty-river
            }
            """;

    @TempDir
    Path dir;

    private Path file(String name, String text) throws IOException {
        Path path = dir.resolve(name);
        Files.writeString(path, text);
        return path;
    }

    @Test
    void solveWritesTheOptimalLayoutThatScoreAndCheckAccept() throws IOException {
        Path puzzle = file("calm.carto", PUZZLE);
        Path layout = dir.resolve("best.landscape");
        Run solve = carto("solve", puzzle.toString(), "--out", layout.toString());
        assertThat(solve.exit()).isZero();
        assertThat(solve.out()).contains("Optimum: 5 (proven)", "shared wilderness",
                "Verified: the rules engine lays these cards in order and scores the landscape 5.");
        Run score = carto("score", "--game", "confusing-lands", "--landscape", layout.toString());
        assertThat(score.lines()).contains("Total 5");
        Run check = carto("check", puzzle.toString(), "--landscape", layout.toString());
        assertThat(check.exit()).isZero();
        assertThat(check.out()).contains("Score: 5", "Par: 5 - you reached the optimum.");
    }

    @Test
    void checkNamesTheBrokenRuleAndTheLine() throws IOException {
        Path puzzle = file("calm.carto", PUZZLE);
        // why: Mighty River's b face laid on the first card's condition cells (column 2 of Tranquillity's a face).
        Path layout = file("mine.landscape", """
                shared wilderness
                tranquillity a 0 0,0
                mighty-river b 0 0,2
                """);
        Run check = carto("check", puzzle.toString(), "--landscape", layout.toString());
        assertThat(check.exit()).isEqualTo(1);
        assertThat(check.err()).startsWith(layout + ":3:1: error: cannot lay mighty-river: the card would cover "
                + "the scoring condition").doesNotContain("Exception", "\tat ");
    }

    @Test
    void checkWantsThePuzzlesOrder() throws IOException {
        Path puzzle = file("calm.carto", PUZZLE);
        Path layout = file("mine.landscape", "mighty-river b 0 0,0\ntranquillity b 0 0,1\n");
        Run check = carto("check", puzzle.toString(), "--landscape", layout.toString());
        assertThat(check.exit()).isEqualTo(1);
        assertThat(check.err()).isEqualTo(layout + ":1:1: error: card 1 is 'mighty-river' but the puzzle deals "
                + "'tranquillity' here; lay the cards in the puzzle's order: tranquillity, mighty-river.\n");
    }

    @Test
    void aLandscapePuzzleIsNotCheckedWithABoard() throws IOException {
        Path puzzle = file("calm.carto", PUZZLE);
        Run check = carto("check", puzzle.toString(), "--board", "final.txt");
        assertThat(check.exit()).isEqualTo(2);
        assertThat(check.err()).contains("is a landscape puzzle: check a layout with --landscape");
    }
}
