package org.cartolab.solve.bound;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.Random;

import org.junit.jupiter.api.Test;

class TopValuesTest {

    @Test
    void theLargestFewLargestFirst() {
        // why: of 0.25, 1, 0, 0.5, 1 the three largest are 1, 1, 0.5 (2.5 together).
        double[] values = {0.25, 1, 0, 0.5, 1};
        assertThat(TopValues.of(values, 3)).containsExactly(1, 1, 0.5);
        assertThat(TopValues.sum(values, 3)).isEqualTo(2.5);
    }

    @Test
    void fewerValuesThanAskedArePaddedWithZeros() {
        // why: only two positive values; asking for four adds nothing more.
        assertThat(TopValues.of(new double[] {0, 2, 0, 3}, 4)).containsExactly(3, 2, 0, 0);
        assertThat(TopValues.sum(new double[] {0.5}, 0)).isZero();
    }

    @Test
    void sumEqualsTheSumOfTheLargestBySorting() {
        Random random = new Random(11);
        for (int trial = 0; trial < 300; trial++) {
            double[] values = new double[1 + random.nextInt(130)];
            for (int i = 0; i < values.length; i++) {
                // Credits are multiples of 1/4, 1/3, 1/2 or whole: many ties, many zeros.
                values[i] = random.nextInt(3) == 0 ? 0 : (1 + random.nextInt(8)) / (double) (1 + random.nextInt(4));
            }
            int n = random.nextInt(values.length + 3);
            double[] sorted = values.clone();
            Arrays.sort(sorted);
            double expected = 0;
            for (int i = sorted.length - 1; i >= 0 && i >= sorted.length - n; i--) {
                expected += sorted[i];
            }
            assertThat(TopValues.sum(values, n)).isCloseTo(expected, org.assertj.core.data.Offset.offset(1e-9));
        }
    }
}
