package org.cartolab.library.solve;

import org.cartolab.rules.MapState;
import org.cartolab.solve.ScoreBound;

/**
 * A test bound that prunes nothing (every position may still win), so a search visits every position; each test
 * says what it reports instead.
 */
abstract class BlindBound implements ScoreBound {

    @Override
    public int upper(MapState map, int next) {
        return Integer.MAX_VALUE;
    }
}
