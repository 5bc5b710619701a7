package org.cartolab.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;

import org.cartolab.hex.OpeningSearch;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexGame;
import org.cartolab.model.hex.Objective;
import org.cartolab.solve.hex.ChocoOpeningSolver;
import org.cartolab.solve.hex.OpeningPuzzle;
import org.cartolab.solve.hex.OpeningSolution;
import org.cartolab.solve.hex.ShuffledBoard;

/**
 * {@code carto bench opening}: Choco against the brute force on the opening puzzle, per objective of the game:
 * on the shipped map and on seeded shuffled boards, the time per board (median and worst). Both must give the
 * same optimum and the same optimal openings on every board, or the benchmark stops.
 */
final class OpeningBench {

    private static final int RUNS = 5;

    private OpeningBench() {
    }

    static void print(HexGame game, int boards, int villages, long seed, PrintWriter out) {
        HexBoard map = game.maps().get(0);
        List<HexBoard> shuffled = new ArrayList<>();
        for (int b = 0; b < boards; b++) {
            shuffled.add(ShuffledBoard.of(map, seed + b));
        }
        // Both methods once untimed, so that neither pays for class loading and the JIT in the table.
        for (Objective objective : game.objectives()) {
            run(game, map, objective, villages);
        }
        out.printf("Opening puzzles of %s, %d village%s: milliseconds per board, single-threaded; the same optimum "
                + "and optimal openings on every board%n", game.id(), villages, villages == 1 ? "" : "s");
        out.printf("%-20s %-26s | %12s %11s | %12s %11s | %8s | %11s%n", "objective", "boards", "brute median",
                "brute worst", "Choco median", "Choco worst", "speed-up", "Choco nodes");
        for (Objective objective : game.objectives()) {
            // The shipped map is one board: timed over several runs, so one slow run does not make the row.
            row(out, objective, map.id() + " (" + RUNS + " runs)", Collections.nCopies(RUNS, map), game, villages);
            row(out, objective, boards + " shuffled (seed " + seed + "..)", shuffled, game, villages);
            out.flush();
        }
    }

    private static void row(PrintWriter out, Objective objective, String label, List<HexBoard> boards,
                            HexGame game, int villages) {
        List<Long> brute = new ArrayList<>();
        List<Long> choco = new ArrayList<>();
        List<Long> nodes = new ArrayList<>();
        for (HexBoard board : boards) {
            Timing timing = run(game, board, objective, villages);
            brute.add(timing.bruteMicros());
            choco.add(timing.chocoMicros());
            nodes.add(timing.nodes());
        }
        long bruteMedian = median(brute);
        long chocoMedian = median(choco);
        out.printf("%-20s %-26s | %12s %11s | %12s %11s | %7.1fx | %11d%n", objective.id(), label,
                millis(bruteMedian), millis(max(brute)), millis(chocoMedian), millis(max(choco)),
                (double) bruteMedian / Math.max(1, chocoMedian), median(nodes));
    }

    private record Timing(long bruteMicros, long chocoMicros, long nodes) {
    }

    private static Timing run(HexGame game, HexBoard board, Objective objective, int villages) {
        long start = System.nanoTime();
        OpeningSearch.Result oracle = OpeningSearch.best(board, game.products(), objective, villages);
        long middle = System.nanoTime();
        OpeningSolution solution = ChocoOpeningSolver.solve(OpeningPuzzle.opening(board, game.products(),
                objective, villages));
        long end = System.nanoTime();
        if (solution.best() != oracle.best() || !solution.openings().equals(oracle.openings())) {
            throw new IllegalStateException(board.id() + ", " + objective.id() + ": Choco gives " + solution.best()
                    + " " + solution.openings() + " but the brute force " + oracle.best() + " "
                    + oracle.openings());
        }
        return new Timing((middle - start) / 1_000, (end - middle) / 1_000, solution.nodes());
    }

    private static long median(List<Long> values) {
        List<Long> sorted = values.stream().sorted().toList();
        return sorted.get(sorted.size() / 2);
    }

    private static long max(List<Long> values) {
        return values.stream().mapToLong(Long::longValue).max().orElseThrow();
    }

    private static String millis(long micros) {
        return String.format(java.util.Locale.ROOT, "%.1f", micros / 1000.0);
    }
}
