package org.cartolab.scoring;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.cartolab.board.Board;
import org.cartolab.board.SquareGrid;

/**
 * The state of evaluating expressions on one board: the board, the coins, the current item of every enclosing
 * source (by slot), the explanation being collected (null when not explaining, and while a filter runs), the
 * clusters already found, which every card scored on the board shares, and the scratch bitboards the evaluation
 * nodes compute into instead of allocating.
 */
final class Frame {

    static final int MAX_DEPTH = 32;

    final Board board;
    final SquareGrid grid;
    final int coins;
    final long[][] slots = new long[MAX_DEPTH][];
    /** The empty set of cells, shared; never written. */
    final long[] noCells;
    Highlights sink;
    /** The points of the other cards scored with the current one ({@code min of other cards}), or null. */
    int[] otherCards;
    private long[][] scratch = new long[16][];
    /** The sets whose clusters were found (copies, compared by content), and their clusters. */
    private List<long[]> clusteredSets;
    private List<List<long[]>> clusters;

    Frame(Board board, int coins) {
        this.board = board;
        this.grid = board.grid();
        this.coins = coins;
        this.noCells = grid.none();
    }

    /**
     * The clusters of {@code cells}, found once per board. Keyed by the cells themselves: a board has only a few
     * sets that cards cluster (one per terrain), so a linear scan beats hashing the expression that named them.
     */
    List<long[]> clusters(long[] cells) {
        if (clusteredSets == null) { // many evaluations never cluster: create the cache on first use
            clusteredSets = new ArrayList<>();
            clusters = new ArrayList<>();
        }
        for (int i = 0; i < clusteredSets.size(); i++) {
            if (Arrays.equals(clusteredSets.get(i), cells)) {
                return clusters.get(i);
            }
        }
        List<long[]> found = grid.clusters(cells);
        clusteredSets.add(cells.clone());
        clusters.add(found);
        return found;
    }

    /**
     * Scratch bitboard number {@code index}, owned by one evaluation node (see {@link ExpressionPlanner}). Its
     * content is whatever its owner last wrote.
     */
    long[] scratch(int index) {
        if (index >= scratch.length) {
            scratch = Arrays.copyOf(scratch, Math.max(index + 1, 2 * scratch.length));
        }
        long[] bits = scratch[index];
        if (bits == null) {
            bits = new long[grid.words()];
            scratch[index] = bits;
        }
        return bits;
    }
}
