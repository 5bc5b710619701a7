package org.cartolab.solve.bound;

import org.cartolab.board.Bits;
import org.cartolab.model.expr.PerItem;

/**
 * {@code w per cluster k of T where COND(k)}. A cluster that comes to count either contains drawn cells — at
 * least one, and at least {@code n - (cells of T now in its part)} for {@code size(k) >= n}, so each drawn cell is
 * credited {@code w} divided by that — or is a cluster of now whose surroundings changed, which only conditions
 * other than sizes and avoided sets allow ({@code w} per cluster now, as slack).
 */
final class ClusterCountBound extends ClusterTermBound {

    ClusterCountBound(int weight, PerItem perItem) {
        super(weight, perItem.source(), perItem);
    }

    @Override
    double notUnderstood(Position position, Region of) {
        return Math.max(0, (double) weight * position.grid.cellCount() - term.valueOn(position));
    }

    @Override
    double attribute(Position position, Region of, long[] forbidden) {
        ClusterRegions regions = new ClusterRegions(position, of.now(), position.reachableWith(of.grows()),
                forbidden);
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
