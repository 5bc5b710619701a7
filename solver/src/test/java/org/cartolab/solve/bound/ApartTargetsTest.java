package org.cartolab.solve.bound;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.Random;

import org.cartolab.board.Bits;
import org.cartolab.board.Board;
import org.cartolab.board.SquareGrid;
import org.junit.jupiter.api.Test;

/**
 * A drawing earns the shares of a set of The Cauldrons' targets apart ({@link ApartTargets}): the set chosen against
 * a brute force over every subset, and a straight piece under a row of four empty cells worked by hand.
 */
class ApartTargetsTest {

    @Test
    void theMostOfASetApartMatchesEverySubsetTried() {
        Random random = new Random(131);
        for (int round = 0; round < 2000; round++) {
            int n = 1 + random.nextInt(12);
            double[] values = new double[n];
            int[] conflicts = new int[n];
            for (int i = 0; i < n; i++) {
                values[i] = random.nextInt(5) / 4.0;
                for (int j = 0; j < i; j++) {
                    if (random.nextInt(4) == 0) {
                        conflicts[i] |= 1 << j;
                        conflicts[j] |= 1 << i;
                    }
                }
            }
            double best = 0;
            for (int set = 0; set < 1 << n; set++) {
                if (apart(set, conflicts)) {
                    best = Math.max(best, sum(set, values));
                }
            }
            int all = (1 << n) - 1;
            assertThat(ApartTargets.most(values, conflicts, all)).as("round %d", round).isCloseTo(best, within(1e-9));
            int chosen = ApartTargets.chosen(values, conflicts, all);
            assertThat(apart(chosen, conflicts)).as("round %d: the chosen targets are apart", round).isTrue();
            assertThat(sum(chosen, values)).as("round %d: the chosen targets' worth", round)
                    .isCloseTo(best, within(1e-9));
        }
    }

    private static boolean apart(int set, int[] conflicts) {
        for (int i = 0; i < conflicts.length; i++) {
            if ((set >> i & 1) != 0 && (conflicts[i] & set) != 0) {
                return false;
            }
        }
        return true;
    }

    private static double sum(int set, double[] values) {
        double sum = 0;
        for (int i = 0; i < values.length; i++) {
            if ((set >> i & 1) != 0) {
                sum += values[i];
            }
        }
        return sum;
    }

    /**
     * Hand-worked: a frame of forest around two empty rows of four, three steps of 3-5 cells left. The line of four
     * drawn in the lower row fills the south side of the four cells above it, which lie in a row: the corners have
     * two open neighbours (half a point each), the middle two three (a third each), 5/3 in all. Two cells next to
     * each other cannot both be surrounded (each needs the other filled), so at most two of the four count, the
     * corners at best: 1. At the prices the steps' joint bound starts from, it earns the same.
     * <pre>
     * FFFFFF
     * F....F
     * F....F
     * FFFFFF
     * </pre>
     */
    @Test
    void aLineUnderARowOfFourEarnsTwoCornersOfIt() {
        SquareGrid grid = new SquareGrid(4, 6);
        long[] filled = new long[grid.words()];
        for (int i = 0; i < grid.cellCount(); i++) {
            int row = i / 6;
            int column = i % 6;
            if (row == 0 || row == 3 || column == 0 || column == 5) {
                Bits.set(filled, i);
            }
        }
        long[] line = new long[grid.words()];
        for (int column = 1; column <= 4; column++) {
            Bits.set(line, 2 * 6 + column);
        }
        int[] stepCells = {4, 3, 5};
        Board board = Board.of(grid, TwoTerrainPositions.TERRAINS, new long[][] {filled, new long[grid.words()]}, grid.none(),
                grid.none(), grid.none());
        Position position = new Position(board, 0, board.empty(), new boolean[] {true, true}, 12, 0, 0,
                stepCells.length, PuzzleFacts.ofSteps(stepCells, new boolean[stepCells.length]), false, false);
        SurroundTargets cauldrons = SurroundTargets.of(1, position, filled, board.empty(), board.empty(),
                grid.none(), new boolean[] {true, true}, new boolean[] {false, false}, true,
                SurroundTargets.neighbourTable(grid));
        position.drawingTerms.add(cauldrons);
        assertThat(cauldrons.value(line, 0, 0)).isCloseTo(1, within(1e-9));

        TargetPrices prices = new TargetPrices(position);
        prices.startRound();
        assertThat(prices.earnings(prices.earned(line, 0, 0), Double.NEGATIVE_INFINITY)).isCloseTo(1, within(1e-9));
    }
}
