package org.cartolab.model.expr;

/** {@code some <source>}: true if at least one item passes the source's filter. */
public record Exists(Source source) implements Expr {
}
