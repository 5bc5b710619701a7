package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code carto board}: seeded boards, their files, the violation report and named conflicts. */
class BoardCommandTest {

    @TempDir
    Path dir;

    @Test
    void aSeedGivesTheSameBytesAndAnotherSeedAnotherBoard() {
        Run first = Run.carto("board", "--game", "rise-of-the-inkas", "--seed", "7");
        Run again = Run.carto("board", "--game", "rise-of-the-inkas", "--seed", "7");
        Run other = Run.carto("board", "--game", "rise-of-the-inkas", "--seed", "8");
        assertThat(first.exit()).as(first.err()).isZero();
        assertThat(again.out()).isEqualTo(first.out());
        assertThat(other.out()).isNotEqualTo(first.out());
    }

    @Test
    void outWritesTheBoardItsPngAndSvgAndCheckAcceptsTheBoard() throws IOException {
        Run run = Run.carto("board", "--game", "rise-of-the-inkas", "--seed", "3", "--out", dir.toString());
        assertThat(run.exit()).as(run.err()).isZero();
        byte[] png = Files.readAllBytes(dir.resolve("board-3.png"));
        assertThat(png).startsWith(0x89, 'P', 'N', 'G');
        String svg = Files.readString(dir.resolve("board-3.svg"));
        assertThat(svg).startsWith("<svg").contains(">6<", ">8<");
        Run check = Run.carto("board", "--game", "rise-of-the-inkas", "--check", dir.resolve("board-3.carto").toString());
        assertThat(check.exit()).as(check.out() + check.err()).isZero();
        assertThat(check.out()).contains("satisfies its setup and the 9 rules of 'balanced'");
        // The same file is a game for the other hex commands: its first map is the generated board.
        Run opening = Run.carto("opening", "--game", dir.resolve("board-3.carto").toString());
        assertThat(opening.exit()).as(opening.err()).isZero();
        assertThat(opening.out()).contains("on seed-3");
        // The PNG of the seed is the same bytes again.
        Run again = Run.carto("board", "--game", "rise-of-the-inkas", "--seed", "3", "--out",
                dir.resolve("again").toString());
        assertThat(again.exit()).isZero();
        assertThat(Files.readAllBytes(dir.resolve("again/board-3.png"))).isEqualTo(png);
    }

    @Test
    void theBeginnerBoardsViolationsOfHandPickedRulesAreReportedExactly() throws IOException {
        // why, by hand from GAME-DATA §D: the 6s, 8s and 9s that are neighbours: C9 b13 / M8 c12, A6 d5 / F9 e6,
        // F9 e6 / J8 f5, M9 e10 / F6 e12, F6 e12 / JP9 e14. Crossings over 12 pips need a 5-pip hex with two
        // neighbouring 4-pip hexes: only F6 e12 with M9 e10 + JP5 f11 and with A5 d13 + JP9 e14 (13 each).
        // Wood: F2 1 + F5 4 + F9 4 + F6 5 = 14, inside its band.
        Path rules = dir.resolve("hand.carto");
        Files.writeString(rules, """
                uses rise-of-the-inkas
                board-constraints hand "Hand-picked" {
                    red-apart: no-adjacent-numbers 6, 8, 9
                    cap: max-pips-per-crossing 12
                    wood: product-pips wood 14..14
                }
                """);
        Run run = Run.carto("board", "--game", "rise-of-the-inkas", "--check", "rise-of-the-inkas",
                "--constraints", rules.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.out().lines()).containsExactly(
                "rise-of-the-inkas: the board 'beginner' has 7 violations of its setup ('beginner') and the rules "
                        + "of 'hand':",
                "red-apart (no-adjacent-numbers 6, 8, 9): b13 C9 and c12 M8 are neighbours; hexes b13, c12",
                "red-apart (no-adjacent-numbers 6, 8, 9): d5 A6 and e6 F9 are neighbours; hexes d5, e6",
                "red-apart (no-adjacent-numbers 6, 8, 9): e6 F9 and f5 J8 are neighbours; hexes e6, f5",
                "red-apart (no-adjacent-numbers 6, 8, 9): e10 M9 and e12 F6 are neighbours; hexes e10, e12",
                "red-apart (no-adjacent-numbers 6, 8, 9): e12 F6 and e14 JP9 are neighbours; hexes e12, e14",
                "cap (max-pips-per-crossing 12): the crossing e10/e12/f11 has 13 pips (e10 M9 4 + e12 F6 5 + f11 JP5 "
                        + "4), more than 12; hexes e10, e12, f11; crossings e10/e12/f11",
                "cap (max-pips-per-crossing 12): the crossing d13/e12/e14 has 13 pips (d13 A5 4 + e12 F6 5 + e14 JP9 "
                        + "4), more than 12; hexes d13, e12, e14; crossings d13/e12/e14");
    }

