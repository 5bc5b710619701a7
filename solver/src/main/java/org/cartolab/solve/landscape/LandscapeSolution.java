package org.cartolab.solve.landscape;

import java.util.List;

import org.cartolab.landscape.PlacedCard;

/** A layout of a puzzle's cards, in the order laid, and the score it claims. */
public record LandscapeSolution(List<PlacedCard> layout, int score) {

    public LandscapeSolution {
        layout = List.copyOf(layout);
    }
}
