package org.cartolab.model;

/**
 * How the cards of a landscape game come to the players (RULES.md 3.3, 3.4, 3.9). The deck is shuffled; the shared
 * condition is its top or bottom card; each round deals every player {@code deal} cards from {@code dealFrom}; a
 * player keeps and lays one and passes the others on, to be laid by the next player. Solo, the others are
 * discarded, {@code soloSkip} cards are discarded from the top and the card under them is laid.
 */
public record LandscapeDraft(DeckEnd sharedFrom, int rounds, int deal, DeckEnd dealFrom, int soloSkip) {

    /** An end of a face-down deck. */
    public enum DeckEnd {
        TOP, BOTTOM
    }

    /** The rulebook's draft: shared from the top, 4 rounds of 2 from the bottom, solo skipping 1. */
    public static final LandscapeDraft RULEBOOK = new LandscapeDraft(DeckEnd.TOP, 4, 2, DeckEnd.BOTTOM, 1);
}
