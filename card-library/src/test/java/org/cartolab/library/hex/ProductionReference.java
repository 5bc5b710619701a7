package org.cartolab.library.hex;

import java.util.Set;
import java.util.TreeSet;

import org.cartolab.hex.Placements;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexTile;
import org.cartolab.model.hex.ProductKind;

/**
 * A second, plain implementation of production: an intersection's hexes are read from its id ("c4/d3/d5"),
 * the pips from the number tokens with the dice table, with no expression and no adjacency of the board.
 */
final class ProductionReference {

    private static final int[] PIPS = {0, 0, 1, 2, 3, 4, 5, 0, 5, 4, 3, 2, 1};

    private ProductionReference() {
    }

    /** Pips around each village, twice around each city. */
    static int total(HexBoard board, Placements placements) {
        int total = 0;
        for (int i = 0; i < board.intersections().size(); i++) {
            int weight = placements.city(i) ? 2 : placements.village(i) ? 1 : 0;
            for (String hex : board.intersections().get(i).id().split("/")) {
                total += weight * PIPS[tile(board, hex).number()];
            }
        }
        return total;
    }

    static Set<String> resources(HexBoard board, Placements placements) {
        return products(board, placements, ProductKind.RESOURCE);
    }

    static Set<String> goods(HexBoard board, Placements placements) {
        return products(board, placements, ProductKind.GOODS);
    }

    private static Set<String> products(HexBoard board, Placements placements, ProductKind kind) {
        Set<String> products = new TreeSet<>();
        for (int i = 0; i < board.intersections().size(); i++) {
            if (!placements.built(i)) {
                continue;
            }
            for (String hex : board.intersections().get(i).id().split("/")) {
                HexTile tile = tile(board, hex);
                if (tile.number() != 0) {
                    tile.landscape().yields().filter(p -> p.kind() == kind).ifPresent(p -> products.add(p.id()));
                }
            }
        }
        return products;
    }

    private static HexTile tile(HexBoard board, String id) {
        return board.hexes().stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow();
    }
}
