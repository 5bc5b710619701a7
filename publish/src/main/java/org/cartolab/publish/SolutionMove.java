package org.cartolab.publish;

import java.util.List;

import org.cartolab.model.Terrain;

/**
 * One card's drawing in a solution.
 *
 * @param card        the index of the card in {@link PuzzleSheet#cards()} (0-based)
 * @param terrain     the terrain drawn (monster for an ambush)
 * @param shape       the index of the card's shape option, or -1 for the single cell drawn when no shape fits
 * @param orientation the turn of the shape: 0 as printed, 1-3 turned 90/180/270 degrees clockwise, 4-7 mirrored
 *                    left-right and then turned (the rules engine's {@code Orientation} numbering)
 * @param coin        whether the drawing earned the shape's coin
 * @param cells       the covered cells, row by row
 * @param scoreAfter  the season's score (edicts, coins, monsters) once this move is drawn
 */
public record SolutionMove(int card, Terrain terrain, int shape, int orientation, boolean coin, List<Cell> cells,
                           int scoreAfter) {

    public SolutionMove {
        cells = List.copyOf(cells);
    }
}
