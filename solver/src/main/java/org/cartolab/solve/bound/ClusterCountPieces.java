package org.cartolab.solve.bound;

/**
 * {@code w per cluster k of T where COND(k)} bounded by the pieces drawn in T: a final cluster that contains drawn
 * cells contains a whole piece, and a piece lies in one final cluster, so at most one such cluster per piece. The
 * other final clusters are clusters of now left unchanged: when the condition only gets harder to meet as the map
 * fills ({@link ClusterFilter#understood}) they count only if they count now, otherwise any of them may.
 *
 * <p>So the count rises by at most the pieces, plus (for other conditions) the clusters of now not counted now.
 * Crediting every drawn cell {@code w} instead would let one step of five village cells score five clusters.
 *
 * <p>With a least size n ({@code size(k) >= n}, understood) a new counted cluster also needs n cells: its drawn
 * pieces and clusters of now too small to count (absorbing a counted one gains nothing). So the new counted
 * clusters are at most (cells drawn + those small clusters' cells) / n, however the pieces fall: nine village
 * cells make one cluster of six, not the 9 / 6 clusters that crediting each cell {@code w / 6} adds up to.
 */
final class ClusterCountPieces extends PieceTerm implements ClusterSizesJoint.Sizes {

    private final int weight;
    /**
     * What a new counted cluster of drawn pieces adds: {@code weight}, less what its pieces' cells then surely do
     * not earn elsewhere ({@link ClusterCountBound}: Canal Lake's credit of cells next to water, which Shoreside
     * Expanse's clusters never are).
     */
    private final double pieceWeight;
    /** The clusters of now that may come to count unchanged (0 when the condition is understood). */
    private final int uncountedNow;
    /** The least size of a counted cluster (1: none). */
    private final int minimumSize;
    /** The cells of the clusters of now that a new counted cluster may absorb (too small to count now). */
    private final int smallCellsNow;
    /** The sizes of the clusters of now, when the condition is a least size alone; else null. */
    private final int[] clustersNow;

    ClusterCountPieces(boolean[] terrains, boolean unitPieces, int weight, int uncountedNow) {
        this(terrains, unitPieces, weight, uncountedNow, 1, 0, null);
    }

    ClusterCountPieces(boolean[] terrains, boolean unitPieces, int weight, int uncountedNow, int minimumSize,
                       int smallCellsNow, int[] clustersNow) {
        this(terrains, unitPieces, weight, weight, uncountedNow, minimumSize, smallCellsNow, clustersNow);
    }

    private ClusterCountPieces(boolean[] terrains, boolean unitPieces, int weight, double pieceWeight,
                               int uncountedNow, int minimumSize, int smallCellsNow, int[] clustersNow) {
        super(terrains, unitPieces);
        this.weight = weight;
        this.pieceWeight = pieceWeight;
        this.uncountedNow = uncountedNow;
        this.minimumSize = Math.max(1, minimumSize);
        this.smallCellsNow = smallCellsNow;
        this.clustersNow = clustersNow;
    }

    /** The same term, a new counted cluster of drawn pieces adding {@code pieceWeight} (at most the weight). */
    ClusterCountPieces withPieceWeight(double pieceWeight) {
        return new ClusterCountPieces(terrains, unitPieces, weight, Math.min(weight, pieceWeight), uncountedNow,
                minimumSize, smallCellsNow, clustersNow);
    }

    @Override
    public int[] clustersNow() {
        return clustersNow;
    }

    /** The points when the clusters have these sizes (with {@link #clustersNow} known: a least size alone). */
    @Override
    public double value(int[] sizes, boolean[] excluded, int groups, int n, int otherSteps) {
        int counted = 0;
        for (int i = 0; i < n; i++) {
            counted += sizes[i] >= minimumSize ? 1 : 0;
        }
        return (double) weight * counted;
    }

    @Override
    double rise(int[] pieces, int count) {
        long cells = smallCellsNow;
        for (int i = 0; i < count; i++) {
            cells += pieces[i];
        }
        return pieceWeight * Math.min(count, cells / minimumSize) + (double) weight * uncountedNow;
    }
}
