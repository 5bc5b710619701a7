package org.cartolab.rules;

import org.cartolab.board.Bits;
import org.cartolab.board.Board;
import org.cartolab.board.SquareGrid;
import org.cartolab.model.Terrain;

/**
 * The board, coins and kills a drawing on a map would give (the same rules as {@link MapState#draw}), rebuilt in
 * the same memory for each drawing tried: a policy tries about a thousand drawings per card, and allocating a
 * board's worth of bitboards for each cost as much as scoring the cheap cards on it.
 *
 * <p>Each {@link #show} replaces the previous drawing; {@link #board()} is a view over this object's memory and
 * the map's, valid until the next {@code show} and only while the map itself does not change (make a new preview
 * after each move). Not thread-safe.
 */
public final class DrawingPreview {

    private final MapState map;
    private final SquareGrid grid;
    /** The map's terrain bitboards, except that of terrain {@link #boardIndex}, which is {@link #drawnTerrain}. */
    private final long[][] terrainCells;
    private final long[] drawnTerrain;
    private final long[] filled;
    private final long[] empty;
    private final long[] killed;
    /** The terrain, its index, the cells and the shape's coin of the last drawing shown. */
    private Terrain terrain;
    private int drawnIndex;
    private long[] cells;
    private boolean coinShape;
    /** The index of the terrain whose bitboard in {@link #terrainCells} is {@link #drawnTerrain}. */
    private int boardIndex;
    /** The board of the last drawing shown, once built. */
    private Board board;
    private int coins;
    private boolean killsMonsters;

    DrawingPreview(MapState map) {
        this.map = map;
        this.grid = map.grid();
        this.terrainCells = map.terrainCells().clone();
        this.drawnTerrain = new long[grid.words()];
        this.filled = new long[grid.words()];
        this.empty = new long[grid.words()];
        this.killed = new long[grid.words()];
    }

    /**
     * Shows the map as it would be after drawing {@code terrain} into the empty {@code cells}. The coins and
     * kills are worked out now, the board only when asked for: a caller may need no board for this drawing.
     */
    public DrawingPreview show(long[] cells, Terrain terrain, boolean coinShape) {
        drawnIndex = terrain == this.terrain ? drawnIndex : map.drawableIndex(terrain);
        this.terrain = terrain;
        // The engine lists a placement's terrains one after another: the coins depend only on the cells.
        if (cells != this.cells || coinShape != this.coinShape) {
            coins = map.coinsAfter(cells, coinShape);
        }
        this.cells = cells;
        this.coinShape = coinShape;
        // A monster drawn into a hero's attack range dies at once.
        killsMonsters = map.isMonster(drawnIndex) && Bits.intersects(cells, map.attacked());
        board = null;
        return this;
    }

    /** The would-be board of the last drawing shown. */
    public Board board() {
        if (board == null) {
            terrainCells[boardIndex] = map.cellsOf(boardIndex); // undo the last board's drawn terrain
            terrainCells[drawnIndex] = Bits.or(map.cellsOf(drawnIndex), cells, drawnTerrain);
            boardIndex = drawnIndex;
            Bits.or(map.filled(), cells, filled);
            Bits.andNot(grid.all(), filled, empty);
            long[] killedAfter = map.killed();
            if (killsMonsters) {
                killedAfter = Bits.and(cells, map.attacked(), killed);
                Bits.or(killedAfter, map.killed(), killedAfter);
            }
            board = Board.view(grid, map.terrains(), terrainCells, map.ruins(), map.destroyed(), killedAfter,
                    filled, empty);
        }
        return board;
    }

    /** The coins marked after the last drawing shown. */
    public int coins() {
        return coins;
    }

    /** The index of the last drawing's terrain among the map's terrains. */
    int terrainIndex() {
        return drawnIndex;
    }

    /** Whether the last drawing shown kills monsters (a monster drawn into a hero's attack range). */
    public boolean killsMonsters() {
        return killsMonsters;
    }
}
