package org.cartolab.solve;

import java.util.List;
import java.util.OptionalInt;

import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;

/**
 * The reported bounds ({@link ScoreBound#reported}) of the positions on a depth-first search's path, from its root
 * down to {@link #DEPTH} steps below it. The reported bound is tighter than the one the search prunes with at every
 * node, and dearer (a case split costs seconds), so a position's is worked out only once its subtree has grown
 * large: the root's ({@link RootReport}) after {@link #AFTER} nodes of the search (by default), a shallow
 * position's after {@link #BELOW} times as many of its own subtree (there are many of them, and their bounds are
 * rarely much lower than the bounds of their moves). From then on it caps every bound of the subtree: if the best
 * play already meets it, the rest of the subtree is pruned at once, and for the root the search ends, proven. Every
 * bound still holds, so the search's answer is the same as without them; it only visits fewer positions.
 * <p>
 * A report is also charged its cost: a try may spend at most {@link #TIMES} times the work the search has done in
 * the position's subtree (the bound's own count, {@link ScoreBound#work}, plus {@link #NODE_WORK} a node;
 * the reports' work left out), and is given up when it would spend more. It is tried again once that budget has
 * grown by half ({@link RootReport#nextBudget}), going on from the parts it finished (the position's own bound, each
 * terrain case's). So a search that would end soon anyway does not pay seconds of case splits for a bound it does
 * not need, and the tries of a report together spend at most three times the budget of the last (the budgets grow
 * by half). Work and nodes are counts, so a search takes the same steps on every machine.
 */
final class PathReports {

    /** How many steps below the root a position still gets its reported bound. */
    static final int DEPTH = 1;
    /** By default, the nodes a search takes before its root's reported bound is worked out. */
    static final long AFTER = 1 << 17;
    /** How many times as many nodes the subtree of a position below the root takes before its bound is. */
    static final long BELOW = 1 << 1;
    /**
     * A report's try may spend this many times the work of the search of its position's subtree: enough for the
     * Lost Barony pairs' square split at 2^17 nodes (2-3 s of report after 1-6 s of search, which it then ends),
     * not for a report of seconds after a search of a fraction of one.
     */
    static final long TIMES = 4;
    /**
     * A node's work in the bound's units besides what the bound counts itself (listing and ordering moves, copying
     * maps, the other bounds): a report's unit costs about 0.02-0.05 microseconds of CPU, a node 2-30.
     */
    static final long NODE_WORK = 128;

    private final ScoreBound bound;
    /** Told each play a report worked out came across ({@link ScoreBound.Report#play}). */
    private final PlayFound found;
    /** The nodes of a shallow position's subtree before its bound is worked out. */
    private final long after;
    /*
     * Per level (0 = the root): the position on the path, the nodes and the search's work when it was entered, the
     * least budget of its report's next try (-1 once worked out), and the least bound
     * worked out for it and the positions above it.
     */
    private final MapState[] maps = new MapState[DEPTH + 1];
    private final long[] entered = new long[DEPTH + 1];
    private final long[] enteredWork = new long[DEPTH + 1];
    private final long[] leastBudget = new long[DEPTH + 1];
    /** Per level: the position's report once tried (it goes on from its parts worked out). */
    private final ScoreBound.Report[] reports = new ScoreBound.Report[DEPTH + 1];
    private final int[] ceilings = new int[DEPTH + 1];
    private int rootDepth;
    private int level;
    private long checked;
    /** The search's own work at the last check ({@link #searchWork}). */
    private long checkedWork;
    /** The bound's work spent on reports so far (not the search's own). */
    private long reportWork;
    private RootReport root;

    /**
     * @param after the nodes of the search before the root's bound is worked out
     * @param found told the plays the reports came across
     */
    PathReports(ScoreBound bound, long after, PlayFound found) {
        this.bound = bound;
        this.found = found;
        this.after = after * BELOW;
    }

    /** Hears of a play from the position before step {@code depth} on the search's path (its moves from there). */
    @FunctionalInterface
    interface PlayFound {
        void found(int depth, List<Move> play);
    }

    /** A search from {@code map} before step {@code rootDepth}, whose root's bound is {@code root}'s. */
    void start(MapState map, int rootDepth, RootReport root) {
        this.rootDepth = rootDepth;
        this.root = root;
        maps[0] = map;
        ceilings[0] = root.bound();
        level = 0;
        checked = 0;
        reportWork = 0;
        enteredWork[0] = searchWork(0);
        checkedWork = enteredWork[0];
    }

    /** The least reported bound worked out for the position being searched or one above it. */
    int ceiling() {
        return ceilings[level];
    }

    /** Whether the position before step {@code depth} gets its reported bound (the root's is the root report's). */
    boolean tracks(int depth) {
        int below = depth - rootDepth;
        return below >= 1 && below <= DEPTH;
    }

    /** The search enters a tracked position, {@code nodes} into the search. */
    void enter(int depth, MapState map, long nodes) {
        level = depth - rootDepth;
        maps[level] = map;
        entered[level] = nodes;
        enteredWork[level] = searchWork(nodes);
        leastBudget[level] = 0;
        reports[level] = null;
        ceilings[level] = ceilings[level - 1];
    }

    /** The search leaves the tracked position it entered last. */
    void leave() {
        maps[level] = null;
        reports[level] = null;
        level--;
    }

    /** At a check of the search, {@code nodes} into it: works out the bounds that are due. */
    void check(long nodes) {
        long work = searchWork(nodes);
        long rootBudget = (work - enteredWork[0]) * TIMES;
        if (root.due(nodes - checked, work - checkedWork, rootBudget)) {
            root.settle(report(root.report(bound, maps[0], rootDepth), rootBudget), rootBudget);
            root.play().ifPresent(play -> found.found(rootDepth, play));
        }
        checked = nodes;
        checkedWork = work;
        lower(0, root.bound()); // worked out here or by another worker
        for (int l = 1; l <= level; l++) {
            long budget = (work - enteredWork[l]) * TIMES;
            if (leastBudget[l] >= 0 && nodes - entered[l] >= after && budget >= leastBudget[l]) {
                if (reports[l] == null) {
                    reports[l] = bound.report(maps[l], rootDepth + l);
                }
                OptionalInt reported = report(reports[l], budget);
                leastBudget[l] = reported.isPresent() ? -1 : RootReport.nextBudget(budget);
                if (reported.isPresent()) {
                    lower(l, reported.getAsInt());
                    int depth = rootDepth + l;
                    reports[l].play().ifPresent(play -> found.found(depth, play));
                }
            }
        }
    }

    /**
     * Tries {@code report}: given up once this try's work passes {@code budget} (a part cut short at an earlier try
     * is worked out again; the parts finished are not).
     */
    private OptionalInt report(ScoreBound.Report report, long budget) {
        long before = bound.work();
        OptionalInt reported = report.within(before + budget);
        reportWork += bound.work() - before;
        return reported;
    }

    /** The search's own work, {@code nodes} into it: its nodes and its bound's work, the reports' left out. */
    private long searchWork(long nodes) {
        return NODE_WORK * nodes + bound.work() - reportWork;
    }

    private void lower(int from, int reported) {
        for (int l = from; l <= level; l++) {
            ceilings[l] = Math.min(ceilings[l], reported);
        }
    }
}
