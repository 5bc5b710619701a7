package org.cartolab.solve.bound;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicBoolean;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.function.BooleanSupplier;
import java.util.function.Function;

import org.cartolab.board.Bits;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.solve.BranchAndBound;
import org.cartolab.solve.ParallelBranchAndBound;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.ScoreBound;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.Solution;
import org.cartolab.solve.Step;
import org.cartolab.solve.Workers;

/**
 * A stopped search's bound lowered by proofs on the puzzle's terrain cases ({@link TerrainCases#cases}): every play
 * is (up to terrains no rule tells apart) a play of one case, so no play scores more than a target when no case has
 * a play above it. A case's own search, each step drawing its case's terrain, is bounded by the case's prices and
 * prunes far better than the whole puzzle's, where each step's bound is the best over its terrains.
 * <p>
 * Each case keeps the lowest score it is shown to stay at or below: its own report first, then each target it was
 * searched at without a play above it ({@link ParallelBranchAndBound#above}, pruning at the target from the start,
 * on all the threads). The puzzle's bound is the largest of them, whatever rung the time cuts short. The first rung
 * is the target a gap of 10 % asks for ({@link #closeEnough}), not one point below the bound: a rung's searches
 * cost more the lower it is, and a case searched at a high rung is searched again at every lower one, so rungs
 * above the one a user asks for first are work wasted when it is reached anyway (seed 4 of `bench season`, from
 * 37 to 30: BENCHMARKS "Seasons closed by terrain cases"). Then the rungs go down one point at a time to the best
 * play, while the time lasts. A case search that finds a play above its rung raises the best play (a play of the
 * puzzle, its moves mapped back); finished, it has the case's optimum, which is then that case's bound. When many
 * cases are above a rung ({@link #WHOLE_AT}), the puzzle itself is searched at it instead: one search, finished,
 * bounds every case. Each rung's search takes the bound known so far as its root's report (not worked out again).
 */
public final class CaseLadder {

    /** The bound proven, and a play found above the best known (of the puzzle itself, not a case), if any. */
    public record Result(int bound, Optional<Solution> play) {
    }

    /** The gap a user asks for first, in tenths of the best play: a bound at most 1.1 x the best. */
    private static final int CLOSE_TENTHS = 11;

    /**
     * The fewest cases above a rung for which the ladder searches the puzzle itself at the rung instead: a case
     * search repeats the season's first steps (those before the first step a case cuts) and prunes little better
     * than the puzzle's deep in the tree, so when most cases are open the one search of the puzzle is cheaper.
     * Measured (BENCHMARKS "A season's schedule (schedule)"): seed 7 of `bench season`, 13 of 16 cases above 46,
     * the puzzle at 46 46 s of one thread's CPU against 219 s for its cases; seed 4, all 6 above 30, the puzzle not
     * finished in 90 s against 89 s for its cases; seed 6, 1 of 40 above 27, 35 s for it.
     */
    static final int WHOLE_AT = 8;

    private CaseLadder() {
    }

    /**
     * Whether the puzzle splits into terrain cases at its start; if not, the ladder searches the puzzle itself at
     * each rung, which is what a search already does, only pruning higher.
     */
    public static boolean splits(PuzzleSetup setup) {
        return new TerrainCases(setup).count(0) > 1;
    }

    /** The largest bound within 10 % of {@code best}, and not below it (a negative best): the first rung. */
    public static int closeEnough(int best) {
        return Math.max(best, Math.floorDiv(best * CLOSE_TENTHS, 10));
    }

    /**
     * Lowers {@code bound} (a bound of every play of {@code setup}) towards {@code best} (the best play known) by
     * cases, within {@code limit} on {@code threads} threads (every case's search on all of them, the case of the
     * largest bound first); each case is bounded by {@code bounds} of its own puzzle. The cases' own reports are
     * worked out even past the limit by as much again (as a stopped search's report may run,
     * GameReviewer.STOP_REPORT): their largest is the case part of the puzzle's own report.
     */
    public static Result lower(PuzzleSetup setup, Function<PuzzleSetup, ScoreBound> bounds, int best, int bound,
                               Duration limit, int threads) {
        long deadline = System.nanoTime() + limit.toNanos();
        long reportsBy = deadline + limit.toNanos();
        return lower(setup, bounds, best, bound, threads, () -> System.nanoTime() > reportsBy,
                () -> System.nanoTime() > deadline, WHOLE_AT);
    }

