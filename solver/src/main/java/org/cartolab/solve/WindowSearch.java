package org.cartolab.solve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.IntStream;

import org.cartolab.board.Bits;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.rules.SeasonScorer;

/**
 * A large-neighbourhood search from a known play (by default the greedy play): a window of a few consecutive steps
 * is searched exactly, depth first with the bound, while every step outside it keeps the play's move; the first
 * play that scores more replaces the known one, and the windows slide over the steps again, last window first,
 * until a pass over every window of every width finds nothing better. It finds good plays early where the
 * depth-first branch-and-bound spends its nodes in the subtrees of its first moves, so the branch-and-bound can
 * start from its play ({@link ParallelBranchAndBound#solve(SearchControl, Solution)}).
 *
 * <p>A step after the window keeps its move when that is surely still legal (a card's shape on empty cells, over
 * an empty ruins cell after a ruins card); otherwise (the window drew over it), and for every ambush, whose
 * placement follows the map, it takes the legal move that scores best right after it, as the greedy play would.
 * Each window's search stops after a fixed number of nodes, so
 * the play found depends only on the puzzle and the budgets, never on the clock (a time limit may stop the whole
 * search earlier). A window as wide as the puzzle with no node limit is the exhaustive search with the bound.
 *
 * <p>With {@code apart}, a window may also free steps that are not consecutive (any {@code width} explore steps,
 * after the consecutive windows of that width): the steps between them keep their moves or are repaired as the
 * steps after a window are. Two drawings far apart in the season that must move together (a row completed by the
 * first and the last step, the later steps kept in between) are out of every consecutive window's reach.
 */
public final class WindowSearch {

    private static final int CHECK_EVERY = 1 << 10;

    private final PuzzleSetup setup;
    private final ScoreBound bound;
    private final List<Step> steps;
    private final int widest;
    private final long windowNodes;
    private final boolean apart;

    private SearchControl control;
    private long startNanos;
    private long deadlineNanos;
    private boolean stopped;
    private long nodes;
    private long windowStart;
    private Move[] known;
    private int best;
    private Move[] line;
    /** The steps of the window being searched, by index; the last of them. */
    private boolean[] free;
    private int lastFree;

    /** Windows of consecutive steps only. */
    public WindowSearch(PuzzleSetup setup, ScoreBound bound, int widest, long windowNodes) {
        this(setup, bound, widest, windowNodes, false);
    }

    /**
     * @param widest      the widest window, in steps (from 1); the windows grow from 1 step to this
     * @param windowNodes the nodes one window's search may visit (moves tried and plays completed)
     * @param apart       whether windows of explore steps that are not consecutive are searched too
     */
    public WindowSearch(PuzzleSetup setup, ScoreBound bound, int widest, long windowNodes, boolean apart) {
        if (widest < 1 || windowNodes < 1) {
            throw new IllegalArgumentException("a window search needs a width and a node budget of 1 or more, not "
                    + widest + " and " + windowNodes);
        }
        this.setup = setup;
        this.bound = bound;
        this.steps = setup.steps();
        this.widest = widest;
        this.windowNodes = windowNodes;
        this.apart = apart;
    }

    /** Improves the greedy play. */
    public Solution improve(SearchControl control) {
        return improve(GreedyLine.play(setup), control);
    }

    /** Improves {@code start}, a play of the puzzle; returns it when no window finds better. */
    public Solution improve(Solution start, SearchControl control) {
        this.control = control;
        startNanos = System.nanoTime();
        deadlineNanos = control.timeLimit() == null ? Long.MAX_VALUE : startNanos + control.timeLimit().toNanos();
        stopped = false;
        nodes = 0;
        known = start.steps().stream().map(PlayedStep::move).toArray(Move[]::new);
        best = start.score();
        int n = steps.size();
        int width = 1;
        while (width <= Math.min(widest, n) && !stopped) {
            boolean improved = false;
            for (int[] window : windows(width)) {
                // Checked per window too: a window its first bound cuts off counts no node, and a pass of windows
                // apart holds thousands of them.
                if (stopped || System.nanoTime() > deadlineNanos || control.cancelled().getAsBoolean()) {
                    stopped = true;
                    break;
                }
                improved |= window(window);
            }
            // A better play may open better windows of every width: start again from the narrowest.
            width = improved ? 1 : width + 1;
        }
        return Replay.solution(setup, Arrays.asList(known));
    }

    /** The nodes the last {@link #improve} visited. */
    public long nodes() {
        return nodes;
    }

    /**
     * The windows of {@code width} steps in their order: the consecutive ones, last first; then, with {@code
     * apart}, every other set of that many explore steps (an ambush has no choice of its own), last first too.
     */
    private List<int[]> windows(int width) {
        int n = steps.size();
        List<int[]> windows = new ArrayList<>();
        for (int first = n - width; first >= 0; first--) {
            int[] window = new int[width];
            for (int k = 0; k < width; k++) {
                window[k] = first + k;
            }
            windows.add(window);
        }
        if (apart && width > 1) {
            int[] explore = IntStream.range(0, n).filter(k -> !steps.get(k).isAmbush()).toArray();
            List<int[]> sets = new ArrayList<>();
            subsets(explore, width, 0, new int[width], 0, sets);
            for (int k = sets.size() - 1; k >= 0; k--) {
                int[] set = sets.get(k);
                if (set[width - 1] - set[0] != width - 1) {
                    windows.add(set);
                }
            }
        }
        return windows;
    }

