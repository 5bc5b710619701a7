package org.cartolab.model.hex;

import java.util.List;

/**
 * A rule a generated board must satisfy besides its setup, from a {@code board-constraints} block. Every rule has
 * a name (so a violation report and a conflict between rules can name it) and its text as written. Lists of ids
 * keep the order they were written in.
 */
public sealed interface BoardRule {

    String name();

    /** The rule as written after its name, e.g. {@code no-adjacent-numbers 6, 8}. */
    String text();

    /** Every tile of one of the landscapes touches a hex of one of the neighbours (e.g. coastal waters the sea). */
    record TilesTouch(String name, String text, List<String> landscapes, List<String> neighbours)
            implements BoardRule {
        public TilesTouch {
            landscapes = List.copyOf(landscapes);
            neighbours = List.copyOf(neighbours);
        }
    }

    /** No two neighbouring hexes both carry one of the numbers (6 and 8: the red numbers). */
    record NoAdjacentNumbers(String name, String text, List<Integer> numbers) implements BoardRule {
        public NoAdjacentNumbers {
            numbers = List.copyOf(numbers);
        }
    }

    /** No two neighbouring hexes carry the same number. */
    record NoEqualAdjacentNumbers(String name, String text) implements BoardRule {
    }

    /** The pips of the hexes at each crossing add up to at most {@code max}. */
    record MaxCrossingPips(String name, String text, int max) implements BoardRule {
    }

    /** For each product, the pips of the hexes yielding it add up to {@code min..max}. */
    record ProductPips(String name, String text, List<String> products, int min, int max) implements BoardRule {
        public ProductPips {
            products = List.copyOf(products);
        }
    }

    /** No two neighbouring hexes yield the same one of the products. */
    record NoAdjacentSameYield(String name, String text, List<String> products) implements BoardRule {
        public NoAdjacentSameYield {
            products = List.copyOf(products);
        }
    }

    /** The hexes yielding one of the products carry different numbers. */
    record DistinctNumbersPerProduct(String name, String text, List<String> products) implements BoardRule {
        public DistinctNumbersPerProduct {
            products = List.copyOf(products);
        }
    }
}
