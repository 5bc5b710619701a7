package org.cartolab.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.cli.Run.carto;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code carto opening}: Choco by default, the brute force on request, a new tribe's first village, the bench. */
class OpeningCommandTest {

    private static final String OPENING = "../samples/placements/inkas-opening.txt";

    @TempDir
    Path dir;

    @Test
    void chocoPrintsWhatTheBruteForcePrints() {
        Run choco = carto("opening", "--game", "rise-of-the-inkas");
        Run brute = carto("opening", "--game", "rise-of-the-inkas", "--brute-force");
        assertThat(choco.exit()).isZero();
        assertThat(brute.exit()).isZero();
        assertThat(choco.out()).isEqualTo(brute.out());
        // why: README: best-opening reaches 35 with c6/c8/d7 + b13/c12/c14 (24 pips, all five resources, fish).
        assertThat(choco.out()).startsWith("Best opening (best-opening) on beginner: best 35 of 2530 openings of 2 "
                + "villages;").contains("village c6/c8/d7\nvillage b13/c12/c14\n");
    }

    @Test
    void theJsonSaysWhichSolverProvedIt() {
        Run choco = carto("opening", "--game", "rise-of-the-inkas", "--objective", "expected-production", "--json");
        Run brute = carto("opening", "--game", "rise-of-the-inkas", "--objective", "expected-production", "--json",
                "--brute-force");
        assertThat(choco.out()).contains("\"best\":26", "\"searched\":2530", "\"solver\":\"choco\"", "\"nodes\":");
        assertThat(brute.out()).contains("\"best\":26", "\"searched\":2530", "\"solver\":\"brute-force\"")
                .doesNotContain("nodes");
    }

    @Test
    void aNewTribesFirstVillageGoesWhereTheFirstTribeLeavesTheMostPips() throws IOException {
        Path first = Files.writeString(dir.resolve("first-tribe.txt"),
                "village e10/e12/f11\nvillage d13/e12/e14\nroad e12/f11\nroad d13/e14\n");
        Run run = carto("opening", "--game", "rise-of-the-inkas", "--objective", "expected-production",
                "--found-tribe", "--placements", first.toString());
        assertThat(run.exit()).isZero();
        // why: TribeFoundingTest: the first tribe's 26 pips plus the best free corner, 12 pips, at seven corners.
        assertThat(run.out()).contains(": best 38 of ", " sites for a new tribe's first village; 7 reach it:",
                "village b5/c4/c6", "village c12/c14/d13").doesNotContain("village e12/f11/f13");
        Run brute = carto("opening", "--game", "rise-of-the-inkas", "--objective", "expected-production",
                "--found-tribe", "--placements", first.toString(), "--brute-force");
        assertThat(brute.out()).isEqualTo(run.out());
    }

    @Test
    void foundingNeedsAPositionAndOneVillage() throws IOException {
        Run missing = carto("opening", "--game", "rise-of-the-inkas", "--found-tribe");
        assertThat(missing.exit()).isEqualTo(2);
        assertThat(missing.err()).contains("--found-tribe needs --placements FILE");
        Run two = carto("opening", "--game", "rise-of-the-inkas", "--found-tribe", "--placements", OPENING,
                "--villages", "2");
        assertThat(two.exit()).isEqualTo(2);
        assertThat(two.err()).contains("--found-tribe places 1 village");
        Run alone = carto("opening", "--game", "rise-of-the-inkas", "--placements", OPENING);
        assertThat(alone.exit()).isEqualTo(2);
        assertThat(alone.err()).contains("--placements goes with --found-tribe");
    }

    @Test
    void aBadPositionIsReportedAtItsLineAndColumn() throws IOException {
        Path bad = Files.writeString(dir.resolve("bad.txt"), "village e10/e12/f11\nvillage e12/f11/f13\n");
        Run run = carto("opening", "--game", "rise-of-the-inkas", "--found-tribe", "--placements", bad.toString());
        assertThat(run.exit()).isEqualTo(1);
        assertThat(run.err()).contains(bad + ":2:9: error: the village at e12/f11/f13 is next to the village")
                .doesNotContain("Exception");
    }

    @Test
    void theBenchComparesBothOnEveryBoard() {
        Run run = carto("bench", "opening", "--boards", "2", "--villages", "1");
        assertThat(run.exit()).isZero();
        assertThat(run.lines()).anyMatch(line -> line.startsWith("best-opening beginner (5 runs) |"))
                .anyMatch(line -> line.startsWith("expected-production 2 shuffled (seed 1..) |"));
    }
}
