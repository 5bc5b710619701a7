package org.cartolab.solve;

import org.cartolab.rules.MapState;

/**
 * An upper bound of a puzzle's final score from a position: no way of playing the steps from {@code next} on can
 * score more. Search prunes a position whose bound is no better than the best play found so far, so a bound must
 * never be too low; the tighter it is, the less the search visits.
 */
@FunctionalInterface
public interface ScoreBound {

    /** No pruning: the bound of a plain exhaustive search. */
    ScoreBound NONE = (map, next) -> Integer.MAX_VALUE;

    int upper(MapState map, int next);
}
