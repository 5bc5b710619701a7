package org.cartolab.model.expr;

public record Not(Expr operand) implements Expr {
}
