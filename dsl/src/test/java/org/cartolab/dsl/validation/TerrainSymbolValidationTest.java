package org.cartolab.dsl.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.dsl.CartoTesting.POSITION;
import static org.cartolab.dsl.CartoTesting.TERRAINS;
import static org.cartolab.dsl.CartoTesting.at;
import static org.cartolab.dsl.CartoTesting.compile;
import static org.cartolab.dsl.CartoTesting.load;
import static org.cartolab.dsl.CartoTesting.onlyProblem;
import static org.cartolab.dsl.compile.Problem.Severity.ERROR;
import static org.cartolab.dsl.validation.CartoValidator.BAD_SYMBOL;
import static org.cartolab.dsl.validation.CartoValidator.DUPLICATE_SYMBOL;

import java.util.List;
import java.util.Map;

import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.dsl.compile.Problem;
import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.model.TerrainRole;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

/** A terrain's board character must be one character the board text format can read back unambiguously. */
class TerrainSymbolValidationTest {

    @ParameterizedTest
    @ValueSource(strings = {".", "R", "*", "K", "a", "/"})
    void reservedAndLowerCaseCharactersCannotStandForATerrain(String symbol) {
        Problem problem = onlyProblem(TERRAINS + """
                terrain hill "Hill" symbol "%s"
                """.formatted(symbol));

        assertThat(problem).extracting(POSITION).isEqualTo(at(5, 28, ERROR, BAD_SYMBOL));
        assertThat(problem.message()).startsWith("The character '" + symbol + "' cannot stand for a terrain")
                .endsWith("Pick an upper case letter or a symbol such as '#'.");
    }

    @Test
    void twoTerrainsWithOneSymbolAreReportedAtTheSecondsSymbol() {
        Problem problem = onlyProblem(TERRAINS + """
                terrain fungus "Fungus" symbol "F"
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(5, 32, ERROR, DUPLICATE_SYMBOL));
        assertThat(problem.message()).isEqualTo("The board character 'F' already stands for the terrain 'forest' "
                + "(test.carto:1). Each terrain needs its own character.");
    }

    @Test
    void aSymbolRepeatingALibrarysIsReportedInTheUsersFile() {
        // Libraries count as declared first, so the user's terrain is the one in the wrong.
        LoadResult result = load(Map.of("base", List.of(new SourceFile("base.carto", TERRAINS))),
                new SourceFile("mine.carto", """
                        uses base
                        terrain tree "Tree" symbol "F"
                        """));

        assertThat(result.problems()).extracting(Problem::format).containsExactly("mine.carto:2:28: error: The "
                + "board character 'F' already stands for the terrain 'forest' (base.carto:1). Each terrain needs "
                + "its own character.");
    }

    @Test
    void aDrawableTerrainNeedsALetterBecauseItIsWrittenInLowerCaseOnRuins() {
        Problem problem = onlyProblem(TERRAINS + """
                terrain swamp "Swamp" symbol "~" drawable
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(5, 30, ERROR, BAD_SYMBOL));
        assertThat(problem.message()).startsWith("A drawable terrain needs a letter as its board character")
                .endsWith("Pick a letter, or mark the terrain 'printed'.");
    }

    @Test
    void aTerrainWithoutRoleIsDrawableAndSoNeedsALetterToo() {
        Problem problem = onlyProblem(TERRAINS + """
                terrain swamp "Swamp" symbol "~"
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(5, 30, ERROR, BAD_SYMBOL));
    }

    @Test
    void aPrintedTerrainMayUseANonLetter() {
        var workspace = compile(TERRAINS + """
                terrain wasteland "Wasteland" symbol "#" colour #5a5a5a printed
                """);

        assertThat(workspace.terrains().get(4)).isEqualTo(
                new org.cartolab.model.Terrain("wasteland", "Wasteland", '#', "#5a5a5a", TerrainRole.PRINTED));
    }

    @Test
    void aTerrainWithoutSymbolIsToldWhichOneToAdd() {
        Problem problem = onlyProblem(TERRAINS + """
                terrain hill "Hill"
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(5, 9, ERROR, BAD_SYMBOL));
        assertThat(problem.message())
                .isEqualTo("The terrain 'hill' has no board character. Add one, e.g. symbol \"H\".");
    }

    @Test
    void aSymbolIsOneCharacter() {
        Problem problem = onlyProblem(TERRAINS + """
                terrain hill "Hill" symbol "HI"
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(5, 28, ERROR, BAD_SYMBOL));
        assertThat(problem.message()).isEqualTo("A board character is one character, but \"HI\" has 2.");
    }
}
