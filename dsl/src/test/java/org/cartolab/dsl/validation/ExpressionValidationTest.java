package org.cartolab.dsl.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.dsl.CartoTesting.LINKING;
import static org.cartolab.dsl.CartoTesting.POSITION;
import static org.cartolab.dsl.CartoTesting.TERRAINS;
import static org.cartolab.dsl.CartoTesting.at;
import static org.cartolab.dsl.CartoTesting.load;
import static org.cartolab.dsl.CartoTesting.onlyExpression;
import static org.cartolab.dsl.CartoTesting.onlyProblem;
import static org.cartolab.dsl.CartoTesting.problems;
import static org.cartolab.dsl.compile.Problem.Severity.ERROR;
import static org.cartolab.dsl.compile.Problem.Severity.WARNING;
import static org.cartolab.dsl.validation.CartoValidator.BAD_SOURCE;
import static org.cartolab.dsl.validation.CartoValidator.SHADOWED_NAME;
import static org.cartolab.dsl.validation.CartoValidator.TYPE_MISMATCH;
import static org.cartolab.dsl.validation.CartoValidator.UNUSED_NAME;

import java.util.List;

import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.dsl.compile.Problem;
import org.cartolab.model.expr.Arithmetic;
import org.cartolab.model.expr.IntLiteral;
import org.cartolab.model.expr.PerItem;
import org.junit.jupiter.api.Test;

/** Scoring expressions: numbers, conditions and sets of cells each where they belong; sources well formed. */
class ExpressionValidationTest {

    /** A scoring card whose one score line, on line 6, is {@code expression}; the expression starts at column 9. */
    private static String card(String expression) {
        return TERRAINS + "scoring s \"S\"\n  score " + expression + "\n";
    }

