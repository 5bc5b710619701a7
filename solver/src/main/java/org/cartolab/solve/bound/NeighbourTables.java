package org.cartolab.solve.bound;

import org.cartolab.board.SquareGrid;

/**
 * {@link SurroundTargets#neighbourTable} of the last grid asked, kept: a term bound asks it at every position of its
 * puzzle, whose grid does not change.
 */
final class NeighbourTables {

    private SquareGrid grid;
    private int[][] table;

    int[][] of(SquareGrid grid) {
        if (this.grid != grid) {
            table = SurroundTargets.neighbourTable(grid);
            this.grid = grid;
        }
        return table;
    }
}
