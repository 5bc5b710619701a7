package org.cartolab.solve.bound;

import java.util.Arrays;

/**
 * Scratch for valuing one step's moves on a map ({@link StepSupply}): per move (a placement of
 * {@link StepPlacements} and the terrain index of one of its moves), the sum of its cells' values and a
 * quick bound of its whole value, and per terrain the move of the highest quick bound. Kept from call to call, so
 * that the bound, asked at every node, allocates nothing per move.
 */
final class MoveValues {

    private final int[] placement;
    private final int[] terrain;
    private final double[] sum;
    private final double[] most;
    private final int[] highest;
    /** Scratch of {@link #descending}. */
    private final long[] keys;
    private final int[] order;
    private int size;

    /** Room for {@code capacity} moves (as many as the step has on the start) in {@code terrains} terrains. */
    MoveValues(int capacity, int terrains) {
        placement = new int[capacity];
        terrain = new int[capacity];
        sum = new double[capacity];
        most = new double[capacity];
        highest = new int[terrains];
        keys = new long[capacity];
        order = new int[capacity];
    }

    void clear() {
        size = 0;
        Arrays.fill(highest, -1);
    }

    void add(int placement, int terrain, double sum, double most) {
        this.placement[size] = placement;
        this.terrain[size] = terrain;
        this.sum[size] = sum;
        this.most[size] = most;
        if (highest[terrain] < 0 || most > this.most[highest[terrain]]) {
            highest[terrain] = size;
        }
        size++;
    }

    int size() {
        return size;
    }

    int placement(int m) {
        return placement[m];
    }

    int terrain(int m) {
        return terrain[m];
    }

    double sum(int m) {
        return sum[m];
    }

    double most(int m) {
        return most[m];
    }

    /** The move in terrain index t with the highest quick bound, or -1 if none. */
    int highest(int t) {
        return highest[t];
    }

    /**
     * The moves by quick bound, highest first (the first {@link #size} of the array returned, valid until the next
     * call): offered in that order, a move is valued only if its quick bound is above the best found, and the best is
     * found early. Ordered by the bound as a float, ties and near ties by index: the order decides only which moves
     * are valued, never a value.
     */
    int[] descending() {
        for (int m = 0; m < size; m++) {
            int bits = Float.floatToIntBits((float) most[m]);
            int key = bits ^ (bits >> 31 & Integer.MAX_VALUE); // ordered as the floats, as an int
            keys[m] = (long) ~key << 32 | m;
        }
        Arrays.sort(keys, 0, size);
        for (int m = 0; m < size; m++) {
            order[m] = (int) keys[m];
        }
        return order;
    }

    /** Marks move m valued in full: its quick bound no longer matters (the best offered is at least its value). */
    void valued(int m) {
        most[m] = Double.NEGATIVE_INFINITY;
    }
}
