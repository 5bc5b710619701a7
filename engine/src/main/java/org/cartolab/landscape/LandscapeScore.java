package org.cartolab.landscape;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;

import org.cartolab.scoring.CardScore;

/**
 * A landscape's score (RULES.md 3.7): the points of each of its own scoring conditions, the shared condition's
 * points (0 for a landscape without conditions of its own), the cost of the own conditions and the total.
 *
 * @param conditionCost the points subtracted for the own conditions, as a negative number (or 0)
 */
public record LandscapeScore(List<CardScore> own, Optional<CardScore> shared, int conditionCost, int total) {

    public LandscapeScore {
        own = List.copyOf(own);
    }

    /**
     * The tie-break (RULES.md 3.7): the higher total wins; on equal totals, the higher most valuable condition,
     * then the second most valuable, and so on. The shared condition counts among a player's conditions, as it is
     * part of their score (the rulebook does not say; this is the reading used). Greater is better.
     */
    public static final Comparator<LandscapeScore> RANKING = Comparator.comparingInt(LandscapeScore::total)
            .thenComparing(LandscapeScore::conditionValues, LandscapeScore::compareDescending);

    /** The points of the own and shared conditions, most valuable first. */
    public List<Integer> conditionValues() {
        List<Integer> values = new ArrayList<>();
        own.forEach(score -> values.add(score.points()));
        shared.ifPresent(score -> values.add(score.points()));
        values.sort(Comparator.reverseOrder());
        return values;
    }

    /** Compares condition values position by position; a player with a value where the other has none is ahead. */
    private static int compareDescending(List<Integer> a, List<Integer> b) {
        for (int i = 0; i < Math.max(a.size(), b.size()); i++) {
            if (i >= a.size() || i >= b.size()) {
                return i >= a.size() ? -1 : 1;
            }
            int compared = Integer.compare(a.get(i), b.get(i));
            if (compared != 0) {
                return compared;
            }
        }
        return 0;
    }
}
