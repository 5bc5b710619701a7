package org.cartolab.solve.bound;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/**
 * The choice of a terrain per step against trying every choice by hand: exact while the choices are few, never
 * lower once there are too many to try (the relaxed sum).
 */
class PieceChoicesTest {

    /** Terrain 0 feeds the piece term (say village), terrain 1 does not (say forest). */
    private static final boolean[] VILLAGE = {true, false};

    @Test
    void fewChoicesAreTriedExactly() {
        check(new Random(11), 5, 500, false);
    }

    @Test
    void tooManyChoicesGiveAnUpperBound() {
        // 13 steps of two options are 8,192 choices, more than PieceChoices tries.
        check(new Random(12), 13, 60, true);
    }

    @Test
    void aSplitStepGivesOnePiecePerCell() {
        // why: one step draws 4 village cells of a split shape: four one-cell pieces make a second cluster of 2
        // (groups {1, 1} and {1, 1}), worth 2 * 2 = 4; as one piece they would make none.
        PieceTerm term = new RankedClusterPieces(VILLAGE, false, 2, 2, new int[0], 0, 8);
        PieceChoices split = new PieceChoices(List.of(term), 2, new boolean[] {true}, 8);
        split.offer(0, 0, 0, 4);
        assertThat(split.best()).isEqualTo(4);
        PieceChoices whole = new PieceChoices(List.of(term), 2, new boolean[] {false}, 8);
        whole.offer(0, 0, 0, 4);
        assertThat(whole.best()).isZero();
    }

    private static void check(Random random, int rows, int rounds, boolean relaxed) {
        for (int round = 0; round < rounds; round++) {
            int[] now = new int[random.nextInt(3)];
            for (int i = 0; i < now.length; i++) {
                now[i] = 1 + random.nextInt(5);
            }
            PieceTerm term = new RankedClusterPieces(VILLAGE, false, 1 + random.nextInt(3), 2, now, 0, rows * 6);
            PieceChoices choices = new PieceChoices(List.of(term), 2, new boolean[rows], rows * 6);
            double[][] value = new double[rows][2];
            int[][] cells = new int[rows][2];
            for (int row = 0; row < rows; row++) {
                for (int t = 0; t < 2; t++) {
                    value[row][t] = random.nextInt(5);
                    cells[row][t] = 1 + random.nextInt(5);
                    choices.offer(row, t, value[row][t], cells[row][t]);
                }
            }
            double truth = bruteForce(term, value, cells);
            if (relaxed) {
                assertThat(choices.best()).isGreaterThanOrEqualTo(truth);
            } else {
                assertThat(choices.best()).isEqualTo(truth);
            }
        }
    }

    /** Every choice of terrain per step: the values of the choices plus what the village pieces add. */
    private static double bruteForce(PieceTerm term, double[][] value, int[][] cells) {
        int rows = value.length;
        double best = Double.NEGATIVE_INFINITY;
        for (int mask = 0; mask < 1 << rows; mask++) {
            double sum = 0;
            int[] pieces = new int[rows];
            int count = 0;
            for (int row = 0; row < rows; row++) {
                int t = (mask >> row) & 1;
                sum += value[row][t];
                if (t == 0) {
                    pieces[count++] = cells[row][t];
                }
            }
            best = Math.max(best, sum + term.rise(pieces, count));
        }
        return best;
    }
}
