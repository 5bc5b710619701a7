package org.cartolab.solve.bound;

import java.util.List;

import org.cartolab.model.Terrain;

/**
 * {@code w per cluster k of T where count(terrain t of GROUP where k touches t) >= n} (Greengold Plains) by the
 * pieces drawn, as sizes, so that it can be bounded together with another term over the same clusters
 * ({@link ClusterSizesJoint}). A cluster of drawn pieces may come to count, one per group of pieces; the clusters of
 * now left as they are add at most those of them that may come to count unchanged ({@link #unchangedRise}), and one
 * that counts now and is joined counts once, in its group.
 *
 * <p>Joined with a term that never counts a cluster touching some terrains (Great City: a mountain), a cluster that
 * term counts touches none of them; when the types a cluster can still touch without those are fewer than n, every
 * cluster this term counts touches one of them, so no group of pieces counts for both (Wildholds: nine village cells
 * are one cluster of six, 8, and one Greengold cluster, 3, or two Greengold clusters, 6, not 8 + 6).
 */
final class TouchedTypesPieces extends PieceTerm implements ClusterSizesJoint.Sizes {

    private final int weight;
    /** The clusters of now that may come to count left unchanged, not counted now. */
    private final int uncountedNow;
    private final int[] clustersNow;
    /** The least number of terrains touched. */
    private final int least;
    /** The group's terrains a cluster can still touch: on the map now or drawable. */
    private final List<Terrain> available;
    /** Whether a cluster touching none of the joined term's avoided terrains can still count. */
    private final boolean countsApart;

    TouchedTypesPieces(boolean[] terrains, boolean unitPieces, int weight, int uncountedNow, int[] clustersNow,
                       int least, List<Terrain> available) {
        this(terrains, unitPieces, weight, uncountedNow, clustersNow, least, available, true);
    }

    private TouchedTypesPieces(boolean[] terrains, boolean unitPieces, int weight, int uncountedNow,
                               int[] clustersNow, int least, List<Terrain> available,
                               boolean countsApart) {
        super(terrains, unitPieces);
        this.weight = weight;
        this.uncountedNow = uncountedNow;
        this.clustersNow = clustersNow.clone();
        this.least = least;
        this.available = List.copyOf(available);
        this.countsApart = countsApart;
    }

    @Override
    public int[] clustersNow() {
        return clustersNow;
    }

    @Override
    public ClusterSizesJoint.Sizes apartFrom(List<Terrain> terrains) {
        long apart = available.stream().filter(terrain -> !terrains.contains(terrain)).count();
        return new TouchedTypesPieces(this.terrains, unitPieces, weight, uncountedNow, clustersNow, least, available,
                apart >= least);
    }

    @Override
    public boolean gainsWhenExcluded() {
        return !countsApart;
    }

    @Override
    public double unchangedRise() {
        return (double) weight * uncountedNow;
    }

    /** The groups of pieces that may count: all, or only those that touch the joined term's avoided terrains. */
    @Override
    public double value(int[] sizes, boolean[] excluded, int groups, int n) {
        int counted = 0;
        for (int i = 0; i < groups; i++) {
            counted += countsApart || excluded[i] ? 1 : 0;
        }
        return (double) weight * counted;
    }

    /** Alone: one counted cluster per piece, and the clusters of now that may come to count. */
    @Override
    double rise(int[] pieces, int count) {
        return (double) weight * (count + uncountedNow);
    }
}
