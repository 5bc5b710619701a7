package org.cartolab.solve;

import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.Optional;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.concurrent.atomic.AtomicLong;

import org.cartolab.board.Bits;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.rules.SeasonScorer;

/**
 * A plain depth-first branch-and-bound over the puzzle's steps, in order: the baseline the Choco search is
 * measured against, and (with {@link ScoreBound#NONE}) the exhaustive search the tests trust. A position is
 * skipped when its bound cannot beat the best play found. A step's moves are tried highest bound first, each
 * bounded before it is drawn ({@link ScoreBound#anyMove}), so the step is given up at the first move that cannot
 * win, without drawing the rest. A position before the last step is first bounded for all its moves at once
 * ({@link ScoreBound.MoveBound#upperOfAll}, then {@link ScoreBound.MoveBound#upperOfDrawable}, no move listed: most
 * positions end there); otherwise each last move is bounded, and those that may win are scored directly, highest
 * bound first, so leaves cost no copy of the map.
 * <p>
 * Once a subtree near the root has grown large, the dearer bound a search reports ({@link ScoreBound#reported}) of
 * its root caps every bound in it ({@link PathReports}): so a search whose best play meets the root's reported bound
 * ends proven, and a case split that only the reported bound runs prunes the first levels, where a pruned position
 * saves the most.
 */
public final class BranchAndBound {

    private static final int CHECK_EVERY = 1 << 10;

    private final PuzzleSetup setup;
    private final ScoreBound bound;
    private final List<Step> steps;

    private SearchControl control;
    /** The best play any worker of a parallel search found, as a {@link #key}, or null when searching alone. */
    private AtomicLong shared;
    /** This worker's subproblem: its place in the order of the search alone. */
    private int subproblem;
    /** The reported bounds near the root, which cap the bounds below them. */
    private final PathReports path;
    private final long reportAfter;
    /** The position the search started from (its root) and its step. */
    private MapState rootMap;
    private int rootNext;
    private long startNanos;
    private long deadlineNanos;
    private boolean stopped;
    private long nodes;
    private int best;
    private Move[] bestLine;
    private final Move[] line;
    private long millisToFirst = -1;
    private long millisToBest;
    /** Counting plays instead of improving on them: {@link #best} then stays one below the score counted. */
    private boolean counting;
    private long counted;

    public BranchAndBound(PuzzleSetup setup, ScoreBound bound) {
        this(setup, bound, PathReports.AFTER);
    }

    /**
     * @param reportAfter the nodes of the search before the reported bound of its root is worked out; a position
     *                    just below the root gets its own after {@link PathReports#BELOW} times as many nodes of its
     *                    subtree
     */
    public BranchAndBound(PuzzleSetup setup, ScoreBound bound, long reportAfter) {
        this.setup = setup;
        this.bound = bound;
        this.steps = setup.steps();
        this.line = new Move[steps.size()];
        this.reportAfter = reportAfter;
        this.path = new PathReports(bound, reportAfter, this::adopt);
    }

    /** Searches for the best play; proven when it finished within the limits. */
    public SolveResult solve(SearchControl control) {
        return solveFrom(setup.startMap(), 0, control);
    }

    /**
     * Searches for a play that scores more than {@code known} (a play of this puzzle found beforehand, e.g. by
     * {@link WindowSearch}): every position whose bound is no more than its score is pruned from the start, and it
     * is the answer when nothing better is found. Proven, the answer is an optimum, as from no play.
     */
    public SolveResult solve(SearchControl control, Solution known) {
        return solveFrom(setup.startMap(), 0, control, Optional.of(known));
    }

    /**
     * What a search for a play above a target found ({@link ParallelBranchAndBound#above}): such a play if any, and
     * whether the search is proven (then, with no play, no play of the puzzle scores more than the target).
     */
    public record Above(Optional<Solution> play, boolean proven) {
    }

    /**
     * Searches for the best way to play the steps from {@code next} on, from {@code map} (which the earlier steps
     * drew); the solution's moves before {@code next} are null.
     */
    public SolveResult solveFrom(MapState map, int next, SearchControl control) {
        return solveFrom(map, next, control, Optional.empty());
    }

    private SolveResult solveFrom(MapState map, int next, SearchControl control, Optional<Solution> known) {
        begin(control, System.nanoTime());
        RootReport root = new RootReport(reportAfter);
        rootMap = map;
        rootNext = next;
        path.start(map, next, root);
        search(map, next, null, known.map(Solution::score).orElse(Integer.MIN_VALUE));
        // A stopped search's root report is worked out now if it was not (within its control's share), and a play
        // it came across may meet it.
        int reported = stopped ? root.atEnd(bound, map, next, control.stopReport()) : Integer.MAX_VALUE;
        if (stopped) {
            root.play().ifPresent(play -> adopt(next, play));
        }
        long millis = elapsedMillis();
        Optional<Solution> solution = bestLine == null ? known
                : Optional.of(Replay.solutionFrom(setup, map, next, Arrays.asList(bestLine)));
        if (solution.isEmpty() && next == 0) {
            solution = Optional.of(GreedyLine.play(setup)); // stopped before the first play
        }
        // The known play is a real play: a finished search that found nothing better has proven it.
        OptionalInt found = bestLine == null && known.isEmpty() ? OptionalInt.empty()
                : OptionalInt.of(solution.orElseThrow().score());
        SearchEnd end = SearchEnd.of(setup, stopped, found,
                solution, () -> reported,
                next == 0 ? OptionalInt.of(GreedyLine.play(setup).score()) : OptionalInt.empty());
        return new SolveResult(solution, end.proven(), end.bound(), nodes, millisToFirst, millisToBest, millis,
                OptionalLong.empty());
    }

