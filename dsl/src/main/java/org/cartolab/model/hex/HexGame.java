package org.cartolab.model.hex;

import java.util.List;
import java.util.Optional;

/**
 * A Catan-style game compiled from .carto files: its products, landscapes, maps and objectives. Immutable.
 *
 * @param boardConstraints what its generated boards must satisfy ({@code carto board}); the first is the default
 * @param actionDecks      its action-card decks ({@code action-deck}), in the order written; none for a game without
 */
public record HexGame(String id, String name, List<Product> products, List<Landscape> landscapes,
                      List<HexBoard> maps, List<Objective> objectives, List<BoardConstraints> boardConstraints,
                      List<ActionDeck> actionDecks) {

    public HexGame {
        products = List.copyOf(products);
        landscapes = List.copyOf(landscapes);
        maps = List.copyOf(maps);
        objectives = List.copyOf(objectives);
        boardConstraints = List.copyOf(boardConstraints);
        actionDecks = List.copyOf(actionDecks);
    }

    /** The deck with this number, if the game has one. */
    public Optional<ActionDeck> actionDeck(int number) {
        return actionDecks.stream().filter(deck -> deck.number() == number).findFirst();
    }

    public Optional<HexBoard> map(String mapId) {
        return maps.stream().filter(map -> map.id().equals(mapId)).findFirst();
    }
}
