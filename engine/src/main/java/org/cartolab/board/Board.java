package org.cartolab.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.model.Terrain;

/**
 * A map as drawn: for every cell its terrain (or none), whether it is a ruins cell, whether it is destroyed and
 * (Heroes) whether the monster in it was killed by a hero. Immutable; every question a scoring card asks is a
 * bitboard lookup.
 */
public final class Board {

    private final SquareGrid grid;
    private final List<Terrain> terrains;
    private final long[][] terrainCells;
    private final long[] ruins;
    private final long[] destroyed;
    private final long[] killed;
    private final long[] filled;
    private final long[] empty;
    /**
     * For each side of a cell (north, east, south, west), the cells with an end on that side: where a river on a
     * landscape card leaves the cell. Boards drawn on map sheets have none.
     */
    private final long[][] ends;

    private Board(SquareGrid grid, List<Terrain> terrains, long[][] terrainCells, long[] ruins, long[] destroyed,
                  long[] killed, long[][] ends) {
        this(grid, terrains, terrainCells, ruins, destroyed, killed, filled(destroyed, terrainCells), ends);
    }

    private Board(SquareGrid grid, List<Terrain> terrains, long[][] terrainCells, long[] ruins, long[] destroyed,
                  long[] killed, long[] filled) {
        this(grid, terrains, terrainCells, ruins, destroyed, killed, filled, (long[][]) null);
    }

    private Board(SquareGrid grid, List<Terrain> terrains, long[][] terrainCells, long[] ruins, long[] destroyed,
                  long[] killed, long[] filled, long[][] ends) {
        this(grid, terrains, terrainCells, ruins, destroyed, killed, filled, Bits.andNot(grid.all(), filled), ends);
    }

    private Board(SquareGrid grid, List<Terrain> terrains, long[][] terrainCells, long[] ruins, long[] destroyed,
                  long[] killed, long[] filled, long[] empty, long[][] ends) {
        this.grid = grid;
        this.terrains = terrains;
        this.terrainCells = terrainCells;
        this.ruins = ruins;
        this.destroyed = destroyed;
        this.killed = killed;
        this.filled = filled;
        this.empty = empty;
        this.ends = ends != null ? ends : new long[][] {grid.none(), grid.none(), grid.none(), grid.none()};
    }

    private static long[] filled(long[] destroyed, long[][] terrainCells) {
        long[] filled = destroyed.clone();
        for (long[] cells : terrainCells) {
            for (int i = 0; i < filled.length; i++) {
                filled[i] |= cells[i];
            }
        }
        return filled;
    }

    /**
     * A board over the given bitboards without copying them, with its filled cells already known: for a policy
     * that scores thousands of would-be boards and drops each at once. The caller must not change any of the
     * arrays while the board is in use, and must pass an unmodifiable {@code terrains} list.
     */
    public static Board view(SquareGrid grid, List<Terrain> terrains, long[][] terrainCells, long[] ruins,
                             long[] destroyed, long[] killed, long[] filled) {
        return new Board(grid, terrains, terrainCells, ruins, destroyed, killed, filled);
    }

    /**
     * {@link #view} with the empty cells already known too ({@code empty} must be every cell not in
     * {@code filled}): for a caller that keeps them in memory of its own and so allocates nothing per board.
     */
    public static Board view(SquareGrid grid, List<Terrain> terrains, long[][] terrainCells, long[] ruins,
                             long[] destroyed, long[] killed, long[] filled, long[] empty) {
        return new Board(grid, terrains, terrainCells, ruins, destroyed, killed, filled, empty, null);
    }

    /**
     * A board from bitboards, one per terrain in the order of {@code terrains}; the arrays are copied. This is how
     * the rules engine snapshots a map for scoring without going cell by cell.
     */
    public static Board of(SquareGrid grid, List<Terrain> terrains, long[][] terrainCells, long[] ruins,
                           long[] destroyed, long[] killed) {
        long[][] copy = new long[terrainCells.length][];
        for (int t = 0; t < copy.length; t++) {
            copy[t] = terrainCells[t].clone();
        }
        return new Board(grid, List.copyOf(terrains), copy, ruins.clone(), destroyed.clone(), killed.clone(),
                (long[][]) null);
    }

    /** Starts an empty board of the given size over the game's terrains. */
    public static Builder builder(int height, int width, List<Terrain> terrains) {
        return new Builder(new SquareGrid(height, width), terrains);
    }

    /** Starts an empty board on a grid, which may have missing cells (a landscape), over the game's terrains. */
    public static Builder builder(SquareGrid grid, List<Terrain> terrains) {
        return new Builder(grid, terrains);
    }

    public SquareGrid grid() {
        return grid;
    }

    public int height() {
        return grid.height();
    }

    public int width() {
        return grid.width();
    }

    /** The terrains this board knows, in the game's order. */
    public List<Terrain> terrains() {
        return terrains;
    }

