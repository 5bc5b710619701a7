package org.cartolab.model.expr;

/** {@code size(region)}: the number of cells; 0 for no region (e.g. "second largest" of one cluster). */
public record SizeOf(Expr region) implements Expr {
}
