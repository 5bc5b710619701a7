package org.cartolab.model.expr;

/** The number of coins marked on the player's coin track. */
public record CoinCount() implements Expr {
}
