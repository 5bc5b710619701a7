package org.cartolab.model.hex;

import java.util.List;

/**
 * A corner where three hexes meet (a crossing), at least one of them a landscape tile: where villages and cities
 * stand. All lists hold indices into the board's lists.
 *
 * @param id         the three hexes, sorted by column then row and joined by '/', e.g. {@code c4/d3/d5}
 * @param hexes      the hexes that meet here, in the order of the id
 * @param neighbours the intersections one edge away (whether or not that edge is a path): the distance rule
 * @param paths      the paths that end here
 */
public record Intersection(String id, List<Integer> hexes, List<Integer> neighbours, List<Integer> paths) {

    public Intersection {
        hexes = List.copyOf(hexes);
        neighbours = List.copyOf(neighbours);
        paths = List.copyOf(paths);
    }
}
