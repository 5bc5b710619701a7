package org.cartolab.rules;

import org.cartolab.board.Bits;
import org.cartolab.board.SquareGrid;

/** An orientation of a shape at a position: the top-left of its bounding box at (row, col), and its cells. */
public record Placement(Orientation orientation, int row, int col, long[] cells) {

    /** The placement, or null if a cell would fall off the board. */
    static Placement at(SquareGrid grid, Orientation orientation, int row, int col) {
        if (row < 0 || col < 0 || row + orientation.height() > grid.height()
                || col + orientation.width() > grid.width()) {
            return null;
        }
        long[] cells = new long[grid.words()];
        for (var cell : orientation.cells()) {
            Bits.set(cells, grid.index(row + cell.row(), col + cell.col()));
        }
        return new Placement(orientation, row, col, cells);
    }

    private record Key(int height, int width, Orientation orientation) {
    }

    /** Placements depend only on the board's size and the orientation, so every game shares them. */
    private static final java.util.Map<Key, java.util.List<Placement>> EVERYWHERE =
            new java.util.concurrent.ConcurrentHashMap<>();

    /** Every position of the orientation inside the board, row by row. Callers must not modify the cells. */
    static java.util.List<Placement> everywhere(SquareGrid grid, Orientation orientation) {
        return EVERYWHERE.computeIfAbsent(new Key(grid.height(), grid.width(), orientation), key -> {
            java.util.List<Placement> placements = new java.util.ArrayList<>();
            for (int r = 0; r + orientation.height() <= grid.height(); r++) {
                for (int c = 0; c + orientation.width() <= grid.width(); c++) {
                    placements.add(at(grid, orientation, r, c));
                }
            }
            return java.util.List.copyOf(placements);
        });
    }
}