    /** Every set of {@code size} of {@code from}'s steps, in increasing order of their indices (lexicographic). */
    private static void subsets(int[] from, int size, int next, int[] chosen, int count, List<int[]> into) {
        if (count == size) {
            into.add(chosen.clone());
            return;
        }
        for (int k = next; k <= from.length - (size - count); k++) {
            chosen[count] = from[k];
            subsets(from, size, k + 1, chosen, count + 1, into);
        }
    }

    /** Searches the steps of {@code window} (increasing indices), the rest as in the known play. */
    private boolean window(int[] window) {
        int first = window[0];
        free = new boolean[steps.size()];
        for (int k : window) {
            free[k] = true;
        }
        lastFree = window[window.length - 1];
        MapState map = setup.startMap();
        for (int k = 0; k < first; k++) {
            if (known[k] != null) {
                setup.apply(map, steps.get(k), known[k]);
            }
        }
        line = known.clone();
        windowStart = nodes;
        int before = best;
        search(first, map);
        return best > before;
    }

    private void search(int depth, MapState map) {
        if (depth > lastFree) {
            complete(depth, map);
            return;
        }
        if (!free[depth]) {
            // A step inside an apart window that is not free: kept or repaired, as after the window.
            Step step = steps.get(depth);
            Move move = keptOrNext(map, step, depth);
            line[depth] = move;
            MapState child = map.copy();
            if (move != null) {
                setup.apply(child, step, move);
            }
            search(depth + 1, child);
            return;
        }
        if (depth == steps.size() - 1) {
            lastStep(depth, map);
            return;
        }
        Step step = steps.get(depth);
        List<Move> legal = setup.legal(map, step);
        if (legal.isEmpty()) {
            line[depth] = null;
            search(depth + 1, map);
            return;
        }
        if (bound.upper(map, depth) <= best) {
            return;
        }
        MoveOrder order = MoveOrder.of(legal, bound.anyMove(map, depth));
        for (int rank = 0; rank < order.size() && order.bound(rank) > best; rank++) {
            if (count(1)) {
                return;
            }
            Move move = order.move(rank);
            MapState child = map.copy();
            setup.apply(child, step, move);
            line[depth] = move;
            search(depth + 1, child);
        }
    }

    /** The puzzle's last step inside the window: each move scored directly, highest bound first. */
    private void lastStep(int depth, MapState map) {
        ScoreBound.MoveBound moveBound = bound.lastMove(map, depth);
        if (moveBound.upperOfAll() <= best || moveBound.upperOfDrawable(best) <= best) {
            return;
        }
        List<Move> legal = setup.legal(map, steps.get(depth));
        if (legal.isEmpty()) {
            line[depth] = null;
            found(setup.score(map));
            return;
        }
        MoveOrder order = MoveOrder.of(legal, moveBound);
        SeasonScorer.Previewer previewer = setup.previewer(map, steps.get(depth));
        for (int rank = 0; rank < order.size() && order.bound(rank) > best; rank++) {
            if (count(1)) {
                return;
            }
            Move move = order.move(rank);
            line[depth] = move;
            found(previewer.score(move.cells(), move.terrain(), move.coin()));
        }
    }

    /** Plays the steps after the window as the known play does, where it surely still can, and scores the play. */
    private void complete(int from, MapState window) {
        if (count(1)) {
            return;
        }
        MapState map = window.copy();
        for (int k = from; k < steps.size(); k++) {
            Step step = steps.get(k);
            Move move = keptOrNext(map, step, k);
            line[k] = move;
            if (move != null) {
                setup.apply(map, step, move);
            }
        }
        found(setup.score(map));
    }

    /** The known play's move of step {@code k} where it surely still is legal, else the best next move. */
    private Move keptOrNext(MapState map, Step step, int k) {
        return !step.isAmbush() && known[k] != null && keeps(map, step, known[k]) ? known[k]
                : GreedyLine.bestNext(setup, map, step);
    }

    /**
     * Whether the known play's move of an explore step is surely still legal on {@code map}: a shape of the card
     * (the single-cell fallback depends on what else fits) on empty cells, covering an empty ruins cell after
     * ruins. A "no" only makes the step take a move from the legal list.
     */
    private static boolean keeps(MapState map, Step step, Move move) {
        return move.shape() != Move.SINGLE_CELL && map.fits(move.cells())
                && (!step.afterRuins() || Bits.intersects(move.cells(), map.emptyRuins()));
    }

    private void found(int score) {
        if (score > best) {
            best = score;
            known = line.clone();
            control.listener().improved(score, nodes, (System.nanoTime() - startNanos) / 1_000_000);
        }
    }

    /** Counts a node; true when the window's budget is spent or the search must stop. */
    private boolean count(int n) {
        nodes += n;
        if (nodes % CHECK_EVERY == 0 && (System.nanoTime() > deadlineNanos || control.cancelled().getAsBoolean())) {
            stopped = true;
        }
        return stopped || nodes - windowStart >= windowNodes;
    }
}
