package org.cartolab.solve.bound;

import java.util.Random;

import org.cartolab.board.Bits;
import org.cartolab.board.SquareGrid;

/** Random sets of cells for the bounds' property tests. */
final class RandomCells {

    private RandomCells() {
    }

    /** Each cell of {@code cells} with probability 2/3: the missing cells of a random line. */
    static long[] subset(SquareGrid grid, long[] cells, Random random) {
        long[] subset = new long[grid.words()];
        for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
            if (random.nextInt(3) > 0) {
                Bits.set(subset, i);
            }
        }
        return subset;
    }
}
