package org.cartolab.solve.landscape;

import java.util.List;

import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.LandscapePuzzle;

/** A layout as a landscape file (the format {@code carto score --landscape} reads): the shared card, then the cards. */
public final class LayoutText {

    private LayoutText() {
    }

    public static String write(LandscapePuzzle puzzle, List<PlacedCard> layout, int score) {
        StringBuilder text = new StringBuilder();
        text.append("// landscape puzzle ").append(puzzle.id()).append(": ").append(score).append(" points\n");
        text.append("shared ").append(puzzle.shared().id()).append('\n');
        for (PlacedCard placed : layout) {
            text.append(placed.card().id()).append(' ').append(placed.face().id()).append(' ')
                    .append(placed.quarterTurns() * 90).append(' ').append(placed.row()).append(',')
                    .append(placed.col()).append('\n');
        }
        return text.toString();
    }
}
