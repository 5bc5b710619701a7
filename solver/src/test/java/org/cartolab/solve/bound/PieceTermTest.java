package org.cartolab.solve.bound;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;

import org.junit.jupiter.api.Test;

class PieceTermTest {

    private static final boolean[] VILLAGE = {true};

    private static double rise(int weight, int rank, int[] clustersNow, double valueNow, int... pieces) {
        return new RankedClusterPieces(VILLAGE, false, weight, rank, clustersNow, valueNow, pieces.length)
                .rise(pieces, pieces.length);
    }

    @Test
    void onePieceMakesNoSecondCluster() {
        // why: an empty map and one village piece of 5 cells: there is one cluster, so no second largest.
        assertThat(rise(2, 2, new int[0], 0, 5)).isZero();
    }

    @Test
    void aSecondPieceIsBoundedByItsOwnSize() {
        // why: pieces of 5 and 1 make at best clusters of 5 and 1 (joined, there is only one): 2 * 1 = 2. The
        // mean of the two largest would have said 2 * (6 / 2) = 6.
        assertThat(rise(2, 2, new int[0], 0, 5, 1)).isEqualTo(2);
        // why: two pieces of 3: 2 * 3 = 6.
        assertThat(rise(2, 2, new int[0], 0, 3, 3)).isEqualTo(6);
    }

    @Test
    void clustersOfNowJoinTheGroupsAndTheValueNowIsSubtracted() {
        // why: clusters of 4 and 1 now (second largest 1, worth 2); pieces 2 and 2 can join the 1 into 5:
        // groups {4} and {1, 2, 2} -> the second largest is 4 (the mean bound also says 9 / 2 -> 4), 2 * 4 - 2 = 6.
        assertThat(rise(2, 2, new int[] {4, 1}, 2, 2, 2)).isEqualTo(6);
        // why: a cluster of 9 and pieces of 1 and 1: the second largest is at most 1 + 1 = 2.
        assertThat(rise(1, 2, new int[] {9}, 0, 1, 1)).isEqualTo(2);
    }

    @Test
    void piecesOfFourFiveAndFiveMakeASecondClusterOfFiveAtMost() {
        // why: three village pieces of 4, 5 and 5 cells on an empty map (seed 9 of the season benchmark: Homestead,
        // Hamlet, Treetop Village). Each piece lies whole in one cluster, so the two largest are 9 and 5 or 10
        // and 4: the second holds 5 cells at most, 2 * 5 = 10. Half of the 14 cells (and 14 less the largest
        // piece, 9) would allow 7: 14.
        assertThat(rise(2, 2, new int[0], 0, 4, 5, 5)).isEqualTo(10);
        // why: with a cluster of 3 now the sizes are 3, 4, 5 and 5 (17 cells): {3, 5} and {4, 5}, 8 and 9.
        assertThat(rise(1, 2, new int[] {3}, 0, 4, 5, 5)).isEqualTo(8);
        // why: large sizes (the sums past one 64-bit word): a cluster of 100 now and pieces of 61 and 61 make
        // {100} and {61, 61} at best, the second 100; half of the 222 cells would allow 111.
        assertThat(rise(1, 2, new int[] {100}, 0, 61, 61)).isEqualTo(100);
        // why: five pieces of 40 make groups of two and three pieces at best: 80 and 120, the second 80 (half of
        // the 200 cells would allow 100).
        assertThat(rise(1, 2, new int[0], 0, 40, 40, 40, 40, 40)).isEqualTo(80);
    }

    @Test
    void aWalledClusterOfNowCapsTheGroupsItJoins() {
        // why: a cluster of 3 now and pieces of 1, 5, 1 and 4 (14 cells): {3, 4} and {5, 1, 1} make a second
        // cluster of 7, 2 * 7 = 14.
        assertThat(rise(2, 2, new int[] {3}, 0, 1, 5, 1, 4)).isEqualTo(14);
        // why: walled in so that a cluster holding it has 5 cells at most: either that cluster is one of the two
        // largest (the second is then at most 5), or the two largest are made of the pieces alone, 1, 5, 1 and 4
        // (11 cells: {5} and {4, 1, 1}, or {5, 1} and {4, 1}: the second at most 5): 2 * 5 = 10.
        int[] pieces = {1, 5, 1, 4};
        assertThat(new RankedClusterPieces(VILLAGE, false, 2, 2, new int[] {3}, 0, pieces.length, 1, new int[] {5})
                .rise(pieces, pieces.length)).isEqualTo(10);
    }

    @Test
    void thirdLargestDropsTheTwoLargestInTurn() {
        // why: 9, 1, 1 in three groups: each holds one size, the third largest is 1 (the mean says 11 / 3 -> 3).
        assertThat(rise(1, 3, new int[] {9}, 0, 1, 1)).isEqualTo(1);
        // why: fewer than three sizes make no third cluster.
        assertThat(rise(1, 3, new int[] {9}, 0, 4)).isZero();
    }

    @Test
    void neverBelowTheBestGroupingOfRandomSizes() {
        Random random = new Random(7);
        for (int round = 0; round < 3000; round++) {
            int rank = 2 + random.nextInt(2);
            int[] now = new int[random.nextInt(4)];
            for (int i = 0; i < now.length; i++) {
                now[i] = 1 + random.nextInt(8);
            }
            int[] pieces = new int[random.nextInt(5)];
            for (int i = 0; i < pieces.length; i++) {
                pieces[i] = 1 + random.nextInt(6);
            }
            int[] all = new int[now.length + pieces.length];
            System.arraycopy(now, 0, all, 0, now.length);
            System.arraycopy(pieces, 0, all, now.length, pieces.length);
            int truth = bestGrouping(all, rank);
            double bound = rise(1, rank, now, 0, pieces);
            assertThat(bound).as("sizes now %s, pieces %s, rank %d", java.util.Arrays.toString(now),
                    java.util.Arrays.toString(pieces), rank).isGreaterThanOrEqualTo(truth);
            if (rank == 2) {
                // The second largest of two groups is exactly the best split of the sizes in two.
                assertThat(bound).as("sizes now %s, pieces %s", java.util.Arrays.toString(now),
                        java.util.Arrays.toString(pieces)).isEqualTo(truth);
            }
            // The bound is never weaker than the mean of the r largest it replaced.
            assertThat(bound).isLessThanOrEqualTo(java.util.Arrays.stream(all).sum() / rank);
        }
    }

    /** The simplest thing that can work: every way of putting each size in one of r groups or none. */
    private static int bestGrouping(int[] sizes, int rank) {
        int[] group = new int[sizes.length];
        int best = 0;
        int ways = (int) Math.pow(rank + 1, sizes.length);
        for (int way = 0; way < ways; way++) {
            int code = way;
            int[] sums = new int[rank];
            for (int i = 0; i < sizes.length; i++) {
                group[i] = code % (rank + 1);
                code /= rank + 1;
                if (group[i] < rank) {
                    sums[group[i]] += sizes[i];
                }
            }
            best = Math.max(best, java.util.Arrays.stream(sums).min().getAsInt());
        }
        return best;
    }
}
