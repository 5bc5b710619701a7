package org.cartolab.board;

import java.util.ArrayList;
import java.util.List;

/**
 * A rectangle of square cells, numbered row by row from the top-left corner. Knows which cells are neighbours and
 * which lie on each edge, and precomputes the board's lines as bitboards.
 *
 * <p>A grid may have holes: a landscape of overlapping cards is scored on its bounding box, with only the cells
 * that exist "present". Then {@link #all()} is the present cells, a neighbour is only ever a present cell, and a
 * cell is on an edge when its neighbour on that side is outside the rectangle or not present. Rows, columns and
 * diagonals stay the rectangle's lines, so a run along a line breaks at a missing cell.
 */
public final class SquareGrid {

    private final int height;
    private final int width;
    private final int words;
    private final long[] all;
    private final long[] none;
    private final long[] notLeftColumn;
    private final long[] notRightColumn;
    /** The rectangle's first and last columns: a step east or west across them wraps to another row. */
    private final long[] leftColumn;
    private final long[] rightColumn;
    /** The present cells with no present neighbour on each side (the rectangle's sides when nothing is missing). */
    private final long[] leftEdge;
    private final long[] rightEdge;
    private final long[] topEdge;
    private final long[] bottomEdge;
    private final List<long[]> rows;
    private final List<long[]> columns;
    private final List<long[]> diagonalsDownRight;
    private final List<long[]> diagonalsDownLeft;
    /** The cells on each set of sides, indexed by the sides' {@link EdgeSide#bit()}s. */
    private final long[][] edgesBySides;
    /**
     * Whether the board has at most 128 cells and rows of fewer than 64: every real map (11x11 is 121 cells).
     * Then a set is two longs, low and high word, and the hottest operations keep them in registers instead of
     * looping over words. The masks below are the words of the arrays above (high words 0 on one-word boards).
     */
    private final boolean small;
    private final long allLow;
    private final long allHigh;
    private final long notLeftLow;
    private final long notLeftHigh;
    private final long notRightLow;
    private final long notRightHigh;

    public SquareGrid(int height, int width) {
        this(height, width, null);
    }

