package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.List;

/**
 * A season's rise as the sum of its parts' rises: its scoring cards' terms apart, and the game's season terms
 * (coins, monsters) alone or with one of the cards. For any play the season's rise is the sum of its parts' rises,
 * each at most that part's bound; each part's rise is a whole number (a card's score, the coins less the monsters'
 * cells), so each bound may be rounded down on its own. The joint bound of all the terms prices the steps' cells
 * once for all of them, which the sum does not; but its rounding is of the sum, and its rounds of prices are
 * shared by the terms: the sum is lower where one card's part is loose by a fraction or the joint prices do not
 * settle (The Cauldrons with the coins, and Shieldgate, at season seed 4: 35 against 37). A sum of bounds, not a
 * case split.
 */
final class TermGroupsSum implements RiseBound {

    private static final double EPSILON = 1e-6;

    @Override
    public double lower(double plain, Season season) {
        if (season.position().from > 0) {
            // The parts cost a bound each (five for two cards and the game's terms): worth it in the report of a
            // puzzle's start (a terrain case's too), not in every report a search makes below it, where it lowered
            // no K = 4 pair's bound and made the reports dearer.
            return plain;
        }
        List<List<TermBound>> cards = season.cardTerms();
        List<TermBound> game = season.gameTerms();
        if (plain == Double.POSITIVE_INFINITY || cards.size() + (game.isEmpty() ? 0 : 1) < 2) {
            return plain;
        }
        long[] reachable = season.position().reachable;
        double[] alone = new double[cards.size()];
        double sum = 0;
        for (int k = 0; k < cards.size(); k++) {
            alone[k] = whole(season.rise(cards.get(k), reachable, null));
            sum += alone[k];
        }
        if (game.isEmpty()) {
            return Math.min(plain, sum);
        }
        double best = sum + whole(season.rise(game, reachable, null));
        for (int k = 0; k < cards.size() && cards.size() > 1; k++) {
            List<TermBound> joined = new ArrayList<>(cards.get(k));
            joined.addAll(game);
            best = Math.min(best, sum - alone[k] + whole(season.rise(joined, reachable, null)));
        }
        return Math.min(plain, best);
    }

    /** A part's rise is a whole number in every play, so its bound rounds down. */
    private static double whole(double rise) {
        return rise == Double.POSITIVE_INFINITY ? rise : Math.floor(rise + EPSILON);
    }
}