    /**
     * The same, the cases' reports stopped when {@code reportsStop} says so (the bound then stays), their searches
     * when {@code stop} does (each case keeps the last target it finished at), the puzzle itself searched at a rung
     * instead of its cases when at least {@code wholeAt} cases are above it (1: always; {@link Integer#MAX_VALUE}:
     * never).
     */
    public static Result lower(PuzzleSetup setup, Function<PuzzleSetup, ScoreBound> bounds, int best, int bound,
                               int threads, BooleanSupplier reportsStop, BooleanSupplier stop, int wholeAt) {
        if (bound <= best) {
            return new Result(bound, Optional.empty());
        }
        // Each case's own reported bound first (a search cut short may not have reached the puzzle's own report).
        // A case at or below a rung is not searched there.
        Optional<int[]> reports = reports(setup, bounds, threads, reportsStop);
        if (reports.isEmpty()) {
            return new Result(bound, Optional.empty());
        }
        return lower(setup, bounds, best, bound, reports.get(), threads, stop, wholeAt);
    }

    /** The same, each case's own report known beforehand ({@link #reports}), the whole puzzle at {@link #WHOLE_AT}. */
    public static Result lower(PuzzleSetup setup, Function<PuzzleSetup, ScoreBound> bounds, int best, int bound,
                               int[] reports, int threads, BooleanSupplier stop) {
        return lower(setup, bounds, best, bound, reports, threads, stop, WHOLE_AT);
    }

    /**
     * The same, each case's own report known beforehand ({@link #reports}, in the order of {@link TerrainCases}):
     * a caller can work them out beside another search, as they need no play.
     */
    public static Result lower(PuzzleSetup setup, Function<PuzzleSetup, ScoreBound> bounds, int best, int bound,
                               int[] reports, int threads, BooleanSupplier stop, int wholeAt) {
        if (bound <= best) {
            return new Result(bound, Optional.empty());
        }
        List<PuzzleSetup> cases = new TerrainCases(setup).cases();
        int[] atMost = new int[reports.length];
        for (int c = 0; c < reports.length; c++) {
            atMost[c] = Math.min(bound, reports[c]);
        }
        SearchControl control = new SearchControl(null, stop, SearchControl.SearchListener.SILENT);
        Optional<Solution> found = Optional.empty();
        int top = largest(atMost);
        for (int target = Math.min(top - 1, closeEnough(best)); target >= best && !stop.getAsBoolean();
             target = Math.min(target, top) - 1) {
            boolean finished = true;
            List<Integer> open = open(atMost, target);
            if (open.size() >= wholeAt) {
                // Many cases above the rung: the puzzle itself searched at the rung. Finished, it holds for every
                // case (a case's plays are plays of the puzzle): no play above the rung, or the puzzle's optimum.
                // Every play is a play of one case, so the largest case bound is the puzzle's root report too.
                BranchAndBound.Above above = new ParallelBranchAndBound(setup, bounds, threads)
                        .above(target, largest(atMost), control);
                if (above.play().isPresent() && above.play().get().score() > best) {
                    best = above.play().get().score();
                    found = above.play();
                }
                if (above.proven()) {
                    int whole = above.play().map(Solution::score).orElse(target);
                    for (int c = 0; c < atMost.length; c++) {
                        atMost[c] = Math.min(atMost[c], whole);
                    }
                } else {
                    finished = false;
                }
                open = List.of();
            }
            for (int c : open) {
                if (stop.getAsBoolean()) {
                    finished = false;
                    break;
                }
                PuzzleSetup one = cases.get(c);
                // The case's bound so far as its root's report: not worked out again at every rung.
                BranchAndBound.Above above = new ParallelBranchAndBound(one, bounds, threads)
                        .above(target, atMost[c], control);
                if (above.play().isPresent()) {
                    Solution play = above.play().get();
                    if (play.score() > best) {
                        best = play.score();
                        found = Optional.of(inPuzzle(setup, play));
                    }
                }
                if (above.proven()) {
                    // Finished: no play of the case above the target, or the case's optimum found above it.
                    atMost[c] = above.play().map(Solution::score).orElse(target);
                } else {
                    finished = false;
                }
            }
            top = largest(atMost);
            if (!finished) {
                break;
            }
        }
        // Never below the best play: every case's bound is at least its own optimum (no max with the best here, which
        // would hide a case given a bound it did not prove).
        return new Result(top, found);
    }

