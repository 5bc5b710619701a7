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
    /** Scratch of {@link #order}: a heap of the moves' keys, smallest (highest quick bound) first. */
    private final long[] keys;
    private int heapSize;
    private int size;

    /** Room for {@code capacity} moves (as many as the step has on the start) in {@code terrains} terrains. */
    MoveValues(int capacity, int terrains) {
        placement = new int[capacity];
        terrain = new int[capacity];
        sum = new double[capacity];
        most = new double[capacity];
        highest = new int[terrains];
        keys = new long[capacity];
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
     * Puts the moves in order by quick bound, highest first, for {@link #next}: offered in that order, a move is
     * valued only if its quick bound is above the best found, and the best is found early. Ordered by the bound as a
     * float, ties and near ties by index: the order decides only which moves are valued, never a value. A heap, not
     * a sort: once the best is found the rest are passed over, and they need no order among themselves
     * ({@link #rest}).
     */
    void order() {
        for (int m = 0; m < size; m++) {
            int bits = Float.floatToIntBits((float) most[m]);
            int key = bits ^ (bits >> 31 & Integer.MAX_VALUE); // ordered as the floats, as an int
            keys[m] = (long) ~key << 32 | m;
        }
        heapSize = size;
        for (int k = heapSize / 2 - 1; k >= 0; k--) {
            siftDown(k);
        }
    }

    /** Whether {@link #next} has a move left. */
    boolean hasNext() {
        return heapSize > 0;
    }

    /** The quick bound of the move {@link #next} returns. */
    double peekMost() {
        return most[(int) keys[0]];
    }

    /** The move of the highest quick bound not yet returned ({@link #order}). */
    int next() {
        int m = (int) keys[0];
        keys[0] = keys[--heapSize];
        siftDown(0);
        return m;
    }

    /**
     * The first {@link #restSize} of the array returned: the moves {@link #next} has not returned, in no order.
     * Valid until the next {@link #order}.
     */
    long[] rest() {
        return keys;
    }

    int restSize() {
        return heapSize;
    }

    private void siftDown(int k) {
        long key = keys[k];
        int half = heapSize >>> 1;
        while (k < half) {
            int child = 2 * k + 1;
            if (child + 1 < heapSize && keys[child + 1] < keys[child]) {
                child++;
            }
            if (key <= keys[child]) {
                break;
            }
            keys[k] = keys[child];
            k = child;
        }
        keys[k] = key;
    }

    /** Marks move m valued in full: its quick bound no longer matters (the best offered is at least its value). */
    void valued(int m) {
        most[m] = Double.NEGATIVE_INFINITY;
    }
}
