package org.cartolab.board;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.BitSet;
import java.util.SplittableRandom;

import org.junit.jupiter.api.Test;

class BitsTest {

    @Test
    void ofSetsExactlyTheGivenCellsInEveryWord() {
        // Cells 0 and 63 are the first word's lowest and highest bit, 64 and 127 the second's.
        assertThat(Bits.of(2, 0, 63, 64, 127)).containsExactly(1L | 1L << 63, 1L | 1L << 63);
        assertThat(Bits.of(3, 130, 5, 5)).containsExactly(1L << 5, 0L, 1L << 2);
        assertThat(Bits.of(2)).containsExactly(0L, 0L);
    }

    @Test
    void ofAgreesWithJavasBitSetOnRandomCells() {
        SplittableRandom random = new SplittableRandom(13);
        for (int round = 0; round < 500; round++) {
            int words = 1 + random.nextInt(4);
            int[] indices = new int[random.nextInt(12)];
            BitSet expected = new BitSet();
            for (int k = 0; k < indices.length; k++) {
                indices[k] = random.nextInt(64 * words);
                expected.set(indices[k]);
            }
            long[] padded = new long[words];
            long[] set = expected.toLongArray();
            System.arraycopy(set, 0, padded, 0, set.length);
            assertThat(Bits.of(words, indices)).as("round %d", round).containsExactly(padded);
        }
    }
}
