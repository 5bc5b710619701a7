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
 * nodes compute into instead of allocating. {@link #reset} moves it to another board, keeping the scratch memory.
 */
final class Frame {

    static final int MAX_DEPTH = 32;

    Board board;
    SquareGrid grid;
    int coins;
    final long[][] slots = new long[MAX_DEPTH][];
    /** The empty set of cells, shared; never written. */
    long[] noCells;
    Highlights sink;
    /** The points of the other cards scored with the current one ({@code min of other cards}), or null. */
    int[] otherCards;
    private long[][] scratch = new long[16][];
    /** The sets whose clusters were found (copies, compared by content), and their clusters. */
    private List<long[]> clusteredSets;
    private List<List<long[]>> clusters;
    /** Another board's evaluation whose clusters may be reused, or null (see {@link #clusters}). */
    private Frame sharing;

    Frame(Board board, int coins) {
        reset(board, coins, null);
    }

    /**
     * Starts over on another board: forgets the clusters found and the other cards' points. Bound items and
     * scratch bitboards (kept when the grid has the same number of words) need no clearing: evaluation writes
     * them before it reads them.
     */
    void reset(Board board, int coins, Frame sharing) {
        if (grid != null && grid.words() != board.grid().words()) {
            scratch = new long[scratch.length][];
        }
        this.board = board;
        this.grid = board.grid();
        this.coins = coins;
        this.noCells = grid.none();
        this.otherCards = null;
        // Clusters depend only on the cells and the grid's size.
        this.sharing = sharing != null && sharing != this && sharing.grid.height() == grid.height()
                && sharing.grid.width() == grid.width() ? sharing : null;
        if (clusteredSets != null) {
            clusteredSets.clear();
            clusters.clear();
        }
    }

    /**
     * The clusters of {@code cells}, found once per board. Keyed by the cells themselves: a board has only a few
     * sets that cards cluster (one per terrain), so a linear scan beats hashing the expression that named them.
     * Those the shared evaluation (of another board of the same size) found for the same cells are taken as they
     * are: a drawing changes one terrain, the clusters of the other terrains stay.
     */
    List<long[]> clusters(long[] cells) {
        List<long[]> known = known(cells);
        if (known == null && sharing != null) {
            known = sharing.known(cells);
        }
        if (known != null) {
            return known;
        }
        if (clusteredSets == null) { // many evaluations never cluster: create the cache on first use
            clusteredSets = new ArrayList<>();
            clusters = new ArrayList<>();
        }
        List<long[]> found = grid.clusters(cells);
        clusteredSets.add(cells.clone());
        clusters.add(found);
        return found;
    }

    /** The clusters already found for exactly these cells, or null. */
    private List<long[]> known(long[] cells) {
        if (clusteredSets != null) {
            for (int i = 0; i < clusteredSets.size(); i++) {
                if (Arrays.equals(clusteredSets.get(i), cells)) {
                    return clusters.get(i);
                }
            }
        }
        return null;
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
