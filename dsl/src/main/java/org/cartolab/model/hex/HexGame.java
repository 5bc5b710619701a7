package org.cartolab.model.hex;

import java.util.List;
import java.util.Optional;

/**
 * A Catan-style game compiled from .carto files: its products, landscapes, maps and objectives. Immutable.
 *
 * @param boardConstraints what its generated boards must satisfy ({@code carto board}); the first is the default
 */
public record HexGame(String id, String name, List<Product> products, List<Landscape> landscapes,
                      List<HexBoard> maps, List<Objective> objectives, List<BoardConstraints> boardConstraints) {

    public HexGame {
        products = List.copyOf(products);
        landscapes = List.copyOf(landscapes);
        maps = List.copyOf(maps);
        objectives = List.copyOf(objectives);
        boardConstraints = List.copyOf(boardConstraints);
    }

    public Optional<HexBoard> map(String mapId) {
        return maps.stream().filter(map -> map.id().equals(mapId)).findFirst();
    }
}
