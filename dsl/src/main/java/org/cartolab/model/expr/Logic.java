package org.cartolab.model.expr;

public record Logic(Op op, Expr left, Expr right) implements Expr {

    public enum Op { AND, OR }
}
