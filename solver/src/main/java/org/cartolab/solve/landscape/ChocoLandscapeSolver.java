package org.cartolab.solve.landscape;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.function.BooleanSupplier;

import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapePuzzle;
import org.cartolab.solve.VerificationException;
import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.search.strategy.selectors.variables.InputOrder;
import org.chocosolver.solver.variables.IntVar;

/**
 * Solves a landscape puzzle to a proven optimum with Choco. One variable per card ranges over the card's
 * {@link PlacementIndex}; one {@link LayoutPropagator} keeps each next card to its legal placements, fixes the
 * score of a complete layout and bounds a partial one with the {@link LayoutBound}. Cards are decided in order,
 * each best immediate score first. Single-threaded, so a proof is trusted (Choco's parallel portfolio once
 * returned wrong answers, choco-solver #1094), and the best layout is still replayed by the
 * {@link LandscapeVerifier}.
 */
public final class ChocoLandscapeSolver {

    /** Scores beyond this are impossible with 8 cards (the bound caps an unknown condition well below it). */
    private static final int SCORE_LIMIT = 100_000;

    private final LandscapePuzzle puzzle;
    private final List<PlacementIndex> indexes = new ArrayList<>();

    public ChocoLandscapeSolver(LandscapePuzzle puzzle) {
        this.puzzle = puzzle;
        int reach = puzzle.cards().stream().flatMap(card -> card.faces().stream())
                .mapToInt(face -> Math.max(face.height(), face.width())).max().orElse(1) - 1;
        for (int i = 0; i < puzzle.cards().size(); i++) {
            LandscapeCard card = puzzle.cards().get(i);
            indexes.add(new PlacementIndex(card, i, reach));
        }
    }

    /**
     * The best layout, proven optimal unless the time limit stopped the search first.
     *
     * @param timeLimit how long the search may run, or null for no limit
     */
    public LandscapeSolveResult solve(Duration timeLimit) {
        return solve(timeLimit, Long.MAX_VALUE);
    }

    /**
     * The best layout, proven optimal unless a limit stopped the search first.
     *
     * @param timeLimit how long the search may run, or null for no limit
     * @param nodeLimit how many search nodes it may open: a limit that, unlike time, stops every machine at the
     *                  same place (the daily puzzles depend on it)
     */
    public LandscapeSolveResult solve(Duration timeLimit, long nodeLimit) {
        return solve(timeLimit, nodeLimit, () -> false);
    }

    /**
     * The best layout, proven optimal unless a limit or {@code cancelled} (asked now and then; a person's Cancel)
     * stopped the search first.
     */
    public LandscapeSolveResult solve(Duration timeLimit, long nodeLimit, BooleanSupplier cancelled) {
        long startNanos = System.nanoTime();
        Model model = new Model("landscape puzzle " + puzzle.id());
        IntVar[] choices = new IntVar[indexes.size()];
        for (int i = 0; i < choices.length; i++) {
            choices[i] = model.intVar("card" + (i + 1), 0, indexes.get(i).size() - 1);
        }
        IntVar score = model.intVar("score", -SCORE_LIMIT, SCORE_LIMIT);
        LayoutBound bound = new LayoutBound(puzzle);
        LayoutPropagator propagator = new LayoutPropagator(puzzle, indexes, bound, choices, score);
        new Constraint("landscape puzzle " + puzzle.id(), propagator).post();
        model.setObjective(Model.MAXIMIZE, score);
        Solver solver = model.getSolver();
        solver.setSearch(Search.intVarSearch(new InputOrder<>(model), new BestLayoutFirst(propagator, choices),
                choices));
        long deadline = timeLimit == null ? Long.MAX_VALUE : startNanos + timeLimit.toNanos();
        solver.addStopCriterion(() -> System.nanoTime() > deadline || solver.getNodeCount() >= nodeLimit
                || cancelled.getAsBoolean());
        List<PlacedCard> bestLayout = null;
        int best = Integer.MIN_VALUE;
        while (solver.solve()) {
            best = score.getValue();
            bestLayout = layout(choices);
        }
        boolean proven = !solver.isStopCriterionMet();
        if (bestLayout == null) {
            if (proven) {
                throw new VerificationException("landscape puzzle '" + puzzle.id() + "': the search finished "
                        + "without any layout, so its bound cut off every layout. This is a bug; no optimum is "
                        + "claimed.");
            }
            // Stopped before the first layout: the greedy layout is still a layout, and the bound still holds.
            LandscapeSolution greedy = GreedyLayout.of(puzzle);
            bestLayout = greedy.layout();
            best = greedy.score();
        }
        LandscapeSolution solution = new LandscapeSolution(bestLayout, best);
        LandscapeVerifier.verify(puzzle, solution);
        int reported = proven ? best : Math.max(best, bound.upper(Landscape.empty(puzzle.game())));
        return new LandscapeSolveResult(solution, proven, reported, solver.getNodeCount(),
                (System.nanoTime() - startNanos) / 1_000_000);
    }

    private List<PlacedCard> layout(IntVar[] choices) {
        List<PlacedCard> layout = new ArrayList<>();
        for (int i = 0; i < choices.length; i++) {
            layout.add(indexes.get(i).placement(choices[i].getValue()));
        }
        return layout;
    }
}
