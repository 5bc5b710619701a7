package org.cartolab.model.expr;

public enum ItemKind {
    /** Every cell (of the set). */
    CELL,
    /** Every full row of the board. */
    ROW,
    /** Every full column of the board. */
    COLUMN,
    /** Every maximal diagonal line in the given direction. */
    DIAGONAL,
    /** Every maximal orthogonally connected group of cells of the set. */
    CLUSTER,
    /** Every k-by-k square (k >= 1) of cells of the set. */
    SQUARE,
    /** Every maximal straight run of cells of the set in the given direction. */
    RUN,
    /** Every terrain of the set (a group); the item is the terrain, usable as a cell set. */
    TERRAIN,
    /**
     * Every maximal group of cells of the set joined across shared edges on which both cells have an end (a river
     * flowing from card to card).
     */
    CHAIN
}
