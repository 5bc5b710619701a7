package org.cartolab.solve.bound;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * The fewest cells that a number of pieces need to hold some of a cell's neighbours without the cell: the table of
 * {@link SurroundTargets#least} against a brute force over every set of cells of a 5x5 box around the centre
 * (the smallest such set with at most that many connected parts), and a few values worked by hand.
 */
class SurroundTargetsTest {

    private static final int SIZE = 5;
    private static final int CENTRE = 2 * SIZE + 2;
    /** The centre's neighbours: north, east, south, west. */
    private static final int[] NEIGHBOURS = {CENTRE - SIZE, CENTRE + 1, CENTRE + SIZE, CENTRE - 1};

    @Test
    void handWorkedArcs() {
        assertThat(SurroundTargets.least(0b0001, 1)).as("one neighbour").isEqualTo(1);
        assertThat(SurroundTargets.least(0b0011, 1)).as("north and east, by the corner between").isEqualTo(3);
        assertThat(SurroundTargets.least(0b0101, 1)).as("north and south, around one side").isEqualTo(5);
        assertThat(SurroundTargets.least(0b0111, 1)).as("three sides").isEqualTo(5);
        assertThat(SurroundTargets.least(0b1111, 1)).as("all four: the ring less one corner").isEqualTo(7);
        assertThat(SurroundTargets.least(0b1111, 2)).as("all four, two corners of three").isEqualTo(6);
        assertThat(SurroundTargets.least(0b1111, 4)).as("one piece each").isEqualTo(4);
    }

    @Test
    void leastCellsMatchTheBruteForce() {
        for (int dirs = 1; dirs < 16; dirs++) {
            for (int pieces = 1; pieces <= 5; pieces++) {
                assertThat(SurroundTargets.least(dirs, pieces)).as("neighbours %s, %d pieces",
                        Integer.toBinaryString(dirs), pieces).isEqualTo(bruteForce(dirs, pieces));
            }
        }
    }

    /** The smallest set of the box's cells but the centre that holds the neighbours in at most {@code pieces} parts. */
    private static int bruteForce(int dirs, int pieces) {
        long needs = 0;
        for (int d = 0; d < 4; d++) {
            if ((dirs & 1 << d) != 0) {
                needs |= 1L << NEIGHBOURS[d];
            }
        }
        List<Integer> others = new ArrayList<>();
        for (int i = 0; i < SIZE * SIZE; i++) {
            if (i != CENTRE && (needs & 1L << i) == 0) {
                others.add(i);
            }
        }
        for (int extra = 0; extra <= others.size(); extra++) {
            if (anyWithin(needs, others, 0, extra, pieces)) {
                return Long.bitCount(needs) + extra;
            }
        }
        throw new AssertionError("no set holds the neighbours");
    }

    private static boolean anyWithin(long set, List<Integer> others, int from, int extra, int pieces) {
        if (extra == 0) {
            return parts(set) <= pieces;
        }
        for (int k = from; k <= others.size() - extra; k++) {
            if (anyWithin(set | 1L << others.get(k), others, k + 1, extra - 1, pieces)) {
                return true;
            }
        }
        return false;
    }

    /** The 4-connected parts of a set of the box's cells. */
    private static int parts(long set) {
        int parts = 0;
        long left = set;
        while (left != 0) {
            parts++;
            long part = Long.lowestOneBit(left);
            long grown;
            do {
                grown = part;
                for (int i = 0; i < SIZE * SIZE; i++) {
                    if ((part & 1L << i) != 0) {
                        int row = i / SIZE;
                        int col = i % SIZE;
                        if (row > 0) {
                            grown |= 1L << (i - SIZE);
                        }
                        if (row < SIZE - 1) {
                            grown |= 1L << (i + SIZE);
                        }
                        if (col > 0) {
                            grown |= 1L << (i - 1);
                        }
                        if (col < SIZE - 1) {
                            grown |= 1L << (i + 1);
                        }
                    }
                }
                grown &= set;
                if (grown == part) {
                    break;
                }
                part = grown;
            } while (true);
            left &= ~part;
        }
        return parts;
    }
}
