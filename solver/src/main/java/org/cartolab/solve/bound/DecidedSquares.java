package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;

/**
 * The squares below the largest side that a report's {@link SquareSideSplit} has decided (listed or given up), kept
 * across the report's tries: a try cut short at its limit goes on from them instead of listing them again (the
 * tries' limits grow by half each time, so a split listed again from its first square on every try costs about
 * three times its own work). A square's value depends only on the position, the season, its side and the floor it
 * was listed against, which is the key; with the work it took from the split's budget, a try that goes on spends
 * the budget as the one that listed it did, so every try reaches the same bound. Looked up, never iterated.
 */
final class DecidedSquares {

    private final Map<Key, Decided> decided = new HashMap<>();

    private record Key(int season, int side, List<Long> square, double floor) {
    }

    /** A square's listing: its value ({@link DrawnCellsCase#risePruned}; NaN: given up) and the work it took. */
    record Decided(double rise, long work) {
    }

    /** The squares of one season. */
    Season of(int season) {
        return new Season(season);
    }

    final class Season {
        private final int season;

        private Season(int season) {
            this.season = season;
        }

        Decided get(int side, long[] square, double floor) {
            return decided.get(new Key(season, side, key(square), floor));
        }

        void put(int side, long[] square, double floor, Decided listing) {
            decided.put(new Key(season, side, key(square), floor), listing);
        }
    }

    private static List<Long> key(long[] cells) {
        List<Long> key = new ArrayList<>(cells.length);
        for (long word : cells) {
            key.add(word);
        }
        return key;
    }
}
