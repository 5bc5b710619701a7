package org.cartolab.solve.bound;

import java.util.List;

import org.cartolab.model.Terrain;

/**
 * {@code w * size(largest cluster of T where COND)} as sizes, to be bounded together with another term over the same
 * clusters ({@link ClusterSizesJoint}: Great City with Shieldgate, whose drawn village cells either grow the largest
 * cluster or make the second one, not both). The clusters of now that meet an avoided set (Great City: touch a
 * mountain) never count, nor does any cluster that comes to contain one; with Greengold Plains, a cluster that must
 * touch a mountain to count there is not Great City's ({@link TouchedTypesPieces}). Alone, the term is bounded cell
 * by cell ({@link ClusterSizeBound}), which knows where the pieces can lie; this form is only used when it joins.
 */
final class LargestClusterPieces extends PieceTerm implements ClusterSizesJoint.Sizes {

    private final int weight;
    private final int[] clustersNow;
    private final boolean[] excludedNow;
    /** The terrains of the avoided sets that are terrains: a counted cluster touches none of them. */
    private final List<Terrain> avoidedTerrains;
    /** The least size of a counted cluster (1: none). */
    private final int minimumSize;
    private final double valueNow;

    LargestClusterPieces(boolean[] terrains, boolean unitPieces, int weight, int[] clustersNow,
                         boolean[] excludedNow, List<Terrain> avoidedTerrains, int minimumSize) {
        super(terrains, unitPieces);
        this.weight = weight;
        this.clustersNow = clustersNow.clone();
        this.excludedNow = excludedNow.clone();
        this.avoidedTerrains = List.copyOf(avoidedTerrains);
        this.minimumSize = Math.max(1, minimumSize);
        this.valueNow = value(this.clustersNow, this.excludedNow, 0, clustersNow.length, 0);
    }

    @Override
    public int[] clustersNow() {
        return clustersNow;
    }

    @Override
    public boolean[] excludedNow() {
        return excludedNow;
    }

    @Override
    public List<Terrain> excludedTouching() {
        return avoidedTerrains;
    }

    @Override
    public double value(int[] sizes, boolean[] excluded, int groups, int n, int otherSteps) {
        int largest = 0;
        for (int i = 0; i < n; i++) {
            if (!excluded[i] && sizes[i] >= minimumSize) {
                largest = Math.max(largest, sizes[i]);
            }
        }
        return (double) weight * largest;
    }

    /**
     * Alone: every piece and every cluster of now that may count in one cluster. (It joins only where the joint tries
     * every grouping, so the joint does not fall back to this; it stays a bound all the same.)
     */
    @Override
    double rise(int[] pieces, int count) {
        if (count == 0) {
            return 0;
        }
        long cells = 0;
        for (int i = 0; i < count; i++) {
            cells += pieces[i];
        }
        for (int i = 0; i < clustersNow.length; i++) {
            cells += excludedNow[i] ? 0 : clustersNow[i];
        }
        return Math.max(0, weight * (double) cells - valueNow);
    }
}
