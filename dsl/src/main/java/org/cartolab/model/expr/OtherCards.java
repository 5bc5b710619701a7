package org.cartolab.model.expr;

/**
 * {@code max/min/sum of other-cards}: over the points of the other scoring cards scored on the same board at the
 * same time (Confusing Lands' "your least valuable condition"); 0 when there is no other card. The other cards are
 * scored first; a card that reads other cards sees only cards that do not.
 */
public record OtherCards(Aggregate.Op op) implements Expr {
}
