package org.cartolab.dsl.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.dsl.CartoTesting.POSITION;
import static org.cartolab.dsl.CartoTesting.at;
import static org.cartolab.dsl.CartoTesting.compile;
import static org.cartolab.dsl.CartoTesting.onlyProblem;
import static org.cartolab.dsl.compile.Problem.Severity.ERROR;
import static org.cartolab.dsl.validation.ColourValidator.BAD_COLOUR;

import org.cartolab.dsl.compile.Problem;
import org.junit.jupiter.api.Test;

/** Colours of terrains and hex landscapes must be #rgb or #rrggbb, so the workbench can paint them. */
class ColourValidationTest {

    @Test
    void aTerrainColourWithFiveDigitsIsAnError() {
        Problem problem = onlyProblem("terrain hill \"Hill\" symbol \"H\" colour #12345\n");

        // why: "terrain hill "Hill" symbol "H" colour " is 38 characters, so the colour starts at column 39.
        assertThat(problem).extracting(POSITION).isEqualTo(at(1, 39, ERROR, BAD_COLOUR));
        assertThat(problem.message()).isEqualTo(
                "The colour #12345 has 5 hex digits; write 6 (#rrggbb, e.g. #3f7f3a) or 3 (#rgb).");
    }

    @Test
    void aLandscapeColourIsCheckedAndKept() {
        Problem problem = onlyProblem("landscape grove \"Grove\" symbol \"G\" colour #1234567\n");
        assertThat(problem.code()).isEqualTo(BAD_COLOUR);
        assertThat(problem.message()).startsWith("The colour #1234567 has 7 hex digits");

        var landscape = compile("landscape grove \"Grove\" symbol \"G\" colour #2f6b2a frame\n")
                .definitions().landscapes().get(0);
        assertThat(landscape.colour()).isEqualTo("#2f6b2a");
        assertThat(landscape.frame()).isTrue();
        assertThat(compile("landscape grove \"Grove\" symbol \"G\" colour #abc\n").definitions().landscapes()
                .get(0).colour()).isEqualTo("#abc");
    }
}
