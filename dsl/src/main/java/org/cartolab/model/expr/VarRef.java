package org.cartolab.model.expr;

/** The current item of an enclosing source. */
public record VarRef(Var var) implements Expr {
}
