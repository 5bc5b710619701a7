package org.cartolab.cpsat;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.OptionalLong;

import org.cartolab.model.ScoringCard;
import org.cartolab.model.Terrain;
import org.cartolab.rules.Move;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.Solution;

import com.google.ortools.sat.CpSolver;
import com.google.ortools.sat.CpSolverSolutionCallback;
import com.google.ortools.sat.CpSolverStatus;
import com.google.ortools.sat.IntVar;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.LinearExprBuilder;
import com.google.ortools.sat.Literal;

/**
 * Solves a puzzle with OR-Tools CP-SAT: the {@link PlacementModel}, the puzzle's two scoring cards as
 * {@link ScoringEncodings}, and the base game's two season terms ({@code game.carto}): the coins (the puzzle's and
 * the start's, one per coin shape drawn, one per mountain whose sides all end up filled, up to the coin track) and
 * -1 per empty cell next to a monster. The play found is replayed through the engine
 * ({@link Solution#of}); a replayed score other than the model's objective is a model bug and fails loudly.
 */
public final class CpSatPuzzleSolver {

    private final PuzzleSetup setup;
    private final int workers;
    private final int seed;

    /** A solver with {@code workers} CP-SAT workers (1: a single-threaded, repeatable search) and a fixed seed. */
    public CpSatPuzzleSolver(PuzzleSetup setup, int workers, int seed) {
        this.setup = setup;
        this.workers = workers;
        this.seed = seed;
    }

    /** Whether both scoring cards of a puzzle are modelled; puzzles where not are left out of the baseline. */
    public static boolean modelled(List<ScoringCard> scoring) {
        return scoring.stream().allMatch(card -> ScoringEncodings.modelled().contains(card.id()));
    }

    /** The ids of the scoring cards the baseline models. */
    public static List<String> modelledCards() {
        return List.copyOf(ScoringEncodings.modelled());
    }

    public SolveResult solve(Duration timeLimit) {
        return solve(timeLimit, 0);
    }

    /**
     * Solves within the time limit and, if {@code deterministicLimit} is positive, within that much of CP-SAT's
     * deterministic time too: with one worker, a search stopped by it stops at the same point under any load.
     */
    public SolveResult solve(Duration timeLimit, double deterministicLimit) {
        long startNanos = System.nanoTime();
        PlacementModel model = new PlacementModel(setup);
        LinearExprBuilder score = LinearExpr.newBuilder();
        for (ScoringCard card : setup.puzzle().scoring()) {
            score.add(ScoringEncodings.score(card.id(), model));
        }
        score.add(coins(model));
        score.add(monsters(model));
        IntVar objective = model.model.newIntVar(-100_000, 100_000, "score");
        model.model.addEquality(objective, score.build());
        model.model.maximize(objective);

        CpSolver solver = new CpSolver();
        solver.getParameters().setNumWorkers(workers).setRandomSeed(seed)
                .setMaxTimeInSeconds(timeLimit.toMillis() / 1000.0);
        if (deterministicLimit > 0) {
            solver.getParameters().setMaxDeterministicTime(deterministicLimit);
        }
        long[] firstAndBest = {-1, -1};
        CpSolverStatus status = solver.solve(model.model, new CpSolverSolutionCallback() {
            @Override
            public void onSolutionCallback() {
                long millis = (System.nanoTime() - startNanos) / 1_000_000;
                if (firstAndBest[0] < 0) {
                    firstAndBest[0] = millis;
                }
                firstAndBest[1] = millis;
            }
        });
        long millis = (System.nanoTime() - startNanos) / 1_000_000;
        boolean proven = status == CpSolverStatus.OPTIMAL;
        if (status != CpSolverStatus.OPTIMAL && status != CpSolverStatus.FEASIBLE) {
            // No play within the limit (or none at all): no best, and no bound worth reporting but the solver's.
            return new SolveResult(Optional.empty(), false, (int) Math.floor(solver.bestObjectiveBound() + 1e-6),
                    solver.numBranches(), -1, -1, millis, OptionalLong.empty());
        }
        Solution play = Solution.of(setup, line(model, solver));
        int claimed = (int) solver.value(objective);
        if (play.score() != claimed) {
            throw new IllegalStateException("CP-SAT claims " + claimed + " for a play the engine scores "
                    + play.score() + " on puzzle " + setup.puzzle().id() + ": the model disagrees with the rules");
        }
        int bound = proven ? claimed : (int) Math.floor(solver.bestObjectiveBound() + 1e-6);
        return new SolveResult(Optional.of(play), proven, bound, solver.numBranches(), firstAndBest[0],
                firstAndBest[1], millis, OptionalLong.empty());
    }

    /** The chosen move of every step. */
    private static List<Move> line(PlacementModel model, CpSolver solver) {
        List<Move> line = new ArrayList<>();
        for (int s = 0; s < model.moves.size(); s++) {
            Move move = null;
            for (int m = 0; m < model.moves.get(s).size(); m++) {
                if (solver.booleanValue(model.chosen.get(s).get(m))) {
                    move = model.moves.get(s).get(m);
                }
            }
            line.add(move);
        }
        return line;
    }

    /** -1 per empty cell next to a monster (rift lands may draw one). */
    private LinearExpr monsters(PlacementModel model) {
        LinearExprBuilder penalty = LinearExpr.newBuilder();
        for (int i = 0; i < model.cells(); i++) {
            List<Literal> next = new ArrayList<>();
            for (int n : model.neighbours(i)) {
                setup.engine().mapRules().monsters().forEach(monster -> next.add(model.holds(n, monster.id())));
            }
            penalty.addTerm(model.and(List.of(model.empty(i), model.or(next))), -1);
        }
        return penalty.build();
    }

    /** The coins at the end, as the map marks them: capped by the coin track. */
    private LinearExpr coins(PlacementModel model) {
        LinearExprBuilder gained = LinearExpr.newBuilder();
        for (int s = 0; s < model.moves.size(); s++) {
            for (int m = 0; m < model.moves.get(s).size(); m++) {
                if (model.moves.get(s).get(m).coin()) {
                    gained.addTerm(model.chosen.get(s).get(m), 1);
                }
            }
        }
        Terrain mountain = setup.engine().mapRules().mountain();
        boolean edgeCounts = setup.engine().mapRules().edgeSurroundsMountains();
        if (mountain != null) {
            for (int i = 0; i < model.cells(); i++) {
                if (!model.isPrinted(i, mountain.id()) || (!edgeCounts && model.onEdge(i))) {
                    continue;
                }
                List<Literal> sides = model.neighbours(i).stream().map(model::filled).toList();
                Literal surrounded = model.and(sides);
                // Surrounded already at the start: the start map's coins count it.
                if (surrounded != model.yes()) {
                    gained.addTerm(surrounded, 1);
                }
            }
        }
        int cap = setup.engine().mapRules().coinCap();
        int startCoins = setup.startMap().coins();
        IntVar uncapped = model.model.newIntVar(0, 10_000, "coins uncapped");
        model.model.addEquality(uncapped, gained.add(startCoins).build());
        IntVar coins = model.model.newIntVar(0, cap, "coins");
        model.model.addMinEquality(coins, new LinearExpr[] {LinearExpr.term(uncapped, 1), LinearExpr.constant(cap)});
        return LinearExpr.term(coins, 1);
    }
}
