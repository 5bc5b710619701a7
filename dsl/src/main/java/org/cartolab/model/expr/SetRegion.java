package org.cartolab.model.expr;

/** A cell set used as a region, e.g. {@code size(forest)}: all forest cells. */
public record SetRegion(CellSet set) implements Expr {
}
