package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.model.expr.Select;
import org.cartolab.model.expr.Source;

/**
 * {@code w * size(largest|r-th largest cluster k of T where COND)}. The counted cluster at the end either is a
 * cluster of now (then the rank can rise at most to the largest counted size now: slack {@code w * (L1 - Lr)})
 * or contains drawn cells, and then it is at most its part's cells now plus the cells drawn into it: each drawn
 * cell is credited {@code w * (1 + max(0, part's cells now - L1))}.
 */
final class ClusterSizeBound implements TermBound {

    private final int weight;
    private final Select select;
    private final Source source;
    private final ClusterFilter filter;
    private final MeasuredTerm term;

    ClusterSizeBound(int weight, Select select, org.cartolab.model.expr.Expr whole) {
        this.weight = weight;
        this.select = select;
        this.source = select.source();
        this.filter = ClusterFilter.of(source.filter(), source.var());
        this.term = new MeasuredTerm(whole);
    }

    @Override
    public double attribute(Position position) {
        Region of = Region.of(source.of(), position);
        if (weight < 0) {
            return -term.valueOn(position);
        }
        long[] forbidden = of == null ? null : filter.forbidden(position);
        if (of == null || of.shrinks() || forbidden == null || !filter.understood() || !select.largest()) {
            long[] may = of == null ? position.grid.all() : Bits.or(of.now(), position.reachableWith(of.grows()));
            return Math.max(0, (double) weight * Bits.count(may) - term.valueOn(position));
        }
        List<Integer> counted = new ArrayList<>();
        for (long[] cluster : position.grid.clusters(of.now())) {
            int size = Bits.count(cluster);
            if (size >= filter.minimumSize() && !Bits.intersects(cluster, forbidden)) {
                counted.add(size);
            }
        }
        counted.sort((a, b) -> Integer.compare(b, a));
        int largest = counted.isEmpty() ? 0 : counted.get(0);
        int ranked = counted.size() < select.rank() ? 0 : counted.get(select.rank() - 1);
        ClusterRegions regions = new ClusterRegions(position, of.now(), position.reachableWith(of.grows()),
                forbidden);
        int rank = select.rank();
        if (rank == 1) {
            for (int i = 0; i < regions.parts.size(); i++) {
                double perCell = weight * (1.0 + Math.max(0, regions.cellsNow.get(i) - largest));
                position.credit(Bits.and(regions.parts.get(i), position.reachable), of.grows(), perCell);
            }
            return (double) weight * (largest - ranked);
        }
        // The r-th largest is at most the mean of the r largest: (their cells now + the cells drawn) / r, when
        // they grew; else it is a cluster of now, at most the largest now.
        List<Integer> partsNow = new ArrayList<>(regions.cellsNow);
        partsNow.sort((a, b) -> Integer.compare(b, a));
        int topNow = 0;
        for (int i = 0; i < rank && i < partsNow.size(); i++) {
            topNow += partsNow.get(i);
        }
        position.credit(Bits.and(position.reachableWith(of.grows()), position.reachable), of.grows(),
                (double) weight / rank);
        return (double) weight * Math.max(largest - ranked, Math.max(0.0, (double) topNow / rank - ranked));
    }
}
