package org.cartolab.workbench.view;

import java.util.List;

import org.cartolab.model.ShapeCell;
import org.cartolab.model.Terrain;

import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;

/** A shape as a card prints it: its cells in a terrain's colour (plain when the card offers several), maybe a coin. */
final class ShapeCanvas extends Canvas {

    ShapeCanvas(List<ShapeCell> cells, Terrain terrain, boolean coin, double cell) {
        super(width(cells) * cell + 2, height(cells) * cell + 2);
        GraphicsContext g = getGraphicsContext2D();
        for (ShapeCell at : cells) {
            double x = 1 + at.col() * cell;
            double y = 1 + at.row() * cell;
            if (terrain != null) {
                Glyphs.terrain(g, terrain, x, y, cell);
            } else {
                g.setFill(Color.web("#d9c9a3"));
                g.fillRect(x, y, cell, cell);
            }
            g.setStroke(Glyphs.INK);
            g.setLineWidth(1.5);
            g.strokeRect(x, y, cell, cell);
        }
        if (coin) {
            ShapeCell first = cells.get(0);
            Glyphs.coin(g, 1 + first.col() * cell + cell / 2, 1 + first.row() * cell + cell / 2, cell * 0.28);
        }
    }

    /** A hero's attack range: the hero's cell (a star) and the cells it attacks. */
    static Canvas attack(List<ShapeCell> attack, double cell) {
        int minRow = Math.min(0, attack.stream().mapToInt(ShapeCell::row).min().orElse(0));
        int minCol = Math.min(0, attack.stream().mapToInt(ShapeCell::col).min().orElse(0));
        int maxRow = Math.max(0, attack.stream().mapToInt(ShapeCell::row).max().orElse(0));
        int maxCol = Math.max(0, attack.stream().mapToInt(ShapeCell::col).max().orElse(0));
        Canvas canvas = new Canvas((maxCol - minCol + 1) * cell + 2, (maxRow - minRow + 1) * cell + 2);
        GraphicsContext g = canvas.getGraphicsContext2D();
        for (int r = minRow; r <= maxRow; r++) {
            for (int c = minCol; c <= maxCol; c++) {
                double x = 1 + (c - minCol) * cell;
                double y = 1 + (r - minRow) * cell;
                boolean hero = r == 0 && c == 0;
                boolean attacked = attack.contains(new ShapeCell(r, c));
                g.setFill(hero ? Color.web("#d0a020") : attacked ? Color.web("#e07060") : Glyphs.PAPER);
                g.fillRect(x, y, cell, cell);
                if (hero) {
                    Glyphs.star(g, x + cell / 2, y + cell / 2, cell * 0.34, Color.web("#fff6c0"));
                } else if (attacked) {
                    g.setStroke(Color.WHITE);
                    g.setLineWidth(2);
                    g.strokeLine(x + cell * 0.3, y + cell * 0.3, x + cell * 0.7, y + cell * 0.7);
                    g.strokeLine(x + cell * 0.7, y + cell * 0.3, x + cell * 0.3, y + cell * 0.7);
                }
                g.setStroke(Glyphs.INK);
                g.setLineWidth(1);
                g.strokeRect(x, y, cell, cell);
            }
        }
        return canvas;
    }

    private static int width(List<ShapeCell> cells) {
        return cells.stream().mapToInt(ShapeCell::col).max().orElse(0) + 1;
    }

    private static int height(List<ShapeCell> cells) {
        return cells.stream().mapToInt(ShapeCell::row).max().orElse(0) + 1;
    }
}
