package org.cartolab.solve;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.Random;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.function.Function;

/**
 * A search that gets a good play early and then tries to prove it: the {@link WindowSearch} from the greedy play
 * and from a few seeded randomised greedy plays, again from the best of their plays with ten times the nodes per
 * window, then with windows of steps apart ({@link #windowsPlay}), then the {@link ParallelBranchAndBound} that
 * must beat the play, all within one time limit (the windows get at most half of it; their node budgets often end
 * them before). Puzzles of few steps go straight to the branch-and-bound, which proves them about as fast as the
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
    /**
     * The randomised greedy plays ({@link GreedyLine#randomised}, seeds 0 ..) the first pass also starts from. The
     * windows from the greedy play stay near it: at a season of seven cards whose greedy play scores 13 they stop
     * at 19, which neither their second pass nor 60 s of the branch-and-bound beat; from the play of seed 1 they
     * find 24 (`bench season` seed 2; seed 6: 25 where the greedy play's windows end at 24, seed 7: 42 at 39). The
     * four cost 3 to 4.5 times the nodes of the first pass from the greedy play.
     */
    static final int RESTARTS = 4;
    /** The fewest steps a puzzle has for the windows to run first. */
    static final int FEWEST_STEPS = 5;

    private WindowsFirst() {
    }

    public static SolveResult solve(PuzzleSetup setup, Function<PuzzleSetup, ScoreBound> bounds, int threads,
                                    SearchControl control) {
        return solve(setup, bounds, threads, control, Optional.empty());
    }

    /**
     * The same, the proof (the branch-and-bound after the windows) given at most {@code proofFor} of what is left
     * of the time limit, for what the caller does next with the rest: the windows keep their half of the whole.
     */
    public static SolveResult solve(PuzzleSetup setup, Function<PuzzleSetup, ScoreBound> bounds, int threads,
                                    SearchControl control, Duration proofFor) {
        return solve(setup, bounds, threads, control, Optional.of(proofFor));
    }

    private static SolveResult solve(PuzzleSetup setup, Function<PuzzleSetup, ScoreBound> bounds, int threads,
                                     SearchControl control, Optional<Duration> proofFor) {
        ParallelBranchAndBound proof = new ParallelBranchAndBound(setup, bounds, threads);
        if (!hasWindows(setup)) {
            // No windows: the proof has their half of the time as well.
            Duration half = control.timeLimit() == null ? Duration.ZERO : control.timeLimit().dividedBy(2);
            return proof.solve(atMost(control, proofFor.map(most -> most.plus(half))));
        }
        long start = System.nanoTime();
        SearchControl windows = control.withTimeLimit(control.timeLimit() == null ? null
                : control.timeLimit().dividedBy(2));
        Solution known = windowsPlay(setup, bounds, threads, windows);
        return proof.solve(atMost(within(control, start), proofFor), known);
    }

    /** Whether the windows run first on {@code setup}: not on a puzzle of fewer than {@link #FEWEST_STEPS} steps. */
    public static boolean hasWindows(PuzzleSetup setup) {
        return setup.steps().size() >= FEWEST_STEPS;
    }

    /** {@code control} with its time limit cut to {@code proofFor}, if that is shorter. */
    private static SearchControl atMost(SearchControl control, Optional<Duration> proofFor) {
        return proofFor.filter(most -> control.timeLimit() == null || most.compareTo(control.timeLimit()) < 0)
                .map(control::withTimeLimit).orElse(control);
    }

    /**
     * The windows' play: the first pass from the greedy play and from each randomised play, the second pass from
     * the best of them (the first found of equals), then windows of steps apart ({@link WindowSearch}'s {@code
     * apart}) at the first pass's nodes: a season of seven cards whose second pass stops at 39 goes to 42 there,
     * a play that moves two drawings far apart in the season together. All within {@code control}'s time limit;
     * without one (or well within it) the same puzzle gives the same play.
     */
    public static Solution windowsPlay(PuzzleSetup setup, ScoreBound bound, SearchControl control) {
        long start = System.nanoTime();
        return laterPasses(setup, bound, firstPasses(setup, bound, control, start), control, start);
    }

    /**
     * The same, the first passes (independent of each other) on {@code threads} threads, each with its own copy of
     * the puzzle and its own bound from {@code bounds} (bounds and scorers keep scratch memory); their plays are
     * compared in the order of one thread (the greedy play's first, the first found of equals), so the play does not
     * depend on the threads when node budgets end the passes. The later passes are on the calling thread.
     */
    public static Solution windowsPlay(PuzzleSetup setup, Function<PuzzleSetup, ScoreBound> bounds, int threads,
                                       SearchControl control) {
        if (threads == 1) {
            return windowsPlay(setup, bounds.apply(setup), control);
        }
        long start = System.nanoTime();
        return laterPasses(setup, bounds.apply(setup), firstPasses(setup, bounds, threads, control, start), control,
                start);
    }

    /** The second pass from the first passes' {@code best}, then the windows apart, while the time lasts. */
    private static Solution laterPasses(PuzzleSetup setup, ScoreBound bound, Solution best, SearchControl control,
                                        long start) {
        if (timeUp(control, start)) {
            return best;
        }
        Solution deep = new WindowSearch(setup, bound, WIDEST, DEEP_WINDOW_NODES)
                .improve(best, within(control, start));
        if (timeUp(control, start)) {
            return deep;
        }
        return new WindowSearch(setup, bound, WIDEST, WINDOW_NODES, true).improve(deep, within(control, start));
    }

    /**
     * The first passes' best play: pass 0 from the greedy play, pass 1 + s from the randomised play of seed s. A pass
     * not begun before the time is up is left out, as on one thread.
     */
    private static Solution firstPasses(PuzzleSetup setup, Function<PuzzleSetup, ScoreBound> bounds, int threads,
                                        SearchControl control, long start) {
        int passes = 1 + RESTARTS;
        ThreadLocal<PuzzleSetup> setups = ThreadLocal.withInitial(() -> copy(setup));
        ThreadLocal<ScoreBound> ownBounds = ThreadLocal.withInitial(() -> bounds.apply(setups.get()));
        ExecutorService pool = Workers.pool(Math.min(threads, passes), "cartolab-windows");
        try {
            List<Future<Optional<Solution>>> plays = new ArrayList<>();
            for (int pass = 0; pass < passes; pass++) {
                int which = pass;
                plays.add(pool.submit(() -> which > 0 && timeUp(control, start) ? Optional.<Solution>empty()
                        : Optional.of(firstPass(setups.get(), ownBounds.get(), which, control, start))));
            }
            Solution best = null;
            for (Future<Optional<Solution>> play : plays) {
                Optional<Solution> other = Workers.await(play, "a window pass");
                if (other.isPresent() && (best == null || other.get().score() > best.score())) {
                    best = other.get();
                }
            }
            // The passes searched copies of the puzzle: their moves replayed on the puzzle itself.
            return Replay.solution(setup, best.steps().stream().map(PlayedStep::move).toList());
        } finally {
            pool.shutdownNow();
        }
    }

    /** The first passes one after the other on the calling thread, all with {@code bound}. */
    private static Solution firstPasses(PuzzleSetup setup, ScoreBound bound, SearchControl control, long start) {
        Solution best = firstPass(setup, bound, 0, control, start);
        for (int pass = 1; pass <= RESTARTS && !timeUp(control, start); pass++) {
            Solution other = firstPass(setup, bound, pass, control, start);
            if (other.score() > best.score()) {
                best = other;
            }
        }
        return best;
    }

    /** First pass {@code pass}: 0 from the greedy play, 1 + s from the randomised play of seed s. */
    private static Solution firstPass(PuzzleSetup setup, ScoreBound bound, int pass, SearchControl control,
                                      long start) {
        WindowSearch windows = new WindowSearch(setup, bound, WIDEST, WINDOW_NODES);
        return pass == 0 ? windows.improve(within(control, start))
                : windows.improve(GreedyLine.randomised(setup, new Random(pass - 1)), within(control, start));
    }

    private static PuzzleSetup copy(PuzzleSetup setup) {
        try {
            return PuzzleSetup.of(setup.puzzle(), setup.game());
        } catch (PuzzleException e) {
            throw new IllegalStateException("A puzzle that set up once sets up again", e);
        }
    }

    /** Whether {@code control}'s time limit, counted from {@code start}, is spent: the next pass is not begun. */
    private static boolean timeUp(SearchControl control, long start) {
        return control.timeLimit() != null && System.nanoTime() - start >= control.timeLimit().toNanos();
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
        if (!hasWindows(setup)) {
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
