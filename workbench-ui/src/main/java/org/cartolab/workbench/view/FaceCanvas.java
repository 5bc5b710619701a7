package org.cartolab.workbench.view;

import org.cartolab.model.CardFace;
import org.cartolab.model.FaceCell;

import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;

/**
 * One face of a landscape card: its grid of cells in their terrains' colours and marks, and the river drawn from
 * each cell's centre to every edge where the cell has a river end, so the ways rivers join read at a glance.
 */
final class FaceCanvas extends Canvas {

    private static final Color RIVER = Color.web("#1d5fa8");

    FaceCanvas(CardFace face, double cell) {
        super(face.width() * cell + 4, face.height() * cell + 4);
        GraphicsContext g = getGraphicsContext2D();
        for (FaceCell at : face.cells()) {
            double x = 2 + at.col() * cell;
            double y = 2 + at.row() * cell;
            if (at.terrain().isEmpty()) {
                Glyphs.empty(g, x, y, cell);
            } else if (at.ends() != 0) {
                g.setFill(Glyphs.colour(at.terrain().get()).deriveColor(0, 0.5, 1.3, 1));
                g.fillRect(x, y, cell, cell);
            } else {
                Glyphs.terrain(g, at.terrain().get(), x, y, cell);
            }
            if (at.ends() != 0) {
                river(g, at.ends(), x + cell / 2, y + cell / 2, cell);
            }
            g.setStroke(Glyphs.INK);
            g.setLineWidth(1);
            g.strokeRect(x, y, cell, cell);
        }
        g.setLineWidth(2.5);
        g.strokeRect(1.25, 1.25, face.width() * cell + 1.5, face.height() * cell + 1.5);
    }

    private static void river(GraphicsContext g, int ends, double cx, double cy, double cell) {
        g.setStroke(RIVER);
        g.setLineWidth(cell / 5);
        g.setLineCap(StrokeLineCap.ROUND);
        for (FaceCell.Side side : FaceCell.Side.values()) {
            if ((ends & side.bit()) != 0) {
                double dx = side == FaceCell.Side.EAST ? 0.5 : side == FaceCell.Side.WEST ? -0.5 : 0;
                double dy = side == FaceCell.Side.SOUTH ? 0.5 : side == FaceCell.Side.NORTH ? -0.5 : 0;
                g.strokeLine(cx, cy, cx + dx * cell, cy + dy * cell);
            }
        }
        g.setLineCap(StrokeLineCap.SQUARE);
    }
}
