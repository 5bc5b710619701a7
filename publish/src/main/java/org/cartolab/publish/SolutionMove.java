package org.cartolab.publish;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.board.SquareGrid;
import org.cartolab.model.Terrain;
import org.cartolab.rules.Move;

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

    /**
     * The rules engine's move for the card at index {@code card}, its cells read off the move's bitboard, row by
     * row. A move without terrain (a destroyed cell) has no place in a solo puzzle.
     */
    public static SolutionMove of(int card, Move move, SquareGrid grid, int scoreAfter) {
        List<Cell> cells = new ArrayList<>();
        for (int row = 0; row < grid.height(); row++) {
            for (int col = 0; col < grid.width(); col++) {
                if (Bits.get(move.cells(), grid.index(row, col))) {
                    cells.add(new Cell(row, col));
                }
            }
        }
        return new SolutionMove(card, move.terrain(), move.shape(), move.placement().orientation().index(),
                move.coin(), cells, scoreAfter);
    }
}
