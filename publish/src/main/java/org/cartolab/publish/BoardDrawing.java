package org.cartolab.publish;

import java.awt.Color;
import java.util.List;
import java.util.Optional;

import org.cartolab.board.Board;
import org.cartolab.model.Terrain;
import org.cartolab.model.TerrainRole;

/**
 * A map drawn cell by cell: printed mountains, wasteland and ruins marks, drawn terrain, column letters above and
 * row numbers to the left. On a sheet meant for a pencil ({@code forPrint}) drawn terrain is a light tint with its
 * board letter, so it reads in black and white and leaves room to write.
 */
final class BoardDrawing {

    private final Board board;
    private final double cell;
    private final boolean forPrint;

    BoardDrawing(Board board, double cell, boolean forPrint) {
        this.board = board;
        this.cell = cell;
        this.forPrint = forPrint;
    }

    /** The same map drawn at another cell size (a key's swatches). */
    BoardDrawing withCell(double size) {
        return new BoardDrawing(board, size, forPrint);
    }

    /** The room the coordinates take to the left of and above the grid. */
    double labelMargin() {
        return cell * 0.75;
    }

    double width() {
        return labelMargin() + board.width() * cell;
    }

    double height() {
        return labelMargin() + board.height() * cell;
    }

    /** Draws the map with its labels; (x, y) is the top-left corner of the labels' margin. */
    void draw(Canvas canvas, double x, double y) {
        double gx = x + labelMargin();
        double gy = y + labelMargin();
        double labelSize = cell * 0.38;
        for (int c = 0; c < board.width(); c++) {
            canvas.centredText(Cell.columnLabel(c), gx + (c + 0.5) * cell, gy - cell * 0.22, labelSize, true,
                    Palette.MUTED);
        }
        for (int r = 0; r < board.height(); r++) {
            String label = String.valueOf(r + 1);
            canvas.text(label, gx - cell * 0.15 - Fonts.width(label, labelSize, true),
                    gy + (r + 0.5) * cell + labelSize * 0.36, labelSize, true, Palette.MUTED);
        }
        for (int r = 0; r < board.height(); r++) {
            for (int c = 0; c < board.width(); c++) {
                drawCell(canvas, r, c, gx + c * cell, gy + r * cell);
            }
        }
        for (int i = 0; i <= board.width(); i++) {
            canvas.line(gx + i * cell, gy, gx + i * cell, gy + board.height() * cell, Palette.GRID, cell * 0.03);
        }
        for (int i = 0; i <= board.height(); i++) {
            canvas.line(gx, gy + i * cell, gx + board.width() * cell, gy + i * cell, Palette.GRID, cell * 0.03);
        }
        canvas.strokeRect(gx, gy, board.width() * cell, board.height() * cell, Palette.INK, cell * 0.06);
    }

    /** The top-left corner of a cell, for pictures that draw on top of the map. */
    double cellX(double x, int col) {
        return x + labelMargin() + col * cell;
    }

    double cellY(double y, int row) {
        return y + labelMargin() + row * cell;
    }

    double cell() {
        return cell;
    }

    private void drawCell(Canvas canvas, int r, int c, double x, double y) {
        drawCell(canvas, board.terrainAt(r, c), board.isRuins(r, c), board.isDestroyed(r, c), board.isKilled(r, c),
                x, y);
    }

