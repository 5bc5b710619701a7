package org.cartolab.solve.bound;

/**
 * {@code w per cluster k of T where COND(k)} bounded by the pieces drawn in T: a final cluster that contains drawn
 * cells contains a whole piece, and a piece lies in one final cluster, so at most one such cluster per piece. The
 * other final clusters are clusters of now left unchanged: when the condition only gets harder to meet as the map
 * fills ({@link ClusterFilter#understood}) they count only if they count now, otherwise any of them may.
 *
 * <p>So the count rises by at most the pieces, plus (for other conditions) the clusters of now not counted now.
 * Crediting every drawn cell {@code w} instead would let one step of five village cells score five clusters.
 */
final class ClusterCountPieces extends PieceTerm {

    private final int weight;
    /** The clusters of now that may come to count unchanged (0 when the condition is understood). */
    private final int uncountedNow;

    ClusterCountPieces(boolean[] terrains, boolean unitPieces, int weight, int uncountedNow) {
        super(terrains, unitPieces);
        this.weight = weight;
        this.uncountedNow = uncountedNow;
    }

    @Override
    double rise(int[] pieces, int count) {
        return (double) weight * (count + uncountedNow);
    }
}
