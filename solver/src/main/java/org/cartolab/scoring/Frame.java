package org.cartolab.scoring;

import java.util.HashMap;
import java.util.List;
import java.util.Map;

import org.cartolab.board.Board;
import org.cartolab.board.SquareGrid;
import org.cartolab.model.expr.CellSet;

/**
 * The state of evaluating expressions on one board: the board, the coins, the current item of every enclosing
 * source (by slot), the explanation being collected (null when not explaining, and while a filter runs), and
 * the clusters already found, which every card scored on the board shares.
 */
final class Frame {

    static final int MAX_DEPTH = 32;

    final Board board;
    final SquareGrid grid;
    final int coins;
    final long[][] slots = new long[MAX_DEPTH][];
    Highlights sink;
    private final Map<CellSet, List<long[]>> clusters = new HashMap<>();

    Frame(Board board, int coins) {
        this.board = board;
        this.grid = board.grid();
        this.coins = coins;
    }

    List<long[]> clusters(CellSet key, long[] cells) {
        return clusters.computeIfAbsent(key, k -> Items.clustersOf(grid, cells));
    }
}
