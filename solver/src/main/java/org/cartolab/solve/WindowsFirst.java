package org.cartolab.solve;

import java.time.Duration;
import java.util.function.Function;

/**
 * A search that gets a good play early and then tries to prove it: the {@link WindowSearch} from the greedy play,
 * again from its play with ten times the nodes per window, then the {@link ParallelBranchAndBound} that must beat
 * the play, all within one time limit (the windows get at most half of it; their node budgets normally end them
 * well before). Puzzles of few steps go straight to the branch-and-bound, which proves them about as fast as the
 * windows would search them.
 */
public final class WindowsFirst {

    /** The widest window, in steps. */
    static final int WIDEST = 3;
    /** The nodes of one window's search. */
    static final long WINDOW_NODES = 5_000;
    /**
     * The nodes of one window's search in the second pass. The first pass's windows stop short where a step's best
     * move needs the steps around it moved too (a season of six cards: 22 at 5,000 nodes, 24 at 50,000, which the
     * branch-and-bound after 22 did not find in 60 s); starting from the first pass's play, the second pass costs
     * little where that play is already good.
     */
    static final long DEEP_WINDOW_NODES = 50_000;
    /**
     * The nodes of one window's search before a search alone ({@link #solveAlone}): at K = 5 (five steps, map A
     * empty) 1,000 find the same plays as 5,000 on the six pairs measured, at a third to a fifth of the nodes (the
     * dearest 23,442 nodes, 1.9 s of CPU, where 5,000 took 65,043, 5.7 s), which a search near its time limit keeps.
     */
    static final long ALONE_WINDOW_NODES = 1_000;
    /** The fewest steps a puzzle has for the windows to run first. */
    static final int FEWEST_STEPS = 5;

    private WindowsFirst() {
    }

    public static SolveResult solve(PuzzleSetup setup, Function<PuzzleSetup, ScoreBound> bounds, int threads,
                                    SearchControl control) {
        return solve(setup, bounds, threads, control, Duration.ZERO);
    }

    /**
     * The same, the proof ending {@code kept} before the time limit (for what the caller does next): the windows
     * keep their half of the whole limit.
     */
    public static SolveResult solve(PuzzleSetup setup, Function<PuzzleSetup, ScoreBound> bounds, int threads,
                                    SearchControl control, Duration kept) {
        ParallelBranchAndBound proof = new ParallelBranchAndBound(setup, bounds, threads);
        long start = System.nanoTime();
        SearchControl proofControl = within(control.withTimeLimit(control.timeLimit() == null ? null
                : control.timeLimit().minus(kept)), start);
        if (setup.steps().size() < FEWEST_STEPS) {
            return proof.solve(proofControl);
        }
        SearchControl windows = control.withTimeLimit(control.timeLimit() == null ? null
                : control.timeLimit().dividedBy(2));
        ScoreBound bound = bounds.apply(setup);
        Solution quick = new WindowSearch(setup, bound, WIDEST, WINDOW_NODES).improve(windows);
        Solution known = new WindowSearch(setup, bound, WIDEST, DEEP_WINDOW_NODES)
                .improve(quick, within(windows, start));
        return proof.solve(within(control.withTimeLimit(control.timeLimit() == null ? null
                : control.timeLimit().minus(kept)), start), known);
    }

    /**
     * The same on one thread, for a search measured alone (`bench solve`'s b&amp;b): the first window pass from the
     * greedy play, then the plain {@link BranchAndBound} that must beat its play, with the same bound. A depth-first
     * search that ends proven only once it has found a good play spends its first subtrees on poorer ones (at K = 5,
     * sentinel-wood + stoneside-forest found 13 in 60 s of CPU and proved 15 only after 5.4 M nodes, 82 s; from the
     * windows' 15 at 6,098 nodes it proves 15 in 15,373 more). The nodes are both searches' together.
     */
    public static SolveResult solveAlone(PuzzleSetup setup, ScoreBound bound, SearchControl control) {
        BranchAndBound proof = new BranchAndBound(setup, bound);
        if (setup.steps().size() < FEWEST_STEPS) {
            return proof.solve(control);
        }
        long start = System.nanoTime();
        SearchControl windows = control.withTimeLimit(control.timeLimit() == null ? null
                : control.timeLimit().dividedBy(2));
        WindowSearch quick = new WindowSearch(setup, bound, WIDEST, ALONE_WINDOW_NODES);
        Solution known = quick.improve(windows);
        long windowMillis = (System.nanoTime() - start) / 1_000_000;
        SolveResult result = proof.solve(within(control, start), known);
        // The times count from the windows' start, as the caller's limit does; the windows' play is a first play.
        return new SolveResult(result.best(), result.proven(), result.bound(), quick.nodes() + result.nodes(),
                windowMillis + Math.max(0, result.millisToFirst()),
                windowMillis + result.millisToBest(), windowMillis + result.millis(), result.optimalCount());
    }

    /** What is left of {@code control}'s time limit since {@code start} (nanoseconds), nothing when it is spent. */
    private static SearchControl within(SearchControl control, long start) {
        Duration left = control.timeLimit() == null ? null
                : control.timeLimit().minusNanos(System.nanoTime() - start);
        if (left != null && left.isNegative()) {
            left = Duration.ZERO;
        }
        return control.withTimeLimit(left);
    }
}
