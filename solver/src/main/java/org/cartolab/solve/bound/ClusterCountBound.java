package org.cartolab.solve.bound;

import org.cartolab.board.Bits;
import org.cartolab.model.expr.PerItem;
import org.cartolab.model.expr.Source;

/**
 * {@code w per cluster k of T where COND(k)}. A cluster that comes to count either contains drawn cells — at
 * least one, and at least {@code n - (cells of T now in its part)} for {@code size(k) >= n}, so each drawn cell is
 * credited {@code w} divided by that — or is a cluster of now whose surroundings changed, which only conditions
 * other than sizes and avoided sets allow ({@code w} per cluster now, as slack).
 */
final class ClusterCountBound implements TermBound {

    private final int weight;
    private final Source source;
    private final ClusterFilter filter;
    private final MeasuredTerm term;

    ClusterCountBound(int weight, PerItem perItem) {
        this.weight = weight;
        this.source = perItem.source();
        this.filter = ClusterFilter.of(source.filter(), source.var());
        this.term = new MeasuredTerm(perItem);
    }

    @Override
    public double attribute(Position position) {
        Region of = Region.of(source.of(), position);
        if (weight < 0) {
            return -term.valueOn(position);
        }
        long[] forbidden = of == null ? null : filter.forbidden(position);
        if (of == null || of.shrinks() || forbidden == null) {
            return Math.max(0, (double) weight * position.grid.cellCount() - term.valueOn(position));
        }
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
