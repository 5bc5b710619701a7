package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.List;
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

    /**
     * The rows and the columns as two families of complete-line goals, each line in with probability 3/4 (when
     * it misses a cell), each family of a random weight from 1 to 6.
     */
    static List<LineGoals> rowsAndColumns(SquareGrid grid, Random random) {
        List<LineGoals> families = new ArrayList<>();
        for (List<long[]> lines : List.of(grid.rows(), grid.columns())) {
            List<long[]> missing = new ArrayList<>();
            for (long[] line : lines) {
                long[] cells = subset(grid, line, random);
                if (!Bits.isEmpty(cells) && random.nextInt(4) > 0) {
                    missing.add(cells);
                }
            }
            families.add(new LineGoals(1 + random.nextInt(6), missing));
        }
        return families;
    }
}