    @Test
    void aConditionAtTopLevelIsNotAScore() {
        Problem problem = onlyProblem(card("forest touches edge"));

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 9, ERROR, TYPE_MISMATCH));
        assertThat(problem.message()).isEqualTo("A score must be a number but is a condition. "
                + "Maybe you meant 'count(cell c where ...)' or '1 per ...'?");
    }

    @Test
    void anUnboundItemInATopLevelConditionGetsBothTheNameAndTheTypeError() {
        List<Problem> problems = problems(card("c touches edge"));

        assertThat(problems).extracting(POSITION).containsExactlyInAnyOrder(
                at(6, 9, ERROR, LINKING), at(6, 9, ERROR, TYPE_MISMATCH));
        assertThat(problems).extracting(Problem::message)
                .anyMatch(message -> message.startsWith("A score must be a number but is a condition."));
    }

    @Test
    void aSetOfCellsAtTopLevelSuggestsSize() {
        Problem problem = onlyProblem(card("forest"));

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 9, ERROR, TYPE_MISMATCH));
        assertThat(problem.message())
                .isEqualTo("A score must be a number but is a set of cells. Maybe you meant 'size(...)'?");
    }

    @Test
    void sizeOfANumberIsReportedAtTheArgument() {
        Problem problem = onlyProblem(card("size(3)"));

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 14, ERROR, TYPE_MISMATCH));
        assertThat(problem.message()).isEqualTo("The argument of 'size' must be a set of cells but is a number.");
    }

    @Test
    void aWhereThatSwallowedAPlusIsOneErrorThatSaysToUseParentheses() {
        Problem problem = onlyProblem(card("1 per cell c of forest where c touches edge + 2"));

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 38, ERROR, TYPE_MISMATCH));
        assertThat(problem.message()).startsWith("The 'where' of 'cell' needs a condition but has a number.")
                .contains("put the condition in parentheses");
    }

    @Test
    void withParenthesesThePlusAddsToTheScore() {
        var expression = onlyExpression(card("(1 per cell c of forest where c touches edge) + 2"));

        assertThat(expression).isInstanceOf(Arithmetic.class);
        Arithmetic sum = (Arithmetic) expression;
        assertThat(sum.op()).isEqualTo(Arithmetic.Op.PLUS);
        assertThat(sum.left()).isInstanceOf(PerItem.class);
        assertThat(sum.right()).isEqualTo(new IntLiteral(2));
    }

    @Test
    void aConditionAddedToInsideAComparisonIsReportedAsTheLeftSideOfThePlus() {
        // Here the 'where' is a condition (a comparison), so the '+' itself is what is wrong.
        Problem problem = onlyProblem(card("1 per cell c of forest where c touches edge + 2 > 3"));

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 38, ERROR, TYPE_MISMATCH));
        assertThat(problem.message()).startsWith("The left side of '+' must be a number but is a condition.");
    }

    @Test
    void theRightSideOfAndMustBeACondition() {
        Problem problem = onlyProblem(card("1 per cell c of forest where c is forest and 2"));

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 54, ERROR, TYPE_MISMATCH));
        assertThat(problem.message()).isEqualTo("The right side of 'and' must be a condition but is a number.");
    }

    @Test
    void notOfANumberIsReportedAtTheNumber() {
        Problem problem = onlyProblem(card("1 per cell c of forest where c is forest and not 3"));

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 58, ERROR, TYPE_MISMATCH));
        assertThat(problem.message()).isEqualTo("The operand of 'not' must be a condition but is a number.");
    }

    @Test
    void equalsBetweenACellAndANumberIsReportedAtTheOperator() {
        Problem problem = onlyProblem(card("1 per cell c of forest where c = 3"));

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 40, ERROR, TYPE_MISMATCH));
        assertThat(problem.message()).isEqualTo(
                "'=' compares two numbers or two sets of cells, but here it has a set of cells and a number.");
    }

    @Test
    void aClusterWithoutOfIsToldWhatItIsMadeOf() {
        Problem problem = onlyProblem(card("1 per cluster k where size(k) > 2"));

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 15, ERROR, BAD_SOURCE));
        assertThat(problem.message()).isEqualTo("'cluster' needs the cells it is made of, e.g. 'cluster k of forest'.");
    }

    @Test
    void aDiagonalWithoutDirectionIsToldItsTwoDirections() {
        Problem problem = onlyProblem(card("1 per diagonal d where d is forest"));

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 15, ERROR, BAD_SOURCE));
        assertThat(problem.message()).isEqualTo("'diagonal' needs a direction: down-right or down-left.");
    }

    @Test
    void aRunWithoutDirectionIsToldAllFourDirections() {
        Problem problem = onlyProblem(card("1 per run r of forest where size(r) > 2"));

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 15, ERROR, BAD_SOURCE));
        assertThat(problem.message())
                .isEqualTo("'run' needs a direction: horizontal, vertical, down-right or down-left.");
    }

    @Test
    void aHorizontalDiagonalPointsToRowsAndColumns() {
        Problem problem = onlyProblem(card("1 per diagonal d horizontal where d is forest"));

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 15, ERROR, BAD_SOURCE));
        assertThat(problem.message()).isEqualTo(
                "A diagonal runs down-right or down-left. For horizontal and vertical lines use 'row' or 'column'.");
    }

    @Test
    void aCellHasNoDirection() {
        Problem problem = onlyProblem(card("1 per cell c of forest down-right where c is forest"));

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 15, ERROR, BAD_SOURCE));
        assertThat(problem.message()).isEqualTo("'cell' has no direction; remove it.");
    }

    @Test
    void aRowOfATerrainIsReportedAtTheTerrainAndSuggestsWhere() {
        Problem problem = onlyProblem(card("1 per row r of forest where r has water"));

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 24, ERROR, BAD_SOURCE));
        assertThat(problem.message()).isEqualTo("'row' always spans the whole board; drop 'of' and test its cells "
                + "in 'where' instead, e.g. 'where r has forest'.");
    }

    @Test
    void aTerrainSourceRangesOverTerrainsNotTheEdge() {
        Problem problem = onlyProblem(card("count(terrain t of edge where forest touches t)"));

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 28, ERROR, BAD_SOURCE));
        assertThat(problem.message()).isEqualTo("'terrain' ranges over terrains: name terrains or groups after 'of'.");
    }

    @Test
    void aNameBoundAgainInsideItsOwnFilterIsShadowing() {
        List<Problem> problems =
                problems(card("1 per cell c of forest where some cell c of water where c touches edge"));

        // The outer 'c' is never used: every 'c' inside resolves to the inner one.
        assertThat(problems).extracting(POSITION).containsExactly(
                at(6, 20, WARNING, UNUSED_NAME),
                at(6, 48, ERROR, SHADOWED_NAME));
        assertThat(problems.get(1).message())
                .isEqualTo("'c' is already bound by an enclosing 'cell'. Pick another name.");
    }

    @Test
    void aBindingNamedLikeATerrainIsAnError() {
        Problem problem = onlyProblem(card("1 per cell forest of forest where forest touches edge"));

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 20, ERROR, SHADOWED_NAME));
        assertThat(problem.message())
                .isEqualTo("'forest' is the name of a terrain; bind the item to another name, e.g. 'f'.");
    }

    @Test
    void aBindingNamedLikeATerrainGroupSaysGroup() {
        Problem problem = onlyProblem(TERRAINS + """
                group wet = water, farm
                scoring s "S"
                  score 1 per cell wet of forest where wet touches edge
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(7, 20, ERROR, SHADOWED_NAME));
        assertThat(problem.message()).startsWith("'wet' is the name of a terrain group;");
    }

    @Test
    void anUnusedBindingIsAWarningAndDoesNotStopCompilation() {
        LoadResult result = load(card("1 per cell c of forest"));

        assertThat(result.problems()).extracting(POSITION).containsExactly(at(6, 20, WARNING, UNUSED_NAME));
        assertThat(result.problems().get(0).message())
                .isEqualTo("'c' is never used. Leave the name out, e.g. 'cell of ...'.");
        assertThat(result.hasErrors()).isFalse();
        assertThat(result.workspace()).isPresent();
    }

    @Test
    void theUnusedBindingSuggestionKeepsTheDirection() {
        // Leaving out the direction as well would be an error: the suggestion must be valid Carto.
        Problem problem = onlyProblem(card("1 per diagonal d down-right"));

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 24, WARNING, UNUSED_NAME));
        assertThat(problem.message()).isEqualTo("'d' is never used. Leave the name out, e.g. 'diagonal down-right'.");
    }

    @Test
    void theUnusedBindingSuggestionOffersNoOfWhereOfIsAnError() {
        List<Problem> problems = problems(card("1 per row r of forest"));

        assertThat(problems).extracting(POSITION).containsExactly(
                at(6, 19, WARNING, UNUSED_NAME), at(6, 24, ERROR, BAD_SOURCE));
        assertThat(problems.get(0).message()).isEqualTo("'r' is never used. Leave the name out, e.g. 'row'.");
    }

    @Test
    void aBindingUsedOnlyInAnAggregatesBodyIsUsed() {
        assertThat(problems(card("sum(cluster k of forest : size(k))"))).isEmpty();
    }
}
