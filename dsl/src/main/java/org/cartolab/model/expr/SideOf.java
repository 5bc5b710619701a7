package org.cartolab.model.expr;

/** {@code side(region)}: the longer side of the region's bounding box (a square's side); 0 for no region. */
public record SideOf(Expr region) implements Expr {
}
