package org.cartolab.workbench.solve;

import java.util.List;
import java.util.Optional;
import java.util.function.BooleanSupplier;

import org.cartolab.dsl.compile.Workspace;
import org.cartolab.model.Game;
import org.cartolab.model.Puzzle;
import org.cartolab.rules.MapState;
import org.cartolab.solve.BranchAndBound;
import org.cartolab.solve.PlayedStep;
import org.cartolab.solve.PuzzleException;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.Solution;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.Verifier;
import org.cartolab.solve.bound.BudgetBound;

/**
 * A puzzle of the open file and its solve: the search is the solver's branch-and-bound with its score bound, run
 * with a cancel flag and a progress listener; once solved, the optimal play can be walked step by step, each
 * step's map replayed through the puzzle's rules.
 */
public final class PuzzleSolve {

    /** What the search reports while it runs. */
    public record Progress(long nodes, int best, int bound, long millis) {

        /** How far the best play found may be from the optimum; unknown (-1) before the first play. */
        public int gap() {
            return best == Integer.MIN_VALUE ? -1 : Math.max(0, bound - best);
        }
    }

    private final PuzzleSetup setup;
    private SolveResult result;

    /** @throws PuzzleException if the puzzle cannot be played (its message says why) */
    public PuzzleSolve(Puzzle puzzle, Workspace workspace) throws PuzzleException {
        Game game = workspace.game(puzzle.game()).orElseThrow(() -> new PuzzleException("puzzle '" + puzzle.id()
                + "': there is no game '" + puzzle.game() + "'."));
        this.setup = PuzzleSetup.of(puzzle, game);
    }

    /** Searches for the optimum until it is proven or {@code cancelled} says stop (then the best so far). */
    public SolveResult solve(BooleanSupplier cancelled, java.util.function.Consumer<Progress> progress) {
        SearchControl control = new SearchControl(null, cancelled, new SearchControl.SearchListener() {
            private int best = Integer.MIN_VALUE;

            @Override
            public void improved(int score, long nodes, long millis) {
                best = score;
            }

            @Override
            public void progress(long nodes, int bestSoFar, int bound, long millis) {
                progress.accept(new Progress(nodes, Math.max(best, bestSoFar), bound, millis));
            }
        });
        result = new BranchAndBound(setup, new BudgetBound(setup)).solve(control);
        return result;
    }

    public Optional<SolveResult> result() {
        return Optional.ofNullable(result);
    }

    /** How many steps the best play has (0 before a solve found one). */
    public int stepCount() {
        return steps().size();
    }

    /** The map before any step ({@code step} 0) or after the first {@code step} steps of the best play. */
    public MapState mapAfter(int step) {
        MapState map = setup.startMap();
        List<PlayedStep> steps = steps();
        for (int i = 0; i < step; i++) {
            PlayedStep played = steps.get(i);
            if (played.move() != null) {
                setup.apply(map, played.step(), played.move());
            }
        }
        return map;
    }

    /**
     * The step {@code step} (from 1) of the best play: its card, its move (null if nothing could be drawn), the
     * score after it.
     */
    public PlayedStep step(int step) {
        return steps().get(step - 1);
    }

    /**
     * What each season of the best play scored, as "Spring 6, Summer 8", when the puzzle has several seasons;
     * empty for one season or before a play is found.
     */
    public String seasonScores() {
        Optional<Solution> best = result == null ? Optional.empty() : result.best();
        if (best.isEmpty() || setup.puzzle().seasons().size() < 2) {
            return "";
        }
        return Verifier.seasonTotals(setup, best.get());
    }

    /** The score of the start position. */
    public int startScore() {
        return setup.score(setup.startMap());
    }

    private List<PlayedStep> steps() {
        return result == null ? List.of() : result.best().map(s -> s.steps()).orElse(List.of());
    }
}
