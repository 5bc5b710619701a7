package org.cartolab.hex.game;

import java.util.List;
import java.util.SplittableRandom;

import org.cartolab.model.hex.ActionCardKind;
import org.cartolab.model.hex.HexGame;
import org.cartolab.random.SeededShuffle;

/**
 * The action cards to buy (RULES.md §4.8), as the game's {@code action-deck} lines declare them: deck 1 shuffled
 * face down from the start, deck 2 shuffled and set aside until every first tribe has declined, then slid under
 * what is left of deck 1. Both are shuffled at the setup with the game's dice generator, so a seed deals the same
 * cards. Mutable.
 */
final class ActionCardDeck {

    private final List<ActionCardKind> pile;
    private final List<ActionCardKind> second;
    private boolean secondIn;

    ActionCardDeck(HexGame game, SplittableRandom random) {
        pile = SeededShuffle.shuffled(game.actionDeck(1).map(deck -> deck.cards()).orElse(List.of()), random);
        second = SeededShuffle.shuffled(game.actionDeck(2).map(deck -> deck.cards()).orElse(List.of()), random);
    }

    boolean isEmpty() {
        return pile.isEmpty();
    }

    ActionCardKind draw() {
        return pile.remove(0);
    }

    /** Deck 2 goes under deck 1's rest, once; false if it was already in. */
    boolean bringInSecond() {
        if (secondIn) {
            return false;
        }
        secondIn = true;
        pile.addAll(second);
        return true;
    }

    /** The cards still to draw, top first (for tests). */
    List<ActionCardKind> cards() {
        return List.copyOf(pile);
    }
}
