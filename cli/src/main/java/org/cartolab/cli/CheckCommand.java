package org.cartolab.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.concurrent.Callable;

import org.cartolab.board.Bits;
import org.cartolab.board.Board;
import org.cartolab.board.BoardFormatException;
import org.cartolab.board.BoardText;
import org.cartolab.board.SquareGrid;
import org.cartolab.daily.BoardCheck;
import org.cartolab.model.LandscapePuzzle;
import org.cartolab.publish.DailySheets;
import org.cartolab.publish.Cell;
import org.cartolab.publish.PuzzleFileException;
import org.cartolab.publish.PuzzleJson;
import org.cartolab.publish.SolutionMove;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.scoring.CardScore;
import org.cartolab.scoring.SeasonScore;
import org.cartolab.solve.BranchAndBound;
import org.cartolab.solve.PlayedStep;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.Verifier;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.Solution;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.Step;
import org.cartolab.solve.bound.BudgetBound;

import picocli.CommandLine.ArgGroup;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code carto check}: is a final map (or a move list) a play of the puzzle; its score and its gap to the par. */
@Command(footer = {"", "Examples:",
                "  carto check daily/2026-12-24/puzzle.json --board my-map.txt",
                "  carto check daily/2026-12-24/puzzle.json --moves my-moves.json",
                "  carto check samples/puzzles/quiet-valley.carto --landscape my-layout.landscape"},
        name = "check", sortOptions = false, description = "Check a play of a puzzle: a final map (--board), "
        + "which must be drawable by the puzzle's cards in order, or a move list (--moves, the solution.json "
        + "format); for a landscape puzzle, a layout (--landscape). Prints the score and the gap to the par; a "
        + "map or move that the cards cannot make is explained. Exit code 0 for a valid play, 1 for an invalid one.")
