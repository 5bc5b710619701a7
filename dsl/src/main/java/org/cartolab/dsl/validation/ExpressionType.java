package org.cartolab.dsl.validation;

import org.cartolab.dsl.carto.Aggregate;
import org.cartolab.dsl.carto.Binary;
import org.cartolab.dsl.carto.Coins;
import org.cartolab.dsl.carto.Count;
import org.cartolab.dsl.carto.Distance;
import org.cartolab.dsl.carto.Expression;
import org.cartolab.dsl.carto.IntLiteral;
import org.cartolab.dsl.carto.Negate;
import org.cartolab.dsl.carto.Not;
import org.cartolab.dsl.carto.OtherCards;
import org.cartolab.dsl.carto.Per;
import org.cartolab.dsl.carto.Position;
import org.cartolab.dsl.carto.Ref;
import org.cartolab.dsl.carto.Relation;
import org.cartolab.dsl.carto.Select;
import org.cartolab.dsl.carto.Side;
import org.cartolab.dsl.carto.Size;
import org.cartolab.dsl.carto.Some;

/** The three kinds of value a scoring expression can have. */
public enum ExpressionType {
    NUMBER("a number"), CONDITION("a condition"), REGION("a set of cells");

    private final String description;

    ExpressionType(String description) {
        this.description = description;
    }

    public String description() {
        return description;
    }

    /** The type of an expression, judged from its top node only (operands are checked where they occur). */
    public static ExpressionType of(Expression expression) {
        if (expression instanceof IntLiteral || expression instanceof Per || expression instanceof Count
                || expression instanceof Size || expression instanceof Side || expression instanceof Position
                || expression instanceof Aggregate || expression instanceof OtherCards
                || expression instanceof Distance
                || expression instanceof Coins || expression instanceof Negate) {
            return NUMBER;
        }
        if (expression instanceof Binary binary) {
            return switch (binary.getOp()) {
                case "+", "-", "*", "mod" -> NUMBER;
                default -> CONDITION;
            };
        }
        if (expression instanceof Not || expression instanceof Relation || expression instanceof Some) {
            return CONDITION;
        }
        if (expression instanceof Select || expression instanceof Ref) {
            return REGION;
        }
        throw new IllegalArgumentException("Unknown expression " + expression.eClass().getName());
    }
}