    /**
     * How many plays score at least {@code score} (for the proven optimum: how many optimal plays there are), or
     * empty when the search stopped first. The same search with the best score held at {@code score - 1}: a
     * position is pruned only when its bound shows no play from it reaches {@code score}, and every play that does
     * is counted once, as a sequence of moves (a step with no legal move counts as one way to pass it).
     */
    public OptionalLong countAtLeast(int score, SearchControl control) {
        begin(control, System.nanoTime());
        shared = null;
        path.start(setup.startMap(), 0, new RootReport(reportAfter));
        best = score - 1;
        counting = true;
        counted = 0;
        Arrays.fill(line, null);
        try {
            search(0, setup.startMap().copy());
        } finally {
            counting = false;
        }
        return stopped ? OptionalLong.empty() : OptionalLong.of(counted);
    }

    /** What one search of a subtree found: the best score and its line (null if none), and whether it stopped. */
    record Subtree(int best, Move[] line, long nodes, boolean stopped) {
    }

    /**
     * Searches the steps from {@code next} on, from {@code map}, as one worker of a parallel search, for
     * subproblem number {@code subproblem} in the order of the search alone. Plays compare by score, then by
     * subproblem (the earlier wins, as it would alone): a subtree is pruned when it cannot beat this worker's best
     * or the best any worker found ({@code shared}, a {@link #key}). So the first subproblem that holds the optimum
     * still finds its first optimal play, the one the search alone reports (see {@link ParallelBranchAndBound}).
     *
     * @param upper the subproblem's bound, as the search alone computed it for this child of its root
     * @param root  the reported bound of the search's root, shared by the workers
     */
    Subtree searchSubtree(MapState map, int next, SearchControl control, long startNanos, AtomicLong shared,
                          int subproblem, int upper, RootReport root) {
        begin(control, startNanos);
        this.shared = shared;
        this.subproblem = subproblem;
        path.start(setup.startMap(), 0, root);
        best = Integer.MIN_VALUE;
        // Past the time limit a subproblem not yet begun is not begun: each would cost its bound and ordering.
        if (shouldStop()) {
            return new Subtree(best, null, 0, true);
        }
        if (cannotWin(upper)) {
            return new Subtree(best, null, 1, false); // as the search alone skips this child of its root
        }
        search(map, next, shared, Integer.MIN_VALUE);
        return new Subtree(best, bestLine, nodes, stopped);
    }

    /** A play's rank among the workers' plays: higher score first, then the earlier subproblem. */
    static long key(int score, int subproblem) {
        return ((long) score << 32) | (Integer.MAX_VALUE - subproblem);
    }

    /** The rank of a play known before the search: above every subproblem's play of the same score. */
    static long keyOfKnown(int score) {
        return ((long) score << 32) | 0xFFFFFFFFL;
    }

    /** Searches from {@code map} before step {@code next} for plays that score more than {@code beat}. */
    private void search(MapState map, int next, AtomicLong shared, int beat) {
        this.shared = shared;
        best = beat;
        Arrays.fill(line, null);
        search(next, map.copy());
    }

    private void begin(SearchControl control, long startNanos) {
        this.control = control;
        this.startNanos = startNanos;
        deadlineNanos = control.timeLimit() == null ? Long.MAX_VALUE : startNanos + control.timeLimit().toNanos();
        stopped = false;
        nodes = 0;
        bestLine = null;
        millisToFirst = -1;
    }

    /** Searches the position {@code map} before step {@code depth}, unless its bound shows it cannot win. */
    private void search(int depth, MapState map) {
        if (stopped) {
            return;
        }
        if (depth == steps.size()) {
            leaf(setup.score(map));
            return;
        }
        if (depth == steps.size() - 1) {
            lastStep(depth, map);
            return;
        }
        Step step = steps.get(depth);
        if (!setup.hasMove(map, step)) {
            line[depth] = null;
            search(depth + 1, map);
            return;
        }
        if (cannotWin(bound.upper(map, depth, best))) {
            return; // most positions end here: their moves are listed only if they may win
        }
        if (!path.tracks(depth)) {
            branch(depth, map, step);
            return;
        }
        path.enter(depth, map, nodes);
        branch(depth, map, step);
        path.leave();
    }