    /**
     * A grid whose only cells are {@code present} (null: every cell of the rectangle), e.g. a landscape on its
     * bounding box.
     */
    public SquareGrid(int height, int width, long[] present) {
        if (height < 1 || width < 1) {
            throw new IllegalArgumentException("A board needs at least one cell, not " + height + "x" + width);
        }
        this.height = height;
        this.width = width;
        this.words = (height * width + 63) >>> 6;
        if (present != null && present.length != words) {
            throw new IllegalArgumentException("The present cells need " + words + " words, not " + present.length);
        }
        this.all = present == null ? cells((r, c) -> true) : present.clone();
        this.leftEdge = cells((r, c) -> has(r, c) && !has(r, c - 1));
        this.rightEdge = cells((r, c) -> has(r, c) && !has(r, c + 1));
        this.topEdge = cells((r, c) -> has(r, c) && !has(r - 1, c));
        this.bottomEdge = cells((r, c) -> has(r, c) && !has(r + 1, c));
        this.none = new long[words];
        this.leftColumn = cells((r, c) -> c == 0);
        this.rightColumn = cells((r, c) -> c == width - 1);
        this.notLeftColumn = Bits.andNot(all, leftColumn);
        this.notRightColumn = Bits.andNot(all, rightColumn);
        this.small = words <= 2 && width < 64;
        this.allLow = all[0];
        this.allHigh = high(all);
        this.notLeftLow = notLeftColumn[0];
        this.notLeftHigh = high(notLeftColumn);
        this.notRightLow = notRightColumn[0];
        this.notRightHigh = high(notRightColumn);
        this.edgesBySides = new long[EdgeSide.ALL_SIDES + 1][];
        for (int sides = 0; sides <= EdgeSide.ALL_SIDES; sides++) {
            long[] cells = new long[words];
            for (EdgeSide side : EdgeSide.values()) {
                if ((sides & side.bit()) != 0) {
                    Bits.or(cells, edge(side), cells);
                }
            }
            edgesBySides[sides] = cells;
        }
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

    /** Whether the cell exists: inside the rectangle and present. */
    public boolean has(int row, int col) {
        return row >= 0 && row < height && col >= 0 && col < width && Bits.get(all, index(row, col));
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

    /** Every cell of the board (the present ones). Callers must not modify the returned arrays of this class. */
    public long[] all() {
        return all;
    }

    /** No cell. */
    public long[] none() {
        return none;
    }

    /** The cells with an off-board (or missing) neighbour on the given side. */
    public long[] edge(EdgeSide side) {
        return switch (side) {
            case LEFT -> leftEdge;
            case RIGHT -> rightEdge;
            case TOP -> topEdge;
            case BOTTOM -> bottomEdge;
        };
    }

    /**
     * The cells on the given sides, precomputed for every set of sides.
     *
     * @param sides a set of {@link EdgeSide#bit()}s
     */
    public long[] edges(int sides) {
        return edgesBySides[sides];
    }

    /** The cells orthogonally adjacent to at least one cell of {@code cells}. */
    public long[] neighbours(long[] cells) {
        return neighbours(cells, new long[words]);
    }

    /**
     * The cells orthogonally adjacent to at least one cell of {@code cells}, written to {@code into} (which must not
     * be {@code cells}: every word of the result reads the words beside it). Returns {@code into}.
     */
    public long[] neighbours(long[] cells, long[] into) {
        if (small) {
            long low = cells[0];
            long high = high(cells);
            into[0] = neighboursLow(low, high);
            if (words == 2) {
                into[1] = neighboursHigh(low, high);
            }
            return into;
        }
        for (int i = 0; i < words; i++) {
            into[i] = neighboursWord(cells, i);
        }
        return into;
    }

    /** The second word of a set of a small board, or 0 if the board has one word. */
    private long high(long[] cells) {
        return words == 2 ? cells[1] : 0;
    }

    /** The low word of the neighbours of the set (low, high) of a small board; see {@link #neighboursWord}. */
    private long neighboursLow(long low, long high) {
        long east = low << 1 & notLeftLow;
        long west = (low >>> 1 | high << 63) & notRightLow;
        long south = low << width & allLow;
        long north = (low >>> width | high << (64 - width)) & allLow;
        return east | west | south | north;
    }

    /** The high word of the neighbours of the set (low, high) of a small board. */
    private long neighboursHigh(long low, long high) {
        long east = (high << 1 | low >>> 63) & notLeftHigh;
        long west = high >>> 1 & notRightHigh;
        long south = (high << width | low >>> (64 - width)) & allHigh;
        long north = high >>> width & allHigh;
        return east | west | south | north;
    }

    /** Word {@code i} of {@link #neighbours(long[])}. */
    private long neighboursWord(long[] cells, int i) {
        // A step east lands in the left column only by wrapping around from the row above: mask it out, and
        // likewise for west and the right column. A step south can run past the last cell, and a step north land
        // on a missing cell of a landscape: mask both with all.
        long east = Bits.wordUp(cells, i, 1) & notLeftColumn[i];
        long west = Bits.wordDown(cells, i, 1) & notRightColumn[i];
        long south = Bits.wordUp(cells, i, width) & all[i];
        long north = Bits.wordDown(cells, i, width) & all[i];
        return east | west | south | north;
    }

    /**
     * Whether a cell of {@code others} that is not in {@code cells} is orthogonally adjacent to a cell of
     * {@code cells}. The same as intersecting {@code neighbours(cells) - cells} with {@code others}, without
     * building that set, and skipping the words where {@code others} has no cell outside {@code cells}.
     */
    public boolean touches(long[] cells, long[] others) {
        if (small) {
            long low = cells[0];
            long high = high(cells);
            return (neighboursLow(low, high) & others[0] & ~low | neighboursHigh(low, high) & high(others) & ~high)
                    != 0;
        }
        for (int i = 0; i < words; i++) {
            long outside = others[i] & ~cells[i];
            if (outside != 0 && (neighboursWord(cells, i) & outside) != 0) {
                return true;
            }
        }
        return false;
    }

    /**
     * The present cells one step from a cell of {@code cells} towards a side: 0 north, 1 east, 2 south, 3 west.
     * Written to {@code into}, which must not be {@code cells}; returns {@code into}.
     */
    public long[] step(long[] cells, int side, long[] into) {
        for (int i = 0; i < words; i++) {
            long moved = switch (side) {
                case 0 -> Bits.wordDown(cells, i, width);
                case 1 -> Bits.wordUp(cells, i, 1) & notLeftColumn[i];
                case 2 -> Bits.wordUp(cells, i, width);
                case 3 -> Bits.wordDown(cells, i, 1) & notRightColumn[i];
                default -> throw new IllegalArgumentException("No side " + side);
            };
            into[i] = moved & all[i];
        }
        return into;
    }

    /** The cells among the 8 neighbours (orthogonal and diagonal) of at least one cell of {@code cells}. */
    public long[] vicinity(long[] cells) {
        return vicinity(cells, new long[words]);
    }

    /** {@link #vicinity(long[])} written to {@code into}, which must not be {@code cells}. Returns {@code into}. */
    public long[] vicinity(long[] cells, long[] into) {
        for (int i = 0; i < words; i++) {
            // The diagonal steps are masked like the orthogonal ones in neighboursWord.
            long southEast = Bits.wordUp(cells, i, width + 1) & notLeftColumn[i] & all[i];
            long southWest = Bits.wordUp(cells, i, width - 1) & notRightColumn[i] & all[i];
            long northEast = Bits.wordDown(cells, i, width - 1) & notLeftColumn[i];
            long northWest = Bits.wordDown(cells, i, width + 1) & notRightColumn[i];
            into[i] = neighboursWord(cells, i) | southEast | southWest | northEast | northWest;
        }
        return into;
    }

    /**
     * Given the top-left corners of the k-by-k squares made of some cells, the top-left corners of the
     * (k+1)-by-(k+1) ones: the corners whose east, south and south-east neighbours are corners too. Written to
     * {@code into}, which must not be {@code corners}; returns {@code into}.
     */
    public long[] largerSquares(long[] corners, long[] into) {
        for (int i = 0; i < words; i++) {
            into[i] = corners[i] & notRightColumn[i] & Bits.wordDown(corners, i, 1)
                    & Bits.wordDown(corners, i, width) & Bits.wordDown(corners, i, width + 1);
        }
        return into;
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

    /**
     * The maximal orthogonally connected groups of {@code cells}, ordered by their first cell: each grown from
     * the first cell not yet in a cluster, one step of neighbours at a time.
     */
    public List<long[]> clusters(long[] cells) {
        if (small) {
            return smallClusters(cells);
        }
        List<long[]> clusters = new ArrayList<>();
        long[] remaining = cells.clone();
        long[] scratch = new long[words];
        for (int seed = Bits.first(remaining); seed >= 0; seed = Bits.first(remaining)) {
            long[] cluster = flood(Bits.single(words, seed), cells, scratch);
            clusters.add(cluster);
            Bits.andNot(remaining, cluster, remaining);
        }
        return clusters;
    }

    /** {@link #clusters} on a small board, growing each cluster in two registers. */
    private List<long[]> smallClusters(long[] cells) {
        List<long[]> clusters = new ArrayList<>();
        long cellsLow = cells[0];
        long cellsHigh = high(cells);
        long remainingLow = cellsLow;
        long remainingHigh = cellsHigh;
        while ((remainingLow | remainingHigh) != 0) {
            // The seed: the lowest remaining cell (x & -x keeps the lowest bit).
            long low = remainingLow & -remainingLow;
            long high = low == 0 ? remainingHigh & -remainingHigh : 0;
            while (true) {
                long grownLow = (low | neighboursLow(low, high)) & cellsLow;
                long grownHigh = (high | neighboursHigh(low, high)) & cellsHigh;
                if (grownLow == low && grownHigh == high) {
                    break;
                }
                low = grownLow;
                high = grownHigh;
            }
            clusters.add(words == 2 ? new long[] {low, high} : new long[] {low});
            remainingLow &= ~low;
            remainingHigh &= ~high;
        }
        return clusters;
    }

    /** The cells of {@code within} reachable from {@code seed} by orthogonal steps inside {@code within}. */
    public long[] flood(long[] seed, long[] within) {
        return flood(Bits.and(seed, within), within, new long[words]);
    }

    /**
     * Grows {@code region} in place to every cell of {@code within} reachable from it by orthogonal steps inside
     * {@code within}. {@code region} must lie inside {@code within}; {@code scratch} is overwritten. Returns
     * {@code region}.
     */
    public long[] flood(long[] region, long[] within, long[] scratch) {
        boolean grew = true;
        while (grew) {
            neighbours(region, scratch);
            grew = false;
            for (int i = 0; i < words; i++) {
                long grown = region[i] | scratch[i] & within[i];
                if (grown != region[i]) {
                    region[i] = grown;
                    grew = true;
                }
            }
        }
        return region;
    }
}