final class CheckCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Parameters(index = "0", paramLabel = "PUZZLE", description = "A .carto file with one puzzle, or a puzzle.json.")
    private String puzzlePath;

    static final class Play {
        @Option(names = "--board", paramLabel = "FINAL.txt", required = true,
                description = "The final map in the board text format.")
        String board;

        @Option(names = "--moves", paramLabel = "MOVES.json", required = true,
                description = "The moves, one per card that draws, in the solution.json format.")
        String moves;

        @Option(names = "--landscape", paramLabel = "LAYOUT.landscape", required = true,
                description = "For a landscape puzzle: the layout, a landscape file (one line per card laid).")
        String landscape;
    }

    @ArgGroup(exclusive = true, multiplicity = "1")
    private Play play;

    @Option(names = "--time-limit", paramLabel = "SECONDS", defaultValue = "60",
            description = "For a .carto puzzle (which states no par): how long the solver may look for the par; "
                    + "default: ${DEFAULT-VALUE}.")
    private int timeLimit;

    @Override
    public Integer call() {
        PrintWriter out = spec.commandLine().getOut();
        PrintWriter err = spec.commandLine().getErr();
        Optional<LandscapePuzzle> landscape = LandscapePuzzleFiles.find(puzzlePath, null, err);
        if (landscape.isPresent() != (play.landscape != null)) {
            throw UserError.usage(landscape.isPresent() ? "'" + puzzlePath + "' is a landscape puzzle: check a "
                    + "layout with --landscape LAYOUT.landscape." : "--landscape checks a landscape puzzle; '"
                    + puzzlePath + "' is a map puzzle: check a map with --board or a move list with --moves.");
        }
        if (landscape.isPresent()) {
            return LandscapeChecking.run(landscape.get(), play.landscape, Duration.ofSeconds(timeLimit), out, err);
        }
        PuzzleSource source = PuzzleSource.load(puzzlePath, err);
        Optional<Solution> checked = play.board != null ? checkBoard(source, out, err) : checkMoves(source, err);
        if (checked.isEmpty()) {
            return ExitCode.PROBLEMS;
        }
        return report(source, checked.get(), out, err);
    }

    private Optional<Solution> checkBoard(PuzzleSource source, PrintWriter out, PrintWriter err) {
        PuzzleSetup setup = source.setup();
        Board end;
        try {
            end = BoardText.read(play.board, InputFiles.read(play.board), setup.game().terrains(),
                    setup.game().map(setup.puzzle().map()));
        } catch (BoardFormatException e) {
            err.println(e.getMessage());
            return Optional.empty();
        }
        BoardCheck.Outcome outcome = BoardCheck.check(setup, end);
        if (!outcome.reachable()) {
            err.println(play.board + ": error: this map cannot be drawn with the puzzle's cards:");
            outcome.reasons().forEach(reason -> err.println("  " + reason));
            return Optional.empty();
        }
        out.println("Reachable: the puzzle's cards, in order, draw exactly this map:");
        if (source.setup().puzzle().seasons().size() > 1) {
            // Which card drew which cells decides what each season scored; the map alone does not say.
            out.println("  (with several seasons the map does not fix the score: below is the best order that "
                    + "draws it; check a play's own order with --moves)");
        }
        return outcome.play();
    }

    private Optional<Solution> checkMoves(PuzzleSource source, PrintWriter err) {
        List<SolutionMove> moves;
        try {
            moves = PuzzleJson.readSolution(play.moves, InputFiles.read(play.moves), source.sheet(), source.game())
                    .moves();
        } catch (PuzzleFileException e) {
            err.println(e.getMessage());
            return Optional.empty();
        }
        PuzzleSetup setup = source.setup();
        List<Integer> cardOfStep = DailySheets.cardIndices(setup.puzzle());
        MapState map = setup.startMap();
        List<PlayedStep> played = new ArrayList<>();
        int next = 0;
        for (Step step : setup.steps()) {
            int card = cardOfStep.get(step.index());
            String name = "card " + (card + 1) + " (" + step.card().id() + ")";
            List<Move> legal = setup.legal(map, step);
            SolutionMove given = next < moves.size() && moves.get(next).card() == card ? moves.get(next++) : null;
            Move move = null;
            if (given == null && step.isAmbush() && !legal.isEmpty()) {
                move = legal.get(0); // the solo rules place the monsters; a move list may leave them out
            } else if (given == null && !legal.isEmpty()) {
                err.println(play.moves + ": error: no move for " + name + ", which can be drawn; moves go in the "
                        + "order of the cards.");
                return Optional.empty();
            } else if (given != null) {
                move = find(legal, given, setup.start().grid());
                if (move == null) {
                    err.println(play.moves + ": error: the move of " + name + " (" + given.terrain().id() + " on "
                            + String.join(" ", given.cells().stream().map(Cell::label).toList()) + ") is not legal "
                            + "there: " + (legal.isEmpty() ? "nothing can be drawn." : why(step, given)));
                    return Optional.empty();
                }
            }
            if (move != null) {
                setup.apply(map, step, move);
            }
            played.add(new PlayedStep(step, move, setup.score(map)));
        }
        if (next < moves.size()) {
            err.println(play.moves + ": error: the move for card " + (moves.get(next).card() + 1) + " is out of "
                    + "order or for a card that draws nothing; list one move per card, in the order of the cards.");
            return Optional.empty();
        }
        return Optional.of(new Solution(played, setup.score(map)));
    }

    private static String why(Step step, SolutionMove given) {
        if (step.isAmbush()) {
            return "an ambush's monsters go where the solo rules put them.";
        }
        return step.afterRuins() ? "it must be one of the card's shapes in one of its terrains, on empty cells, "
                + "covering a ruins cell (a ruins card came before)." : "it must be one of the card's shapes (turned "
                + "or mirrored) in one of its terrains, on empty cells, or a single cell when no shape fits.";
    }

    /** The legal move drawing exactly the given cells in the given terrain (the shape option breaks a tie). */
    private static Move find(List<Move> legal, SolutionMove given, SquareGrid grid) {
        long[] cells = new long[grid.words()];
        for (Cell cell : given.cells()) {
            Bits.set(cells, grid.index(cell.row(), cell.col()));
        }
        Move match = null;
        for (Move move : legal) {
            if (move.terrain().equals(given.terrain()) && Arrays.equals(move.cells(), cells)
                    && (match == null || move.shape() == given.shape())) {
                match = move;
            }
        }
        return match;
    }

    /** Prints the play's moves, its score and its gap to the par; a play above a stated par is an error. */
    private int report(PuzzleSource source, Solution play, PrintWriter out, PrintWriter err) {
        PuzzleSetup setup = source.setup();
        List<Integer> cardOfStep = DailySheets.cardIndices(setup.puzzle());
        SquareGrid grid = setup.start().grid();
        for (PlayedStep step : play.steps()) {
            String what = step.move() == null ? "nothing drawn" : step.move().terrain().id() + " "
                    + cells(step.move(), grid);
            out.printf("  card %d %-18s %-28s score %d%n", cardOfStep.get(step.step().index()) + 1,
                    step.step().card().id(), what, step.scoreAfter());
        }
        List<SeasonScore> seasons = Verifier.seasonScores(setup, play);
        int total = 0;
        for (int s = 0; s < seasons.size(); s++) {
            SeasonScore score = seasons.get(s);
            List<String> parts = new ArrayList<>();
            for (CardScore card : score.cards()) {
                parts.add(card.id() + " " + card.points());
            }
            for (CardScore term : score.terms()) {
                parts.add(term.id() + " " + term.points());
            }
            String title = seasons.size() == 1 ? "Score" : setup.puzzle().seasons().get(s).title();
            out.println(title + ": " + score.total() + " (" + String.join(", ", parts) + ")");
            total += score.total();
        }
        if (seasons.size() > 1) {
            out.println("Score: " + total);
        }
        if (source.par().isPresent() && total > source.par().getAsInt()) {
            // The play was replayed under the rules, so it is the stated par (the best score) that is wrong.
            err.println(PuzzleJson.problemAt(puzzlePath, InputFiles.read(puzzlePath), "/par", "the par is "
                    + source.par().getAsInt() + ", but this play of the puzzle's cards scores " + total
                    + ": the par is wrong. Correct it, or make the puzzle again with carto daily.").format());
            return ExitCode.PROBLEMS;
        }
        OptionalInt par = source.par().isPresent() ? source.par() : solvePar(setup, out);
        if (par.isPresent()) {
            int gap = par.getAsInt() - total;
            out.println("Par: " + par.getAsInt() + (gap == 0 ? " — you reached the optimum." : "; you are " + gap
                    + " point" + (gap == 1 ? "" : "s") + " below it."));
        }
        return ExitCode.OK;
    }

    private OptionalInt solvePar(PuzzleSetup setup, PrintWriter out) {
        // The daily generator's prover: it proves the published four- and five-card dailies that Choco cannot
        // prove in minutes (BENCHMARKS.md, "Bigger dailies").
        SolveResult result = new BranchAndBound(setup, new BudgetBound(setup))
                .solve(SearchControl.within(Duration.ofSeconds(timeLimit)));
        if (!result.proven()) {
            out.println("Par: not proven within " + timeLimit + " s (best found " + result.score() + ", at most "
                    + result.bound() + ").");
            return OptionalInt.empty();
        }
        return OptionalInt.of(result.score());
    }

    private static String cells(Move move, SquareGrid grid) {
        List<String> labels = new ArrayList<>();
        for (int i = Bits.first(move.cells()); i >= 0; i = Bits.next(move.cells(), i + 1)) {
            labels.add(new Cell(grid.row(i), grid.col(i)).label());
        }
        return String.join(" ", labels);
    }
}