    /** Tries the moves of a position that may win, highest bound first. */
    private void branch(int depth, MapState map, Step step) {
        List<Move> legal = setup.legal(map, step);
        MoveOrder order = MoveOrder.of(legal, bound.anyMove(map, depth));
        for (int rank = 0; rank < order.size(); rank++) {
            if (count(1) || cannotWin(order.bound(rank))) {
                return; // highest bound first: no later move can win either
            }
            Move move = order.move(rank);
            MapState child = map.copy();
            setup.apply(child, step, move);
            line[depth] = move;
            search(depth + 1, child);
            if (stopped) {
                return;
            }
        }
    }

    /** The last step: each move scored directly, highest bound first, until no move can win. */
    private void lastStep(int depth, MapState map) {
        ScoreBound.MoveBound moveBound = bound.lastMove(map, depth);
        if (cannotWin(moveBound.upperOfAll()) || cannotWin(moveBound.upperOfDrawable(best))) {
            return; // most positions end here, before their moves are listed
        }
        List<Move> legal = setup.legal(map, steps.get(depth));
        if (legal.isEmpty()) {
            line[depth] = null;
            leaf(setup.score(map));
            return;
        }
        MoveOrder order = MoveOrder.of(legal, moveBound);
        if (cannotWin(order.upper()) || count(order.size())) {
            return;
        }
        SeasonScorer.Previewer previewer = setup.previewer(map, steps.get(depth));
        for (int rank = 0; rank < order.size() && !cannotWin(order.bound(rank)); rank++) {
            Move move = order.move(rank);
            line[depth] = move;
            leaf(previewer.score(move.cells(), move.terrain(), move.coin()));
        }
    }

    /** Counts {@code n} more nodes and, every {@link #CHECK_EVERY}, whether to stop; true if stopped. */
    private boolean count(int n) {
        long before = nodes;
        nodes += n;
        if (before / CHECK_EVERY != nodes / CHECK_EVERY) {
            path.check(nodes);
            return shouldStop();
        }
        return stopped;
    }

    /** Whether no play under a bound can beat the best play, the bound capped by the reported ones above it. */
    private boolean cannotWin(int upper) {
        int capped = Math.min(upper, path.ceiling());
        return capped <= best || (shared != null && key(capped, subproblem) <= shared.get());
    }

    private void leaf(int score) {
        if (counting) {
            counted += score > best ? 1 : 0;
            return;
        }
        improve(score, line);
    }

    /**
     * A play a report came across ({@link PathReports.PlayFound}): the moves on the search's path down to the
     * position before step {@code depth}, then {@code play}'s, each checked by the rules (a legal move of its step
     * with the same cells, terrain and coin; a pass only where the step has no legal move). A play that checks out
     * and beats the best becomes the best, as if the search had reached it: with the root's reported bound met, the
     * search then ends proven. Only a search alone takes them: a parallel search's workers rank their plays by
     * subproblem, and counting keeps its best fixed.
     */
    private void adopt(int depth, List<Move> play) {
        if (counting || shared != null || play.size() != steps.size() - depth) {
            return;
        }
        MapState map = rootMap.copy();
        Move[] moves = line.clone();
        for (int j = rootNext; j < steps.size(); j++) {
            Move move = j < depth ? moves[j] : legalLike(map, steps.get(j), play.get(j - depth));
            if (j >= depth && move == null && (play.get(j - depth) != null || setup.hasMove(map, steps.get(j)))) {
                return; // not a play of this puzzle from here: ignored
            }
            moves[j] = move;
            if (move != null) {
                setup.apply(map, steps.get(j), move);
            }
        }
        improve(setup.score(map), moves);
    }

    /** The legal move of {@code step} on {@code map} that draws as {@code wanted} does, or null. */
    private Move legalLike(MapState map, Step step, Move wanted) {
        if (wanted == null) {
            return null;
        }
        for (Move move : setup.legal(map, step)) {
            if (Objects.equals(move.terrain(), wanted.terrain()) && move.coin() == wanted.coin()
                    && Bits.same(move.cells(), wanted.cells()) && Arrays.equals(move.attack(), wanted.attack())) {
                return move;
            }
        }
        return null;
    }

    /** A play of {@code score} whose moves are {@code moves}: the best if it beats it. */
    private void improve(int score, Move[] moves) {
        if (score > best) {
            best = score;
            if (shared != null) {
                shared.accumulateAndGet(key(score, subproblem), Math::max);
            }
            bestLine = moves.clone();
            millisToBest = elapsedMillis();
            if (millisToFirst < 0) {
                millisToFirst = millisToBest;
            }
            control.listener().improved(score, nodes, millisToBest);
        }
    }

    private boolean shouldStop() {
        if (System.nanoTime() > deadlineNanos || control.cancelled().getAsBoolean()) {
            stopped = true;
        } else {
            control.listener().progress(nodes, best, Integer.MAX_VALUE, elapsedMillis());
        }
        return stopped;
    }

    private long elapsedMillis() {
        return (System.nanoTime() - startNanos) / 1_000_000;
    }
}
