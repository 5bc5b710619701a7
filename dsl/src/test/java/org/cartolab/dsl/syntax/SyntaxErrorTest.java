package org.cartolab.dsl.syntax;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.dsl.CartoTesting.POSITION;
import static org.cartolab.dsl.CartoTesting.SYNTAX;
import static org.cartolab.dsl.CartoTesting.TERRAINS;
import static org.cartolab.dsl.CartoTesting.at;
import static org.cartolab.dsl.CartoTesting.load;
import static org.cartolab.dsl.compile.Problem.Severity.ERROR;

import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.dsl.compile.Problem;
import org.junit.jupiter.api.Test;

/** Text the grammar rejects: one error where the text goes wrong, no exception, no compiled workspace. */
class SyntaxErrorTest {

    @Test
    void missingTimeValueIsReportedAtTheTokenWhereTheNumberWasExpected() {
        LoadResult result = load(TERRAINS + """
                explore hamlet "Hamlet" time terrains forest shape { "X" }
                """);

        assertThat(result.problems()).extracting(POSITION).containsExactly(at(5, 30, ERROR, SYNTAX));
        Problem problem = result.problems().get(0);
        assertThat(problem.message()).contains("'terrains'").contains("number");
        assertThat(problem.format()).startsWith("test.carto:5:30: error: ");
        assertThat(result.workspace()).isEmpty();
    }

    @Test
    void missingTimeValueAcrossLinesPointsAtTheNextLine() {
        LoadResult result = load(TERRAINS + """
                explore hamlet "Hamlet"
                    time
                    terrains forest
                    shape { "X" }
                """);

        assertThat(result.problems()).extracting(POSITION).containsExactly(at(7, 5, ERROR, SYNTAX));
    }

    @Test
    void anExpressionCutOffAtTheEndOfTheFileIsOneErrorOnItsLine() {
        LoadResult result = load(TERRAINS + """
                scoring s "S" score 1 +
                """);

        assertThat(result.problems()).hasSize(1);
        assertThat(result.problems().get(0)).extracting(Problem::line, Problem::severity, Problem::code)
                .containsExactly(5, ERROR, SYNTAX);
        assertThat(result.workspace()).isEmpty();
    }

    @Test
    void aShapeWithoutRowsGetsOnlyTheSyntaxErrorNotAValidatorCrash() {
        LoadResult result = load(TERRAINS + """
                shape t { }
                """);

        assertThat(result.problems()).extracting(POSITION).containsExactly(at(5, 11, ERROR, SYNTAX));
    }

    @Test
    void aMapWithoutRowsGetsOnlyTheSyntaxErrorNotAValidatorCrash() {
        // Before the fix, checkMapRows threw on the empty row list and the user saw "Error executing EValidator"
        // at 1:1.
        LoadResult result = load(TERRAINS + """
                map A "A" square { }
                """);

        assertThat(result.problems()).extracting(POSITION).containsExactly(at(5, 20, ERROR, SYNTAX));
    }

    @Test
    void aMisplacedKeywordDoesNotHideTheRestOfTheFile() {
        // The error in the first card must not stop the second card's unknown terrain from being reported.
        LoadResult result = load(TERRAINS + """
                explore a "A" time terrains forest shape { "X" }
                explore b "B" time 1 terrains forst shape { "X" }
                """);

        assertThat(result.problems()).extracting(Problem::line, Problem::code)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(5, SYNTAX),
                        org.assertj.core.groups.Tuple.tuple(6, org.cartolab.dsl.CartoTesting.LINKING));
    }
}