    /** The cells holding {@code terrain}; an empty set for a terrain the board does not know. */
    public long[] cellsOf(Terrain terrain) {
        // Scoring asks this for every terrain set it evaluates, nearly always with the game's own Terrain objects:
        // compare identities first, as record equality compares every field.
        for (int t = 0; t < terrainCells.length; t++) {
            if (terrains.get(t) == terrain) {
                return terrainCells[t];
            }
        }
        int index = terrains.indexOf(terrain);
        return index < 0 ? new long[grid.words()] : terrainCells[index];
    }

    /** Cells holding a terrain, and destroyed cells. Ruins count only once drawn on. */
    public long[] filled() {
        return filled;
    }

    /** Cells that are not filled, undrawn ruins included. */
    public long[] empty() {
        return empty;
    }

    /** Cells printed with the ruins symbol, drawn on or not. */
    public long[] ruins() {
        return ruins;
    }

    public long[] destroyed() {
        return destroyed;
    }

    /** Monster cells whose monster a hero killed (Heroes). */
    public long[] killed() {
        return killed;
    }

    /**
     * The cells with an end on a side: 0 north (top), 1 east, 2 south, 3 west. A river ends on the sides where it
     * leaves the cell.
     */
    public long[] ends(int side) {
        return ends[side];
    }

    public boolean isKilled(int row, int col) {
        return Bits.get(killed, grid.index(row, col));
    }

    public Optional<Terrain> terrainAt(int row, int col) {
        int index = grid.index(row, col);
        for (int t = 0; t < terrainCells.length; t++) {
            if (Bits.get(terrainCells[t], index)) {
                return Optional.of(terrains.get(t));
            }
        }
        return Optional.empty();
    }

    public boolean isRuins(int row, int col) {
        return Bits.get(ruins, grid.index(row, col));
    }

    public boolean isDestroyed(int row, int col) {
        return Bits.get(destroyed, grid.index(row, col));
    }

    /** The board in the board text format, one string per row. */
    public List<String> toRows() {
        List<String> rows = new ArrayList<>();
        for (int r = 0; r < height(); r++) {
            StringBuilder row = new StringBuilder();
            for (int c = 0; c < width(); c++) {
                row.append(BoardText.symbol(this, r, c));
            }
            rows.add(row.toString());
        }
        return rows;
    }

    /** Collects cells, then builds an immutable board. */
    public static final class Builder {
        private final SquareGrid grid;
        private final List<Terrain> terrains;
        private final long[][] terrainCells;
        private final long[] ruins;
        private final long[] destroyed;
        private final long[] killed;
        private final long[][] ends;

        private Builder(SquareGrid grid, List<Terrain> terrains) {
            this.grid = grid;
            this.terrains = List.copyOf(terrains);
            this.terrainCells = new long[terrains.size()][grid.words()];
            this.ruins = new long[grid.words()];
            this.destroyed = new long[grid.words()];
            this.killed = new long[grid.words()];
            this.ends = new long[4][grid.words()];
        }

        public Builder terrain(int row, int col, Terrain terrain) {
            int t = terrains.indexOf(terrain);
            if (t < 0) {
                throw new IllegalArgumentException("The board does not know the terrain " + terrain.id());
            }
            int index = grid.index(row, col);
            for (long[] cells : terrainCells) {
                cells[index >>> 6] &= ~(1L << index);
            }
            Bits.set(terrainCells[t], index);
            return this;
        }

        public Builder ruins(int row, int col) {
            Bits.set(ruins, grid.index(row, col));
            return this;
        }

        public Builder destroyed(int row, int col) {
            Bits.set(destroyed, grid.index(row, col));
            return this;
        }

        /** Marks the monster in the cell as killed by a hero (Heroes); it stays a monster cell. */
        public Builder killed(int row, int col) {
            Bits.set(killed, grid.index(row, col));
            return this;
        }

        /**
         * Sets the ends of the cell, replacing any it had.
         *
         * @param sides bit 0 north, 1 east, 2 south, 3 west
         */
        public Builder ends(int row, int col, int sides) {
            int index = grid.index(row, col);
            for (int side = 0; side < 4; side++) {
                ends[side][index >>> 6] &= ~(1L << index);
                if ((sides & 1 << side) != 0) {
                    Bits.set(ends[side], index);
                }
            }
            return this;
        }

        public Board build() {
            long[][] copy = new long[terrainCells.length][];
            for (int t = 0; t < copy.length; t++) {
                copy[t] = terrainCells[t].clone();
            }
            long[][] endsCopy = new long[4][];
            for (int side = 0; side < 4; side++) {
                endsCopy[side] = ends[side].clone();
            }
            return new Board(grid, List.copyOf(terrains), copy, ruins.clone(), destroyed.clone(), killed.clone(),
                    endsCopy);
        }
    }
}
