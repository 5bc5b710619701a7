package org.cartolab.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;

import org.cartolab.board.SquareGrid;
import org.cartolab.model.LandscapePuzzle;
import org.cartolab.model.PuzzleSeason;
import org.cartolab.scoring.SeasonScore;
import org.cartolab.solve.ChocoPuzzleSolver;
import org.cartolab.solve.PlayedStep;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.Solution;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.Verifier;
import org.cartolab.solve.WindowsFirst;
import org.cartolab.solve.bound.BudgetBound;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code carto solve PUZZLE}: the best score of a puzzle, proven with Choco, and one optimal play. */
@Command(footer = {"", "Examples:",
                "  carto solve samples/puzzles/first-light.carto",
                "  carto solve samples/puzzles/first-light.carto --count-optimal --json",
                "  carto solve daily/2026-12-24/puzzle.json --time-limit 30s",
                "  carto solve samples/puzzles/first-light.carto --threads 2",
                "  carto solve samples/puzzles/quiet-valley.carto --out best.landscape"},
        name = "solve", description = {
        "Find the best play of a puzzle and prove that no play scores more (Choco, single-threaded; with --threads "
                + "N > 1 a first play from a window search, then the branch-and-bound split over N threads).",
        "Every play is replayed by the rules engine and re-scored before it is printed.",
        "A landscape puzzle (Confusing Lands) prints its best layout as a landscape file; --out writes it.",
        "Exit code 0 when solved (proven or not: see 'proven'), 1 for a bad puzzle file, 2 for a usage error."})
