package org.cartolab.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.cartolab.model.LandscapeGame;
import org.cartolab.model.LandscapePuzzle;
import org.cartolab.solve.landscape.ChocoLandscapeSolver;
import org.cartolab.solve.landscape.ExhaustiveLandscapeSolver;
import org.cartolab.solve.landscape.LandscapeSolution;
import org.cartolab.solve.landscape.LandscapeSolveResult;
import org.cartolab.solve.landscape.LandscapeVerifier;
import org.cartolab.solve.landscape.RandomLandscapePuzzle;

/**
 * {@code carto bench landscape}: Choco's time to proof on seeded random Confusing Lands puzzles by hand size
 * (median and worst, proven count), with the exhaustive oracle as the baseline where it is quick enough (hands of
 * up to {@value #EXHAUSTIVE_UP_TO} cards); where both finish, their optima must agree.
 */
final class LandscapeBench {

    static final int EXHAUSTIVE_UP_TO = 3;

    private LandscapeBench() {
    }

    static void print(LandscapeGame game, List<Integer> sizes, int puzzles, Duration limit, long seed,
                      PrintWriter out) {
        out.printf("Confusing Lands solo puzzles: %d seeded puzzles per hand size (seed %d), Choco single-threaded, "
                + "time limit %s%n", puzzles, seed, limit);
        out.printf("%5s %7s %6s %9s %9s %12s | %14s %14s%n", "cards", "puzzles", "proven", "median s", "worst s",
                "median nodes", "exhaustive med", "exhaustive max");
        for (int size : sizes) {
            Random random = new Random(seed * 1_000_003L + size);
            List<Long> millis = new ArrayList<>();
            List<Long> nodes = new ArrayList<>();
            List<Long> exhaustive = new ArrayList<>();
            int proven = 0;
            for (int i = 0; i < puzzles; i++) {
                LandscapePuzzle puzzle = RandomLandscapePuzzle.deal(game, random, size, "bench-" + size + "-" + i);
                LandscapeSolveResult result = new ChocoLandscapeSolver(puzzle).solve(limit);
                // Unproven searches count as infinitely slow, so the median and worst are honest.
                millis.add(result.proven() ? result.millis() : Long.MAX_VALUE);
                nodes.add(result.nodes());
                proven += result.proven() ? 1 : 0;
                if (size <= EXHAUSTIVE_UP_TO) {
                    long start = System.nanoTime();
                    LandscapeSolution oracle = new ExhaustiveLandscapeSolver(puzzle).solve();
                    exhaustive.add((System.nanoTime() - start) / 1_000_000);
                    LandscapeVerifier.verify(puzzle, oracle);
                    if (result.proven() && oracle.score() != result.score()) {
                        throw new IllegalStateException(puzzle.shared().id() + " + " + puzzle.cards() + ": Choco "
                                + "proved " + result.score() + " but the exhaustive optimum is " + oracle.score());
                    }
                }
            }
            out.printf("%5d %7d %6d %9s %9s %12d | %14s %14s%n", size, puzzles, proven, seconds(median(millis), limit),
                    seconds(max(millis), limit), median(nodes), exhaustive.isEmpty() ? "-"
                            : seconds(median(exhaustive), limit), exhaustive.isEmpty() ? "-"
                            : seconds(max(exhaustive), limit));
            out.flush();
        }
    }

    private static String seconds(long millis, Duration limit) {
        return millis == Long.MAX_VALUE ? ">" + limit.toSeconds() : String.format("%.2f", millis / 1000.0);
    }

    private static long median(List<Long> values) {
        List<Long> sorted = values.stream().sorted().toList();
        return sorted.get((sorted.size() - 1) / 2);
    }

    private static long max(List<Long> values) {
        return values.stream().mapToLong(Long::longValue).max().orElse(0);
    }
}
