package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * Several terms over the clusters of one set whose points depend only on the clusters' sizes (Wildholds: clusters of
 * six or more; Shieldgate: the second largest), bounded together: the pieces drawn serve them all at once, and a
 * piece that joins a cluster of now makes one larger cluster, not a larger one for one card and a second one for
 * the other. Each final cluster with drawn cells is some pieces and some clusters of now; the others stay as they
 * are. So the rise is at most the best over every such grouping of the sum of the terms' values on the sizes it
 * gives, less their values now. Where the pieces can lie is not looked at, so a grouping the map does not allow
 * only loosens the bound. Past a few pieces and clusters the groupings are too many: then the terms are bounded
 * one by one, as alone.
 *
 * <p>Adding a piece never lowers the best grouping (keep it alone: no term falls when a cluster is added), and nor
 * does cutting one (keep the parts in one group), as {@link PieceTerm} requires.
 */
final class ClusterSizesJoint extends PieceTerm {

    static final int MOST_PIECES = 4;
    /** The most groupings tried per call: Bell(pieces) * (pieces + 1)^clusters at most. */
    static final int MOST_GROUPINGS = 2_000;
    private static final int[] BELL = {1, 1, 2, 5, 15};

    /** A term whose points are a function of the sizes of the set's clusters. */
    interface Sizes {

        /** The sizes of the set's clusters of now that the term sees. */
        int[] clustersNow();

        /** The term's points when the clusters have the sizes {@code sizes[0..n)}. */
        double value(int[] sizes, int n);
    }

    private final List<PieceTerm> terms;
    private final int[] now;
    private final double valueNow;
    private final int[] sizes;
    private final int[] group;
    private final int[] groupSize;
    /** The clusters of now left alone so far in a grouping. */
    private final int[] alone;
    private int aloneCount;

    private ClusterSizesJoint(List<PieceTerm> terms, int[] now) {
        super(terms.get(0).terrains, terms.get(0).unitPieces);
        this.terms = terms;
        this.now = now;
        this.valueNow = value(now, now.length);
        this.sizes = new int[now.length + MOST_PIECES];
        this.group = new int[MOST_PIECES];
        this.groupSize = new int[MOST_PIECES];
        this.alone = new int[now.length];
    }

    /**
     * Adds {@code term} to {@code terms}, joined with a term already there over the same clusters of the same
     * terrains when both are {@link Sizes} that know their clusters of now.
     */
    static void add(List<PieceTerm> terms, PieceTerm term) {
        if (term instanceof Sizes sizes && sizes.clustersNow() != null) {
            for (int i = 0; i < terms.size(); i++) {
                PieceTerm other = terms.get(i);
                List<PieceTerm> parts = other instanceof ClusterSizesJoint joint ? joint.terms
                        : other instanceof Sizes known && known.clustersNow() != null ? List.of(other) : null;
                if (parts != null && Arrays.equals(other.terrains, term.terrains)
                        && other.unitPieces == term.unitPieces
                        && Arrays.equals(((Sizes) parts.get(0)).clustersNow(), sizes.clustersNow())) {
                    List<PieceTerm> joined = new ArrayList<>(parts);
                    joined.add(term);
                    terms.set(i, new ClusterSizesJoint(joined, sizes.clustersNow()));
                    return;
                }
            }
        }
        terms.add(term);
    }

    @Override
    double rise(int[] pieces, int count) {
        if (count > MOST_PIECES || BELL[count] * Math.pow(count + 1, now.length) > MOST_GROUPINGS) {
            double rise = 0;
            for (PieceTerm term : terms) {
                rise += term.rise(pieces, count);
            }
            return rise;
        }
        return Math.max(0, bestGrouping(pieces, count, 0, 0) - valueNow);
    }

    /** The best value over the groupings of the pieces from {@code next} on, {@code groups} groups so far. */
    private double bestGrouping(int[] pieces, int count, int next, int groups) {
        if (next == count) {
            Arrays.fill(groupSize, 0, groups, 0);
            for (int p = 0; p < count; p++) {
                groupSize[group[p]] += pieces[p];
            }
            return bestJoining(0, groups);
        }
        double best = Double.NEGATIVE_INFINITY;
        for (int g = 0; g <= groups; g++) {
            group[next] = g;
            best = Math.max(best, bestGrouping(pieces, count, next + 1, Math.max(groups, g + 1)));
        }
        return best;
    }

    /** The best value when the clusters of now from {@code next} on each stay alone or join a group of pieces. */
    private double bestJoining(int next, int groups) {
        if (next == now.length) {
            int n = 0;
            for (int g = 0; g < groups; g++) {
                sizes[n++] = groupSize[g];
            }
            for (int a = 0; a < aloneCount; a++) {
                sizes[n++] = alone[a];
            }
            return value(sizes, n);
        }
        int size = now[next];
        alone[aloneCount++] = size;
        double best = bestJoining(next + 1, groups);
        aloneCount--;
        for (int g = 0; g < groups; g++) {
            groupSize[g] += size;
            best = Math.max(best, bestJoining(next + 1, groups));
            groupSize[g] -= size;
        }
        return best;
    }

    private double value(int[] clusterSizes, int n) {
        double value = 0;
        for (PieceTerm term : terms) {
            value += ((Sizes) term).value(clusterSizes, n);
        }
        return value;
    }
}
