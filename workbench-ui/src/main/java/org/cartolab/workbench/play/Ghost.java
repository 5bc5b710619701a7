package org.cartolab.workbench.play;

import java.util.List;
import java.util.Optional;

import org.cartolab.model.ShapeCell;
import org.cartolab.model.Terrain;
import org.cartolab.rules.Move;

/**
 * A shape under the mouse before it is drawn: its cells on the map (some may lie off it) and the legal move it
 * is, if it is one.
 */
public record Ghost(List<ShapeCell> cells, Terrain terrain, Move move) {

    public Ghost {
        cells = List.copyOf(cells);
    }

    public boolean legal() {
        return move != null;
    }

    public Optional<Move> legalMove() {
        return Optional.ofNullable(move);
    }
}
