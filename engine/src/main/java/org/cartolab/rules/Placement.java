package org.cartolab.rules;

import org.cartolab.board.Bits;
import org.cartolab.board.SquareGrid;
import org.cartolab.model.Shape;

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

    private record ShapeKey(int height, int width, Shape shape) {
    }

    /** Like {@link #EVERYWHERE}, per shape: one look-up per shape instead of one per orientation. */
    private static final java.util.Map<ShapeKey, java.util.List<Placement>> EVERY_TURN_EVERYWHERE =
            new java.util.concurrent.ConcurrentHashMap<>();

    /**
     * Every position of every distinct orientation of the shape ({@link Orientation#all}) inside the board: by
     * orientation, then row, then column. Callers must not modify the cells.
     */
    static java.util.List<Placement> everywhere(SquareGrid grid, Shape shape) {
        return EVERY_TURN_EVERYWHERE.computeIfAbsent(new ShapeKey(grid.height(), grid.width(), shape), key -> {
            java.util.List<Placement> placements = new java.util.ArrayList<>();
            for (Orientation orientation : Orientation.all(shape)) {
                placements.addAll(everywhere(grid, orientation));
            }
            return java.util.List.copyOf(placements);
        });
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
