package org.cartolab.balance;

import java.io.Serializable;
import java.util.Collections;
import java.util.Map;
import java.util.TreeMap;

/**
 * The sampled seasons' best plays against greedy play, by scoring card (each season counts for both its cards):
 * integer sums only, so that any grouping gives the same numbers.
 */
public final class OptimumTally implements Serializable {

    private static final long serialVersionUID = 1L;

    /**
     * Per card: sampled seasons, proven, then over the proven ones: greedy total, optimum, greedy's points and the
     * optimal play's points for this card; over the seasons with a finite bound: the bound over greedy, and their
     * count (a card whose form the bounds do not understand bounds nothing).
     */
    private final TreeMap<String, long[]> cards = new TreeMap<>();

    /** Bounds at or above this are the solver's "no bound" (Integer.MAX_VALUE, less the points already drawn). */
    static final int UNBOUNDED = Integer.MAX_VALUE / 2;

    void add(String card, int greedyTotal, int greedyPoints, boolean proven, int bestTotal, int optimalPoints,
             int bound) {
        long[] sums = cards.computeIfAbsent(card, id -> new long[8]);
        sums[0]++;
        if (bound < UNBOUNDED) {
            sums[6] += bound - greedyTotal;
            sums[7]++;
        }
        if (proven) {
            sums[1]++;
            sums[2] += greedyTotal;
            sums[3] += bestTotal;
            sums[4] += greedyPoints;
            sums[5] += optimalPoints;
        }
    }

    static OptimumTally merge(OptimumTally a, OptimumTally b) {
        OptimumTally sum = new OptimumTally();
        for (OptimumTally part : new OptimumTally[] {a, b}) {
            part.cards.forEach((id, sums) -> {
                long[] mine = sum.cards.computeIfAbsent(id, key -> new long[8]);
                for (int i = 0; i < mine.length; i++) {
                    mine[i] += sums[i];
                }
            });
        }
        return sum;
    }

    /** One card's line: seasons sampled and proven, and the means over the proven ones. */
    public record Line(long sampled, long proven, double greedyTotal, double optimum, double greedyPoints,
                       double optimalPoints, double meanBoundGap) {

        /** What greedy play leaves on the table in this card's seasons: optimum minus greedy, on average. */
        public double leftOnTable() {
            return optimum - greedyTotal;
        }
    }

    public Map<String, Line> lines() {
        Map<String, Line> lines = new TreeMap<>();
        cards.forEach((id, s) -> lines.put(id, new Line(s[0], s[1], mean(s[2], s[1]), mean(s[3], s[1]),
                mean(s[4], s[1]), mean(s[5], s[1]), mean(s[6], s[7]))));
        return Collections.unmodifiableMap(lines);
    }

    private static double mean(long sum, long count) {
        return count == 0 ? Double.NaN : (double) sum / count;
    }

    @Override
    public boolean equals(Object o) {
        if (!(o instanceof OptimumTally other) || !cards.keySet().equals(other.cards.keySet())) {
            return false;
        }
        return cards.entrySet().stream().allMatch(e -> java.util.Arrays.equals(e.getValue(),
                other.cards.get(e.getKey())));
    }

    @Override
    public int hashCode() {
        return cards.keySet().hashCode();
    }
}
