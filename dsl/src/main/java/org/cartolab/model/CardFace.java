package org.cartolab.model;

import java.util.List;
import java.util.Optional;

/**
 * One side of a landscape card: a rectangle of cells, and the scoring card printed on it if any (whose cells are the
 * game's condition cells).
 */
public record CardFace(String id, int height, int width, List<FaceCell> cells, Optional<ScoringCard> condition) {

    public CardFace {
        cells = List.copyOf(cells);
    }
}
