package org.cartolab.solve.bound;

import java.util.Arrays;

/**
 * Scratch list of targets, each a cell and the open neighbours it has left ({@link SurroundTargets}' drawn
 * candidates and started targets): cleared and refilled per drawing, so it grows once and is reused.
 */
final class CellRests {

    /** Room for a drawing's few targets at first: a term is built at every position, and most list none. */
    private int[] cells = new int[8];
    private int[] rests = new int[8];
    private int count;

    void clear() {
        count = 0;
    }

    void add(int cell, int rest) {
        if (count == cells.length) {
            cells = Arrays.copyOf(cells, 2 * count);
            rests = Arrays.copyOf(rests, 2 * count);
        }
        cells[count] = cell;
        rests[count++] = rest;
    }

    int count() {
        return count;
    }

    int cell(int k) {
        return cells[k];
    }

    int rest(int k) {
        return rests[k];
    }
}
