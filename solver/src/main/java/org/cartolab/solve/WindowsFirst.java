package org.cartolab.solve;

import java.time.Duration;
import java.util.function.Function;

/**
 * A search that gets a good play early and then tries to prove it: the {@link WindowSearch} from the greedy play,
 * then the {@link ParallelBranchAndBound} that must beat its play, both within one time limit (the windows get at
 * most half of it; their node budgets normally end them well before). Puzzles of few steps go straight to the
 * branch-and-bound, which proves them about as fast as the windows would search them.
 */
public final class WindowsFirst {

    /** The widest window, in steps. */
    static final int WIDEST = 3;
    /** The nodes of one window's search. */
    static final long WINDOW_NODES = 5_000;
    /** The fewest steps a puzzle has for the windows to run first. */
    static final int FEWEST_STEPS = 5;

    private WindowsFirst() {
    }

    public static SolveResult solve(PuzzleSetup setup, Function<PuzzleSetup, ScoreBound> bounds, int threads,
                                    SearchControl control) {
        ParallelBranchAndBound proof = new ParallelBranchAndBound(setup, bounds, threads);
        if (setup.steps().size() < FEWEST_STEPS) {
            return proof.solve(control);
        }
        long start = System.nanoTime();
        SearchControl windows = new SearchControl(control.timeLimit() == null ? null
                : control.timeLimit().dividedBy(2), control.cancelled(), control.listener());
        Solution known = new WindowSearch(setup, bounds.apply(setup), WIDEST, WINDOW_NODES).improve(windows);
        Duration left = control.timeLimit() == null ? null
                : control.timeLimit().minusNanos(System.nanoTime() - start);
        if (left != null && left.isNegative()) {
            left = Duration.ZERO;
        }
        return proof.solve(new SearchControl(left, control.cancelled(), control.listener()), known);
    }
}
