package org.cartolab.model.expr;

/**
 * {@code largest / second largest / smallest <source>}: one item by size. Items are ranked by size, ties in board
 * order (the item whose first cell comes first, row by row), so with two equal largest clusters the second
 * largest is the other one of the same size. Yields no region when there are too few items.
 *
 * @param rank 1 for largest/smallest, 2 for second largest/smallest
 */
public record Select(boolean largest, int rank, Source source) implements Expr {
}
