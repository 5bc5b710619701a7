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
    private int size;

    /** Room for {@code capacity} moves (as many as the step has on the start) in {@code terrains} terrains. */
    MoveValues(int capacity, int terrains) {
        placement = new int[capacity];
        terrain = new int[capacity];
        sum = new double[capacity];
        most = new double[capacity];
        highest = new int[terrains];
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

    /** Marks move m valued in full: its quick bound no longer matters (the best offered is at least its value). */
    void valued(int m) {
        most[m] = Double.NEGATIVE_INFINITY;
    }
}
