package org.cartolab.solve.bound;

import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.function.Function;

import org.cartolab.board.Bits;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.solve.BranchAndBound;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.ScoreBound;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.Solution;
import org.cartolab.solve.Step;

/**
 * A stopped search's bound lowered by proofs on the puzzle's terrain cases ({@link TerrainCases#cases}): every play
 * is (up to terrains no rule tells apart) a play of one case, so no play scores more than a target when no case has
 * a play above it. A case's own search, each step drawing its case's terrain, is bounded by the case's prices and
 * prunes far better than the whole puzzle's, where each step's bound is the best over its terrains.
 * <p>
 * The target goes down one point at a time from the bound: at each rung every case not yet shown to stay at or below
 * it is searched for a play above it ({@link BranchAndBound#above}), pruning at the target from the start. A rung
 * where every case finishes without such a play is the new bound; a case that finds one ends the ladder with that
 * play (which then meets the bound of the rung before, so it is optimal); a rung cut short by the time limit ends it
 * too, the bound staying the last rung finished. Lower rungs cost more, so the time goes mostly to the last one.
 */
public final class CaseLadder {

    /** The bound proven, and a play found above the best known (of the puzzle itself, not a case), if any. */
    public record Result(int bound, Optional<Solution> play) {
    }

    private CaseLadder() {
    }

    /**
     * Whether the puzzle splits into terrain cases at its start; if not, the ladder searches the puzzle itself at
     * each rung, which is what a search already does, only pruning higher.
     */
    public static boolean splits(PuzzleSetup setup) {
        return new TerrainCases(setup).count(0) > 1;
    }

    /**
     * Lowers {@code bound} (a bound of every play of {@code setup}) towards {@code best} (the best play known) by
     * cases, within {@code limit} on {@code threads} threads (one case's search each); each case is bounded by
     * {@code bounds} of its own puzzle.
     */
    public static Result lower(PuzzleSetup setup, Function<PuzzleSetup, ScoreBound> bounds, int best, int bound,
                               Duration limit, int threads) {
        long deadline = System.nanoTime() + limit.toNanos();
        List<PuzzleSetup> cases = new TerrainCases(setup).cases();
        if (bound <= best) {
            return new Result(bound, Optional.empty());
        }
        // Each case's own reported bound first, if need be past the time limit by as much again (as a stopped
        // search's report may run, GameReviewer.STOP_REPORT): their largest is the case part of the puzzle's own
        // report, which a search cut short may not have reached. A case at or below a rung is not searched there.
        long reportsBy = deadline + limit.toNanos();
        int[] atMost = new int[cases.size()];
        for (int c = 0; c < cases.size(); c++) {
            if (System.nanoTime() > reportsBy) {
                return new Result(bound, Optional.empty());
            }
            PuzzleSetup one = cases.get(c);
            atMost[c] = bounds.apply(one).reported(one.startMap(), 0);
        }
        int proven = Math.min(bound, Arrays.stream(atMost).max().orElseThrow());
        SearchControl control = new SearchControl(null, () -> System.nanoTime() > deadline,
                SearchControl.SearchListener.SILENT);
        ExecutorService pool = Executors.newFixedThreadPool(threads);
        try {
            for (int target = proven - 1; target >= best; target--) {
                List<Integer> open = new ArrayList<>();
                List<Future<BranchAndBound.Above>> searches = new ArrayList<>();
                for (int c = 0; c < cases.size(); c++) {
                    if (atMost[c] > target) {
                        PuzzleSetup one = cases.get(c);
                        int rung = target;
                        open.add(c);
                        searches.add(pool.submit(() -> new BranchAndBound(one, bounds.apply(one))
                                .above(rung, control)));
                    }
                }
                boolean finished = true;
                Optional<Solution> found = Optional.empty();
                for (int k = 0; k < open.size(); k++) {
                    BranchAndBound.Above above = searches.get(k).get();
                    if (above.play().isPresent()) {
                        Solution play = above.play().get();
                        if (found.isEmpty() || play.score() > found.get().score()) {
                            found = Optional.of(play);
                        }
                    } else if (above.proven()) {
                        atMost[open.get(k)] = target;
                    } else {
                        finished = false;
                    }
                }
                if (found.isPresent()) {
                    return new Result(proven, Optional.of(inPuzzle(setup, found.get())));
                }
                if (!finished) {
                    break;
                }
                proven = target;
            }
            return new Result(proven, Optional.empty());
        } catch (InterruptedException e) {
            Thread.currentThread().interrupt();
            return new Result(proven, Optional.empty());
        } catch (ExecutionException e) {
            throw new IllegalStateException("a terrain case's search failed", e.getCause());
        } finally {
            pool.shutdownNow();
        }
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
