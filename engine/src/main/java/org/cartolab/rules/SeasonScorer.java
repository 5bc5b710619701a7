package org.cartolab.rules;

import java.util.List;

import org.cartolab.board.Board;
import org.cartolab.model.Terrain;
import org.cartolab.scoring.CompiledCard;
import org.cartolab.scoring.Scorer;

/** The season score a map would get now: the season's two edicts plus coins minus monsters. */
@FunctionalInterface
public interface SeasonScorer {

    /**
     * The season score of {@code edicts} plus the scorer's season terms (coins, monsters). Its
     * {@link #previewer} scores a drawing by re-evaluating only the cards the drawing can change.
     */
    static SeasonScorer of(Scorer scorer, List<CompiledCard> edicts) {
        return new IncrementalSeasonScorer(scorer, edicts);
    }

    /** The score of a board with the coins marked. */
    int score(Board board, int coins);

    default int score(MapState map) {
        return score(map.board(), map.coins());
    }

    /** Scores would-be drawings on one map, which must not change meanwhile. */
    @FunctionalInterface
    interface Previewer {
        /** The score after drawing {@code terrain} into the empty {@code cells} (see {@link MapState#draw}). */
        int score(long[] cells, Terrain terrain, boolean coinShape);
    }

    /**
     * A scorer of the drawings a policy tries on {@code map}; an implementation may reuse the points of cards a
     * drawing cannot change. This default scores every drawing's {@link MapState#preview} in full.
     */
    default Previewer previewer(MapState map) {
        return (cells, terrain, coinShape) -> {
            MapState.Preview preview = map.preview(cells, terrain, coinShape);
            return score(preview.board(), preview.coins());
        };
    }
}
