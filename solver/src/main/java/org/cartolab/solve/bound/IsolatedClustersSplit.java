package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Bits;

/**
 * Clusters that count now for touching no avoided set (Shoreside Expanse: a farm cluster touching no water or
 * edge) stop counting once a step draws an avoided terrain next to them; the cluster bounds count only what the
 * drawn pieces add, never what is lost. Two cases: no step draws an avoided terrain next to a counted cluster
 * (those moves are left out, and those cells' values in those terrains cleared: no play of the case draws them,
 * so Canal Lake's stars for water next to an isolated farm cluster are not credited), or some step does, and a
 * counted cluster is lost: the rise without cases, less the least weight of such a cluster.
 */
final class IsolatedClustersSplit implements CaseBound {

    @Override
    public double lower(double plain, Season season) {
        if (plain == Double.POSITIVE_INFINITY) {
            return plain;
        }
        Position position = season.position();
        long[] around = position.grid.none();
        boolean[] avoided = new boolean[position.value.length];
        int least = Integer.MAX_VALUE;
        for (TermBound term : season.terms()) {
            if (term instanceof ClusterCountBound cluster) {
                ClusterCountBound.Counted counted = cluster.countedNow(position);
                if (counted != null) {
                    around = Bits.or(around, counted.around());
                    for (int t = 0; t < avoided.length; t++) {
                        avoided[t] |= counted.avoided()[t];
                    }
                    least = Math.min(least, counted.weight());
                }
            }
        }
        long[] touching = Bits.and(around, position.reachable);
        if (least == Integer.MAX_VALUE || Bits.isEmpty(touching)) {
            return plain;
        }
        List<TermBound> terms = new ArrayList<>(season.terms());
        terms.add(inCase -> {
            // After every term's credit (the last term, and after the others' own after-term work).
            inCase.afterTerms.add(() -> clear(inCase, touching, avoided));
            return 0;
        });
        CaseBound.MoveFilter kept = (step, move) -> {
            int t = position.terrains().indexOf(move.terrain());
            return t < 0 || !avoided[t] || !Bits.intersects(move.cells(), touching);
        };
        double isolated = season.rise(terms, position.reachable, kept);
        return Math.min(plain, Math.max(isolated, plain - least));
    }

    private static void clear(Position position, long[] cells, boolean[] terrains) {
        for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
            for (int t = 0; t < terrains.length; t++) {
                if (terrains[t]) {
                    position.value[t][i] = 0;
                }
            }
        }
    }
}
