package org.cartolab.publish;

import org.cartolab.model.AmbushCard;
import org.cartolab.model.ExploreCard;

/** One card of a puzzle's sequence: an explore card (ruins and rift lands included) or a solo ambush. */
public sealed interface PuzzleCard {

    String id();

    String name();

    /** The card's time value; an ambush takes no time. */
    int time();

    /** An explore card, played as the rules say for its kind. */
    record Explore(ExploreCard card) implements PuzzleCard {
        @Override
        public String id() {
            return card.id();
        }

        @Override
        public String name() {
            return card.name();
        }

        @Override
        public int time() {
            return card.time();
        }
    }

    /** A solo ambush: its monsters are drawn by the solo rules, not by the player. */
    record Ambush(AmbushCard card) implements PuzzleCard {
        @Override
        public String id() {
            return card.id();
        }

        @Override
        public String name() {
            return card.name();
        }

        @Override
        public int time() {
            return 0;
        }
    }
}
