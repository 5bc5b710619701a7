package org.cartolab.solve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Function;
import java.util.function.IntSupplier;

import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;

/**
 * The branch-and-bound on several cores, without Choco's parallel portfolio (whose wrong answers are
 * choco-solver #1094) and without a shared search tree: the first step's moves split the search into independent
 * subproblems (embarrassingly parallel search), which a fixed pool of workers solves in the sequential search's
 * order. Each worker owns a copy of the puzzle's setup and bound (the scorers keep scratch memory) and the workers
 * share one number, the best score found.
 *
 * <p>The answer does not depend on the number of threads or their timing: plays rank by score and then by
 * subproblem, the earlier first, and a worker prunes a subtree only when it cannot beat the best ranked play found
 * so far. So the first subproblem that holds the optimum is never cut short by a later one, and it reports its
 * first optimal play in depth-first order: the very play {@link BranchAndBound} alone reports. That holds for any
 * bound that holds, so the workers also cap their bounds by the reported bounds of the root, worked out once for
 * all of them, and of their own first positions, as the search alone does ({@link PathReports}). Node counts and
 * times do vary.
 */
public final class ParallelBranchAndBound {

    private final PuzzleSetup setup;
    private final Function<PuzzleSetup, ScoreBound> bounds;
    private final int threads;
    private final long reportAfter;

    /**
     * @param bounds  makes the bound of a setup (called once per worker, with the worker's own setup)
     * @param threads the workers; 1 searches the subproblems one after the other
     */
    public ParallelBranchAndBound(PuzzleSetup setup, Function<PuzzleSetup, ScoreBound> bounds, int threads) {
        this(setup, bounds, threads, PathReports.AFTER);
    }

    /** @param reportAfter as for {@link BranchAndBound#BranchAndBound(PuzzleSetup, ScoreBound, long)} */
    public ParallelBranchAndBound(PuzzleSetup setup, Function<PuzzleSetup, ScoreBound> bounds, int threads,
                                  long reportAfter) {
        if (threads < 1) {
            throw new IllegalArgumentException("threads must be at least 1, not " + threads);
        }
        this.setup = setup;
        this.bounds = bounds;
        this.threads = threads;
        this.reportAfter = reportAfter;
    }

    public SolveResult solve(SearchControl control) {
        return solve(control, GreedyLine.play(setup));
    }

    /**
     * Searches for a play that scores more than {@code known} (a play of this puzzle found beforehand, e.g. by
     * {@link WindowSearch}): subtrees whose bound is no more than its score are pruned from the start, and it is
     * the answer when nothing better is found. The answer still does not depend on the threads; proven, it is an
     * optimum. The greedy play is the known play of {@link #solve(SearchControl)}.
     */
    public SolveResult solve(SearchControl control, Solution known) {
        return solve(control, known, OptionalInt.empty());
    }

    /** The same, the root's reported bound {@code rootBound} if known beforehand (then not worked out again). */
    private SolveResult solve(SearchControl control, Solution known, OptionalInt rootBound) {
        List<Step> steps = setup.steps();
        MapState start = setup.startMap();
        List<Move> first = steps.isEmpty() ? List.of() : setup.legal(start, steps.get(0));
        if (steps.size() < 2 || first.isEmpty()) {
            // Nothing to split: the first step is also the last, or it draws nothing.
            SolveResult alone = new BranchAndBound(setup, bounds.apply(setup), reportAfter).solve(control);
            boolean keep = known.score() > GreedyLine.play(setup).score() && known.score() >= alone.score();
            return !keep ? alone : new SolveResult(Optional.of(known), alone.proven(),
                    Math.max(alone.bound(), known.score()), alone.nodes(), alone.millisToFirst(),
                    alone.millisToBest(), alone.millis(), alone.optimalCount());
        }
        ScoreBound bound = bounds.apply(setup);
        // The search alone's order of its first moves, with their bounds: the subproblems in that order.
        MoveOrder firstOrder = MoveOrder.of(first, bound.anyMove(start, 0));
        List<Move> order = new ArrayList<>();
        for (int rank = 0; rank < firstOrder.size(); rank++) {
            order.add(firstOrder.move(rank));
        }
        long startNanos = System.nanoTime();
        RootReport root = new RootReport(reportAfter);
        rootBound.ifPresent(given -> root.settle(OptionalInt.of(given), 0));
        // The known play is a real play: no subproblem below its score can hold the optimum. The greedy play ranks
        // after every subproblem, so it prunes only what is strictly below it and the answer is the search alone's;
        // a better known play ranks before them, so it prunes its own score too and is the answer unless beaten.
        int greedy = GreedyLine.play(setup).score();
        boolean better = known.score() > greedy;
        AtomicLong shared = new AtomicLong(better ? BranchAndBound.keyOfKnown(known.score())
                : BranchAndBound.key(greedy, Integer.MAX_VALUE));
        SearchControl workerControl = control.withListener(new Improvements(control.listener(), startNanos));
        ThreadLocal<Worker> workers = ThreadLocal.withInitial(this::worker);
        ExecutorService pool = Workers.pool(threads, "cartolab-search");
        List<BranchAndBound.Subtree> results = new ArrayList<>();
        try {
            List<Future<BranchAndBound.Subtree>> futures = new ArrayList<>();
            for (int i = 0; i < order.size(); i++) {
                Move move = order.get(i);
                int subproblem = i;
                int upper = firstOrder.bound(i);
                futures.add(pool.submit(() -> workers.get().solve(move, subproblem, upper, root,
                        workerControl, startNanos, shared)));
            }
            for (Future<BranchAndBound.Subtree> future : futures) {
                results.add(Workers.await(future, "the parallel search"));
            }
        } finally {
            pool.shutdownNow();
        }
        return combine(order, results, () -> root.atEnd(bound, start, 0, control.stopReport()), startNanos,
                (Improvements) workerControl.listener(), better ? known : GreedyLine.play(setup), greedy);
    }

