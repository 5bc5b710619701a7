package org.cartolab.model.expr;

/**
 * {@code + - * mod}. {@code a mod b} is the remainder of a divided by b, never negative for b &gt; 0
 * ({@code Math.floorMod}), and 0 for b = 0.
 */
public record Arithmetic(Op op, Expr left, Expr right) implements Expr {

    public enum Op { PLUS, MINUS, TIMES, MOD }
}
