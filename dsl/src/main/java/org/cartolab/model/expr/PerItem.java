package org.cartolab.model.expr;

/** {@code points per <source>}: points for every item of the source that passes its filter. */
public record PerItem(int points, Source source) implements Expr {
}
