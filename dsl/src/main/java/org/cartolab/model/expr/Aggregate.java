package org.cartolab.model.expr;

/** {@code max/min/sum(<source> : body)}: the body evaluated for each item; max and min of no items are 0. */
public record Aggregate(Op op, Source source, Expr body) implements Expr {

    public enum Op { MAX, MIN, SUM }
}
