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
    /** The map's terrain bitboards, except the drawn terrain's, which is {@link #drawnTerrain}. */
    private final long[][] terrainCells;
    private final long[] drawnTerrain;
    private final long[] filled;
    private final long[] empty;
    private final long[] killed;
    private int drawnIndex = -1;
    private Terrain lastTerrain;
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

    /** Shows the map as it would be after drawing {@code terrain} into the empty {@code cells}. */
    public DrawingPreview show(long[] cells, Terrain terrain, boolean coinShape) {
        int t = terrain == lastTerrain ? drawnIndex : map.drawableIndex(terrain);
        lastTerrain = terrain;
        if (drawnIndex >= 0) {
            terrainCells[drawnIndex] = map.cellsOf(drawnIndex);
        }
        terrainCells[t] = Bits.or(map.cellsOf(t), cells, drawnTerrain);
        drawnIndex = t;
        Bits.or(map.filled(), cells, filled);
        Bits.andNot(grid.all(), filled, empty);
        // A monster drawn into a hero's attack range dies at once.
        killsMonsters = map.isMonster(t) && Bits.intersects(cells, map.attacked());
        long[] killedAfter = map.killed();
        if (killsMonsters) {
            killedAfter = Bits.and(cells, map.attacked(), killed);
            Bits.or(killedAfter, map.killed(), killedAfter);
        }
        coins = map.coinsAfter(cells, filled, coinShape);
        board = Board.view(grid, map.terrains(), terrainCells, map.ruins(), map.destroyed(), killedAfter, filled,
                empty);
        return this;
    }

    /** The would-be board of the last drawing shown. */
    public Board board() {
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