final class SolveCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "PUZZLE", description = "A .carto file with a puzzle (it may 'uses cartographers').")
    private String file;

    @Option(names = "--puzzle", paramLabel = "ID", description = "The puzzle to solve when the file has several.")
    private String puzzleId;

    @Option(names = "--time-limit", paramLabel = "TIME", defaultValue = "60s", converter = Durations.class,
            description = "Stop after this long (e.g. 60s, 500ms, 2m) and report the best play with its bound; "
                    + "default: ${DEFAULT-VALUE}.")
    private Duration timeLimit;

    @Option(names = "--count-optimal", description = "Also count the optimal plays (after the proof).")
    private boolean countOptimal;

    @Option(names = "--json", description = "Print one JSON object instead of text.")
    private boolean json;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
            description = "Search on N threads: with more than 1, a window search from the greedy play for a good "
                    + "first play (puzzles of 5 steps or more), then the branch-and-bound with the same bound, its "
                    + "first decisions split into independent subproblems (the same optimum and the same play "
                    + "whatever N). Default: ${DEFAULT-VALUE}, Choco, the solver of record.")
    private int threads;

    @Option(names = "--out", paramLabel = "FILE",
            description = "Landscape puzzles: also write the best layout to FILE as a landscape file.")
    private String outPath;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        Optional<LandscapePuzzle> landscape = LandscapePuzzleFiles.find(file, puzzleId, spec.commandLine().getErr());
        if (landscape.isPresent()) {
            if (threads != 1 || countOptimal) {
                throw UserError.usage("a landscape puzzle is solved by Choco on one thread; drop --threads and "
                        + "--count-optimal.");
            }
            return LandscapeSolving.run(landscape.get(), timeLimit, json, outPath, out);
        }
        if (outPath != null) {
            throw UserError.usage("--out writes a landscape puzzle's layout; '" + file + "' is a map puzzle, whose "
                    + "play is printed.");
        }
        if (threads < 1) {
            throw UserError.usage("--threads must be 1 or more, not " + threads + ".");
        }
        if (threads > 1 && countOptimal) {
            throw UserError.usage("--count-optimal counts with Choco, on one thread: drop --threads or "
                    + "--count-optimal.");
        }
        PuzzleSetup setup = PuzzleFiles.load(file, puzzleId, spec.commandLine().getErr());
        SolveResult result = threads == 1
                ? new ChocoPuzzleSolver(setup, new BudgetBound(setup)).solve(SearchControl.within(timeLimit),
                        countOptimal)
                // From the windows' play, as `bench solve` and `carto review` search: the depth-first search alone
                // finds its good plays late on puzzles of five steps or more.
                : WindowsFirst.solve(setup, BudgetBound::new, threads, SearchControl.within(timeLimit));
        Solution best = result.best().orElseThrow(() -> new IllegalStateException("no play at all"));
        int verified = Verifier.verify(setup, best);
        if (json) {
            out.println(json(setup, result, best));
        } else {
            text(out, setup, result, best, verified);
        }
        out.flush();
        return ExitCode.OK;
    }

    private static String scoringOf(PuzzleSeason season) {
        return String.join(" + ", season.scoring().stream().map(card -> card.id()).toList());
    }

    private void text(PrintWriter out, PuzzleSetup setup, SolveResult result, Solution best, int verified) {
        var puzzle = setup.puzzle();
        if (puzzle.seasons().size() == 1) {
            out.printf("Puzzle %s on map %s: %d cards, scoring %s%n", puzzle.id(), puzzle.map(),
                    puzzle.cards().size(), scoringOf(puzzle.seasons().get(0)));
        } else {
            out.printf("Puzzle %s on map %s: %d cards in %d seasons%n", puzzle.id(), puzzle.map(),
                    puzzle.cards().size(), puzzle.seasons().size());
            for (PuzzleSeason season : puzzle.seasons()) {
                out.printf("  %s: %d card%s, scoring %s%n", season.title(), season.cards().size(),
                        season.cards().size() == 1 ? "" : "s", scoringOf(season));
            }
        }
        if (result.proven()) {
            out.printf("Optimum: %d (proven)%n", best.score());
        } else {
            out.printf("Best found: %d, not proven: no play scores more than %d (gap %d) - the time limit of %s "
                    + "stopped the search%n", best.score(), result.bound(), result.gap(), timeLimit);
        }
        out.printf("Search: %,d nodes in %.1f s (first play after %.1f s, best after %.1f s)%s%n", result.nodes(),
                result.millis() / 1000.0, result.millisToFirst() / 1000.0, result.millisToBest() / 1000.0,
                threads == 1 ? "" : ", windows and branch-and-bound on " + threads + " threads");
        result.optimalCount().ifPresent(count -> out.printf("Optimal plays: %d%n", count));
        out.println();
        PlayReport.print(out, setup, best);
        out.println();
        out.printf("Verified: the rules engine replays this play and scores it %d.%n", verified);
        if (setup.puzzle().seasons().size() > 1) {
            out.println("Seasons: " + Verifier.seasonTotals(setup, best));
        }
    }

    private String json(PuzzleSetup setup, SolveResult result, Solution best) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("puzzle", setup.puzzle().id());
        root.put("score", best.score());
        root.put("proven", result.proven());
        root.put("bound", result.bound());
        root.put("gap", result.gap());
        root.put("nodes", result.nodes());
        root.put("millis", result.millis());
        root.put("millisToFirst", result.millisToFirst());
        root.put("millisToBest", result.millisToBest());
        root.put("optimalCount", result.optimalCount().isPresent() ? result.optimalCount().getAsLong() : null);
        List<Map<String, Object>> seasons = new ArrayList<>();
        List<SeasonScore> scores = Verifier.seasonScores(setup, best);
        for (int s = 0; s < scores.size(); s++) {
            Map<String, Object> season = new LinkedHashMap<>();
            season.put("title", setup.puzzle().seasons().get(s).title());
            season.put("score", scores.get(s).total());
            seasons.add(season);
        }
        root.put("seasons", seasons);
        root.put("moves", moves(setup.start().grid(), best));
        root.put("board", PlayReport.numberedMap(setup, best));
        try {
            return new ObjectMapper().writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    static List<Map<String, Object>> moves(SquareGrid grid, Solution solution) {
        List<Map<String, Object>> moves = new ArrayList<>();
        for (PlayedStep played : solution.steps()) {
            Map<String, Object> move = new LinkedHashMap<>();
            move.put("step", played.step().index() + 1);
            move.put("card", played.step().card().id());
            if (played.move() != null) {
                move.put("terrain", played.move().terrain().id());
                move.put("shape", played.move().shape() < 0 ? null : played.move().shape() + 1);
                move.put("orientation", played.move().placement().orientation().index());
                move.put("cells", PlayReport.cellList(grid, played.move().cells()));
            } else {
                move.put("cells", List.of());
            }
            move.put("scoreAfter", played.scoreAfter());
            moves.add(move);
        }
        return moves;
    }
}
