package org.cartolab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Clock;
import java.time.Duration;
import java.time.LocalDate;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.cartolab.daily.Evaluation;
import org.cartolab.daily.Measures;
import org.cartolab.model.Game;
import org.cartolab.model.Puzzle;
import org.cartolab.model.SeasonCard;
import org.cartolab.publish.AtomicFiles;
import org.cartolab.publish.DailyFiles;
import org.cartolab.publish.PuzzleSheet;
import org.cartolab.solve.ChocoPuzzleSolver;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.bound.BudgetBound;

import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/** {@code carto publish PUZZLE}: any one-season .carto puzzle, proven, as the files (and the playable page) of a daily. */
@Command(footer = {"", "Examples:",
                "  carto publish samples/puzzles/first-light.carto",
                "  carto publish my-puzzles.carto --puzzle harbour-dawn --date 2026-12-24 --out site"},
        name = "publish", sortOptions = false, description = {
        "Prove the optimum of a puzzle written in the Carto language and write the files carto daily writes for a "
                + "date: puzzle.carto, puzzle.json, solution.json, puzzle.png, solution.png, puzzle.pdf and "
                + "index.html (the puzzle to play in a browser, offline) in OUT/PUZZLE-ID/.",
        "Exit code 0 when written, 1 for a bad puzzle file or an optimum not proven in time, 2 for a usage error."})
final class PublishCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "PUZZLE", description = "A .carto file with a puzzle of one season.")
    private String file;

    @Option(names = "--puzzle", paramLabel = "ID", description = "The puzzle to publish when the file has several.")
    private String puzzleId;

    @Option(names = "--date", paramLabel = "YYYY-MM-DD", description = "The date the page and its share text "
            + "show; default: today (UTC).")
    private String date;

    @Option(names = "--out", paramLabel = "DIR", defaultValue = "published",
            description = "The folder that gets the puzzle's folder; default: ${DEFAULT-VALUE}.")
    private Path out;

    @Option(names = "--time-limit", paramLabel = "TIME", defaultValue = "60s", converter = Durations.class,
            description = "How long the proof may take (e.g. 60s, 5m); default: ${DEFAULT-VALUE}.")
    private Duration timeLimit;

    @Override
    public Integer call() throws IOException {
        LocalDate day = date == null ? LocalDate.now(Clock.systemUTC()) : DailyCommand.parse("--date", date);
        PuzzleSetup setup = PuzzleFiles.load(file, puzzleId, spec.commandLine().getErr());
        Puzzle puzzle = setup.puzzle();
        if (puzzle.seasons().size() != 1) {
            throw new UserError(ExitCode.PROBLEMS, file + ": the puzzle '" + puzzle.id() + "' has "
                    + puzzle.seasons().size() + " seasons; a published page plays one. Publish each season as a "
                    + "puzzle of its own.");
        }
        SolveResult result = new ChocoPuzzleSolver(setup, new BudgetBound(setup))
                .solve(SearchControl.within(timeLimit), true);
        Evaluation evaluation = Evaluation.measure(puzzle, season(setup.game(), puzzle), setup, result,
                "within " + timeLimit);
        if (evaluation.measures().isEmpty()) {
            throw new UserError(ExitCode.PROBLEMS, "the optimum of '" + puzzle.id() + "' was not proven within "
                    + timeLimit.toSeconds() + " s" + result.best().map(best -> " (best play " + best.score()
                    + ", no play scores more than " + result.bound() + ")").orElse("")
                    + "; a published puzzle needs a proven par. Give the proof longer, e.g. --time-limit 10m.");
        }
        Path folder = out.resolve(puzzle.id());
        AtomicFiles.writeAll(folder, DailyFiles.of(puzzle.id(), evaluation, day, InputFiles.read(file)));
        Measures measures = evaluation.measures().get();
        PrintWriter printer = spec.commandLine().getOut();
        printer.printf(Locale.ROOT, "Wrote %s/ (puzzle %s): par %d (proven), greedy play %d, grade %s. Open %s to "
                + "play it.%n", folder, puzzle.id(), measures.par(), measures.greedy(), evaluation.grade().label(),
                folder.resolve("index.html"));
        printer.flush();
        return ExitCode.OK;
    }

    /**
     * The season card the files name: puzzle.json names one of the game's seasons. A puzzle plays all its cards
     * whatever the limit, so this is the first season whose time limit the cards fit in (the longest if none).
     * The scoring cards are lettered A, B, C... in the puzzle's order.
     */
    static SeasonCard season(Game game, Puzzle puzzle) {
        int time = puzzle.cards().stream().mapToInt(PuzzleSheet::time).sum();
        SeasonCard season = game.seasons().stream().filter(s -> s.timeLimit() >= time).findFirst()
                .orElseGet(() -> game.seasons().stream().max(Comparator.comparingInt(SeasonCard::timeLimit))
                        .orElseThrow(() -> new UserError(ExitCode.PROBLEMS, "the game '" + game.id()
                                + "' has no season cards, which puzzle.json names.")));
        List<String> letters = new ArrayList<>();
        for (int i = 0; i < puzzle.scoring().size(); i++) {
            letters.add(String.valueOf((char) ('A' + i)));
        }
        return new SeasonCard(season.id(), season.name(), season.timeLimit(), letters);
    }
}
