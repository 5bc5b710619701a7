package org.cartolab.solve.bound;

import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.model.Terrain;
import org.cartolab.model.expr.PerItem;

/**
 * {@code w per cluster k of T where COND(k)}. A cluster that comes to count either contains drawn cells — at
 * least one, and at least {@code n - (cells of T now in its part)} for {@code size(k) >= n}, so each drawn cell is
 * credited {@code w} divided by that — or is a cluster of now whose surroundings changed, which only conditions
 * other than sizes and avoided sets allow ({@code w} per cluster now, as slack). When the condition is only a
 * least size and avoided sets, or has no least size, the pieces drawn bound better than the cells
 * ({@link ClusterCountPieces}).
 */
final class ClusterCountBound extends ClusterTermBound {

    private final int points;

    ClusterCountBound(int weight, PerItem perItem) {
        super(weight, perItem.source(), perItem);
        this.points = perItem.points();
    }

    @Override
    double notUnderstood(Position position, Region of) {
        return Math.max(0, (double) weight * position.grid.cellCount() - term.valueOn(position));
    }

    @Override
    double attribute(Position position, Region of, long[] forbidden) {
        if (filter.minimumSize() <= 1 && points != 0) {
            // Every new counted cluster needs only one drawn cell: count pieces, not cells (ClusterCountPieces).
            int countedNow = term.valueOn(position) / points;
            int uncounted = filter.understood() ? 0 : position.grid.clusters(of.now()).size() - countedNow;
            boolean unitPieces = !Region.drawingJoinsWhole(source.of());
            ClusterFilter.TouchedTypes touched = filter.touched();
            if (touched != null) {
                List<Terrain> available = touched.available(position);
                if (available.size() < touched.least()) {
                    return 0; // no cluster can come to touch enough terrains: none comes to count
                }
                uncounted = 0;
                List<long[]> clusters = position.grid.clusters(of.now());
                int[] sizes = new int[clusters.size()];
                for (int i = 0; i < sizes.length; i++) {
                    long[] cluster = clusters.get(i);
                    sizes[i] = Bits.count(cluster);
                    // Those that count now add nothing; the others need terrains drawn around them.
                    if (sizes[i] >= filter.minimumSize() && !Bits.intersects(cluster, forbidden)
                            && touched.mayCountUnchanged(position, cluster)
                            && !touched.countsNow(position, cluster)) {
                        uncounted++;
                    }
                }
                // As sizes, so that a term over the same clusters (Wildholds, Great City) is bounded with it.
                ClusterSizesJoint.add(position.pieceTerms, new TouchedTypesPieces(of.grows(), unitPieces, weight,
                        uncounted, sizes, touched.least(), touched.onMap(position), available));
                return 0;
            }
            position.pieceTerms.add(new ClusterCountPieces(of.grows(), unitPieces, weight, Math.max(0, uncounted)));
            return 0;
        }
        ClusterRegions regions = new ClusterRegions(position, of.now(), position.reachableWith(of.grows()),
                forbidden);
        if (filter.understood()) {
            // A new counted cluster needs n cells of drawn pieces and small clusters of now: count pieces.
            int smallCells = 0;
            boolean room = false;
            for (long[] part : regions.parts) {
                if (Bits.count(part) >= filter.minimumSize()) {
                    room = true;
                    for (long[] cluster : position.grid.clusters(Bits.and(part, of.now()))) {
                        int size = Bits.count(cluster);
                        smallCells += size < filter.minimumSize() ? size : 0;
                    }
                }
            }
            if (room) {
                // With no avoided set, every cluster of now may be joined: the sizes tell the points.
                int[] sizes = filter.avoided().isEmpty() ? position.grid.clusters(of.now()).stream()
                        .mapToInt(Bits::count).toArray() : null;
                ClusterSizesJoint.add(position.pieceTerms, new ClusterCountPieces(of.grows(),
                        !Region.drawingJoinsWhole(source.of()), weight, 0, filter.minimumSize(), smallCells, sizes));
            }
            return 0;
        }
        for (int i = 0; i < regions.parts.size(); i++) {
            long[] part = regions.parts.get(i);
            if (Bits.count(part) < filter.minimumSize()) {
                continue;
            }
            int need = Math.max(1, filter.minimumSize() - regions.cellsNow.get(i));
            position.credit(Bits.and(part, position.reachable), of.grows(), (double) weight / need);
        }
        return filter.understood() ? 0 : (double) weight * position.grid.clusters(of.now()).size();
    }
}
