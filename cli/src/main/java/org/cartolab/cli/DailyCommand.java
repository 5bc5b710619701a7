package org.cartolab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.io.UncheckedIOException;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.time.Clock;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;

import org.cartolab.daily.DailyGenerator;
import org.cartolab.daily.DailyPuzzle;
import org.cartolab.daily.Grade;
import org.cartolab.daily.LayoutDaily;
import org.cartolab.daily.Measures;
import org.cartolab.daily.PuzzleId;
import org.cartolab.publish.AtomicFiles;
import org.cartolab.publish.DailyArchive;
import org.cartolab.model.Game;
import org.cartolab.publish.DailyFiles;
import org.cartolab.solve.PuzzleException;

import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code carto daily}: the day's proven-optimal solo puzzle, generated from the date alone, and its files. */
@Command(footer = {"", "Examples:",
                "  carto daily",
                "  carto daily --date 2026-12-24",
                "  carto daily --from 2026-12-01 --to 2026-12-31 --out site/daily",
                "  carto daily --game confusing-lands --date 2026-12-24 --out site/confusing-lands"},
        name = "daily", sortOptions = false, description = "Generate the daily puzzle of a date (or of each "
        + "date of a range): a proven optimum, a grade, and the files puzzle.carto, puzzle.json, solution.json, "
        + "puzzle.png, solution.png, puzzle.pdf and index.html in OUT/DATE/. OUT/DATE/index.html is the puzzle "
        + "to play in a browser, offline; OUT/index.html is the archive, a calendar of every date in OUT. A landscape "
        + "game (--game confusing-lands) gets a layout puzzle of --hand cards and puzzle.carto, solution.landscape, "
        + "puzzle.json, puzzle.png, solution.png, puzzle.pdf and index.html. The same date always gives "
        + "byte-identical files.")
final class DailyCommand implements Callable<Integer> {

    /** CPU time per thread: on a busy machine it says what the work cost, wall-clock time what it took. */
    private static final ThreadMXBean CPU = ManagementFactory.getThreadMXBean();

    /** Longer ranges are a typo more often than a plan. */
    private static final int MAX_DAYS = 366;

    @Spec
    private CommandSpec spec;

    @Mixin
    private GameOption game;

    @Option(names = "--date", paramLabel = "YYYY-MM-DD",
            description = "The puzzle's date; default: today (UTC), the only time the clock is read.")
    private String date;

    @Option(names = "--from", paramLabel = "YYYY-MM-DD", description = "The first date of a range (with --to).")
    private String from;

    @Option(names = "--to", paramLabel = "YYYY-MM-DD", description = "The last date of a range (with --from).")
    private String to;

    @Option(names = "--seed", paramLabel = "S", description = {"An ad-hoc puzzle from this seed instead of the "
            + "date's; its id is GAME/season/seed-S and its folder OUT/seed-S. The date still sets the grade "
            + "(by weekday) and the date printed on the sheet."})
    private Long seed;

    @Option(names = "--out", paramLabel = "DIR", defaultValue = "daily",
            description = "The folder that gets one folder per puzzle; default: ${DEFAULT-VALUE}.")
    private Path out;

    @Option(names = "--node-budget", paramLabel = "N", defaultValue = "" + DailyGenerator.NODE_BUDGET,
            description = "Search nodes a candidate's proof may take (a budget in nodes, not seconds, keeps the "
                    + "puzzles the same on every machine); default: ${DEFAULT-VALUE}.")
    private long nodeBudget;

