package org.cartolab.rules;

import java.util.List;

/**
 * A choice a policy makes: the legal moves for one card on one map, best found first by nobody — in the engine's
 * fixed order (shape, orientation, row, column, terrain).
 *
 * @param chooser  the player who chooses
 * @param owner    the player whose map it is (another player's, when placing an ambush's monsters)
 * @param map      the map as it is before the move; policies may copy it, never change it
 * @param score    the owner's current season score of a map, for policies that look at points
 */
public record Decision(Kind kind, int chooser, int owner, String card, MapState map, List<Move> legal,
                       SeasonScorer score) {

    public enum Kind {
        /** Draw a shape of an explore card (or the 1x1 fallback). */
        EXPLORE,
        /** Draw another player's ambush monsters on their map. */
        MONSTERS,
        /** Draw a hero in one cell (Heroes). */
        HERO,
        /** Destroy an empty cell next to a monster (a Heroes ambush effect). */
        DESTROY
    }

    /** Carries out a move of this decision on a map (the real one, or a policy's copy). */
    public void applyTo(MapState target, Move move) {
        switch (kind) {
            case HERO -> target.drawHero(move.cells(), move.terrain(), move.attack());
            case DESTROY -> target.destroy(move.cells());
            default -> target.draw(move.cells(), move.terrain(), move.coin());
        }
    }

    /** Whether the chooser plays on their own map (and so wants points, not to cost them). */
    public boolean own() {
        return chooser == owner;
    }

    public Decision {
        legal = List.copyOf(legal);
    }
}
