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
 * <p>The types a cluster can touch are those on the map and those the other steps draw, one terrain each: a step
 * that draws a village piece draws no other type. So with {@code s} steps drawing outside the set, at most
 * {@code s} of the types not on the map come.
 *
 * <p>Joined with a term that never counts a cluster touching some terrains (Great City: a mountain), a cluster that
 * term counts touches none of them; when the types a cluster can touch without those are fewer than n, every cluster
 * this term counts touches one of them, so no group of pieces counts for both. (Wildholds: nine village cells are one
 * cluster of six, 8, and one Greengold cluster, 3, or two Greengold clusters, 6, not 8 + 6.)
 */
final class TouchedTypesPieces extends PieceTerm implements ClusterSizesJoint.Sizes {

    private final int weight;
    /** The clusters of now that may come to count left unchanged, not counted now. */
    private final int uncountedNow;
    private final int[] clustersNow;
    /** The least number of terrains touched. */
    private final int least;
    /** The group's terrains on the map now. */
    private final List<Terrain> onMap;
    /** The group's terrains a cluster can still touch: on the map now or drawable. */
    private final List<Terrain> available;
    /** The terrains a cluster not excluded by the joined term never touches (none: empty). */
    private final List<Terrain> apart;

    TouchedTypesPieces(boolean[] terrains, boolean unitPieces, int weight, int uncountedNow, int[] clustersNow,
                       int least, List<Terrain> onMap, List<Terrain> available) {
        this(terrains, unitPieces, weight, uncountedNow, clustersNow, least, onMap, available, List.of());
    }

    private TouchedTypesPieces(boolean[] terrains, boolean unitPieces, int weight, int uncountedNow,
                               int[] clustersNow, int least, List<Terrain> onMap, List<Terrain> available,
                               List<Terrain> apart) {
        super(terrains, unitPieces);
        this.weight = weight;
        this.uncountedNow = uncountedNow;
        this.clustersNow = clustersNow.clone();
        this.least = least;
        this.onMap = List.copyOf(onMap);
        this.available = List.copyOf(available);
        this.apart = List.copyOf(apart);
    }

    @Override
    public int[] clustersNow() {
        return clustersNow;
    }

    @Override
    public ClusterSizesJoint.Sizes apartFrom(List<Terrain> terrains) {
        return new TouchedTypesPieces(this.terrains, unitPieces, weight, uncountedNow, clustersNow, least, onMap,
                available, terrains);
    }

    /**
     * Whether a cluster touching none of {@code avoided} can touch {@code least} types when {@code otherSteps}
     * steps draw outside the set: the types on the map, and one drawable type per such step.
     */
    private boolean mayCount(List<Terrain> avoided, int otherSteps) {
        int mapped = 0;
        int drawn = 0;
        for (Terrain terrain : available) {
            if (!avoided.contains(terrain)) {
                if (onMap.contains(terrain)) {
                    mapped++;
                } else {
                    drawn++;
                }
            }
        }
        return mapped + Math.min(drawn, otherSteps) >= least;
    }

    @Override
    public boolean gainsWhenExcluded() {
        return !mayCount(apart, 0);
    }

    @Override
    public double unchangedRise() {
        return (double) weight * uncountedNow;
    }

    /** The groups of pieces that may count: all, or only those that touch the joined term's avoided terrains. */
    @Override
    public double value(int[] sizes, boolean[] excluded, int groups, int n, int otherSteps) {
        if (groups == 0 || !mayCount(List.of(), otherSteps)) {
            return 0;
        }
        boolean countsApart = mayCount(apart, otherSteps);
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

    @Override
    double rise(int[] pieces, int count, int otherSteps) {
        return (double) weight * ((mayCount(List.of(), otherSteps) ? count : 0) + uncountedNow);
    }
}
