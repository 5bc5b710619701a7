package org.cartolab.model;

/**
 * A lasting effect of a Heroes ambush, as data the rules engine runs.
 *
 * @param amount how many cells to destroy, or coins to gain; unused by SPREAD
 */
public record AmbushEffect(Trigger trigger, Action action, int amount) {

    /** When the effect happens. */
    public enum Trigger {
        /** Once, right after the monsters are drawn. */
        WHEN_DRAWN,
        /** After every season's scoring from the season the ambush was revealed on, in the order revealed. */
        AFTER_SEASON_SCORING,
        /** Once, when every cell next to the monsters is filled or destroyed. */
        WHEN_SURROUNDED
    }

    /** What it does. */
    public enum Action {
        /** Destroy {@code amount} empty cells next to the monsters. */
        DESTROY_ADJACENT_EMPTY,
        /** Draw the monster in every empty cell next to it. */
        SPREAD,
        /** The map's owner gains {@code amount} coins. */
        GAIN_COINS
    }
}
