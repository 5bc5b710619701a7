package org.cartolab.balance;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.TreeMap;

import org.cartolab.model.ScoringCard;

/**
 * One scoring card's line of the report: the distribution of its points per season it scored in, its share of
 * those seasons' scores, and its mean against its printed solo value.
 *
 * @param correlations Pearson's r of its points with each card it scored beside, by card id
 */
public record CardRow(String id, String name, String deck, int soloValue, long games, long seasons,
                      double meanPerGame, double mean,
                      double standardDeviation, int min, int p10, int p25, int median, int p75, int p90, int max,
                      double share, Map<Integer, Long> histogram, Map<String, Double> correlations) {

    public CardRow {
        // Sorted copies: the report lists them in key order, the same on every run (Map.copyOf's order is not).
        histogram = Collections.unmodifiableSortedMap(new TreeMap<>(histogram));
        correlations = Collections.unmodifiableSortedMap(new TreeMap<>(correlations));
    }

    /**
     * The mean points per game minus the solo value printed on the card: solo scoring subtracts the solo value
     * once from the card's points of the whole game (RULES.md 1.10), so this is what the card gives a solo player.
     */
    public double perGameOverSoloValue() {
        return meanPerGame - soloValue;
    }

    /** The row of {@code card}, dealt from the deck {@code deck} (a designer's card may name none itself). */
    static CardRow of(ScoringCard card, String deck, CardTally tally) {
        if (tally == null || tally.seasons() == 0) {
            return new CardRow(card.id(), card.name(), deck, card.soloValue(), 0, 0, Double.NaN, Double.NaN,
                    Double.NaN, 0,
                    0, 0, 0, 0, 0, 0, Double.NaN, Map.of(), Map.of());
        }
        Map<String, Double> correlations = new LinkedHashMap<>();
        for (String other : tally.partners()) {
            correlations.put(other, tally.correlation(other));
        }
        return new CardRow(card.id(), card.name(), deck, card.soloValue(), tally.games(), tally.seasons(),
                tally.meanPerGame(), tally.mean(),
                tally.standardDeviation(), tally.quantile(0), tally.quantile(0.10), tally.quantile(0.25),
                tally.quantile(0.50), tally.quantile(0.75), tally.quantile(0.90), tally.quantile(1.0), tally.share(),
                tally.histogram(), correlations);
    }
}
