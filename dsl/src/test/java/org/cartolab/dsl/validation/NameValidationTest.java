package org.cartolab.dsl.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.dsl.CartoTesting.POSITION;
import static org.cartolab.dsl.CartoTesting.TERRAINS;
import static org.cartolab.dsl.CartoTesting.at;
import static org.cartolab.dsl.CartoTesting.compile;
import static org.cartolab.dsl.CartoTesting.load;
import static org.cartolab.dsl.CartoTesting.onlyProblem;
import static org.cartolab.dsl.compile.Problem.Severity.ERROR;
import static org.cartolab.dsl.validation.CartoValidator.DUPLICATE_NAME;

import java.util.List;
import java.util.Map;

import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.dsl.compile.Problem;
import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.dsl.compile.Workspace;
import org.junit.jupiter.api.Test;

/** Every element's name is unique among elements of its kind; terrains and groups share one name space. */
class NameValidationTest {

    @Test
    void aSecondTerrainWithTheSameNameIsReportedAtItsNameAndPointsAtTheFirst() {
        Problem problem = onlyProblem(TERRAINS + """
                terrain forest "Deep Forest" symbol "D"
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(5, 9, ERROR, DUPLICATE_NAME));
        assertThat(problem.message())
                .isEqualTo("The name 'forest' is already used by the terrain at test.carto:1. Rename one of them.");
    }

    @Test
    void theFirstDeclarationsLineIsThatOfItsNameNotOfTheCommentBeforeIt() {
        Problem problem = onlyProblem("""
                // The first forest.

                terrain forest "Forest" symbol "F"
                terrain forest "Forest" symbol "G"
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(4, 9, ERROR, DUPLICATE_NAME));
        assertThat(problem.message()).contains("already used by the terrain at test.carto:3.");
    }

    @Test
    void aGroupCannotShareATerrainsName() {
        Problem problem = onlyProblem(TERRAINS + """
                group water = water, farm
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(5, 7, ERROR, DUPLICATE_NAME));
        assertThat(problem.message()).contains("already used by the terrain at test.carto:2.");
    }

    @Test
    void twoScoringCardsWithOneNameAreADuplicate() {
        Problem problem = onlyProblem(TERRAINS + """
                scoring s "S" score 1 per cell of forest
                scoring s "T" score 2 per cell of forest
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 9, ERROR, DUPLICATE_NAME));
        assertThat(problem.message()).contains("already used by the scoring card at test.carto:5.");
    }

    @Test
    void aDeckATerrainAndAScoringCardMayShareAName() {
        Workspace workspace = compile(TERRAINS + """
                scoring forest "Forest Card" score 1 per cell c of forest where c is forest
                deck forest "Forest" cards forest
                """);

        assertThat(workspace.terrains()).extracting(t -> t.id()).contains("forest");
        assertThat(workspace.scoringCards()).extracting(c -> c.id(), c -> c.deck())
                .containsExactly(org.assertj.core.groups.Tuple.tuple("forest", "forest"));
    }

    @Test
    void aDuplicateAcrossTwoFilesIsReportedOnceInTheLaterFile() {
        LoadResult result = load(Map.of(),
                new SourceFile("a.carto", TERRAINS),
                new SourceFile("b.carto", """
                        // More terrains.
                        terrain water "Sea" symbol "S"
                        """));

        assertThat(result.problems()).hasSize(1);
        assertThat(result.problems().get(0).format()).isEqualTo("b.carto:2:9: error: The name 'water' is already "
                + "used by the terrain at a.carto:2. Rename one of them.");
    }

    @Test
    void redeclaringALibrarysTerrainIsReportedInTheUsersFileNotTheLibrary() {
        LoadResult result = load(Map.of("base", List.of(new SourceFile("base.carto", TERRAINS))),
                new SourceFile("mine.carto", """
                        uses base
                        terrain forest "Forest" symbol "G"
                        """));

        assertThat(result.problems()).hasSize(1);
        assertThat(result.problems().get(0).format()).isEqualTo("mine.carto:2:9: error: The name 'forest' is "
                + "already used by the terrain at base.carto:1. Rename one of them.");
    }
}
