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
    /** The targets added ({@link #add}), their values. */
    private int[] cells = new int[16];
    private double[] values = new double[16];
    private int count;
    /** Scratch: per cell, its index among the targets being looked at, or -1; per target, those it excludes. */
    private final int[] indexOf;
    private int[] conflicts = new int[16];

    /**
     * @param neighbour each cell's neighbours by direction ({@link SurroundTargets#neighbourTable})
     * @param openDirs  per cell, the directions of its open neighbours
     */
    ApartTargets(int[][] neighbour, int[] openDirs) {
        this.neighbour = neighbour;
        this.openDirs = openDirs;
        this.indexOf = new int[neighbour.length];
        java.util.Arrays.fill(indexOf, -1);
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
        if (count <= MOST && excludes(cells, count)) {
            return most(values, conflicts, (1 << count) - 1);
        }
        double sum = 0;
        for (int i = 0; i < count; i++) {
            sum += values[i];
        }
        return sum;
    }

    /**
     * Per target i of {@code targets[0..n)}, the bits of the targets it excludes; null if none excludes another (or
     * there are too many to choose among).
     */
    int[] conflicts(int[] targets, int n) {
        return n <= MOST && excludes(targets, n) ? java.util.Arrays.copyOf(conflicts, n) : null;
    }

    /** Whether one of {@code targets[0..n)} excludes another; if so, {@link #conflicts} per target. */
    private boolean excludes(int[] targets, int n) {
        if (conflicts.length < n) {
            conflicts = new int[Math.max(n, 2 * conflicts.length)];
        }
        for (int i = 0; i < n; i++) {
            indexOf[targets[i]] = i;
        }
        boolean any = false;
        for (int i = 0; i < n; i++) {
            int c = targets[i];
            int excluded = 0;
            for (int d = 0; d < 4; d++) {
                int next = neighbour[c][d];
                if (next >= 0 && indexOf[next] >= 0 && ((openDirs[c] >> d | openDirs[next] >> (d ^ 2)) & 1) != 0) {
                    excluded |= 1 << indexOf[next];
                }
            }
            conflicts[i] = excluded;
            any |= excluded != 0;
        }
        for (int i = 0; i < n; i++) {
            indexOf[targets[i]] = -1;
        }
        return any;
    }

    /**
     * The most of {@code values} over the sets within {@code left} of which no two exclude each other: a target
     * that excludes none of the others is taken, the rest chosen one group of targets excluding each other at a
     * time (a drawing's targets make short rows along its sides, so the groups are small).
     */
    static double most(double[] values, int[] conflicts, int left) {
        double sum = 0;
        while (left != 0) {
            int v = Integer.numberOfTrailingZeros(left);
            int bit = 1 << v;
            if ((conflicts[v] & left) == 0) {
                sum += values[v];
                left &= ~bit;
                continue;
            }
            int group = group(conflicts, v, left);
            sum += Math.max(values[v] + most(values, conflicts, group & ~bit & ~conflicts[v]),
                    most(values, conflicts, group & ~bit));
            left &= ~group;
        }
        return sum;
    }

    /** The targets (bits) of a set that {@link #most} takes. */
    static int chosen(double[] values, int[] conflicts, int left) {
        int taken = 0;
        while (left != 0) {
            int v = Integer.numberOfTrailingZeros(left);
            int bit = 1 << v;
            if ((conflicts[v] & left) == 0) {
                taken |= bit;
                left &= ~bit;
                continue;
            }
            int group = group(conflicts, v, left);
            int with = group & ~bit & ~conflicts[v];
            int without = group & ~bit;
            taken |= values[v] + most(values, conflicts, with) >= most(values, conflicts, without)
                    ? bit | chosen(values, conflicts, with) : chosen(values, conflicts, without);
            left &= ~group;
        }
        return taken;
    }

    /** The targets within {@code left} that v excludes, those they exclude, and so on, with v. */
    private static int group(int[] conflicts, int v, int left) {
        int group = 1 << v;
        int next = group;
        while (next != 0) {
            int u = Integer.numberOfTrailingZeros(next);
            next &= next - 1;
            int add = conflicts[u] & left & ~group;
            group |= add;
            next |= add;
        }
        return group;
    }
}
