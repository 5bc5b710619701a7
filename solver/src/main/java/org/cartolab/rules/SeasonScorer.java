package org.cartolab.rules;

import org.cartolab.board.Board;

/** The season score a map would get now: the season's two edicts plus coins minus monsters. */
@FunctionalInterface
public interface SeasonScorer {

    /** The score of a board with the coins marked. */
    int score(Board board, int coins);

    default int score(MapState map) {
        return score(map.board(), map.coins());
    }
}
