package org.cartolab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.cartolab.daily.Grade;
import org.cartolab.daily.LayoutDaily;
import org.cartolab.daily.PuzzleId;
import org.cartolab.model.LandscapeGame;
import org.cartolab.publish.AtomicFiles;
import org.cartolab.publish.LandscapeDailyFiles;
import org.cartolab.solve.PuzzleException;

/**
 * {@code carto daily} for a landscape game (Confusing Lands): each date's layout puzzle with a proven par, its files
 * in OUT/DATE/, and a line per date. Dates run on {@code threads} threads; each date alone is single-threaded and
 * bounded in nodes, so the puzzles do not depend on the machine.
 */
final class LandscapeDailies {

    private LandscapeDailies() {
    }

    private record Row(LocalDate date, LayoutDaily.Puzzle puzzle, Path folder, long millis) {
    }

    static int run(LandscapeGame game, List<LocalDate> dates, Long seed, Path out, long nodeBudget, int hand,
                   int threads, PrintWriter writer) throws Exception {
        if (hand < 1 || hand > game.cards().size() - 1) {
            throw UserError.usage("--hand: a hand of " + game.name() + " has 1 to " + (game.cards().size() - 1)
                    + " cards, not " + hand + ".");
        }
        LayoutDaily generator = new LayoutDaily(game, nodeBudget, hand);
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, dates.size()));
        List<Row> rows = new ArrayList<>();
        try {
            List<Future<Row>> futures = new ArrayList<>();
            for (LocalDate day : dates) {
                futures.add(pool.submit(() -> make(generator, game, day, seed, out)));
            }
            writer.printf("%-10s  %-22s  %4s  %6s  %3s  %9s  %7s  %s%n", "date", "grade", "par", "greedy", "gap",
                    "nodes", "time", "shared / cards");
            for (Future<Row> future : futures) {
                Row row = DailyCommand.get(future);
                rows.add(row);
                line(writer, row);
            }
        } finally {
            pool.shutdownNow();
        }
        if (rows.size() == 1) {
            writer.println("Wrote " + rows.get(0).folder() + "/ (puzzle " + rows.get(0).puzzle().id() + ").");
        } else {
            writer.println(rows.size() + " puzzles, all proven optimal, in " + rows.get(0).folder().getParent()
                    + "/.");
        }
        writer.flush();
        return ExitCode.OK;
    }

    private static Row make(LayoutDaily generator, LandscapeGame game, LocalDate day, Long seed, Path out)
            throws PuzzleException, IOException {
        long start = System.nanoTime();
        PuzzleId id = new PuzzleId(game.id(), LayoutDaily.VARIANT, seed == null ? day.toString() : "seed-" + seed);
        LayoutDaily.Puzzle puzzle = generator.generate(id, Grade.target(day.getDayOfWeek()));
        Path folder = out.resolve(id.key());
        AtomicFiles.writeAll(folder, LandscapeDailyFiles.of(puzzle, day));
        return new Row(day, puzzle, folder, (System.nanoTime() - start) / 1_000_000);
    }

    private static void line(PrintWriter writer, Row row) {
        LayoutDaily.Puzzle puzzle = row.puzzle();
        String grade = puzzle.grade().label() + (puzzle.grade() == puzzle.wanted() ? ""
                : " (wanted " + puzzle.wanted().label() + ")");
        writer.printf(Locale.ROOT, "%-10s  %-22s  %4d  %6d  %3d  %9d  %6.1fs  %s: %s%n", row.date(), grade,
                puzzle.par(), puzzle.greedy(), puzzle.par() - puzzle.greedy(), puzzle.result().nodes(),
                row.millis() / 1000.0, puzzle.puzzle().shared().id(), String.join(", ",
                        puzzle.puzzle().cards().stream().map(card -> card.id()).toList()));
        writer.flush();
    }
}
