package org.cartolab.model.expr;

/**
 * A compiled scoring expression. Numbers, conditions and regions (sets of cells) share one tree; the compiler has
 * already checked that every node is used with the right type.
 */
public sealed interface Expr permits IntLiteral, CoinCount, Arithmetic, Negate, Comparison, Logic, Not, PerItem,
        CountItems, SizeOf, SideOf, PositionOf, Aggregate, Exists, Select, VarRef, SetRegion, Relation,
        Extremum, OtherCards, Distance {
}
