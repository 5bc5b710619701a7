package org.cartolab.solve;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;

import org.chocosolver.solver.Model;
import org.chocosolver.solver.Solver;
import org.chocosolver.solver.constraints.Constraint;
import org.chocosolver.solver.search.strategy.Search;
import org.chocosolver.solver.search.strategy.selectors.variables.InputOrder;
import org.chocosolver.solver.variables.IntVar;
import org.cartolab.rules.Move;

/**
 * Solves a puzzle to a proven optimum with Choco. One variable per step ranges over the step's
 * {@link MoveUniverse}; one {@link PuzzlePropagator} keeps each next step to its legal moves on the map the earlier
 * steps drew, fixes the score of a complete play, and bounds the score of a partial one with the
 * {@link ScoreBound}. A play that meets the root's reported bound ({@link ScoreBound#reported}, worked out at the
 * first play after a number of nodes, as in {@link PathReports}) ends the search, proven. Steps are decided in
 * order, each best immediate score first. Single-threaded, so a proof is trusted (Choco's parallel portfolio once
 * returned wrong answers, choco-solver #1094) — and every play is still replayed by the {@link Verifier}.
 */
public final class ChocoPuzzleSolver {

    /** Scores beyond this are impossible on any board the games define. */
    private static final int SCORE_LIMIT = 100_000;

    private final PuzzleSetup setup;
    private final ScoreBound bound;
    private final List<MoveUniverse> universes = new ArrayList<>();
    private final long reportAfter;

    public ChocoPuzzleSolver(PuzzleSetup setup, ScoreBound bound) {
        this(setup, bound, PathReports.AFTER);
    }

    /** @param reportAfter the nodes of the search before the root's reported bound is worked out */
    public ChocoPuzzleSolver(PuzzleSetup setup, ScoreBound bound, long reportAfter) {
        this.setup = setup;
        this.reportAfter = reportAfter;
        this.bound = bound;
        for (Step step : setup.steps()) {
            universes.add(MoveUniverse.of(setup, step));
        }
    }

    /** Finds the best play; with {@code countOptimal}, also counts the optimal plays once the optimum is proven. */
    public SolveResult solve(SearchControl control, boolean countOptimal) {
        long startNanos = System.nanoTime();
        Built built = build(-SCORE_LIMIT, control, startNanos);
        Solver solver = built.model.getSolver();
        built.model.setObjective(Model.MAXIMIZE, built.score);
        List<Move> bestLine = null;
        int best = Integer.MIN_VALUE;
        long millisToFirst = -1;
        long millisToBest = 0;
        OptionalInt reported = OptionalInt.empty();
        boolean boundMet = false;
        while (!boundMet && solver.solve()) {
            best = built.score.getValue();
            bestLine = line(built.choices);
            millisToBest = (System.nanoTime() - startNanos) / 1_000_000;
            if (millisToFirst < 0) {
                millisToFirst = millisToBest;
            }
            control.listener().improved(best, solver.getNodeCount(), millisToBest);
            if (reported.isEmpty() && solver.getNodeCount() >= reportAfter) {
                reported = OptionalInt.of(bound.reported(setup.startMap(), 0));
            }
            boundMet = reported.isPresent() && best >= reported.getAsInt();
        }
        boolean stopped = boundMet || solver.isStopCriterionMet();
        // Stopped before the first play: the greedy play is still a play, and the bound still holds.
        Optional<Solution> solution = Optional.of(bestLine == null ? GreedyLine.play(setup)
                : Replay.solution(setup, bestLine));
        OptionalInt known = reported;
        SearchEnd end = SearchEnd.of(setup, stopped, bestLine == null ? OptionalInt.empty() : OptionalInt.of(best),
                solution, () -> known.orElseGet(() -> bound.reported(setup.startMap(), 0)),
                OptionalInt.of(GreedyLine.play(setup).score()));
        long nodes = solver.getNodeCount();
        OptionalLong count = OptionalLong.empty();
        if (countOptimal && end.proven() && bestLine != null) {
            count = countAtLeast(best, control, startNanos);
        }
        long millis = (System.nanoTime() - startNanos) / 1_000_000;
        return new SolveResult(solution, end.proven(), end.bound(), nodes, millisToFirst, millisToBest, millis,
                count);
    }

    private OptionalLong countAtLeast(int score, SearchControl control, long startNanos) {
        Built built = build(score, control, startNanos);
        Solver solver = built.model.getSolver();
        long count = 0;
        while (solver.solve()) {
            count++;
        }
        return solver.isStopCriterionMet() ? OptionalLong.empty() : OptionalLong.of(count);
    }

    private record Built(Model model, IntVar[] choices, IntVar score) {
    }

    private Built build(int minimumScore, SearchControl control, long startNanos) {
        Model model = new Model("puzzle " + setup.puzzle().id());
        IntVar[] choices = new IntVar[universes.size()];
        for (int i = 0; i < choices.length; i++) {
            choices[i] = model.intVar("step" + (i + 1), 0, universes.get(i).size() - 1);
        }
        IntVar score = model.intVar("score", minimumScore, SCORE_LIMIT);
        PuzzlePropagator propagator = new PuzzlePropagator(setup, universes, bound, choices, score);
        new Constraint("puzzle " + setup.puzzle().id(), propagator).post();
        Solver solver = model.getSolver();
        solver.setSearch(Search.intVarSearch(new InputOrder<>(model),
                new BestScoreFirst(propagator, choices, control, startNanos), choices));
        long deadline = control.timeLimit() == null ? Long.MAX_VALUE
                : startNanos + control.timeLimit().toNanos();
        solver.addStopCriterion(() -> System.nanoTime() > deadline || control.cancelled().getAsBoolean());
        return new Built(model, choices, score);
    }

    private List<Move> line(IntVar[] choices) {
        List<Move> line = new ArrayList<>();
        for (int i = 0; i < choices.length; i++) {
            line.add(universes.get(i).move(choices[i].getValue()));
        }
        return line;
    }
}