    @Option(names = "--hand", paramLabel = "N", defaultValue = "" + LayoutDaily.HAND,
            description = "Landscape games (confusing-lands): the cards to lay; default: ${DEFAULT-VALUE}, the most "
                    + "whose par the solver proves in seconds.")
    private int hand;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "2",
            description = "Dates generated at the same time (each date alone is single-threaded, so the puzzles "
                    + "do not depend on it); default: ${DEFAULT-VALUE}.")
    private int threads;

    @Override
    public Integer call() throws Exception {
        List<LocalDate> dates = dates();
        if (seed != null && dates.size() > 1) {
            throw UserError.usage("--seed makes one ad-hoc puzzle; use it with --date, not with --from/--to.");
        }
        if (nodeBudget < 1) {
            throw UserError.usage("--node-budget must be at least 1.");
        }
        if (threads < 1) {
            throw UserError.usage("--threads must be at least 1.");
        }
        PrintWriter err = spec.commandLine().getErr();
        PrintWriter outWriter = spec.commandLine().getOut();
        GameSource source = GameSource.resolve(game.name, err);
        if (source.game().isEmpty() && source.landscapeGame().isPresent()) {
            return LandscapeDailies.run(source.landscapeGame().get(), dates, seed, out,
                    spec.commandLine().getParseResult().hasMatchedOption("--node-budget") ? nodeBudget
                            : LayoutDaily.NODE_BUDGET, hand, threads, outWriter);
        }
        Game played = source.game().orElseThrow(() -> UserError.usage("'" + game.name + "' defines no game."));
        DailyGenerator generator = new DailyGenerator(played, nodeBudget);
        List<Row> rows = new ArrayList<>();
        ExecutorService pool = Executors.newFixedThreadPool(Math.min(threads, dates.size()));
        try (ProgressBar bar = progressBar(dates.size())) {
            List<Future<Row>> futures = new ArrayList<>();
            for (LocalDate day : dates) {
                futures.add(pool.submit(() -> {
                    Row row = make(generator, played, day);
                    if (bar != null) {
                        bar.step();
                    }
                    return row;
                }));
            }
            header(outWriter);
            for (Future<Row> future : futures) {
                Row row = get(future);
                rows.add(row);
                line(outWriter, row); // in date order, as soon as the date and all before it are done
            }
        } finally {
            pool.shutdownNow();
        }
        if (seed == null) {
            archive(outWriter);
        }
        summary(outWriter, rows);
        return ExitCode.OK;
    }

    /** OUT/index.html: every date published in OUT so far (this run's and earlier ones'), as a calendar. */
    private void archive(PrintWriter outWriter) {
        try {
            List<DailyArchive.Day> days = DailyArchive.read(out);
            AtomicFiles.writeString(out.resolve("index.html"), DailyArchive.page(days));
        } catch (IOException e) {
            throw new UserError(ExitCode.PROBLEMS, "cannot write the archive page " + out.resolve("index.html")
                    + ": " + e.getMessage());
        }
    }

    /** A generated date; {@code millis} is wall-clock time, {@code cpuMillis} the CPU time of its thread. */
    private record Row(LocalDate date, DailyPuzzle puzzle, Path folder, long millis, long cpuMillis) {
    }

    private Row make(DailyGenerator generator, Game played, LocalDate day) throws PuzzleException, IOException {
        long start = System.nanoTime();
        long cpuStart = CPU.getCurrentThreadCpuTime();
        PuzzleId id = seed == null ? PuzzleId.ofDate(played.id(), day) : PuzzleId.ofSeed(played.id(), seed);
        DailyPuzzle puzzle = generator.generate(id, Grade.target(day.getDayOfWeek()), DailyGenerator.Listener.SILENT);
        Path folder = out.resolve(id.key());
        AtomicFiles.writeAll(folder, DailyFiles.of(puzzle, day));
        return new Row(day, puzzle, folder, (System.nanoTime() - start) / 1_000_000,
                (CPU.getCurrentThreadCpuTime() - cpuStart) / 1_000_000);
    }

    /** A date's result, with the generator's and the writer's failures as messages to the user. */
    static <T> T get(Future<T> future) throws Exception {
        try {
            return future.get();
        } catch (ExecutionException e) {
            if (e.getCause() instanceof PuzzleException problem) {
                throw new UserError(ExitCode.PROBLEMS, problem.getMessage());
            }
            if (e.getCause() instanceof UncheckedIOException | e.getCause() instanceof IOException) {
                throw new UserError(ExitCode.PROBLEMS, "cannot write the puzzle files: " + e.getCause().getMessage());
            }
            throw e.getCause() instanceof Exception cause ? cause : e;
        }
    }

    /** A bar on stderr for a person at a terminal; none when the output goes to a file or a test. */
    private static ProgressBar progressBar(int dates) {
        if (System.console() == null) {
            return null;
        }
        return new ProgressBarBuilder().setTaskName("daily").setInitialMax(dates)
                .setConsumer(new ConsoleProgressBarConsumer(System.err)).setUnit(" puzzles", 1).build();
    }

    private static void header(PrintWriter out) {
        out.printf("%-10s  %-22s  %4s  %6s  %3s  %8s  %9s  %5s  %7s  %7s%n", "date", "grade", "par", "greedy",
                "gap", "optimal", "nodes", "tries", "time", "cpu");
    }

    private static void line(PrintWriter out, Row row) {
        DailyPuzzle puzzle = row.puzzle();
        Measures measures = puzzle.measures();
        String grade = puzzle.grade().label() + (puzzle.grade() == puzzle.target() ? ""
                : " (wanted " + puzzle.target().label() + ")");
        String optimal = measures.optimalPlays().isPresent() ? String.valueOf(measures.optimalPlays().getAsLong())
                : "many";
        out.printf(Locale.ROOT, "%-10s  %-22s  %4d  %6d  %3d  %8s  %9d  %5d  %6.1fs  %6.1fs%n", row.date(), grade,
                measures.par(), measures.greedy(), measures.gap(), optimal, measures.nodes(), puzzle.candidates(),
                row.millis() / 1000.0, row.cpuMillis() / 1000.0);
        out.flush();
    }

    private static void summary(PrintWriter out, List<Row> rows) {
        if (rows.size() == 1) {
            out.println("Wrote " + rows.get(0).folder() + "/ (puzzle " + rows.get(0).puzzle().id() + ").");
        } else {
            long cpu = rows.stream().mapToLong(Row::cpuMillis).sum();
            out.printf(Locale.ROOT, "%d puzzles, all proven optimal, in %s/ (CPU time %.1fs in total).%n",
                    rows.size(), rows.get(0).folder().getParent(), cpu / 1000.0);
        }
    }

    private List<LocalDate> dates() {
        if (date != null && (from != null || to != null)) {
            throw UserError.usage("give either --date or --from/--to, not both.");
        }
        if ((from == null) != (to == null)) {
            throw UserError.usage("a range needs both --from and --to.");
        }
        if (from != null) {
            LocalDate first = parse("--from", from);
            LocalDate last = parse("--to", to);
            if (last.isBefore(first)) {
                throw UserError.usage("--to " + to + " is before --from " + from + ".");
            }
            List<LocalDate> dates = first.datesUntil(last.plusDays(1)).toList();
            if (dates.size() > MAX_DAYS) {
                throw UserError.usage("the range has " + dates.size() + " days; at most " + MAX_DAYS + " at once.");
            }
            return dates;
        }
        return List.of(date == null ? LocalDate.now(Clock.systemUTC()) : parse("--date", date));
    }

    static LocalDate parse(String option, String text) {
        try {
            return LocalDate.parse(text);
        } catch (DateTimeParseException e) {
            throw UserError.usage(option + " '" + text + "' is not a date; write it as YYYY-MM-DD, e.g. 2026-11-21.");
        }
    }
}