    /**
     * Whether the ladder's first rung from {@code best} searches the puzzle itself ({@link #WHOLE_AT}): at least
     * that many of the cases' {@code reports} are above it. Then no search of the puzzle before the ladder can
     * lower its bound to the rung's sooner: the caller may leave it out.
     */
    public static boolean searchesWhole(int[] reports, int best) {
        int top = Arrays.stream(reports).max().orElseThrow();
        int target = Math.min(top - 1, closeEnough(best));
        return target >= best && Arrays.stream(reports).filter(report -> report > target).count() >= WHOLE_AT;
    }

    /**
     * Each terrain case's own report ({@link TerrainCases}, in its order), worked out on {@code threads} threads
     * (each case's bound its own, made on the thread that reports it; the cases in order, so the result does not
     * depend on the threads), or none once {@code reportsStop} says so before they are all known.
     */
    public static Optional<int[]> reports(PuzzleSetup setup, Function<PuzzleSetup, ScoreBound> bounds, int threads,
                                          BooleanSupplier reportsStop) {
        List<PuzzleSetup> cases = new TerrainCases(setup).cases();
        int[] atMost = new int[cases.size()];
        AtomicInteger next = new AtomicInteger();
        AtomicBoolean stopped = new AtomicBoolean();
        Runnable worker = () -> {
            for (int c = next.getAndIncrement(); c < cases.size() && !stopped.get(); c = next.getAndIncrement()) {
                if (reportsStop.getAsBoolean()) {
                    stopped.set(true);
                    return;
                }
                PuzzleSetup one = cases.get(c);
                atMost[c] = bounds.apply(one).reported(one.startMap(), 0);
            }
        };
        ExecutorService pool = Workers.pool(threads, "cartolab-case-reports");
        try {
            List<Future<?>> done = new ArrayList<>();
            for (int t = 0; t < Math.min(threads, cases.size()); t++) {
                done.add(pool.submit(worker));
            }
            for (Future<?> one : done) {
                Workers.await(one, "the cases' reports");
            }
        } finally {
            pool.shutdownNow();
        }
        return stopped.get() ? Optional.empty() : Optional.of(atMost);
    }

    /** The cases not yet shown to stay at or below {@code target}, the largest bound first (then in order). */
    private static List<Integer> open(int[] atMost, int target) {
        List<Integer> open = new ArrayList<>();
        for (int c = 0; c < atMost.length; c++) {
            if (atMost[c] > target) {
                open.add(c);
            }
        }
        open.sort(Comparator.comparingInt((Integer c) -> -atMost[c]).thenComparingInt(c -> c));
        return open;
    }

    private static int largest(int[] atMost) {
        return Arrays.stream(atMost).max().orElseThrow();
    }

    /** A case's play as a play of the puzzle: each step's legal move there that draws the same cells and terrain. */
    private static Solution inPuzzle(PuzzleSetup setup, Solution play) {
        MapState map = setup.startMap();
        List<Move> moves = new ArrayList<>();
        for (Step step : setup.steps()) {
            Move wanted = play.steps().get(step.index()).move();
            Move move = wanted == null ? null : setup.legal(map, step).stream()
                    .filter(legal -> Objects.equals(legal.terrain(), wanted.terrain()) && legal.coin() == wanted.coin()
                            && Bits.same(legal.cells(), wanted.cells()))
                    .findFirst().orElseThrow(() -> new IllegalStateException("a case's move is no move of its puzzle"));
            moves.add(move);
            if (move != null) {
                setup.apply(map, step, move);
            }
        }
        Solution same = Solution.of(setup, moves);
        if (same.score() != play.score()) {
            throw new IllegalStateException("a case's play scores " + play.score() + " in its case and "
                    + same.score() + " in the puzzle");
        }
        return same;
    }
}
