package org.cartolab.workbench.view;

import java.util.List;
import java.util.Optional;

import org.cartolab.board.Bits;
import org.cartolab.board.Board;
import org.cartolab.model.ShapeCell;
import org.cartolab.model.Terrain;
import org.cartolab.workbench.play.Ghost;

import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;

/**
 * A map drawn like the printed sheet: terrains with their marks, ruins, a grid and a frame; optionally the cells
 * a scoring card counted (gold) and a ghost of the shape about to be drawn (green where legal, red where not).
 * The one map painter of the workbench: the gallery, the play-test and the rendered PNGs all use it.
 */
public final class BoardCanvas extends Canvas {

    private static final Color GRID = Color.web("#9c8a6a");
    private static final Color HIGHLIGHT = Color.web("#ffd21f");

    private final double cell;
    private Board board;
    private long[] highlighted;
    private Ghost ghost;

    public BoardCanvas(Board board, double cell) {
        super(board.width() * cell + 4, board.height() * cell + 4);
        this.cell = cell;
        this.board = board;
        paint();
    }

    public double cellSize() {
        return cell;
    }

    public void setBoard(Board board) {
        this.board = board;
        setWidth(board.width() * cell + 4);
        setHeight(board.height() * cell + 4);
        paint();
    }

    /** Marks the cells that scored (bits over the board's grid), or none. */
    public void setHighlighted(long[] cells) {
        this.highlighted = cells;
        paint();
    }

    public void setGhost(Ghost ghost) {
        this.ghost = ghost;
        paint();
    }

    /** The (row, column) under a point of the canvas, if it is on the map. */
    public Optional<ShapeCell> cellAt(double x, double y) {
        int col = (int) Math.floor((x - 2) / cell);
        int row = (int) Math.floor((y - 2) / cell);
        if (row < 0 || col < 0 || row >= board.height() || col >= board.width()) {
            return Optional.empty();
        }
        return Optional.of(new ShapeCell(row, col));
    }

    private void paint() {
        GraphicsContext g = getGraphicsContext2D();
        g.clearRect(0, 0, getWidth(), getHeight());
        for (int r = 0; r < board.height(); r++) {
            for (int c = 0; c < board.width(); c++) {
                paintCell(g, r, c);
            }
        }
        g.setStroke(GRID);
        g.setLineWidth(1);
        for (int r = 0; r <= board.height(); r++) {
            g.strokeLine(2, 2 + r * cell, 2 + board.width() * cell, 2 + r * cell);
        }
        for (int c = 0; c <= board.width(); c++) {
            g.strokeLine(2 + c * cell, 2, 2 + c * cell, 2 + board.height() * cell);
        }
        if (highlighted != null) {
            paintHighlights(g);
        }
        if (ghost != null) {
            paintGhost(g, ghost.cells(), ghost.terrain(), ghost.legal());
        }
        g.setStroke(Glyphs.INK);
        g.setLineWidth(3);
        g.strokeRect(1.5, 1.5, board.width() * cell + 1, board.height() * cell + 1);
    }

    private void paintCell(GraphicsContext g, int r, int c) {
        double x = 2 + c * cell;
        double y = 2 + r * cell;
        Optional<Terrain> terrain = board.terrainAt(r, c);
        if (board.isDestroyed(r, c)) {
            Glyphs.destroyed(g, x, y, cell);
        } else if (terrain.isPresent()) {
            Glyphs.terrain(g, terrain.get(), x, y, cell);
            if (board.isKilled(r, c)) {
                Glyphs.killed(g, x, y, cell);
            }
        } else {
            Glyphs.empty(g, x, y, cell);
        }
        if (board.isRuins(r, c)) {
            Glyphs.ruins(g, x, y, cell, terrain.isPresent());
        }
    }

    /** Veils every cell that did not score, so the scoring cells stand out, and rings the scoring ones in gold. */
    private void paintHighlights(GraphicsContext g) {
        for (int r = 0; r < board.height(); r++) {
            for (int c = 0; c < board.width(); c++) {
                double x = 2 + c * cell;
                double y = 2 + r * cell;
                if (Bits.get(highlighted, board.grid().index(r, c))) {
                    g.setStroke(HIGHLIGHT);
                    g.setLineWidth(Math.max(3, cell / 8));
                    g.strokeRect(x + 2.5, y + 2.5, cell - 5, cell - 5);
                } else {
                    g.setFill(Color.rgb(250, 246, 235, 0.6));
                    g.fillRect(x, y, cell, cell);
                }
            }
        }
    }

    private void paintGhost(GraphicsContext g, List<ShapeCell> cells, Terrain terrain, boolean legal) {
        Color outline = legal ? Color.web("#1e8c3a") : Color.web("#d02020");
        for (ShapeCell at : cells) {
            if (at.row() < 0 || at.col() < 0 || at.row() >= board.height() || at.col() >= board.width()) {
                continue;
            }
            double x = 2 + at.col() * cell;
            double y = 2 + at.row() * cell;
            g.setGlobalAlpha(0.7);
            if (terrain != null) {
                Glyphs.terrain(g, terrain, x, y, cell);
            } else {
                Glyphs.destroyed(g, x, y, cell);
            }
            g.setGlobalAlpha(1);
            g.setStroke(outline);
            g.setLineWidth(3);
            g.strokeRect(x + 1.5, y + 1.5, cell - 3, cell - 3);
            if (!legal && Bits.get(board.filled(), board.grid().index(at.row(), at.col()))) {
                // Over a filled space: cross it out, so the reason the move is illegal shows.
                g.strokeLine(x + cell * 0.2, y + cell * 0.2, x + cell * 0.8, y + cell * 0.8);
                g.strokeLine(x + cell * 0.8, y + cell * 0.2, x + cell * 0.2, y + cell * 0.8);
            }
        }
    }
}
