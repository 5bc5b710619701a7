package org.cartolab.dsl.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.dsl.CartoTesting.POSITION;
import static org.cartolab.dsl.CartoTesting.TERRAINS;
import static org.cartolab.dsl.CartoTesting.at;
import static org.cartolab.dsl.CartoTesting.compile;
import static org.cartolab.dsl.CartoTesting.onlyProblem;
import static org.cartolab.dsl.compile.Problem.Severity.ERROR;
import static org.cartolab.dsl.validation.CartoValidator.BAD_ART;
import static org.cartolab.dsl.validation.CartoValidator.BAD_MAP;
import static org.cartolab.dsl.validation.CartoValidator.RAGGED_ART;

import java.util.List;

import org.cartolab.dsl.compile.Problem;
import org.cartolab.model.Geometry;
import org.cartolab.model.MapSheet;
import org.junit.jupiter.api.Test;

/** Shape drawings and map sheets: rectangular, made of known characters, not empty. */
class ShapeAndMapValidationTest {

    @Test
    void aRaggedShapeIsReportedOnTheShortRowsLine() {
        Problem problem = onlyProblem(TERRAINS + """
                shape t {
                  "XXX"
                  "X"
                }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(7, 3, ERROR, RAGGED_ART));
        assertThat(problem.message()).isEqualTo("The shape 't' has a row of length 1 but the first row has length 3. "
                + "Every row needs the same length; pad gaps with '.'.");
    }

    @Test
    void aRaggedInlineShapeIsReportedAtItsRow() {
        Problem problem = onlyProblem(TERRAINS + """
                explore e "E" time 1 terrains forest shape { "XX" "X" }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(5, 51, ERROR, RAGGED_ART));
        assertThat(problem.message()).startsWith("This shape has a row of length 1 but the first row has length 2.");
    }

    @Test
    void aShapeWithAnotherCharacterThanXAndDotNamesTheCharacterAndRow() {
        Problem problem = onlyProblem(TERRAINS + """
                shape t {
                  "X."
                  "XO"
                }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(7, 3, ERROR, BAD_ART));
        assertThat(problem.message())
                .isEqualTo("The shape 't' has the character 'O' in row 2. Draw cells with 'X' and gaps with '.'.");
    }

    @Test
    void aShapeWithNoCellIsReportedAtItsFirstRow() {
        Problem problem = onlyProblem(TERRAINS + """
                shape t { ".." ".." }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(5, 11, ERROR, BAD_ART));
        assertThat(problem.message()).isEqualTo("The shape 't' has no cell. Draw its cells with 'X'.");
    }

    @Test
    void aMapWithARaggedRowNamesTheRow() {
        Problem problem = onlyProblem(TERRAINS + """
                map A "A" square {
                  "..."
                  ".."
                }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(7, 3, ERROR, BAD_MAP));
        assertThat(problem.message()).isEqualTo(
                "Row 2 of the map 'A' has 2 cells but the first row has 3. Every row needs the same length.");
    }

    @Test
    void aMapWithAnUnknownCharacterNamesRowAndColumn() {
        Problem problem = onlyProblem(TERRAINS + """
                map A "A" square {
                  "..."
                  "..."
                  "..Q"
                }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(8, 3, ERROR, BAD_MAP));
        assertThat(problem.message()).isEqualTo("Row 3, column 3 of the map 'A' has the character 'Q', which is no "
                + "terrain's board character. Use '.' for an empty cell, 'R' for ruins or a terrain's character.");
    }

    @Test
    void aPrintedTerrainHasNoLowerCaseFormOnTheMap() {
        // 'f' is a forest drawn on ruins; mountains are printed, never drawn, so 'm' means nothing.
        Problem problem = onlyProblem(TERRAINS + """
                map A "A" square { "fm" }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(5, 20, ERROR, BAD_MAP));
        assertThat(problem.message()).startsWith("Row 1, column 2 of the map 'A' has the character 'm',");
    }

    @Test
    void aMapWithAnEmptyRowHasNoCells() {
        Problem problem = onlyProblem(TERRAINS + """
                map A "A" square { "" }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(5, 20, ERROR, BAD_MAP));
        assertThat(problem.message()).startsWith("The map 'A' has no cells. ");
    }

    @Test
    void aValidMapCompilesWithItsRowsAsWritten() {
        var workspace = compile(TERRAINS + """
                map A "Wilderness" square {
                  ".M.R"
                  "Ff*W"
                }
                game g "G" { maps A }
                """);

        MapSheet map = workspace.games().get(0).maps().get(0);
        assertThat(map).isEqualTo(new MapSheet("A", "Wilderness", Geometry.SQUARE, List.of(".M.R", "Ff*W")));
        assertThat(map.height()).isEqualTo(2);
        assertThat(map.width()).isEqualTo(4);
    }
}
