package org.cartolab.solve.bound;

import java.util.Arrays;

/**
 * Scratch list of targets, each a cell and the open neighbours it has left ({@link SurroundTargets}' drawn
 * candidates and started targets): cleared and refilled per drawing, so it grows once and is reused.
 */
final class CellRests {

    private int[] cells;
    private int[] rests;
    private int count;

    CellRests(int capacity) {
        this.cells = new int[capacity];
        this.rests = new int[capacity];
    }

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
