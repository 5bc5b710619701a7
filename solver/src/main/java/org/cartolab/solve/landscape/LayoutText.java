package org.cartolab.solve.landscape;

import java.util.List;
import java.util.Optional;

import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.LandscapeText;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.LandscapePuzzle;

/** A layout as a landscape file (the format {@code carto score --landscape} reads): the shared card, then the cards. */
public final class LayoutText {

    private LayoutText() {
    }

    /**
     * @throws IllegalArgumentException if the layout breaks a placement rule (a solver's layout never does)
     */
    public static String write(LandscapePuzzle puzzle, List<PlacedCard> layout, int score) {
        Landscape landscape = Landscape.empty(puzzle.game());
        for (PlacedCard placed : layout) {
            landscape = landscape.place(placed);
        }
        return "// landscape puzzle " + puzzle.id() + ": " + score + " points\n"
                + LandscapeText.write(landscape, Optional.of(puzzle.shared()));
    }
}
