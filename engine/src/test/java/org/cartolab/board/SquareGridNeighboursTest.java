package org.cartolab.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

/**
 * {@link SquareGrid#neighbours}, "the cells next to a set", on hand-worked sets: no step wraps around a row's end,
 * and the words of a set are joined right on every path of the class (one word, two words, more).
 */
class SquareGridNeighboursTest {

    @Test
    void aCornerAndARowStartDoNotWrap() {
        // 3 rows of 4: cell 3 is the top-right corner (2 west, 7 south; "east" would wrap to 4), cell 4 starts row 1
        // (0 north, 5 east, 8 south; "west" would wrap to 3).
        SquareGrid grid = new SquareGrid(3, 4);
        assertThat(indices(grid.neighbours(Bits.of(grid.words(), 3, 4)))).containsExactly(0, 2, 5, 7, 8);
    }

    @Test
    void twoWordsJoinAtTheirBorder() {
        // 11 x 11 in two words: cell 64 is row 5, column 9 (53, 63, 65, 75); 65 is the row's last cell (54, 64, 76,
        // and not 66, the next row's first).
        SquareGrid grid = new SquareGrid(11, 11);
        assertThat(indices(grid.neighbours(Bits.of(grid.words(), 64, 65)))).containsExactly(53, 54, 63, 64, 65, 75, 76);
    }

    @Test
    void manyWordsJoinAtTheirBorders() {
        // 12 x 12 in three words: 63 and 64 (row 5, columns 3 and 4) lie in two words, each the other's neighbour;
        // 132 starts the last row (120 north, 133 east; "west" would wrap to 131).
        SquareGrid grid = new SquareGrid(12, 12);
        assertThat(indices(grid.neighbours(Bits.of(grid.words(), 63, 64, 132))))
                .containsExactly(51, 52, 62, 63, 64, 65, 75, 76, 120, 133);
    }

    @Test
    void aMissingCellIsNoNeighbourOnAnySide() {
        // 3 x 3 with the centre (4) missing, as a landscape's bounding box can be: the cells around it have only
        // their present neighbours, whichever side the missing cell lies on (north of 7 included).
        SquareGrid grid = new SquareGrid(3, 3, Bits.of(new SquareGrid(3, 3).words(), 0, 1, 2, 3, 5, 6, 7, 8));
        assertThat(indices(grid.neighbours(Bits.of(grid.words(), 1, 3, 5, 7)))).containsExactly(0, 2, 6, 8);
    }

    @Test
    void theCellsBesideByRowAndColumnOnRandomSets() {
        SplittableRandom random = new SplittableRandom(7);
        for (int round = 0; round < 300; round++) {
            int height = 1 + random.nextInt(14);
            int width = 1 + random.nextInt(14);
            // Every other round a grid with holes: only present cells are neighbours.
            long[] present = new long[(height * width + 63) / 64];
            for (int i = 0; i < height * width; i++) {
                if (round % 2 == 0 || random.nextInt(5) != 0) {
                    Bits.set(present, i);
                }
            }
            SquareGrid grid = new SquareGrid(height, width, present);
            long[] cells = new long[grid.words()];
            for (int i = 0; i < grid.cellCount(); i++) {
                if (Bits.get(present, i) && random.nextInt(4) == 0) {
                    Bits.set(cells, i);
                }
            }
            assertThat(indices(grid.neighbours(cells))).as("round %d", round).isEqualTo(byRowsAndColumns(grid, cells));
        }
    }

    /** The cells next to one of {@code cells}, found by each cell's row and column. */
    private static List<Integer> byRowsAndColumns(SquareGrid grid, long[] cells) {
        List<Integer> next = new ArrayList<>();
        for (int i = 0; i < grid.cellCount(); i++) {
            int row = grid.row(i);
            int col = grid.col(i);
            boolean beside = false;
            if (!Bits.get(grid.all(), i)) {
                continue;
            }
            for (int[] d : new int[][] {{-1, 0}, {1, 0}, {0, -1}, {0, 1}}) {
                beside |= grid.has(row + d[0], col + d[1]) && Bits.get(cells, grid.index(row + d[0], col + d[1]));
            }
            if (beside) {
                next.add(i);
            }
        }
        return next;
    }

    private static List<Integer> indices(long[] cells) {
        List<Integer> indices = new ArrayList<>();
        for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
            indices.add(i);
        }
        return indices;
    }
}
