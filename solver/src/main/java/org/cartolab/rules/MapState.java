package org.cartolab.rules;

import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.board.Board;
import org.cartolab.board.SquareGrid;
import org.cartolab.model.Terrain;
import org.cartolab.model.TerrainRole;

/**
 * One player's map during a game: what is drawn where, the coins marked and which mountains already paid theirs.
 * Mutable; {@link #board()} takes an immutable snapshot for scoring.
 */
public final class MapState {

    private final SquareGrid grid;
    private final List<Terrain> terrains;
    private final long[][] terrainCells;
    private final long[] ruins;
    private final long[] destroyed;
    private final long[] mountains;
    private final long[] coinedMountains;
    private final boolean edgeSurroundsMountains;
    private final int coinCap;
    private long[] filled;
    private int coins;

    /**
     * @param edgeSurroundsMountains whether the map edge counts as a filled neighbour of a mountain (rule option)
     * @param coinCap                the length of the coin track; no coin is marked past it
     */
    public MapState(Board start, Terrain mountain, boolean edgeSurroundsMountains, int coinCap) {
        this.grid = start.grid();
        this.terrains = start.terrains();
        this.terrainCells = new long[terrains.size()][];
        for (int t = 0; t < terrains.size(); t++) {
            terrainCells[t] = start.cellsOf(terrains.get(t)).clone();
        }
        this.ruins = start.ruins().clone();
        this.destroyed = start.destroyed().clone();
        this.filled = start.filled().clone();
        this.mountains = mountain == null ? new long[grid.words()] : start.cellsOf(mountain).clone();
        this.coinedMountains = new long[grid.words()];
        this.edgeSurroundsMountains = edgeSurroundsMountains;
        this.coinCap = coinCap;
        markSurroundedMountains(); // a pre-filled start may already surround some
    }

    private MapState(MapState other) {
        this.grid = other.grid;
        this.terrains = other.terrains;
        this.terrainCells = new long[other.terrainCells.length][];
        for (int t = 0; t < terrainCells.length; t++) {
            terrainCells[t] = other.terrainCells[t].clone();
        }
        this.ruins = other.ruins.clone();
        this.destroyed = other.destroyed.clone();
        this.mountains = other.mountains;
        this.coinedMountains = other.coinedMountains.clone();
        this.edgeSurroundsMountains = other.edgeSurroundsMountains;
        this.coinCap = other.coinCap;
        this.filled = other.filled.clone();
        this.coins = other.coins;
    }

    public MapState copy() {
        return new MapState(this);
    }

    public SquareGrid grid() {
        return grid;
    }

    public int coins() {
        return coins;
    }

    public long[] filled() {
        return filled;
    }

    /** Ruins cells nothing is drawn on yet. */
    public long[] emptyRuins() {
        return Bits.andNot(ruins, filled);
    }

    public boolean isFull() {
        return Bits.subsetOf(grid.all(), filled);
    }

    /** Whether every cell is on the board's empty cells (the caller made sure they are on the board). */
    public boolean fits(long[] cells) {
        return !Bits.intersects(cells, filled);
    }

    /**
     * Draws a terrain into empty cells and marks the coins it earns: one per mountain whose four neighbours are
     * now all filled (each mountain once), plus one if {@code coinShape}. Returns the coins gained.
     */
    public int draw(long[] cells, Terrain terrain, boolean coinShape) {
        int t = terrains.indexOf(terrain);
        if (t < 0 || terrain.role() == TerrainRole.PRINTED || !fits(cells)) {
            throw new IllegalArgumentException("Cannot draw " + terrain + " there");
        }
        for (int i = 0; i < cells.length; i++) {
            terrainCells[t][i] |= cells[i];
            filled[i] |= cells[i];
        }
        int before = coins;
        if (coinShape) {
            gainCoin();
        }
        markSurroundedMountains();
        return coins - before;
    }

    private void gainCoin() {
        if (coins < coinCap) {
            coins++;
        }
    }

    private void markSurroundedMountains() {
        long[] pending = Bits.andNot(mountains, coinedMountains);
        for (int i = Bits.first(pending); i >= 0; i = Bits.next(pending, i + 1)) {
            long[] neighbours = grid.neighbours(Bits.single(grid.words(), i));
            boolean onEdge = neighbours.length > 0 && Bits.count(neighbours) < 4;
            if (Bits.subsetOf(neighbours, filled) && (!onEdge || edgeSurroundsMountains)) {
                Bits.set(coinedMountains, i);
                gainCoin();
            }
        }
    }

    /** An immutable snapshot of the map for scoring. */
    public Board board() {
        Board.Builder builder = Board.builder(grid.height(), grid.width(), terrains);
        for (int t = 0; t < terrains.size(); t++) {
            long[] cells = terrainCells[t];
            for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
                builder.terrain(grid.row(i), grid.col(i), terrains.get(t));
            }
        }
        for (int i = Bits.first(ruins); i >= 0; i = Bits.next(ruins, i + 1)) {
            builder.ruins(grid.row(i), grid.col(i));
        }
        for (int i = Bits.first(destroyed); i >= 0; i = Bits.next(destroyed, i + 1)) {
            builder.destroyed(grid.row(i), grid.col(i));
        }
        return builder.build();
    }
}
