package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.cartolab.board.Bits;

/**
 * The clusters of now that a piece term credits in full as they may come to count unchanged (Greengold Plains: a
 * village cluster touching too few terrain types now), priced in {@link JointSteps} by what they still need. Such a
 * cluster, not joined by a drawn piece (a joined one counts once, in its piece's credit), counts only if the steps
 * draw at least {@code need} of its open neighbours in terrains that add a type (one cell per type it lacks). With
 * {@code z} whether it counts and {@code x_n} whether a step draws neighbour n in such a terrain,
 * {@code need * z <= sum_n x_n}, so for any price {@code mu >= 0}
 * <pre>  w z <= max(0, w - need * mu) + mu * sum_n x_n</pre>
 * and the drawings are disjoint: each step's drawing earns {@code mu} per such neighbour it draws, and the cluster
 * adds what its weight exceeds {@code need * mu} by. At {@code mu = 0} it is the piece term's own credit; the price
 * then moves like the cells' prices: up while no best drawing gives the cluster its neighbours, down while they
 * give it more than it needs or it is not taken as counted. So the same drawn cells are not also all of
 * Treetower's fillers and the mountains' surround.
 */
final class ClusterNeeds {

    /**
     * A cluster of now credited {@code weight} by {@code term} (its rise adds it whatever the steps draw) that needs
     * {@code need} of the cells {@code open} drawn in one of the terrains {@code fills} (by terrain index).
     */
    record Need(PieceTerm term, double weight, long[] open, int need, boolean[] fills) {
    }

    /** The position's needs whose piece term is still its own (not replaced by a joined term): these are priced. */
    static List<Need> priced(Position position) {
        List<Need> priced = new ArrayList<>();
        for (Need need : position.clusterNeeds) {
            for (PieceTerm term : position.pieceTerms) {
                if (term == need.term()) {
                    priced.add(need);
                    break;
                }
            }
        }
        return priced;
    }

    /** What the piece terms credit for the priced needs: the joint bound takes it out of their rise. */
    static double weight(Position position) {
        double sum = 0;
        for (Need need : priced(position)) {
            sum += need.weight();
        }
        return sum;
    }

    private final List<Need> needs;
    private final double[] price;
    private final int[] covered;
    private final boolean[] counts;
    private double step;

    ClusterNeeds(Position position) {
        this.needs = priced(position);
        this.price = new double[needs.size()];
        this.covered = new int[needs.size()];
        this.counts = new boolean[needs.size()];
        double most = 0;
        for (Need need : needs) {
            most = Math.max(most, need.weight() / need.need());
        }
        this.step = most / 2;
    }

    boolean any() {
        return !needs.isEmpty();
    }

    /** Per need, how many of its open cells a drawing of {@code cells} in terrain index t gives it; null if none. */
    int[] hits(long[] cells, int t) {
        int[] hits = null;
        for (int g = 0; g < needs.size(); g++) {
            Need need = needs.get(g);
            if (t >= 0 && need.fills()[t]) {
                int n = Bits.count(Bits.and(cells, need.open()));
                if (n > 0) {
                    if (hits == null) {
                        hits = new int[needs.size()];
                    }
                    hits[g] = n;
                }
            }
        }
        return hits;
    }

    /** What a drawing with these hits earns at the current prices. */
    double earnings(int[] hits) {
        double sum = 0;
        for (int g = 0; hits != null && g < hits.length; g++) {
            sum += price[g] * hits[g];
        }
        return sum;
    }

    /**
     * The most a single cell drawn in one of {@code terrains} earns: the prices of the needs whose open cells hold it,
     * where some of the terrains fills them (an upper bound of the cell's best terrain's earnings).
     */
    double single(int cell, boolean[] terrains) {
        double sum = 0;
        for (int g = 0; g < needs.size(); g++) {
            if (fillsAny(needs.get(g), terrains) && Bits.get(needs.get(g).open(), cell)) {
                sum += price[g];
            }
        }
        return sum;
    }

    private static boolean fillsAny(Need need, boolean[] terrains) {
        for (int t = 0; t < terrains.length; t++) {
            if (terrains[t] && need.fills()[t]) {
                return true;
            }
        }
        return false;
    }

    /** Before a round: no drawing chosen. What the needs add beyond their prices, each taken as counted if any. */
    double open() {
        Arrays.fill(covered, 0);
        double sum = 0;
        for (int g = 0; g < needs.size(); g++) {
            double rest = needs.get(g).weight() - needs.get(g).need() * price[g];
            counts[g] = rest > 0;
            sum += Math.max(0, rest);
        }
        return sum;
    }

    /** A step's best drawing has these hits. */
    void use(int[] hits) {
        for (int g = 0; hits != null && g < hits.length; g++) {
            covered[g] += hits[g];
        }
    }

    /** A step's best is the single cell {@code cell} in one of {@code terrains}. */
    void useCell(int cell, boolean[] terrains) {
        for (int g = 0; g < needs.size(); g++) {
            if (fillsAny(needs.get(g), terrains) && Bits.get(needs.get(g).open(), cell)) {
                covered[g]++;
            }
        }
    }

    /** A subgradient step: up by the cells a counted need lacks, down by those it has beyond. Whether one moved. */
    boolean move(double decay) {
        boolean moved = false;
        for (int g = 0; g < needs.size(); g++) {
            double lack = (counts[g] ? needs.get(g).need() : 0) - covered[g];
            double next = Math.max(0, price[g] + step * lack);
            moved |= next != price[g];
            price[g] = next;
        }
        step *= decay;
        return moved;
    }
}
