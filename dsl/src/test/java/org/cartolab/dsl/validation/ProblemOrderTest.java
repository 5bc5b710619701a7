package org.cartolab.dsl.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.dsl.CartoTesting.POSITION;
import static org.cartolab.dsl.CartoTesting.TERRAINS;
import static org.cartolab.dsl.CartoTesting.at;
import static org.cartolab.dsl.CartoTesting.problems;
import static org.cartolab.dsl.compile.Problem.Severity.ERROR;
import static org.cartolab.dsl.compile.Problem.Severity.WARNING;
import static org.cartolab.dsl.validation.CartoValidator.BAD_CARD;
import static org.cartolab.dsl.validation.CartoValidator.DUPLICATE_ENTRY;

import java.util.List;

import org.cartolab.dsl.compile.Problem;
import org.junit.jupiter.api.Test;

/** Problems at one place keep the order in which the checks report them (the loader sorts by place only). */
class ProblemOrderTest {

    @Test
    void aPrintedTerrainOfferedTwiceIsFirstNotDrawableThenRepeated() {
        List<Problem> problems = problems(TERRAINS + """
                explore e "E" time 1 terrains mountain, mountain shape { "X" }
                """);

        // why: 'mountain' stands at columns 31 and 41 of line 5; both are printed (not drawable), the second
        // also repeats the first, and the explore card check reports "printed" before "twice" for each entry.
        assertThat(problems).extracting(POSITION).containsExactly(
                at(5, 31, ERROR, BAD_CARD), at(5, 41, ERROR, BAD_CARD), at(5, 41, WARNING, DUPLICATE_ENTRY));
        assertThat(problems).extracting(Problem::message).containsExactly(
                "Players never draw the printed terrain 'mountain'. Offer a drawable terrain.",
                "Players never draw the printed terrain 'mountain'. Offer a drawable terrain.",
                "The terrain 'mountain' is offered twice.");
    }
}
