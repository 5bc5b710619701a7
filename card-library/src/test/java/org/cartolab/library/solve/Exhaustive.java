package org.cartolab.library.solve;

import java.util.List;

import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.solve.PuzzleSetup;

/** The best score from a position by trying every move of every remaining step: the tests' second opinion. */
final class Exhaustive {

    private Exhaustive() {
    }

    static int best(PuzzleSetup setup, MapState map, int next) {
        if (next == setup.steps().size()) {
            return setup.score(map);
        }
        List<Move> legal = setup.legal(map, setup.steps().get(next));
        if (legal.isEmpty()) {
            return best(setup, map, next + 1);
        }
        int best = Integer.MIN_VALUE;
        for (Move move : legal) {
            MapState child = map.copy();
            setup.apply(child, setup.steps().get(next), move);
            best = Math.max(best, best(setup, child, next + 1));
        }
        return best;
    }

    /** How many plays from the position score exactly {@code score}. */
    static long count(PuzzleSetup setup, MapState map, int next, int score) {
        if (next == setup.steps().size()) {
            return setup.score(map) == score ? 1 : 0;
        }
        List<Move> legal = setup.legal(map, setup.steps().get(next));
        if (legal.isEmpty()) {
            return count(setup, map, next + 1, score);
        }
        long count = 0;
        for (Move move : legal) {
            MapState child = map.copy();
            setup.apply(child, setup.steps().get(next), move);
            count += count(setup, child, next + 1, score);
        }
        return count;
    }
}
