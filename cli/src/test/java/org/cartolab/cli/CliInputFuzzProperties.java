package org.cartolab.cli;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Random;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.lifecycle.AfterContainer;
import net.jqwik.api.lifecycle.BeforeContainer;

/**
 * The fuzzing suite: mutations of the shipped sample files of every kind, through the carto commands. How many
 * inputs: {@code jqwik.tries.default}, set by the cli pom (a seeded slice by default, 10,000 in all with
 * {@code -Pfuzz}; see BENCHMARKS.md). An input that once failed goes into src/test/resources/fuzz-corpus, which
 * {@link FuzzCorpusTest} replays.
 */
class CliInputFuzzProperties {

    private static final List<Path> CARTO_SEEDS = List.of(
            FuzzTargets.SAMPLES.resolve("puzzles/first-light.carto"),
            FuzzTargets.SAMPLES.resolve("puzzles/two-seasons.carto"),
            FuzzTargets.SAMPLES.resolve("designer/diagonal-lakes.carto"),
            FuzzTargets.SAMPLES.resolve("designer/inkas-crossroads.carto"),
            FuzzTargets.SAMPLES.resolve("designer/last-row-puzzle.carto"),
            FuzzTargets.SAMPLES.resolve("designer/village-outposts.carto"));

    private static Path dir;

    @BeforeContainer
    static void createDirectory() throws IOException {
        dir = Files.createTempDirectory("carto-fuzz");
    }

    @AfterContainer
    static void deleteDirectory() throws IOException {
        try (var files = Files.list(dir)) {
            for (Path file : files.toList()) {
                Files.delete(file);
            }
        }
        Files.delete(dir);
    }

    @Provide
    Arbitrary<Path> cartoSeeds() {
        return Arbitraries.of(CARTO_SEEDS);
    }

    @Property(seed = "18")
    void cartoFiles(@ForAll("cartoSeeds") Path seed, @ForAll Random random) {
        FuzzTargets.CARTO.check(dir, Mutations.carto(FuzzTargets.read(seed), random));
    }

    @Property(seed = "18")
    void boardFiles(@ForAll Random random) {
        FuzzTargets.BOARD.check(dir, Mutations.lines(FuzzTargets.read(FuzzTargets.SAMPLES.resolve(
                "boards/map-a-autumn.txt")), random));
    }

    @Property(seed = "18")
    void landscapeFiles(@ForAll Random random) {
        FuzzTargets.LANDSCAPE.check(dir, Mutations.lines(FuzzTargets.read(FuzzTargets.SAMPLES.resolve(
                "landscapes/worked-example.landscape")), random));
    }

    @Property(seed = "18")
    void placementsFiles(@ForAll Random random) {
        FuzzTargets.PLACEMENTS.check(dir, Mutations.lines(FuzzTargets.read(FuzzTargets.SAMPLES.resolve(
                "placements/inkas-opening.txt")), random));
    }

    @Property(seed = "18")
    void movesJson(@ForAll Random random) {
        FuzzTargets.MOVES.check(dir, Mutations.json(FuzzTargets.read(FuzzTargets.HAND_MADE.resolve(
                "solution.json")), random));
    }

    @Property(seed = "18")
    void puzzleJson(@ForAll Random random) {
        FuzzTargets.PUZZLE.check(dir, Mutations.json(FuzzTargets.read(FuzzTargets.HAND_MADE.resolve(
                "puzzle.json")), random));
    }
}
