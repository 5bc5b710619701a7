package org.cartolab.solve.bound;

import java.util.Arrays;

/**
 * {@code w * size(r-th largest cluster of T)} for r >= 2, bounded by the sizes of the pieces the remaining steps
 * draw in T rather than cell by cell: crediting each drawn cell {@code w / r} (the mean of the r largest) is far too
 * generous when one step draws all of T (a single piece makes no second cluster). So the budget bound chooses a
 * terrain for every remaining step and asks this term what the pieces drawn in its terrains can add.
 *
 * <p>The final clusters are made of the clusters of now and the drawn pieces. Assuming any of them may join, the
 * r-th largest is at most the best "smallest of r disjoint groups" of those sizes, which is at most
 * {@code min over k < r} of (the sizes without the k largest) / (r - k): the r groups hold at most all the cells,
 * and dropping the largest size and one group leaves r - 1 groups. A connected drawing whose cells all join T is
 * one piece; a split shape, or a set such as {@code village except ruins} that a drawing's cells need not all join,
 * counts its cells as pieces of one cell each ({@link #unitPieces}): cutting pieces smaller never lowers the bound.
 *
 * <p>A cluster of now can only grow inside its part of {@link ClusterRegions} (its cells and the reachable cells
 * of the set around it), so a final cluster holding it is at most that part's {@link #capsNow cap}: on a nearly full
 * map a cluster walled in by two empty cells does not take a piece of five. For any set C of those clusters of now,
 * either a final cluster holding one of C is among the r largest (then the r-th largest is at most its cap), or the
 * r largest are made of the other sizes (then the bound of the sizes without C holds): the r-th largest is at most
 * the larger of the two.
 */
final class RankedClusterPieces extends PieceTerm implements ClusterSizesJoint.Sizes {

    private final int weight;
    private final int rank;
    /** The sizes of the clusters of now that can still be counted. */
    private final int[] clustersNow;
    private final double valueNow;
    private final int[] scratch;
    /** The least size of a counted cluster (1: none). */
    private final int minimumSize;
    /** Per cluster of now, the most cells a final cluster holding it can have (its part's cells). */
    private final int[] capsNow;
    /** The distinct caps of the clusters of now, ascending. */
    private final int[] capLevels;

    RankedClusterPieces(boolean[] terrains, boolean unitPieces, int weight, int rank, int[] clustersNow,
                        double valueNow, int maxPieces) {
        this(terrains, unitPieces, weight, rank, clustersNow, valueNow, maxPieces, 1);
    }

    RankedClusterPieces(boolean[] terrains, boolean unitPieces, int weight, int rank, int[] clustersNow,
                        double valueNow, int maxPieces, int minimumSize) {
        this(terrains, unitPieces, weight, rank, clustersNow, valueNow, maxPieces, minimumSize,
                uncapped(clustersNow.length));
    }

    /**
     * {@code capsNow[i]}: the most cells a final cluster holding the cluster of now {@code clustersNow[i]} can have.
     */
    RankedClusterPieces(boolean[] terrains, boolean unitPieces, int weight, int rank, int[] clustersNow,
                        double valueNow, int maxPieces, int minimumSize, int[] capsNow) {
        super(terrains, unitPieces);
        this.weight = weight;
        this.rank = rank;
        this.clustersNow = clustersNow.clone();
        this.valueNow = valueNow;
        this.scratch = new int[clustersNow.length + maxPieces];
        this.minimumSize = minimumSize;
        this.capsNow = capsNow.clone();
        this.capLevels = Arrays.stream(capsNow).filter(cap -> cap < Integer.MAX_VALUE).sorted().distinct().toArray();
    }

    private static int[] uncapped(int clusters) {
        int[] caps = new int[clusters];
        Arrays.fill(caps, Integer.MAX_VALUE);
        return caps;
    }

    /** What the part can still rise when the remaining steps draw pieces of these sizes in its terrains. */
    @Override
    double rise(int[] pieces, int count) {
        long best = ranked(pieces, count, Integer.MIN_VALUE);
        // The clusters of now capped at most `level` set apart: one of them among the r largest, or none.
        for (int level : capLevels) {
            if (level >= best) {
                break;
            }
            best = Math.min(best, Math.max(level, ranked(pieces, count, level)));
        }
        return Math.max(0, weight * (double) best - valueNow);
    }

    /**
     * The most the r-th largest of groups of the pieces and the clusters of now can be, the clusters of now whose
     * cap is at most {@code leftOut} left out.
     */
    private long ranked(int[] pieces, int count, int leftOut) {
        int n = 0;
        for (int i = 0; i < clustersNow.length; i++) {
            if (capsNow[i] > leftOut) {
                scratch[n++] = clustersNow[i];
            }
        }
        System.arraycopy(pieces, 0, scratch, n, count);
        n += count;
        Arrays.sort(scratch, 0, n);
        // scratch ascending: the k largest are its last k entries.
        long rest = 0;
        for (int i = 0; i < n; i++) {
            rest += scratch[i];
        }
        long total = rest;
        long best = Long.MAX_VALUE;
        for (int k = 0; k < rank; k++) {
            best = Math.min(best, rest / (rank - k));
            if (n - 1 - k < 0) {
                best = 0;
                break;
            }
            rest -= scratch[n - 1 - k];
        }
        if (rank == 2) {
            best = Math.min(best, halfBySubsets(n, total));
        }
        return best;
    }

    /**
     * The second largest of two groups made of the sizes {@code scratch[0..n)} (each whole, all of them used: a
     * size left out could only join a group) is at most the largest sum of some of them that is no more than half
     * of all: with pieces of 4, 5 and 5 the two largest clusters can be 9 and 5 or 10 and 4, never 7 and 7, which
     * half of the cells would allow.
     */
    private long halfBySubsets(int n, long total) {
        long half = total / 2;
        long[] sums = new long[(int) (half / 64 + 1)];
        sums[0] = 1; // the empty subset
        for (int i = 0; i < n; i++) {
            int size = scratch[i];
            if (size <= 0 || size > half) {
                continue;
            }
            // sums |= sums << size, from the top word down so that each size is used once.
            int words = size / 64;
            int bits = size % 64;
            for (int w = sums.length - 1; w >= words; w--) {
                long shifted = sums[w - words] << bits;
                if (bits > 0 && w - words - 1 >= 0) {
                    shifted |= sums[w - words - 1] >>> (64 - bits);
                }
                sums[w] |= shifted;
            }
        }
        for (long sum = half; sum > 0; sum--) {
            if ((sums[(int) (sum / 64)] >>> (sum % 64) & 1) != 0) {
                return sum;
            }
        }
        return 0;
    }

    @Override
    public int[] clustersNow() {
        return clustersNow;
    }

    /** The points when the counted clusters' sizes are {@code sizes[0..n)}: the r-th largest of a least size. */
    @Override
    public double value(int[] sizes, boolean[] excluded, int groups, int n, int otherSteps) {
        int larger = 0;
        int ranked = 0;
        // The r-th largest: the largest size with at least r sizes at least as large.
        for (int i = 0; i < n; i++) {
            if (sizes[i] < minimumSize || sizes[i] <= ranked) {
                continue;
            }
            larger = 0;
            for (int j = 0; j < n; j++) {
                larger += sizes[j] >= sizes[i] ? 1 : 0;
            }
            if (larger >= rank) {
                ranked = sizes[i];
            }
        }
        return (double) weight * ranked;
    }
}
