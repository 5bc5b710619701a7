package org.cartolab.model.expr;

/**
 * {@code position(line)}: the number of a row or column, counted from 1 at the top or the left: the row (or column)
 * of the region's first cell in board order. 0 for no region.
 *
 * @param axis whether the row or the column of that cell is wanted (the compiler takes it from the line's source)
 */
public record PositionOf(Expr line, Axis axis) implements Expr {

    public enum Axis { ROW, COLUMN }
}
