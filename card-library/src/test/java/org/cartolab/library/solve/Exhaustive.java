package org.cartolab.library.solve;

import java.util.List;

import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.solve.PuzzleSetup;

/**
 * The best score from a position by trying every move of every remaining step: the tests' second opinion. It
 * scores each season itself, from scratch with the scorer when the season's last step is played, rather than
 * through the puzzle setup's banking.
 */
final class Exhaustive {

    private Exhaustive() {
    }

    static int best(PuzzleSetup setup, MapState map, int next) {
        return best(setup, map, next, map.scoredSeasons(), map.bankedPoints());
    }

    /** How many plays from the position score exactly {@code score}. */
    static long count(PuzzleSetup setup, MapState map, int next, int score) {
        return count(setup, map, next, map.scoredSeasons(), map.bankedPoints(), score);
    }

    private static int best(PuzzleSetup setup, MapState map, int next, int season, int points) {
        while (season < setup.puzzle().seasons().size() && setup.seasonEnd(season) <= next) {
            points += freshScore(setup, season++, map);
        }
        if (next == setup.steps().size()) {
            return points;
        }
        List<Move> legal = setup.legal(map, setup.steps().get(next));
        if (legal.isEmpty()) {
            return best(setup, map, next + 1, season, points);
        }
        int best = Integer.MIN_VALUE;
        for (Move move : legal) {
            MapState child = map.copy();
            setup.apply(child, setup.steps().get(next), move);
            best = Math.max(best, best(setup, child, next + 1, season, points));
        }
        return best;
    }

    private static long count(PuzzleSetup setup, MapState map, int next, int season, int points, int score) {
        while (season < setup.puzzle().seasons().size() && setup.seasonEnd(season) <= next) {
            points += freshScore(setup, season++, map);
        }
        if (next == setup.steps().size()) {
            return points == score ? 1 : 0;
        }
        List<Move> legal = setup.legal(map, setup.steps().get(next));
        if (legal.isEmpty()) {
            return count(setup, map, next + 1, season, points, score);
        }
        long count = 0;
        for (Move move : legal) {
            MapState child = map.copy();
            setup.apply(child, setup.steps().get(next), move);
            count += count(setup, child, next + 1, season, points, score);
        }
        return count;
    }

    private static int freshScore(PuzzleSetup setup, int season, MapState map) {
        return setup.engine().scorer().score(map.board(), setup.puzzle().seasons().get(season).scoring(),
                map.coins(), false).total();
    }
}
