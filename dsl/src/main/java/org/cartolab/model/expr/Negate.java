package org.cartolab.model.expr;

public record Negate(Expr operand) implements Expr {
}
