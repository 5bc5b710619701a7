package org.cartolab.model;

import org.cartolab.model.expr.Expr;

/**
 * One {@code score ...} line of a scoring card.
 *
 * @param expression the compiled expression; evaluates to a number of points
 * @param text       the line as written, for explanations
 */
public record ScoreTerm(Expr expression, String text) {
}
