package org.cartolab.model.expr;

import java.util.List;

/** {@code max/min/sum(a, b, ...)}: the largest, the smallest or the sum of two or more numbers. */
public record Extremum(Aggregate.Op op, List<Expr> values) implements Expr {

    public Extremum {
        values = List.copyOf(values);
    }
}