    /**
     * Searches for a play that scores more than {@code target} on the threads, every position whose bound is no more
     * than it pruned from the start (as {@link BranchAndBound#above}); a stopped search does not work out its root's
     * report. Proven with no play: no play of the puzzle scores more than the target.
     */
    public BranchAndBound.Above above(int target, SearchControl control) {
        SolveResult result = solve(control.withStopReport(0), new Solution(List.of(), target));
        return new BranchAndBound.Above(result.best().filter(play -> play.score() > target), result.proven());
    }

    /**
     * The same, {@code rootBound} a bound of every play of the puzzle worked out beforehand (e.g. the largest of its
     * terrain cases' reports): the search takes it as its root's report instead of working that out again.
     */
    public BranchAndBound.Above above(int target, int rootBound, SearchControl control) {
        SolveResult result = solve(control.withStopReport(0), new Solution(List.of(), target),
                OptionalInt.of(rootBound));
        return new BranchAndBound.Above(result.best().filter(play -> play.score() > target), result.proven());
    }

    private SolveResult combine(List<Move> order, List<BranchAndBound.Subtree> results, IntSupplier reported,
                                long startNanos, Improvements improvements, Solution known, int greedy) {
        long millis = (System.nanoTime() - startNanos) / 1_000_000;
        int best = Integer.MIN_VALUE;
        int winner = -1;
        long nodes = order.size();
        boolean stopped = false;
        for (int i = 0; i < results.size(); i++) {
            BranchAndBound.Subtree subtree = results.get(i);
            nodes += subtree.nodes();
            stopped |= subtree.stopped();
            // The first subproblem in the sequential order wins a tie: its play is the one a search alone finds.
            if (subtree.line() != null && subtree.best() > best) {
                best = subtree.best();
                winner = i;
            }
        }
        Optional<Solution> solution;
        // A subtree's leaf may score no more than a better known play (its bound was above it): that play stays.
        if (winner >= 0 && (best > known.score() || known.score() <= greedy)) {
            Move[] line = results.get(winner).line().clone();
            line[0] = order.get(winner);
            solution = Optional.of(Replay.solution(setup, Arrays.asList(line)));
        } else {
            solution = Optional.of(known); // nothing better found, or stopped before the first play
        }
        // The greedy play is not a play the search found: a finished search that found nothing has a broken bound.
        OptionalInt found = winner < 0 && known.score() <= greedy ? OptionalInt.empty()
                : OptionalInt.of(solution.get().score());
        SearchEnd end = SearchEnd.of(setup, stopped, found, solution, reported, OptionalInt.of(greedy));
        return new SolveResult(solution, end.proven(), end.bound(), nodes, improvements.millisToFirst(),
                improvements.millisToBest(), millis, OptionalLong.empty());
    }

    private Worker worker() {
        try {
            PuzzleSetup own = PuzzleSetup.of(setup.puzzle(), setup.game());
            return new Worker(own, new BranchAndBound(own, bounds.apply(own), reportAfter));
        } catch (PuzzleException e) {
            throw new IllegalStateException("A puzzle that set up once sets up again", e);
        }
    }

    /** One thread's copy of the setup and its search. */
    private record Worker(PuzzleSetup setup, BranchAndBound search) {

        BranchAndBound.Subtree solve(Move first, int subproblem, int upper, RootReport root,
                                     SearchControl control, long startNanos, AtomicLong shared) {
            MapState map = setup.startMap();
            setup.apply(map, setup.steps().get(0), first);
            return search.searchSubtree(map, 1, control, startNanos, shared, subproblem, upper, root);
        }
    }

    /** Passes on only the improvements of the best score over all workers, one at a time, and times them. */
    private static final class Improvements implements SearchControl.SearchListener {

        private final SearchControl.SearchListener listener;
        private final long startNanos;
        private int best = Integer.MIN_VALUE;
        private long millisToFirst = -1;
        private long millisToBest;

        Improvements(SearchControl.SearchListener listener, long startNanos) {
            this.listener = listener;
            this.startNanos = startNanos;
        }

        @Override
        public synchronized void improved(int score, long nodes, long millis) {
            if (score > best) {
                best = score;
                millisToBest = (System.nanoTime() - startNanos) / 1_000_000;
                if (millisToFirst < 0) {
                    millisToFirst = millisToBest;
                }
                listener.improved(score, nodes, millisToBest);
            }
        }

        @Override
        public synchronized void progress(long nodes, int best, int bound, long millis) {
            listener.progress(nodes, Math.max(best, this.best), bound, millis);
        }

        synchronized long millisToFirst() {
            return millisToFirst;
        }

        synchronized long millisToBest() {
            return millisToBest;
        }
    }
}
