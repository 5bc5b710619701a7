package org.cartolab.balance;

import java.io.Serializable;
import java.util.Map;
import java.util.TreeMap;

/**
 * What the games said about one scoring card: every season it scored in, as integer sums and a histogram of its
 * points. Integers only, so that merging tallies in any order and grouping gives the same numbers: the report is
 * the same whatever the number of Spark partitions.
 */
public final class CardTally implements Serializable {

    private static final long serialVersionUID = 1L;

    private long seasons;
    /** Games (one per player) the card was dealt in: its solo value is subtracted once per game. */
    private long games;
    private long points;
    private long squares;
    /** The season totals (all cards, coins, monsters) of the seasons this card scored in. */
    private long seasonTotals;
    private final TreeMap<Integer, Long> histogram = new TreeMap<>();
    /** Per card scored in the same season: n, sum x, sum y, sum x*x, sum y*y, sum x*y (x this card, y the other). */
    private final TreeMap<String, long[]> pairs = new TreeMap<>();

    void add(int cardPoints, int seasonTotal) {
        seasons++;
        points += cardPoints;
        squares += (long) cardPoints * cardPoints;
        seasonTotals += seasonTotal;
        histogram.merge(cardPoints, 1L, Long::sum);
    }

    void addGame() {
        games++;
    }

    void pair(String other, int x, int y) {
        long[] sums = pairs.computeIfAbsent(other, id -> new long[6]);
        sums[0]++;
        sums[1] += x;
        sums[2] += y;
        sums[3] += (long) x * x;
        sums[4] += (long) y * y;
        sums[5] += (long) x * y;
    }

    void merge(CardTally other) {
        seasons += other.seasons;
        games += other.games;
        points += other.points;
        squares += other.squares;
        seasonTotals += other.seasonTotals;
        other.histogram.forEach((value, count) -> histogram.merge(value, count, Long::sum));
        other.pairs.forEach((id, sums) -> {
            long[] mine = pairs.computeIfAbsent(id, key -> new long[6]);
            for (int i = 0; i < mine.length; i++) {
                mine[i] += sums[i];
            }
        });
    }

    public long seasons() {
        return seasons;
    }

    public long points() {
        return points;
    }

    public long games() {
        return games;
    }

    /** Its points per game it was dealt in (the seasons it scored in that game, added up). */
    public double meanPerGame() {
        return games == 0 ? Double.NaN : (double) points / games;
    }

    public double mean() {
        return seasons == 0 ? Double.NaN : (double) points / seasons;
    }

    public double standardDeviation() {
        if (seasons == 0) {
            return Double.NaN;
        }
        double mean = mean();
        return Math.sqrt(Math.max(0, (double) squares / seasons - mean * mean));
    }

    /** The card's share of the score of the seasons it scored in. */
    public double share() {
        return seasonTotals == 0 ? Double.NaN : (double) points / seasonTotals;
    }

    /** Points to count: each value the card scored, with how many seasons it scored it, ascending. */
    public Map<Integer, Long> histogram() {
        return java.util.Collections.unmodifiableMap(histogram);
    }

    /** The smallest value with at least {@code q} of the seasons at or below it (the nearest-rank quantile). */
    public int quantile(double q) {
        if (seasons == 0) {
            throw new IllegalStateException("no seasons");
        }
        long rank = Math.max(1, (long) Math.ceil(q * seasons));
        long seen = 0;
        for (Map.Entry<Integer, Long> entry : histogram.entrySet()) {
            seen += entry.getValue();
            if (seen >= rank) {
                return entry.getKey();
            }
        }
        return histogram.lastKey();
    }

    /** The cards this one scored beside (the season's other edicts), in id order. */
    public Iterable<String> partners() {
        return pairs.keySet();
    }

    /** Seasons scored together with {@code other}. */
    public long together(String other) {
        long[] sums = pairs.get(other);
        return sums == null ? 0 : sums[0];
    }

    /** Pearson's correlation of the two cards' points over the seasons they scored together; NaN if undefined. */
    public double correlation(String other) {
        long[] s = pairs.get(other);
        if (s == null || s[0] < 2) {
            return Double.NaN;
        }
        double n = s[0];
        double cov = s[5] - s[1] * (double) s[2] / n;
        double vx = s[3] - s[1] * (double) s[1] / n;
        double vy = s[4] - s[2] * (double) s[2] / n;
        return vx <= 0 || vy <= 0 ? Double.NaN : cov / Math.sqrt(vx * vy);
    }

    /** Equal tallies hold equal sums, histograms and pair sums. */
    @Override
    public boolean equals(Object o) {
        if (!(o instanceof CardTally other)) {
            return false;
        }
        if (seasons != other.seasons || games != other.games || points != other.points || squares != other.squares
                || seasonTotals != other.seasonTotals || !histogram.equals(other.histogram)
                || !pairs.keySet().equals(other.pairs.keySet())) {
            return false;
        }
        return pairs.entrySet().stream().allMatch(e -> java.util.Arrays.equals(e.getValue(),
                other.pairs.get(e.getKey())));
    }

    @Override
    public int hashCode() {
        return Long.hashCode(seasons) * 31 + Long.hashCode(points);
    }

    @Override
    public String toString() {
        return "CardTally[seasons=" + seasons + ", points=" + points + ", histogram=" + histogram + "]";
    }
}
