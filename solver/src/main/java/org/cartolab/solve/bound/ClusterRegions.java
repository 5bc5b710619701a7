package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Bits;

/**
 * Where the clusters of a terrain set can be at the end: its cells now plus the reachable cells it can be drawn
 * on, split into connected parts. A final cluster lies inside one part, so its size is at most the part's cells
 * of the set now plus the cells drawn into the part.
 */
final class ClusterRegions {

    final List<long[]> parts = new ArrayList<>();
    final List<Integer> cellsNow = new ArrayList<>();
    /** The clusters of the set now that hold no forbidden cell, in the grid's order. */
    final List<long[]> allowedClusters = new ArrayList<>();

    /**
     * @param now       the set's cells now
     * @param drawable  the empty cells it can be drawn on
     * @param forbidden cells a counted cluster cannot contain; the clusters now that contain one are left out
     */
    ClusterRegions(Position position, long[] now, long[] drawable, long[] forbidden) {
        long[] allowedNow = now;
        for (long[] cluster : position.grid.clusters(now)) {
            if (Bits.intersects(cluster, forbidden)) {
                allowedNow = Bits.andNot(allowedNow, cluster);
                // A cell drawn next to a forbidden cluster joins it.
                drawable = Bits.andNot(drawable, position.grid.neighbours(cluster));
            } else {
                allowedClusters.add(cluster);
            }
        }
        drawable = Bits.andNot(drawable, forbidden);
        long[] may = Bits.or(allowedNow, drawable);
        for (long[] part : position.grid.clusters(may)) {
            parts.add(part);
            cellsNow.add(Bits.count(Bits.and(part, allowedNow)));
        }
    }

    /** Per allowed cluster: the cells of its part, the most a final cluster that holds it has. */
    int[] clusterCaps() {
        return allowedClusters.stream().mapToInt(this::capOf).toArray();
    }

    /** The cells of the part that holds {@code cluster}. */
    private int capOf(long[] cluster) {
        for (long[] part : parts) {
            if (Bits.intersects(part, cluster)) {
                return Bits.count(part);
            }
        }
        return Integer.MAX_VALUE;
    }
}
