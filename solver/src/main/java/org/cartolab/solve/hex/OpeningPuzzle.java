package org.cartolab.solve.hex;

import java.util.List;

import org.cartolab.hex.Placements;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.Objective;
import org.cartolab.model.hex.Product;

/**
 * Where to put {@code villages} new villages on a hex map for the most points of an objective, beside the
 * buildings already {@code standing} (none for an opening; the first tribe's for a new tribe's first village).
 * The objective scores the standing placements and the new villages together.
 */
public record OpeningPuzzle(HexBoard board, List<Product> products, Objective objective, int villages,
                            Placements standing) {

    public OpeningPuzzle {
        products = List.copyOf(products);
        if (villages < 1) {
            throw new IllegalArgumentException("An opening has at least one village, not " + villages);
        }
    }

    /** An opening on an empty map. */
    public static OpeningPuzzle opening(HexBoard board, List<Product> products, Objective objective, int villages) {
        return new OpeningPuzzle(board, products, objective, villages, Placements.NONE);
    }

    /** A new tribe's first village beside the standing placements (RULES.md §4.10). */
    public static OpeningPuzzle founding(HexBoard board, List<Product> products, Objective objective,
                                         Placements standing) {
        return new OpeningPuzzle(board, products, objective, 1, standing);
    }
}
