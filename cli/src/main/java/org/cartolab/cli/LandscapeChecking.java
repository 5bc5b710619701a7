package org.cartolab.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.board.BoardFormatException;
import org.cartolab.board.BoardProblem;
import org.cartolab.landscape.LandscapeFile;
import org.cartolab.landscape.LandscapeScore;
import org.cartolab.landscape.LandscapeScorer;
import org.cartolab.landscape.LandscapeText;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapePuzzle;
import org.cartolab.scoring.CardScore;
import org.cartolab.solve.landscape.ChocoLandscapeSolver;
import org.cartolab.solve.landscape.LandscapeSolveResult;

/**
 * {@code carto check PUZZLE --landscape LAYOUT}: is a landscape file a layout of the puzzle (its cards in the
 * puzzle's order, each laid legally, the puzzle's shared card), what it scores, and its gap to the proven par.
 */
final class LandscapeChecking {

    private LandscapeChecking() {
    }

    static int run(LandscapePuzzle puzzle, String path, Duration timeLimit, PrintWriter out, PrintWriter err) {
        String text = InputFiles.read(path);
        List<BoardProblem> problems = orderProblems(puzzle, path, text);
        LandscapeFile file = null;
        if (problems.isEmpty()) {
            try {
                file = LandscapeText.read(path, text, puzzle.game());
            } catch (BoardFormatException e) {
                problems.addAll(e.problems());
            }
        }
        if (file != null && file.shared().isPresent() && !file.shared().get().equals(puzzle.sharedCondition())) {
            problems.add(new BoardProblem(path, 1, 1, "the layout names the shared condition '"
                    + file.shared().get().id() + "' but the puzzle's is '" + puzzle.shared().id() + "'."));
        }
        if (!problems.isEmpty()) {
            problems.forEach(problem -> err.println(problem.format()));
            err.flush();
            return ExitCode.PROBLEMS;
        }
        LandscapeScore score = new LandscapeScorer(puzzle.game()).score(file.landscape(),
                Optional.of(puzzle.sharedCondition()), false);
        out.println("Legal: the puzzle's cards, in order, lay this landscape.");
        for (CardScore condition : score.own()) {
            out.printf("  %-24s %4d%n", condition.id(), condition.points());
        }
        CardScore shared = score.shared().orElseThrow();
        out.printf("  %-24s %4d%s%n", "shared " + shared.id(), shared.points(),
                score.own().isEmpty() ? "  (no condition of your own)" : "");
        out.printf("  %-24s %4d%n", score.own().size() + " x -" + puzzle.game().conditionCost(),
                score.conditionCost());
        out.println("Score: " + score.total());
        LandscapeSolveResult par = new ChocoLandscapeSolver(puzzle).solve(timeLimit);
        if (!par.proven()) {
            out.println("Par: not proven within " + timeLimit.toSeconds() + " s (best found " + par.score()
                    + ", at most " + par.bound() + ").");
        } else {
            int gap = par.score() - score.total();
            out.println("Par: " + par.score() + (gap == 0 ? " - you reached the optimum." : "; you are " + gap
                    + " point" + (gap == 1 ? "" : "s") + " below it."));
        }
        out.flush();
        return ExitCode.OK;
    }

    /** The card lines must name the puzzle's cards in its order, one line each, every card laid. */
    private static List<BoardProblem> orderProblems(LandscapePuzzle puzzle, String path, String text) {
        List<String> expected = puzzle.cards().stream().map(LandscapeCard::id).toList();
        String order = String.join(", ", expected);
        List<BoardProblem> problems = new ArrayList<>();
        String[] lines = text.split("\r?\n", -1);
        int card = 0;
        int lastLine = 1;
        for (int i = 0; i < lines.length; i++) {
            String content = lines[i].strip();
            if (content.isEmpty() || content.startsWith("//") || content.split("\\s+")[0].equals("shared")) {
                continue;
            }
            String id = content.split("\\s+")[0];
            lastLine = i + 1;
            if (card >= expected.size()) {
                problems.add(new BoardProblem(path, i + 1, 1, "the puzzle deals " + expected.size() + " cards ("
                        + order + "); '" + id + "' is one more."));
                return problems;
            }
            if (!id.equals(expected.get(card))) {
                problems.add(new BoardProblem(path, i + 1, 1, "card " + (card + 1) + " is '" + id + "' but the "
                        + "puzzle deals '" + expected.get(card) + "' here; lay the cards in the puzzle's order: "
                        + order + "."));
                return problems;
            }
            card++;
        }
        if (card < expected.size()) {
            problems.add(new BoardProblem(path, lastLine, 1, "the layout lays " + card + " of the puzzle's "
                    + expected.size() + " cards; lay them all, in order: " + order + "."));
        }
        return problems;
    }
}
