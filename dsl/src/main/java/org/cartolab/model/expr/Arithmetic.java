package org.cartolab.model.expr;

public record Arithmetic(Op op, Expr left, Expr right) implements Expr {

    public enum Op { PLUS, MINUS, TIMES }
}
