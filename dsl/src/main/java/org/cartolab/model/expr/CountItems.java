package org.cartolab.model.expr;

/** {@code count(<source>)}: how many items pass the source's filter. */
public record CountItems(Source source) implements Expr {
}