    @Test
    void aBoardThatBreaksItsSetupIsReported() throws IOException {
        // Two tokens swapped onto the wrong tiles: the plain sea tile b7 gets P4's 4 (c4 keeps none).
        String beginner = Files.readString(Path.of("../card-library/src/main/resources/org/cartolab/library/"
                + "rise-of-the-inkas/board.carto"));
        String broken = beginner.substring(beginner.indexOf("map beginner"))
                .replace("map beginner \"Beginner board\"", "map broken \"Broken\"")
                .replace("\"~   .   P4  .   F2  .   j\"", "\"~   .   P   .   F2  .   j\"")
                .replace("\".   S   .   A10 .   JP11 .\"", "\".   S4  .   A10 .   JP11 .\"");
        Path board = dir.resolve("broken.carto");
        Files.writeString(board, "uses rise-of-the-inkas\n" + broken + """
                hex-game broken-game "Broken" {
                    maps broken, beginner
                    board-constraints balanced
                }
                """);
        Run run = Run.carto("board", "--game", "rise-of-the-inkas", "--check", board.toString());
        assertThat(run.exit()).as(run.err()).isEqualTo(1);
        assertThat(run.out()).contains(
                "setup: c4 (pasture) yields wool but has no number; hexes c4",
                "setup: b7 (sea) yields nothing but has the number 4; hexes b7");
    }

    @Test
    void anUnsatisfiableSetNamesItsMinimalConflict() throws IOException {
        // why: 6 and 8 are the only 5-pip tokens, 6 of them; wood 20 on 4 forests takes 4 of them and stone 15 on
        // 3 quarries 3 more. Each band alone is possible, and red-apart plays no part.
        Path rules = dir.resolve("greedy.carto");
        Files.writeString(rules, """
                uses rise-of-the-inkas
                board-constraints greedy "Greedy" {
                    red-apart: no-adjacent-numbers 6, 8
                    wood-rich: product-pips wood 20..20
                    twins-apart: no-equal-adjacent-numbers
                    stone-rich: product-pips stone 15..15
                }
                """);
        Run run = Run.carto("board", "--game", "rise-of-the-inkas", "--constraints", rules.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains("No board satisfies the board constraints 'greedy': these rules conflict "
                + "(drop any one and a board exists): wood-rich (product-pips wood 20..20); stone-rich "
                + "(product-pips stone 15..15).");
        assertThat(run.err()).doesNotContain("red-apart", "twins-apart", "Exception");
    }

    @Test
    void mistakesInAConstraintsFileAreReportedAtTheirPlace() throws IOException {
        Path rules = dir.resolve("bad.carto");
        Files.writeString(rules, """
                uses rise-of-the-inkas
                board-constraints bad "Bad" {
                    red-apart: no-adjacent-numbers 6, 7
                    red-apart: product-pips wood 14..10
                    shore: ocean-frame touches coastal-waters
                    goods: no-adjacent-same-yield fsh
                }
                """);
        Run run = Run.carto("board", "--game", "rise-of-the-inkas", "--constraints", rules.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains(
                rules + ":3:39: error: No number token shows 7",
                rules + ":4:5: error: The board constraints 'bad' have two rules named 'red-apart'",
                rules + ":4:38: error: The band 14..10 is empty",
                rules + ":5:12: error: 'ocean-frame' is a frame piece",
                rules + ":6:35: error: Unknown product 'fsh'. Maybe you meant 'fish'?");
    }
}
