package org.cartolab.solve.bound;

/**
 * The targets one drawing earns shares of, when two next to each other cannot both come to count (The Cauldrons:
 * an empty cell counts only if its open neighbours are filled, and a filled cell is no longer empty). Of the
 * targets a drawing touches, those that count in a play are then a set of cells apart, so the drawing earns at most
 * the most its shares of such a set add up to, not the sum over all of them: a straight piece of four cells touches
 * four cells along each side, and at most two of each row can count.
 * <p>
 * Two targets c and c' next to each other exclude each other when one is an open neighbour of the other (not in X
 * now): for c to count, c' must be drawn into X, and a drawn cell leaves S for good (S never gains cells).
 */
final class ApartTargets {

    /** More targets than this are summed whole (a bound still): a drawing of a few cells touches far fewer. */
    static final int MOST = 30;

    private final int[][] neighbour;
    private final int[] openDirs;
    private int[] cells = new int[16];
    private double[] values = new double[16];
    private int count;

    /**
     * @param neighbour each cell's neighbours by direction ({@link SurroundTargets#neighbourTable})
     * @param openDirs  per cell, the directions of its open neighbours
     */
    ApartTargets(int[][] neighbour, int[] openDirs) {
        this.neighbour = neighbour;
        this.openDirs = openDirs;
    }

    void clear() {
        count = 0;
    }

    void add(int cell, double value) {
        if (count == cells.length) {
            cells = java.util.Arrays.copyOf(cells, 2 * count);
            values = java.util.Arrays.copyOf(values, 2 * count);
        }
        cells[count] = cell;
        values[count++] = value;
    }

    /** The most a set of the added targets apart is worth. */
    double most() {
        int[] conflicts = conflicts(cells, count, neighbour, openDirs);
        if (conflicts == null) {
            double sum = 0;
            for (int i = 0; i < count; i++) {
                sum += values[i];
            }
            return sum;
        }
        return most(values, conflicts, (1 << count) - 1);
    }

    /**
     * Per target i of {@code cells[0..count)}, the bits of the targets it excludes; null if none excludes another
     * (or there are too many to choose among).
     */
    static int[] conflicts(int[] cells, int count, int[][] neighbour, int[] openDirs) {
        if (count > MOST) {
            return null;
        }
        // Most drawings touch no two targets next to each other: looked up by a set of the targets first.
        long[] members = new long[(neighbour.length >> 6) + 1];
        for (int i = 0; i < count; i++) {
            members[cells[i] >> 6] |= 1L << cells[i];
        }
        int[] conflicts = null;
        for (int i = 0; i < count; i++) {
            int c = cells[i];
            for (int d = 0; d < 4; d++) {
                int n = neighbour[c][d];
                if (n < 0 || (members[n >> 6] >>> n & 1) == 0
                        || ((openDirs[c] >> d | openDirs[n] >> (d ^ 2)) & 1) == 0) {
                    continue;
                }
                for (int j = 0; j < count; j++) {
                    if (cells[j] == n) {
                        if (conflicts == null) {
                            conflicts = new int[count];
                        }
                        conflicts[i] |= 1 << j;
                    }
                }
            }
        }
        return conflicts;
    }

    /** The most of {@code values} over the sets within {@code left} of which no two exclude each other. */
    static double most(double[] values, int[] conflicts, int left) {
        if (left == 0) {
            return 0;
        }
        int v = Integer.numberOfTrailingZeros(left);
        int rest = left & ~(1 << v);
        double with = values[v] + most(values, conflicts, rest & ~conflicts[v]);
        if ((conflicts[v] & rest) == 0) {
            return with;
        }
        return Math.max(with, most(values, conflicts, rest));
    }

    /** The targets (bits) of a set that {@link #most} takes. */
    static int chosen(double[] values, int[] conflicts, int left) {
        if (left == 0) {
            return 0;
        }
        int v = Integer.numberOfTrailingZeros(left);
        int rest = left & ~(1 << v);
        int withRest = rest & ~conflicts[v];
        if ((conflicts[v] & rest) == 0
                || values[v] + most(values, conflicts, withRest) >= most(values, conflicts, rest)) {
            return 1 << v | chosen(values, conflicts, withRest);
        }
        return chosen(values, conflicts, rest);
    }
}
