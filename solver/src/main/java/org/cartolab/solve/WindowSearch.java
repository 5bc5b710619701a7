package org.cartolab.solve;

import java.util.Arrays;
import java.util.List;

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
 */
public final class WindowSearch {

    private static final int CHECK_EVERY = 1 << 10;

    private final PuzzleSetup setup;
    private final ScoreBound bound;
    private final List<Step> steps;
    private final int widest;
    private final long windowNodes;

    private SearchControl control;
    private long startNanos;
    private long deadlineNanos;
    private boolean stopped;
    private long nodes;
    private long windowStart;
    private Move[] known;
    private int best;
    private Move[] line;

    /**
     * @param widest      the widest window, in steps (from 1); the windows grow from 1 step to this
     * @param windowNodes the nodes one window's search may visit (moves tried and plays completed)
     */
    public WindowSearch(PuzzleSetup setup, ScoreBound bound, int widest, long windowNodes) {
        if (widest < 1 || windowNodes < 1) {
            throw new IllegalArgumentException("a window search needs a width and a node budget of 1 or more, not "
                    + widest + " and " + windowNodes);
        }
        this.setup = setup;
        this.bound = bound;
        this.steps = setup.steps();
        this.widest = widest;
        this.windowNodes = windowNodes;
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
            for (int first = n - width; first >= 0 && !stopped; first--) {
                improved |= window(first, width);
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

    /** Searches the steps {@code first} .. {@code first + width - 1}, the rest as in the known play. */
    private boolean window(int first, int width) {
        MapState map = setup.startMap();
        for (int k = 0; k < first; k++) {
            if (known[k] != null) {
                setup.apply(map, steps.get(k), known[k]);
            }
        }
        line = known.clone();
        windowStart = nodes;
        int before = best;
        search(first, first + width, map);
        return best > before;
    }

    private void search(int depth, int end, MapState map) {
        if (depth == end) {
            complete(depth, map);
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
            search(depth + 1, end, map);
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
            search(depth + 1, end, child);
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
            Move move = !step.isAmbush() && known[k] != null && keeps(map, step, known[k]) ? known[k]
                    : bestNext(map, step);
            line[k] = move;
            if (move != null) {
                setup.apply(map, step, move);
            }
        }
        found(setup.score(map));
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

    /** The legal move that scores best right after it (the first of equals), or null if none: an ambush's own. */
    private Move bestNext(MapState map, Step step) {
        List<Move> legal = setup.legal(map, step);
        if (legal.size() <= 1) {
            return legal.isEmpty() ? null : legal.get(0);
        }
        SeasonScorer.Previewer previewer = setup.previewer(map, step);
        Move chosen = null;
        int chosenScore = Integer.MIN_VALUE;
        for (Move move : legal) {
            int score = previewer.score(move.cells(), move.terrain(), move.coin());
            if (score > chosenScore) {
                chosen = move;
                chosenScore = score;
            }
        }
        return chosen;
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
