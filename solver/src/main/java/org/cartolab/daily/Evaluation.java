package org.cartolab.daily;

import java.util.Optional;
import java.util.OptionalLong;

import org.cartolab.model.Puzzle;
import org.cartolab.model.SeasonCard;
import org.cartolab.rules.GreedyPolicy;
import org.cartolab.solve.BranchAndBound;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.Solution;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.Verifier;
import org.cartolab.solve.bound.BudgetBound;
import org.cartolab.solve.bound.ReportEffort;

/**
 * One candidate puzzle, solved and measured: its proven optimum (or why there is none), greedy play's score, and
 * whether it is good enough to publish.
 *
 * @param result   the solver's answer, including its wall-clock times (for the summary table, never for files)
 * @param measures the numbers behind the grade, present when the optimum was proven
 * @param flaw     why the candidate is not published, or empty for a good one
 * @param spent    the search nodes the candidate cost (the proof's, and the count's as the solver last reported
 *                 them), which count against a date's total
 * @param work     the work the candidate cost, which counts against a date's total too: its nodes at
 *                 {@link NodeBudget#NODE_WORK} each plus all its bound counted, the root's report of a proof that
 *                 ran out of nodes included (the nodes do not show it)
 */
public record Evaluation(Puzzle puzzle, SeasonCard season, PuzzleSetup setup, SolveResult result,
                         Optional<Measures> measures, Optional<String> flaw, long spent, long work) {

    /**
     * Greedy play must fall short of the par by at least this much: then the obvious line (the best immediate gain
     * card by card) misses the optimum, and reaching it takes moves that are not obvious.
     */
    public static final int MIN_GAP = 2;

    /**
     * A proof that ran out of nodes may spend this many times its own work ({@link NodeBudget#work}) working out its
     * root's report; past that the report is given up and the candidate is not proven. Of December 2026's
     * candidates measured, those proven by their report spent 0.1-1 times their search's work on it (Heroes 12-12's
     * and 12-19's Experts about once), while the dearest reports of candidates left unproven spent up to 11 times
     * (Heroes 12-20's seventh candidate: 156 million units, 6 s of CPU, after 14 million of search).
     */
    public static final double STOP_REPORT = 1.5;

    public boolean good() {
        return flaw.isEmpty();
    }

    public Solution solution() {
        return result.best().orElseThrow();
    }

    public Grade grade() {
        return Grade.of(measures.orElseThrow());
    }

    /**
     * Solves and measures a candidate; the proof and the count of optimal plays each get {@code nodeBudget} nodes.
     * The proof is the single-threaded branch-and-bound's (on these puzzles it proves far more than Choco within
     * the same nodes: BENCHMARKS.md, "Bigger dailies"); one thread, so its nodes, and with them the puzzle a date
     * gets, are the same on every machine. Its reported bound is at a daily candidate's effort
     * ({@link ReportEffort#DAILY_CANDIDATE}): every candidate that runs out of nodes works it out once, within
     * {@link #STOP_REPORT} times its search's work.
     */
    public static Evaluation of(Puzzle puzzle, SeasonCard season, PuzzleSetup setup, long nodeBudget) {
        return of(puzzle, season, setup, nodeBudget, Long.MAX_VALUE, Long.MAX_VALUE);
    }

    /**
     * The same with at most {@code nodesLeft} nodes and {@code workLeft} work ({@link #work}) for both passes
     * together: the count gets what the proof left of them (at most {@code nodeBudget} nodes), so a count cut short
     * by a date's total is "too many to count". A pass stops at its first check past either; the proof's root report
     * at its end is then worked out within {@link #STOP_REPORT} times the proof's work, so a candidate's work passes
     * {@code workLeft} by at most that and a check's nodes.
     */
    static Evaluation of(Puzzle puzzle, SeasonCard season, PuzzleSetup setup, long nodeBudget, long nodesLeft,
                         long workLeft) {
        BudgetBound bound = new BudgetBound(setup, ReportEffort.DAILY_CANDIDATE);
        BranchAndBound search = new BranchAndBound(setup, bound);
        long before = bound.work();
        long proofNodes = Math.min(nodeBudget, nodesLeft);
        SolveResult proof = search.solve(NodeBudget.metered(proofNodes, workLeft, bound::work).control()
                .withStopReport(STOP_REPORT));
        SolveResult result = proof;
        long spent = proof.nodes();
        long work = NodeBudget.NODE_WORK * proof.nodes() + bound.work() - before;
        if (proof.proven() && proof.best().isPresent()) {
            NodeBudget countBudget = NodeBudget.metered(Math.min(nodeBudget, Math.max(0, nodesLeft - spent)),
                    Math.max(0, workLeft - work), bound::work);
            OptionalLong count = search.countAtLeast(proof.score(), countBudget.control());
            spent += countBudget.spent();
            work += countBudget.work();
            result = new SolveResult(proof.best(), true, proof.bound(), proof.nodes(), proof.millisToFirst(),
                    proof.millisToBest(), proof.millis(), count);
        }
        Evaluation measured = measure(puzzle, season, setup, result, "within " + proofNodes + " nodes");
        return new Evaluation(puzzle, season, setup, measured.result, measured.measures, measured.flaw, spent, work);
    }

    /**
     * Measures a puzzle already solved (with the count of optimal plays, for the grade): the play is verified and
     * greedy play scored. {@code limit} says what stopped an unproven search, for the flaw's text. The search's
     * work is not known here: {@link #work} is 0.
     */
    public static Evaluation measure(Puzzle puzzle, SeasonCard season, PuzzleSetup setup, SolveResult result,
                                     String limit) {
        if (!result.proven() || result.best().isEmpty()) {
            return new Evaluation(puzzle, season, setup, result, Optional.empty(),
                    Optional.of("optimum not proven " + limit), result.nodes(), 0);
        }
        Solution solution = result.best().get();
        Verifier.verify(setup, solution);
        Measures measures = new Measures(solution.score(), greedyScore(setup), result.optimalCount(),
                result.nodes());
        return new Evaluation(puzzle, season, setup, result, Optional.of(measures), flaw(measures), result.nodes(), 0);
    }

    private static Optional<String> flaw(Measures measures) {
        if (measures.gap() < MIN_GAP) {
            return Optional.of("greedy play scores " + measures.greedy() + ", too close to the par "
                    + measures.par());
        }
        return Optional.empty();
    }

    /** The rules engine's greedy player on the puzzle: the best immediate gain card by card. */
    static int greedyScore(PuzzleSetup setup) {
        var record = setup.engine().playPuzzle(setup.puzzle().map(), setup.start(), setup.puzzle().coins(),
                setup.puzzle().seasons(), new GreedyPolicy());
        return record.sheets().stream().mapToInt(sheet -> sheet.score().total()).sum();
    }
}
