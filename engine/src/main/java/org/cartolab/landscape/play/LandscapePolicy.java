package org.cartolab.landscape.play;

import java.util.List;
import java.util.Optional;

import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.LandscapeCard;

/** How a player keeps and lays cards. Implementations are deterministic given their seed. */
public interface LandscapePolicy {

    /**
     * Lays one of the offered cards: the one kept from a deal, or the single card received. Empty when none of
     * them has a legal place (the engine then discards it).
     *
     * @param offered one or more cards, in the order they were dealt
     */
    Optional<PlacedCard> lay(Seat seat, List<LandscapeCard> offered);
}
