package org.cartolab.model;

import java.util.ArrayList;
import java.util.List;

/**
 * A polyomino as drawn on a card: its cells relative to the drawing's top-left corner. Split shapes (cells that
 * touch only at a corner, or not at all) are allowed; they keep their exact relative positions.
 */
public record Shape(String id, int height, int width, List<ShapeCell> cells) {

    public Shape {
        cells = List.copyOf(cells);
    }

    /** Builds a shape from ASCII art rows where {@code X} is a cell and {@code .} a gap. */
    public static Shape fromArt(String id, List<String> rows) {
        List<ShapeCell> cells = new ArrayList<>();
        int width = 0;
        for (int r = 0; r < rows.size(); r++) {
            String row = rows.get(r);
            width = Math.max(width, row.length());
            for (int c = 0; c < row.length(); c++) {
                if (row.charAt(c) == 'X') {
                    cells.add(new ShapeCell(r, c));
                }
            }
        }
        return new Shape(id, rows.size(), width, cells);
    }

    /** Whether the cells are one piece by edges (a split shape draws several separate pieces). */
    public boolean connected() {
        if (cells.isEmpty()) {
            return true;
        }
        List<ShapeCell> reached = new ArrayList<>(List.of(cells.get(0)));
        for (int i = 0; i < reached.size(); i++) {
            ShapeCell from = reached.get(i);
            for (ShapeCell to : cells) {
                if (!reached.contains(to) && Math.abs(to.row() - from.row()) + Math.abs(to.col() - from.col()) == 1) {
                    reached.add(to);
                }
            }
        }
        return reached.size() == cells.size();
    }

    /** The ASCII art of this shape, one string per row. */
    public List<String> art() {
        char[][] grid = new char[height][width];
        for (char[] row : grid) {
            java.util.Arrays.fill(row, '.');
        }
        for (ShapeCell cell : cells) {
            grid[cell.row()][cell.col()] = 'X';
        }
        List<String> rows = new ArrayList<>();
        for (char[] row : grid) {
            rows.add(new String(row));
        }
        return rows;
    }
}
