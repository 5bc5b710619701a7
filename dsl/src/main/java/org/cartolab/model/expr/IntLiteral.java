package org.cartolab.model.expr;

public record IntLiteral(int value) implements Expr {
}
