package org.cartolab.dsl.validation;

import static org.cartolab.dsl.validation.CartoValidator.TYPE_MISMATCH;

import org.cartolab.dsl.carto.Aggregate;
import org.cartolab.dsl.carto.Binary;
import org.cartolab.dsl.carto.CartoPackage;
import org.cartolab.dsl.carto.Expression;
import org.cartolab.dsl.carto.IntLiteral;
import org.cartolab.dsl.carto.ItemKind;
import org.cartolab.dsl.carto.Negate;
import org.cartolab.dsl.carto.Not;
import org.cartolab.dsl.carto.Position;
import org.cartolab.dsl.carto.Ref;
import org.cartolab.dsl.carto.Relation;
import org.cartolab.dsl.carto.ScoreTerm;
import org.cartolab.dsl.carto.SeasonTerm;
import org.cartolab.dsl.carto.Side;
import org.cartolab.dsl.carto.Size;
import org.cartolab.dsl.carto.Source;
import org.eclipse.xtext.validation.Check;

/**
 * The types of scoring expressions: every operator gets operands of the {@link ExpressionType} it needs, and a
 * score is a number. Composed into {@link CartoValidator}.
 */
public class ExpressionTypeValidator extends ComposedValidator {

    @Check
    public void checkScoreIsNumber(ScoreTerm term) {
        expect(term.getExpression(), ExpressionType.NUMBER, "A score");
    }

    @Check
    public void checkSeasonTermIsNumber(SeasonTerm term) {
        expect(term.getExpression(), ExpressionType.NUMBER, "A score");
    }

    @Check
    public void checkOperands(Binary binary) {
        if (binary.eContainer() instanceof Source source && source.getFilter() == binary
                && ExpressionType.of(binary) != ExpressionType.CONDITION) {
            return; // a 'where' that swallowed '+' or '*': checkSource explains that better
        }
        switch (binary.getOp()) {
            case "+", "-", "*", "mod", "<", "<=", ">", ">=" -> {
                String what = "'" + binary.getOp() + "'";
                expect(binary.getLeft(), ExpressionType.NUMBER, "The left side of " + what);
                expect(binary.getRight(), ExpressionType.NUMBER, "The right side of " + what);
                if (binary.getOp().equals("mod") && binary.getRight() instanceof IntLiteral divisor
                        && divisor.getValue() == 0) {
                    error("'mod 0' has no remainder: divide by a number from 1 up, e.g. 'mod 2'.", divisor, null,
                            TYPE_MISMATCH);
                }
            }
            case "and", "or" -> {
                String what = "'" + binary.getOp() + "'";
                expect(binary.getLeft(), ExpressionType.CONDITION, "The left side of " + what);
                expect(binary.getRight(), ExpressionType.CONDITION, "The right side of " + what);
            }
            default -> { // = and != compare two numbers or two regions
                ExpressionType left = ExpressionType.of(binary.getLeft());
                ExpressionType right = ExpressionType.of(binary.getRight());
                if (left == ExpressionType.CONDITION || left != right) {
                    error("'" + binary.getOp() + "' compares two numbers or two sets of cells, but here it has "
                                    + left.description() + " and " + right.description() + ".",
                            binary, CartoPackage.Literals.BINARY__OP, TYPE_MISMATCH);
                }
            }
        }
    }

    @Check
    public void checkNot(Not not) {
        expect(not.getOperand(), ExpressionType.CONDITION, "The operand of 'not'");
    }

    @Check
    public void checkNegate(Negate negate) {
        expect(negate.getOperand(), ExpressionType.NUMBER, "The operand of '-'");
    }

    @Check
    public void checkRelationSubject(Relation relation) {
        expect(relation.getSubject(), ExpressionType.REGION, "The subject of '" + relation.getOp().getLiteral() + "'");
    }

    @Check
    public void checkSize(Size size) {
        expect(size.getRegion(), ExpressionType.REGION, "The argument of 'size'");
    }

    @Check
    public void checkPosition(Position position) {
        Expression line = position.getLine();
        if (line instanceof Ref ref && ref.getTarget() instanceof Source source
                && (source.getKind() == ItemKind.ROW || source.getKind() == ItemKind.COLUMN)) {
            return;
        }
        if (line instanceof Ref ref && ref.getTarget() != null && ref.getTarget().eIsProxy()) {
            return; // an unknown name, already reported
        }
        error("'position' numbers a row or a column: give it one bound by 'row' or 'column', e.g. "
                + "'10 per column k where position(k) mod 2 = 1'.", line, null, TYPE_MISMATCH);
    }

    @Check
    public void checkSide(Side side) {
        expect(side.getRegion(), ExpressionType.REGION, "The argument of 'side'");
    }

    @Check
    public void checkAggregateBody(Aggregate aggregate) {
        expect(aggregate.getBody(), ExpressionType.NUMBER, "The body of '" + aggregate.getOp().getLiteral() + "'");
    }

    private void expect(Expression expression, ExpressionType expected, String what) {
        if (expression == null) {
            return;
        }
        ExpressionType actual = ExpressionType.of(expression);
        if (actual != expected) {
            String hint = expected == ExpressionType.NUMBER && actual == ExpressionType.REGION
                    ? " Maybe you meant 'size(...)'?"
                    : expected == ExpressionType.NUMBER && actual == ExpressionType.CONDITION
                    ? " Maybe you meant 'count(cell c where ...)' or '1 per ...'?" : "";
            error(what + " must be " + expected.description() + " but is " + actual.description() + "." + hint,
                    expression, null, TYPE_MISMATCH);
        }
    }
}
