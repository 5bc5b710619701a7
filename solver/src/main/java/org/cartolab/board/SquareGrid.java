package org.cartolab.board;

import java.util.ArrayList;
import java.util.List;

/**
 * A rectangle of square cells, numbered row by row from the top-left corner. Knows which cells are neighbours and
 * which lie on each edge, and precomputes the board's lines as bitboards.
 */
public final class SquareGrid {

    private final int height;
    private final int width;
    private final int words;
    private final long[] all;
    private final long[] notLeftColumn;
    private final long[] notRightColumn;
    private final long[] leftColumn;
    private final long[] rightColumn;
    private final long[] topRow;
    private final long[] bottomRow;
    private final List<long[]> rows;
    private final List<long[]> columns;
    private final List<long[]> diagonalsDownRight;
    private final List<long[]> diagonalsDownLeft;

    public SquareGrid(int height, int width) {
        if (height < 1 || width < 1) {
            throw new IllegalArgumentException("A board needs at least one cell, not " + height + "x" + width);
        }
        this.height = height;
        this.width = width;
        this.words = (height * width + 63) >>> 6;
        this.all = cells((r, c) -> true);
        this.leftColumn = cells((r, c) -> c == 0);
        this.rightColumn = cells((r, c) -> c == width - 1);
        this.topRow = cells((r, c) -> r == 0);
        this.bottomRow = cells((r, c) -> r == height - 1);
        this.notLeftColumn = Bits.andNot(all, leftColumn);
        this.notRightColumn = Bits.andNot(all, rightColumn);
        this.rows = new ArrayList<>();
        for (int r = 0; r < height; r++) {
            int row = r;
            rows.add(cells((rr, c) -> rr == row));
        }
        this.columns = new ArrayList<>();
        for (int c = 0; c < width; c++) {
            int column = c;
            columns.add(cells((r, cc) -> cc == column));
        }
        // Down-right diagonals keep r - c constant; list them from the bottom-left corner to the top-right one.
        this.diagonalsDownRight = new ArrayList<>();
        for (int d = height - 1; d >= -(width - 1); d--) {
            int diff = d;
            diagonalsDownRight.add(cells((r, c) -> r - c == diff));
        }
        // Down-left diagonals keep r + c constant; list them from the top-left corner to the bottom-right one.
        this.diagonalsDownLeft = new ArrayList<>();
        for (int s = 0; s <= height + width - 2; s++) {
            int sum = s;
            diagonalsDownLeft.add(cells((r, c) -> r + c == sum));
        }
    }

    private interface CellTest {
        boolean test(int row, int col);
    }

    private long[] cells(CellTest test) {
        long[] bits = new long[words];
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                if (test.test(r, c)) {
                    Bits.set(bits, index(r, c));
                }
            }
        }
        return bits;
    }

    public int height() {
        return height;
    }

    public int width() {
        return width;
    }

    public int cellCount() {
        return height * width;
    }

    /** The length of every bitboard of this grid. */
    public int words() {
        return words;
    }

    public int index(int row, int col) {
        return row * width + col;
    }

    public int row(int index) {
        return index / width;
    }

    public int col(int index) {
        return index % width;
    }

    /** Every cell of the board. Callers must not modify the returned arrays of this class. */
    public long[] all() {
        return all;
    }

    /** The cells with an off-board neighbour on the given side. */
    public long[] edge(EdgeSide side) {
        return switch (side) {
            case LEFT -> leftColumn;
            case RIGHT -> rightColumn;
            case TOP -> topRow;
            case BOTTOM -> bottomRow;
        };
    }

    /** The cells orthogonally adjacent to at least one cell of {@code cells}. */
    public long[] neighbours(long[] cells) {
        long[] east = Bits.and(Bits.shiftUp(cells, 1), notLeftColumn);
        long[] west = Bits.and(Bits.shiftDown(cells, 1), notRightColumn);
        long[] south = Bits.and(Bits.shiftUp(cells, width), all);
        long[] north = Bits.shiftDown(cells, width);
        return Bits.or(Bits.or(east, west), Bits.or(north, south));
    }

    /** The cells among the 8 neighbours (orthogonal and diagonal) of at least one cell of {@code cells}. */
    public long[] vicinity(long[] cells) {
        long[] horizontal = Bits.or(Bits.and(Bits.shiftUp(cells, 1), notLeftColumn),
                Bits.and(Bits.shiftDown(cells, 1), notRightColumn));
        long[] band = Bits.or(cells, horizontal);
        return Bits.or(horizontal, Bits.or(Bits.and(Bits.shiftUp(band, width), all), Bits.shiftDown(band, width)));
    }

    public List<long[]> rows() {
        return rows;
    }

    public List<long[]> columns() {
        return columns;
    }

    /** The maximal diagonal lines in one direction; each is a bitboard of its cells. */
    public List<long[]> diagonals(boolean downRight) {
        return downRight ? diagonalsDownRight : diagonalsDownLeft;
    }

    /** Whether {@code cells} form one orthogonally connected group (false for no cell). */
    public boolean connected(long[] cells) {
        int start = Bits.first(cells);
        if (start < 0) {
            return false;
        }
        return Bits.same(flood(Bits.single(words, start), cells), cells);
    }

    /** The cells of {@code within} reachable from {@code seed} by orthogonal steps inside {@code within}. */
    public long[] flood(long[] seed, long[] within) {
        long[] region = Bits.and(seed, within);
        while (true) {
            long[] grown = Bits.and(Bits.or(region, neighbours(region)), within);
            if (Bits.same(grown, region)) {
                return region;
            }
            region = grown;
        }
    }
}
