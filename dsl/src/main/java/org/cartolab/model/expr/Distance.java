package org.cartolab.model.expr;

/**
 * {@code distance(from, to)}: the fewest orthogonal steps from a cell of {@code from} to a cell of {@code to},
 * moving only through cells of the board (on a landscape: the cells that exist). 0 when they share a cell;
 * {@link #UNREACHABLE} when no path joins them (or a region is missing), so "at least N away" holds and "within N"
 * does not.
 */
public record Distance(Expr from, Expr to) implements Expr {

    /** Larger than any distance on a board and than any number a card compares it with. */
    public static final int UNREACHABLE = 1_000_000;
}
