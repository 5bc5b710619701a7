package org.cartolab.solve.bound;

import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.board.Board;
import org.cartolab.board.SquareGrid;
import org.cartolab.model.Terrain;
import org.cartolab.model.TerrainRole;
import org.cartolab.rules.Move;
import org.cartolab.rules.Placement;

/**
 * Positions and moves for the joint bound's tests: an empty board of two drawable terrains whose cells are worth
 * what a test's value table says, every cell reachable, and bare moves drawing given cells.
 */
final class TwoTerrainPositions {

    static final List<Terrain> TERRAINS = List.of(
            new Terrain("forest", "Forest", 'F', "green", TerrainRole.DRAWABLE),
            new Terrain("water", "Water", 'W', "blue", TerrainRole.DRAWABLE));

    private TwoTerrainPositions() {
    }

    /** An empty board valued by {@code values} (per terrain, per cell), with {@code budget} cells to draw. */
    static Position position(SquareGrid grid, double[][] values, int budget) {
        return position(grid, values, budget, false);
    }

    /** {@link #position}, its complete lines counted whole ({@link Position#lineGoals}) if {@code wholeLines}. */
    static Position position(SquareGrid grid, double[][] values, int budget, boolean wholeLines) {
        long[][] cells = new long[TERRAINS.size()][];
        for (int t = 0; t < cells.length; t++) {
            cells[t] = new long[grid.words()];
        }
        Board board = Board.of(grid, TERRAINS, cells, grid.none(), grid.none(), grid.none());
        Position position = new Position(board, 0, grid.all(), new boolean[] {true, true}, budget, 0, 0, 0,
                PuzzleFacts.ofSteps(new int[0], new boolean[0]), false, wholeLines);
        for (int t = 0; t < values.length; t++) {
            System.arraycopy(values[t], 0, position.value[t], 0, values[t].length);
        }
        return position;
    }

    /** A move drawing {@code cells} in terrain number {@code terrain}, on a coin space or not. */
    static Move move(SquareGrid grid, int terrain, boolean coin, int... cells) {
        return new Move(0, new Placement(null, 0, 0, Bits.of(grid.words(), cells)), TERRAINS.get(terrain), coin);
    }
}
