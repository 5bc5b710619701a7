package org.cartolab.model;

import java.util.List;

/**
 * A solo arrangement puzzle of a landscape game (RULES.md 3.9 without the draft): the player lays {@code cards} in
 * this order into an empty landscape, each with either face up, turned any number of quarter turns, wherever the
 * placement rules allow, and scores the landscape with the shared condition as in the game. The cards are the
 * game's own card objects; the shared card is not among them (it is not in the deck).
 *
 * @param shared the card whose scoring condition is the shared one
 */
public record LandscapePuzzle(String id, String title, LandscapeGame game, LandscapeCard shared,
                              List<LandscapeCard> cards) {

    public LandscapePuzzle {
        cards = List.copyOf(cards);
        if (shared.condition().isEmpty()) {
            throw new IllegalArgumentException("The shared card '" + shared.id() + "' carries no scoring condition");
        }
        if (cards.isEmpty()) {
            throw new IllegalArgumentException("A landscape puzzle lays at least one card");
        }
        for (LandscapeCard card : cards) {
            if (game.card(card.id()).isEmpty()) {
                throw new IllegalArgumentException("The game '" + game.id() + "' has no card '" + card.id() + "'");
            }
            if (card.id().equals(shared.id())) {
                throw new IllegalArgumentException("The shared card '" + shared.id() + "' cannot also be laid");
            }
            if (cards.stream().filter(other -> other.id().equals(card.id())).count() > 1) {
                throw new IllegalArgumentException("The card '" + card.id() + "' is listed twice");
            }
        }
    }

    /** The shared scoring condition. */
    public ScoringCard sharedCondition() {
        return shared.condition().orElseThrow();
    }
}
