package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.cartolab.model.Terrain;

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

        /**
         * The clusters of now that the term never counts, nor any cluster that contains one (null: none). At most
         * one term of a joint has them: the joint marks the clusters that contain one for that term alone.
         */
        default boolean[] excludedNow() {
            return null;
        }

        /**
         * The terrains a cluster that is not excluded never touches: those of the sets the term with
         * {@link #excludedNow} avoids (Great City: mountain); empty when they are not terrains.
         */
        default List<Terrain> excludedTouching() {
            return List.of();
        }

        /** The term told that a cluster not excluded touches none of {@code terrains} ({@link #excludedTouching}). */
        default Sizes apartFrom(List<Terrain> terrains) {
            return this;
        }

        /**
         * Whether the term may value a cluster of drawn pieces more when it is excluded (Greengold Plains, when its
         * third terrain type can only be a mountain): then the joint tries each group of pieces both ways.
         */
        default boolean gainsWhenExcluded() {
            return false;
        }

        /** What the clusters of now left as they are may add beyond what their sizes say (0: nothing). */
        default double unchangedRise() {
            return 0;
        }

        /**
         * The term's points when the clusters have the sizes {@code sizes[0..n)}, of which the first {@code groups}
         * contain drawn pieces; {@code excluded[i]}: cluster i touches what the term of {@link #excludedNow} avoids
         * (for a cluster of now: contains one of {@link #excludedNow}); {@code otherSteps}: the remaining steps that
         * draw outside the set's terrains ({@link PieceTerm#rise(int[], int, int)}).
         */
        double value(int[] sizes, boolean[] excluded, int groups, int n, int otherSteps);
    }

    private final List<PieceTerm> terms;
    private final int[] now;
    /** The clusters of now that one of the terms excludes (all false: none). */
    private final boolean[] excludedNow;
    /** Whether a group of pieces is tried both excluded and not (else only not, the better case for every term). */
    private final boolean bothWays;
    private final double valueNow;
    private final int[] sizes;
    private final boolean[] excluded;
    private final int[] group;
    private final int[] groupSize;
    private final boolean[] groupExcluded;
    /** The indices of the clusters of now left alone so far in a grouping. */
    private final int[] alone;
    private int aloneCount;
    /** The steps of the choice being bounded that draw outside the terrains ({@link PieceTerm#rise}). */
    private int otherSteps = Integer.MAX_VALUE;

    private ClusterSizesJoint(List<PieceTerm> joined, int[] now) {
        super(joined.get(0).terrains, joined.get(0).unitPieces);
        this.now = now;
        this.excludedNow = new boolean[now.length];
        List<Terrain> avoided = List.of();
        for (PieceTerm term : joined) {
            boolean[] excludes = ((Sizes) term).excludedNow();
            if (excludes != null) {
                System.arraycopy(excludes, 0, excludedNow, 0, now.length);
                avoided = ((Sizes) term).excludedTouching();
            }
        }
        List<PieceTerm> told = new ArrayList<>();
        boolean gains = false;
        for (PieceTerm term : joined) {
            Sizes apart = ((Sizes) term).apartFrom(avoided);
            told.add((PieceTerm) apart);
            gains |= apart.gainsWhenExcluded();
        }
        this.terms = told;
        this.bothWays = gains;
        this.sizes = new int[now.length + MOST_PIECES];
        this.excluded = new boolean[now.length + MOST_PIECES];
        this.group = new int[MOST_PIECES];
        this.groupSize = new int[MOST_PIECES];
        this.groupExcluded = new boolean[MOST_PIECES];
        this.alone = new int[now.length];
        System.arraycopy(now, 0, sizes, 0, now.length);
        System.arraycopy(excludedNow, 0, excluded, 0, now.length);
        this.valueNow = value(sizes, excluded, 0, now.length);
    }

    /**
     * Adds {@code term} to {@code terms}, joined with a term already there over the same clusters of the same
     * terrains when both are {@link Sizes} that know their clusters of now.
     */
    static void add(List<PieceTerm> terms, PieceTerm term) {
        int partner = partner(terms, term);
        if (partner >= 0) {
            joinAt(terms, partner, term);
        } else {
            terms.add(term);
        }
    }

    /**
     * The index in {@code terms} of a term {@code term} can join: over the same clusters of the same terrains, both
     * {@link Sizes} that know their clusters of now, at most one of them excluding some; -1 if there is none.
     */
    static int partner(List<PieceTerm> terms, PieceTerm term) {
        if (term instanceof Sizes sizes && sizes.clustersNow() != null) {
            for (int i = 0; i < terms.size(); i++) {
                List<PieceTerm> parts = parts(terms.get(i));
                if (parts != null && Arrays.equals(terms.get(i).terrains, term.terrains)
                        && terms.get(i).unitPieces == term.unitPieces
                        && Arrays.equals(((Sizes) parts.get(0)).clustersNow(), sizes.clustersNow())
                        && (sizes.excludedNow() == null
                            || parts.stream().allMatch(part -> ((Sizes) part).excludedNow() == null))) {
                    return i;
                }
            }
        }
        return -1;
    }

    /** Replaces {@code terms[at]} by it joined with {@code term} (see {@link #partner}). */
    static void joinAt(List<PieceTerm> terms, int at, PieceTerm term) {
        List<PieceTerm> joined = new ArrayList<>(parts(terms.get(at)));
        joined.add(term);
        terms.set(at, new ClusterSizesJoint(joined, ((Sizes) term).clustersNow()));
    }

    /** The sizes terms a piece term is made of, or null if it is none. */
    private static List<PieceTerm> parts(PieceTerm term) {
        return term instanceof ClusterSizesJoint joint ? joint.terms
                : term instanceof Sizes known && known.clustersNow() != null ? List.of(term) : null;
    }

    @Override
    double rise(int[] pieces, int count) {
        return rise(pieces, count, Integer.MAX_VALUE);
    }

    @Override
    double rise(int[] pieces, int count, int otherSteps) {
        if (!enumerates(count, now.length)) {
            double rise = 0;
            for (PieceTerm term : terms) {
                rise += term.rise(pieces, count, otherSteps);
            }
            return rise;
        }
        double unchanged = 0;
        for (PieceTerm term : terms) {
            unchanged += ((Sizes) term).unchangedRise();
        }
        this.otherSteps = otherSteps;
        return Math.max(0, bestGrouping(pieces, count, 0, 0) - valueNow) + unchanged;
    }

    /** Whether the groupings of {@code pieces} pieces and {@code clusters} clusters of now are few enough to try. */
    static boolean enumerates(int pieces, int clusters) {
        return pieces <= MOST_PIECES && BELL[pieces] * Math.pow(pieces + 1, clusters) <= MOST_GROUPINGS;
    }

    /** The best value over the groupings of the pieces from {@code next} on, {@code groups} groups so far. */
    private double bestGrouping(int[] pieces, int count, int next, int groups) {
        if (next == count) {
            Arrays.fill(groupSize, 0, groups, 0);
            // A group of drawn pieces alone may touch what the term excludes, or not: not is the better case.
            Arrays.fill(groupExcluded, 0, groups, false);
            for (int p = 0; p < count; p++) {
                groupSize[group[p]] += pieces[p];
            }
            double best = bestJoining(0, groups);
            // A term that gains from an excluded group (it needs what the other avoids): each group either way.
            for (int ways = 1; bothWays && ways < 1 << groups; ways++) {
                for (int g = 0; g < groups; g++) {
                    groupExcluded[g] = (ways >>> g & 1) != 0;
                }
                best = Math.max(best, bestJoining(0, groups));
            }
            return best;
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
                excluded[n] = groupExcluded[g];
                sizes[n++] = groupSize[g];
            }
            for (int a = 0; a < aloneCount; a++) {
                excluded[n] = excludedNow[alone[a]];
                sizes[n++] = now[alone[a]];
            }
            return value(sizes, excluded, groups, n);
        }
        alone[aloneCount++] = next;
        double best = bestJoining(next + 1, groups);
        aloneCount--;
        for (int g = 0; g < groups; g++) {
            boolean was = groupExcluded[g];
            groupSize[g] += now[next];
            groupExcluded[g] |= excludedNow[next];
            best = Math.max(best, bestJoining(next + 1, groups));
            groupSize[g] -= now[next];
            groupExcluded[g] = was;
        }
        return best;
    }

    private double value(int[] clusterSizes, boolean[] clusterExcluded, int groups, int n) {
        double value = 0;
        for (PieceTerm term : terms) {
            value += ((Sizes) term).value(clusterSizes, clusterExcluded, groups, n, otherSteps);
        }
        return value;
    }
}
