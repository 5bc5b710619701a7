package org.cartolab.model.hex;

import java.util.List;

/**
 * An action-card deck of a hex game (RULES.md §4.8), unshuffled: each card in the order the file counts them.
 *
 * @param number 1 (in play from the start) or 2 (enters when every first tribe has declined)
 */
public record ActionDeck(int number, List<ActionCardKind> cards) {

    public ActionDeck {
        cards = List.copyOf(cards);
    }
}
