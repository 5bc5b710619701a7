package org.cartolab.solve;

import org.cartolab.rules.MapState;

/**
 * The reported bounds ({@link ScoreBound#reported}) of the positions on a depth-first search's path, from its root
 * down to {@link #DEPTH} steps below it. The reported bound is tighter than the one the search prunes with at every
 * node, and dearer (a case split costs seconds), so a position's is worked out only once its subtree has grown
 * large: the root's ({@link RootReport}) after {@link #AFTER} nodes of the search (by default), a shallow
 * position's after {@link #BELOW} times as many of its own subtree (there are many of them, and their bounds are
 * rarely much lower than the bounds of their moves). From then on it caps every bound of the subtree: if the best
 * play already meets it, the rest of the subtree is pruned at once, and for the root the search ends, proven. Every
 * bound still holds, so the search's answer is the same as without them; it only visits fewer positions.
 */
final class PathReports {

    /** How many steps below the root a position still gets its reported bound. */
    static final int DEPTH = 1;
    /** By default, the nodes a search takes before its root's reported bound is worked out. */
    static final long AFTER = 1 << 17;
    /** How many times as many nodes the subtree of a position below the root takes before its bound is. */
    static final long BELOW = 1 << 1;

    private final ScoreBound bound;
    /** The nodes of a shallow position's subtree before its bound is worked out. */
    private final long after;
    /*
     * Per level (0 = the root): the position on the path, the nodes when it was entered, whether its bound was
     * worked out, and the least bound worked out for it and the positions above it.
     */
    private final MapState[] maps = new MapState[DEPTH + 1];
    private final long[] entered = new long[DEPTH + 1];
    private final boolean[] workedOut = new boolean[DEPTH + 1];
    private final int[] ceilings = new int[DEPTH + 1];
    private int rootDepth;
    private int level;
    private long checked;
    private RootReport root;

    /** @param after the nodes of the search before the root's bound is worked out */
    PathReports(ScoreBound bound, long after) {
        this.bound = bound;
        this.after = after * BELOW;
    }

    /** A search from {@code map} before step {@code rootDepth}, whose root's bound is {@code root}'s. */
    void start(MapState map, int rootDepth, RootReport root) {
        this.rootDepth = rootDepth;
        this.root = root;
        maps[0] = map;
        ceilings[0] = root.bound();
        level = 0;
        checked = 0;
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
        workedOut[level] = false;
        ceilings[level] = ceilings[level - 1];
    }

    /** The search leaves the tracked position it entered last. */
    void leave() {
        maps[level] = null;
        level--;
    }

    /** At a check of the search, {@code nodes} into it: works out the bounds that are due. */
    void check(long nodes) {
        if (root.due(nodes - checked)) {
            root.set(bound.reported(maps[0], rootDepth));
        }
        checked = nodes;
        lower(0, root.bound()); // worked out here or by another worker
        for (int l = 1; l <= level; l++) {
            if (!workedOut[l] && nodes - entered[l] >= after) {
                workedOut[l] = true;
                lower(l, bound.reported(maps[l], rootDepth + l));
            }
        }
    }

    private void lower(int from, int reported) {
        for (int l = from; l <= level; l++) {
            ceilings[l] = Math.min(ceilings[l], reported);
        }
    }
}
