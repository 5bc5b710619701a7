package org.cartolab.model.expr;

/** Compares two numbers, or (EQ/NE only) two regions cell for cell. */
public record Comparison(Op op, Expr left, Expr right) implements Expr {

    public enum Op { LT, LE, GT, GE, EQ, NE }
}
