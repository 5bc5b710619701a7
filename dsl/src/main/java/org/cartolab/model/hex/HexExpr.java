package org.cartolab.model.hex;

/**
 * A compiled expression over a hex map and its placements. Bound items live in numbered slots: a source binds
 * slot {@code depth} (0 for the outermost source), and a {@link Item} reads a slot.
 */
public sealed interface HexExpr {

    record Int(int value) implements HexExpr {
    }

    /** + - * on numbers, comparisons giving a condition, and/or on conditions. */
    record Binary(String op, HexExpr left, HexExpr right) implements HexExpr {
    }

    record Not(HexExpr operand) implements HexExpr {
    }

    record Negate(HexExpr operand) implements HexExpr {
    }

    record If(HexExpr condition, HexExpr then, HexExpr otherwise) implements HexExpr {
    }

    /** The item bound in a slot, of the given kind. */
    record Item(int slot, HexItemKind kind) implements HexExpr {
    }

    /**
     * The items of a kind, bound in turn to {@code slot}, that pass the filter (null: all), and what is done with
     * them: counted, tested for existence, or their body summed, maximised or minimised (0 when there are none).
     */
    record Aggregate(Op op, HexItemKind kind, int slot, HexExpr filter, HexExpr body) implements HexExpr {

        public enum Op {
            COUNT, SOME, SUM, MAX, MIN
        }
    }

    record Is(HexExpr subject, HexClass hexClass) implements HexExpr {
    }

    /** Neighbouring hexes, a hex and its corners or sides, neighbouring intersections, a path and its ends. */
    record Touches(HexExpr subject, HexExpr object) implements HexExpr {
    }

    /** A hex whose landscape yields the product (number token or not). */
    record Yields(HexExpr hex, HexExpr product) implements HexExpr {
    }

    /** The pips of a hex's number token (2 and 12 → 1, ..., 6 and 8 → 5; none → 0). */
    record Pips(HexExpr hex) implements HexExpr {
    }

    /** The number token of a hex, 0 if none. */
    record Number(HexExpr hex) implements HexExpr {
    }
}
