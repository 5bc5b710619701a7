package org.cartolab.solve.bound;

import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.Select;

/**
 * {@code w * size(largest|r-th largest cluster k of T where COND)}. The largest cluster at the end either is the
 * largest counted cluster of now (no rise) or contains drawn cells, and then it is at most its part's cells now
 * plus the cells drawn into it: each drawn cell is credited {@code w * (1 + max(0, part's cells now - L1))}. Where
 * another term bounds the same clusters by sizes, the largest can also join it ({@link LargestClusterPieces}): the
 * budget bound tries both. The r-th largest (r >= 2) is left to {@link RankedClusterPieces}.
 */
final class ClusterSizeBound extends ClusterTermBound {

    private final Select select;

    ClusterSizeBound(int weight, Select select, Expr whole) {
        super(weight, select.source(), whole);
        this.select = select;
    }

    @Override
    double notUnderstood(Position position, Region of) {
        long[] may = of == null ? position.grid.all() : Bits.or(of.now(), position.reachableWith(of.grows()));
        return Math.max(0, (double) weight * Bits.count(may) - term.valueOn(position));
    }

    @Override
    double attribute(Position position, Region of, long[] forbidden) {
        if (!filter.understood() || !select.largest()) {
            return notUnderstood(position, of);
        }
        if (select.rank() > 1) {
            // The r-th largest depends on how the drawn cells come in pieces: see RankedClusterPieces.
            // Each cluster of now capped by its part of the regions the set can still fill.
            ClusterRegions regions = new ClusterRegions(position, of.now(), position.reachableWith(of.grows()),
                    forbidden);
            ClusterSizesJoint.add(position.pieceTerms, new RankedClusterPieces(of.grows(),
                    !Region.drawingJoinsWhole(source.of()), weight, select.rank(),
                    regions.allowedClusters.stream().mapToInt(Bits::count).toArray(), term.valueOn(position),
                    position.maxPieces(), filter.minimumSize(), regions.clusterCaps()));
            return 0;
        }
        List<long[]> clusters = position.grid.clusters(of.now());
        int[] sizes = new int[clusters.size()];
        boolean[] excluded = new boolean[clusters.size()];
        int largest = 0;
        for (int i = 0; i < sizes.length; i++) {
            sizes[i] = Bits.count(clusters.get(i));
            excluded[i] = Bits.intersects(clusters.get(i), forbidden);
            if (sizes[i] >= filter.minimumSize() && !excluded[i]) {
                largest = Math.max(largest, sizes[i]);
            }
        }
        // With another term over the same clusters (Shieldgate), bounded together by sizes when every grouping can
        // be tried and the position asks for it; else cell by cell, which knows where the pieces can lie.
        boolean unitPieces = !Region.drawingJoinsWhole(source.of());
        PieceTerm bySizes = new LargestClusterPieces(of.grows(), unitPieces, weight, sizes, excluded,
                filter.avoidedTerrains(), filter.minimumSize());
        boolean enumerates = ClusterSizesJoint.enumerates(position.mostPieces(unitPieces), sizes.length);
        int largestNow = largest;
        position.afterTerms.add(() -> {
            int partner = enumerates ? ClusterSizesJoint.partner(position.pieceTerms, bySizes) : -1;
            if (partner >= 0 && position.joinSizes) {
                ClusterSizesJoint.joinAt(position.pieceTerms, partner, bySizes);
            } else {
                position.sizesJoinable |= partner >= 0;
                creditCells(position, of, forbidden, largestNow);
            }
        });
        return 0;
    }

    /** Each drawn cell credited {@code w * (1 + its part's cells now beyond the largest counted cluster)}. */
    private void creditCells(Position position, Region of, long[] forbidden, int largest) {
        ClusterRegions regions = new ClusterRegions(position, of.now(), position.reachableWith(of.grows()),
                forbidden);
        for (int i = 0; i < regions.parts.size(); i++) {
            double perCell = weight * (1.0 + Math.max(0, regions.cellsNow.get(i) - largest));
            position.credit(Bits.and(regions.parts.get(i), position.reachable), of.grows(), perCell);
        }
    }
}
