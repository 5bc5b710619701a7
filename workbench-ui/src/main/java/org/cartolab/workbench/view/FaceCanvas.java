package org.cartolab.workbench.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.model.CardFace;
import org.cartolab.model.FaceCell;
import org.cartolab.model.Terrain;

import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;

/**
 * One face of a landscape card as printed: its cells (see {@link LandscapeCells}) with the condition's two cells
 * as one block with its name, in a frame.
 */
final class FaceCanvas extends Canvas {

    /** {@code conditionCells}: the terrain of the condition's cells, when the card's game is known. */
    FaceCanvas(CardFace face, Optional<Terrain> conditionCells, double cell) {
        super(face.width() * cell + 4, face.height() * cell + 4);
        GraphicsContext g = getGraphicsContext2D();
        List<double[]> conditionCorners = new ArrayList<>();
        for (FaceCell at : face.cells()) {
            double x = 2 + at.col() * cell;
            double y = 2 + at.row() * cell;
            LandscapeCells.cell(g, at.terrain(), at.ends(), x, y, cell);
            if (at.terrain().isPresent() && at.terrain().equals(conditionCells)) {
                conditionCorners.add(new double[] {x, y});
            }
        }
        if (face.condition().isPresent() && !conditionCorners.isEmpty()) {
            LandscapeCells.condition(g, Glyphs.colour(conditionCells.get()), face.condition().get().name(),
                    conditionCorners, cell);
        }
        g.setStroke(Glyphs.INK);
        g.setLineWidth(2.5);
        g.strokeRect(1.25, 1.25, face.width() * cell + 1.5, face.height() * cell + 1.5);
    }
}
