package org.cartolab.landscape;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.model.CardFace;
import org.cartolab.model.FaceCell;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.Terrain;

/**
 * A card laid into a landscape: which face is up, turned {@code quarterTurns} times 90 degrees clockwise, with the
 * turned face's top-left cell at ({@code row}, {@code col}) of the landscape (any integers; row grows downwards).
 */
public record PlacedCard(LandscapeCard card, CardFace face, int quarterTurns, int row, int col) {

    /** A cell of a placed card in landscape coordinates, with its ends turned with the card. */
    public record Cell(int row, int col, Optional<Terrain> terrain, int ends) {
    }

    public PlacedCard {
        quarterTurns = Math.floorMod(quarterTurns, 4);
    }

    /** The height of the face as it lies. */
    public int height() {
        return quarterTurns % 2 == 0 ? face.height() : face.width();
    }

    public int width() {
        return quarterTurns % 2 == 0 ? face.width() : face.height();
    }

    /** The face's cells where they lie in the landscape. */
    public List<Cell> cells() {
        List<Cell> cells = new ArrayList<>();
        for (FaceCell cell : face.cells()) {
            int r = cell.row();
            int c = cell.col();
            int h = face.height();
            int w = face.width();
            for (int turn = 0; turn < quarterTurns; turn++) {
                // One quarter turn clockwise: (r, c) of an h x w face goes to (c, h - 1 - r) of a w x h face.
                int turned = c;
                c = h - 1 - r;
                r = turned;
                int swap = h;
                h = w;
                w = swap;
            }
            int ends = 0;
            for (FaceCell.Side side : FaceCell.Side.values()) {
                if ((cell.ends() & side.bit()) != 0) {
                    ends |= side.turned(quarterTurns).bit();
                }
            }
            cells.add(new Cell(row + r, col + c, cell.terrain(), ends));
        }
        return cells;
    }
}
