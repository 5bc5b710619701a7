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
final class IsolatedClustersSplit implements RiseBound {

    @Override
    public double lower(double plain, Season season) {
        if (plain == Double.POSITIVE_INFINITY) {
            return plain;
        }
        Position position = season.position();
        // Per term with clusters that count now: the cells next to them and the terrains that end them there. A
        // move loses a cluster only by a terrain its own term avoids (farm next to a counted farm cluster does not).
        List<long[]> touching = new ArrayList<>();
        List<boolean[]> avoided = new ArrayList<>();
        int least = Integer.MAX_VALUE;
        for (TermBound term : season.terms()) {
            if (term instanceof ClusterCountBound cluster) {
                ClusterCountBound.Counted counted = cluster.countedNow(position);
                if (counted != null && Bits.intersects(counted.around(), position.reachable)) {
                    touching.add(Bits.and(counted.around(), position.reachable));
                    avoided.add(counted.avoided());
                    least = Math.min(least, counted.weight());
                }
            }
        }
        if (touching.isEmpty()) {
            return plain;
        }
        List<TermBound> terms = new ArrayList<>(season.terms());
        terms.add(inCase -> {
            // After every term's credit (the last term, and after the others' own after-term work).
            inCase.afterTerms.add(() -> {
                for (int i = 0; i < touching.size(); i++) {
                    clear(inCase, touching.get(i), avoided.get(i));
                }
            });
            return 0;
        });
        RiseBound.MoveFilter kept = (step, move) -> {
            int t = position.terrains().indexOf(move.terrain());
            for (int i = 0; t >= 0 && i < touching.size(); i++) {
                if (avoided.get(i)[t] && Bits.intersects(move.cells(), touching.get(i))) {
                    return false;
                }
            }
            return true;
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
