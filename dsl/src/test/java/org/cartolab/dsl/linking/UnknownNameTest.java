package org.cartolab.dsl.linking;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.dsl.CartoTesting.LINKING;
import static org.cartolab.dsl.CartoTesting.POSITION;
import static org.cartolab.dsl.CartoTesting.TERRAINS;
import static org.cartolab.dsl.CartoTesting.at;
import static org.cartolab.dsl.CartoTesting.onlyProblem;
import static org.cartolab.dsl.CartoTesting.problems;
import static org.cartolab.dsl.compile.Problem.Severity.ERROR;
import static org.cartolab.dsl.compile.Problem.Severity.WARNING;

import java.util.List;

import org.cartolab.dsl.compile.Problem;
import org.cartolab.dsl.validation.CartoValidator;
import org.junit.jupiter.api.Test;

/** Names that resolve to nothing: the kind of thing expected, at the name, with the closest known name. */
class UnknownNameTest {

    @Test
    void unknownTerrainInAnExploreCardSuggestsTheClosestTerrain() {
        Problem problem = onlyProblem(TERRAINS + """
                explore e "E" time 1 terrains forst shape { "X" }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(5, 31, ERROR, LINKING));
        assertThat(problem.message()).isEqualTo("Unknown terrain 'forst'. Maybe you meant 'forest'?");
    }

    @Test
    void unknownNameInAScoringExpressionSuggestsTheClosestTerrain() {
        Problem problem = onlyProblem(TERRAINS + """
                scoring s "S"
                  score 1 per cell c of forest where c touches mountian
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 48, ERROR, LINKING));
        assertThat(problem.message())
                .startsWith("Unknown name 'mountian': it is not a terrain, a terrain group or an item bound")
                .endsWith(" Maybe you meant 'mountain'?");
    }

    @Test
    void unknownNameInACellSetUnionIsReportedAtThatName() {
        Problem problem = onlyProblem(TERRAINS + """
                scoring s "S"
                  score 1 per cell c of forest where c touches water | mountian | edge
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 56, ERROR, LINKING));
        assertThat(problem.message()).endsWith("Maybe you meant 'mountain'?");
    }

    @Test
    void aNameTooFarFromEveryKnownNameGetsNoSuggestion() {
        Problem problem = onlyProblem(TERRAINS + """
                explore e "E" time 1 terrains xyzzyq shape { "X" }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(5, 31, ERROR, LINKING));
        assertThat(problem.message())
                .isEqualTo("Unknown terrain 'xyzzyq'. Check the spelling, or declare it with 'terrain xyzzyq ...'.")
                .doesNotContain("Maybe");
    }

    @Test
    void aFileWithoutAnyTerrainIsToldToDeclareThemOrUseALibrary() {
        Problem problem = onlyProblem("""
                explore e "E" time 1 terrains forest shape { "X" }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(1, 31, ERROR, LINKING));
        assertThat(problem.message()).startsWith("Unknown terrain 'forest'. No terrains are declared")
                .contains("'uses cartographers'");
    }

    @Test
    void deckNamingAnUnknownScoringCardSuggestsTheClosestCard() {
        Problem problem = onlyProblem(TERRAINS + """
                scoring sentinel-wood "Sentinel Wood" score 1 per cell of forest
                deck d "D" cards sentinal-wood
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 18, ERROR, LINKING));
        assertThat(problem.message())
                .isEqualTo("Unknown scoring card 'sentinal-wood'. Maybe you meant 'sentinel-wood'?");
    }

    @Test
    void aDeckEntryIsLookedUpAmongScoringCardsOnlyNotTerrainsOrDecks() {
        // 'forest' is a terrain and one edit from the deck 'forests', but neither is a scoring card.
        Problem problem = onlyProblem(TERRAINS + """
                scoring woods "Woods" score 1 per cell of forest
                deck forests cards woods
                deck d cards forest
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(7, 14, ERROR, LINKING));
        assertThat(problem.message())
                .isEqualTo("Unknown scoring card 'forest'. Check the spelling, or declare it with "
                        + "'scoring forest ...'.");
    }

    @Test
    void unknownShapeInAnExploreCardSuggestsTheClosestShape() {
        Problem problem = onlyProblem(TERRAINS + """
                shape bend { "X." ".X" }
                explore e "E" time 1 terrains forest shape coin bnd
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 49, ERROR, LINKING));
        assertThat(problem.message()).isEqualTo("Unknown shape 'bnd'. Maybe you meant 'bend'?");
    }

    @Test
    void unknownSeasonInAGameIsCalledASeasonCard() {
        Problem problem = onlyProblem(TERRAINS + """
                season spring "Spring" time 8 scores A
                game g "G" {
                  seasons sprung
                  edicts A
                }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(7, 11, ERROR, LINKING));
        assertThat(problem.message()).isEqualTo("Unknown season card 'sprung'. Maybe you meant 'spring'?");
    }

    @Test
    void expressionSuggestionsIgnoreDecksEvenWhenTheyAreCloser() {
        // The deck 'forests' is one edit from 'forestz', as is the terrain 'forest'; only the terrain is a name an
        // expression can use.
        Problem problem = onlyProblem(TERRAINS + """
                scoring s "S"
                  score 1 per cell c of forest where c touches forestz
                deck forests cards s
                """);

        assertThat(problem.message()).endsWith("Maybe you meant 'forest'?");
    }

    @Test
    void aOneLetterNameIsNoTypoOfAnotherOneLetterName() {
        List<Problem> problems = problems(TERRAINS + """
                scoring s "S"
                  score 1 per cell c of forest where k touches edge
                """);

        assertThat(problems).extracting(POSITION).containsExactly(
                at(6, 20, WARNING, CartoValidator.UNUSED_NAME),
                at(6, 38, ERROR, LINKING));
        // Replacing the whole of a name is no typo: 'k' gets no "Maybe you meant 'c'?".
        assertThat(problems.get(1).message()).startsWith("Unknown name 'k'").doesNotContain("Maybe");
    }

    @Test
    void aBindingIsNotVisibleOutsideItsSource() {
        Problem problem = onlyProblem(TERRAINS + """
                scoring s "S"
                  score count(cell c of forest where c touches edge) + size(c)
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 61, ERROR, LINKING));
        assertThat(problem.message()).startsWith("Unknown name 'c'")
                .endsWith("Check the spelling, or bind it, e.g. 'cell c of ...'.");
    }
}
