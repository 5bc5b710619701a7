package org.cartolab.model.expr;

/**
 * The items a card looks at, each bound in turn to {@code var}: {@code cluster k of village where size(k) >= 6}.
 *
 * @param of        for cells, clusters, squares and runs: the cell set the items are made of; may be null for cells,
 *                  squares (any cells) and lines; for terrains: the terrains to range over
 * @param direction for diagonals and runs: the direction of the line
 * @param filter    a condition on the item, or null
 */
public record Source(ItemKind kind, Var var, CellSet of, Direction direction, Expr filter) {
}