    /** One cell as the map draws it, at (x, y) and this drawing's cell size: for the map and for its key. */
    void drawCell(Canvas canvas, Optional<Terrain> terrain, boolean ruins, boolean destroyed, boolean killed,
                  double x, double y) {
        Color background = Palette.PAPER;
        if (destroyed) {
            canvas.fillRect(x, y, cell, cell, Palette.INK);
            canvas.line(x + cell * 0.25, y + cell * 0.25, x + cell * 0.75, y + cell * 0.75, Palette.PAPER, cell * 0.06);
            canvas.line(x + cell * 0.75, y + cell * 0.25, x + cell * 0.25, y + cell * 0.75, Palette.PAPER, cell * 0.06);
            return;
        }
        if (terrain.isPresent()) {
            Terrain t = terrain.get();
            Color colour = Palette.of(t);
            boolean printed = t.role() == TerrainRole.PRINTED;
            background = forPrint && !printed ? Palette.tint(colour, 0.3) : colour;
            canvas.fillRect(x, y, cell, cell, background);
            if (printed && t.id().equals("mountain")) {
                drawMountain(canvas, x, y, colour);
            } else if (printed) {
                drawHatch(canvas, x, y, Palette.tint(colour, 0.6));
            } else if (forPrint) {
                // On a ruins cell the letter moves left, clear of the ruins mark.
                canvas.centredText(String.valueOf(t.symbol()), x + cell * (ruins ? 0.27 : 0.5),
                        y + cell * (ruins ? 0.6 : 0.68), cell * (ruins ? 0.42 : 0.5), true, Palette.INK);
            }
            if (killed) {
                canvas.line(x + cell * 0.15, y + cell * 0.85, x + cell * 0.85, y + cell * 0.15,
                        Palette.inkOn(background), cell * 0.08);
            }
        }
        if (ruins) {
            drawRuins(canvas, x, y, terrain.isPresent() ? Palette.inkOn(background) : Palette.INK);
        }
    }

    private void drawMountain(Canvas canvas, double x, double y, Color colour) {
        Color dark = new Color(colour.getRed() / 2, colour.getGreen() / 2, colour.getBlue() / 2);
        canvas.fillPolygon(new double[] {x + cell * 0.5, y + cell * 0.18, x + cell * 0.88, y + cell * 0.82,
                x + cell * 0.12, y + cell * 0.82}, dark);
        canvas.fillPolygon(new double[] {x + cell * 0.5, y + cell * 0.18, x + cell * 0.62, y + cell * 0.38,
                x + cell * 0.38, y + cell * 0.38}, Palette.PAPER);
    }

    private void drawHatch(Canvas canvas, double x, double y, Color colour) {
        for (int i = 1; i < 4; i++) {
            double d = cell * i / 4;
            canvas.line(x + d, y, x, y + d, colour, cell * 0.05);
            canvas.line(x + cell, y + d, x + d, y + cell, colour, cell * 0.05);
        }
        canvas.line(x + cell, y, x, y + cell, colour, cell * 0.05);
    }

    /** The ruins mark: two pillars under a lintel, in a corner so a letter or number still fits. */
    private void drawRuins(Canvas canvas, double x, double y, Color ink) {
        double w = cell * 0.05;
        double left = x + cell * 0.54;
        double right = x + cell * 0.86;
        double top = y + cell * 0.56;
        double bottom = y + cell * 0.88;
        canvas.line(left - cell * 0.04, top, right + cell * 0.04, top, ink, w * 1.4);
        canvas.line(left, top, left, bottom, ink, w);
        canvas.line(right, top, right, bottom, ink, w);
        canvas.line((left + right) / 2, top, (left + right) / 2, bottom - cell * 0.1, ink, w);
    }

    /** Thick lines around a set of cells: along every side whose neighbour is not in the set. */
    void outline(Canvas canvas, double x, double y, List<Cell> cells, Color colour, double width) {
        for (Cell cellAt : cells) {
            double cx = cellX(x, cellAt.col());
            double cy = cellY(y, cellAt.row());
            if (!cells.contains(new Cell(cellAt.row() - 1, cellAt.col()))) {
                canvas.line(cx, cy, cx + cell, cy, colour, width);
            }
            if (!cells.contains(new Cell(cellAt.row() + 1, cellAt.col()))) {
                canvas.line(cx, cy + cell, cx + cell, cy + cell, colour, width);
            }
            if (!cells.contains(new Cell(cellAt.row(), cellAt.col() - 1))) {
                canvas.line(cx, cy, cx, cy + cell, colour, width);
            }
            if (!cells.contains(new Cell(cellAt.row(), cellAt.col() + 1))) {
                canvas.line(cx + cell, cy, cx + cell, cy + cell, colour, width);
            }
        }
    }
}
