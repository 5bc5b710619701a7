package org.cartolab.dsl.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.dsl.CartoTesting.POSITION;
import static org.cartolab.dsl.CartoTesting.TERRAINS;
import static org.cartolab.dsl.CartoTesting.at;
import static org.cartolab.dsl.CartoTesting.onlyProblem;
import static org.cartolab.dsl.CartoTesting.problems;
import static org.cartolab.dsl.compile.Problem.Severity.ERROR;
import static org.cartolab.dsl.compile.Problem.Severity.WARNING;
import static org.cartolab.dsl.validation.CartoValidator.BAD_CARD;
import static org.cartolab.dsl.validation.CartoValidator.BAD_GAME;
import static org.cartolab.dsl.validation.CartoValidator.DUPLICATE_ENTRY;
import static org.cartolab.dsl.validation.CartoValidator.DUPLICATE_NAME;

import java.util.List;

import org.cartolab.dsl.compile.Problem;
import org.junit.jupiter.api.Test;

/** Explore, ambush and season cards, decks and games. */
class CardAndGameValidationTest {

    @Test
    void aSeasonScoringAnEdictTheGameLacksIsReportedAtTheGamesSeasonsEntry() {
        Problem problem = onlyProblem(TERRAINS + """
                season spring "Spring" time 8 scores A, E
                game g "G" {
                  seasons spring
                  edicts A, B, C, D
                }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(7, 11, ERROR, BAD_GAME));
        // No "Maybe you meant 'A'?": every one-letter edict is one edit from every other.
        assertThat(problem.message()).isEqualTo("The season 'spring' scores the edict 'E', which this game does not "
                + "have (its edicts are A, B, C, D). Add it to the game's 'edicts' or score another edict.");
    }

    @Test
    void anEdictDifferingOnlyInCaseGetsASuggestion() {
        Problem problem = onlyProblem(TERRAINS + """
                season spring "Spring" time 8 scores a
                game g "G" {
                  seasons spring
                  edicts A, B
                }
                """);

        assertThat(problem.message()).contains("(its edicts are A, B). Maybe you meant 'A'?");
    }

    @Test
    void aGameWithSeasonsButNoEdictsIsToldToDeclareThem() {
        Problem problem = onlyProblem(TERRAINS + """
                season spring "Spring" time 8 scores A
                game g "G" {
                  seasons spring
                }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(7, 11, ERROR, BAD_GAME));
        assertThat(problem.message()).isEqualTo(
                "The season 'spring' scores the edict 'A', but this game has no edicts. Declare them, e.g. "
                        + "'edicts A'.");
    }

    @Test
    void anEdictListedTwiceIsReportedAtTheSecond() {
        Problem problem = onlyProblem(TERRAINS + """
                game g "G" {
                  edicts A, B, A
                }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 16, ERROR, DUPLICATE_ENTRY));
        assertThat(problem.message()).isEqualTo("The edict 'A' is listed twice.");
    }

    @Test
    void moreEdictsThanDecksIsAWarningAtTheDecks() {
        Problem problem = onlyProblem(TERRAINS + """
                scoring s "S" score 1 per cell of forest
                deck d cards s
                game g "G" {
                  edicts A, B
                  decks d
                }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(9, 9, WARNING, BAD_GAME));
        assertThat(problem.message()).startsWith("The game has 1 scoring decks but 2 edicts;");
    }

    @Test
    void aSeasonTermAndAnOptionDefinedTwiceAreErrors() {
        List<Problem> problems = problems(TERRAINS + """
                game g "G" {
                  score coins: coins
                  score coins: 2 * coins
                  option one-cell-fallback = card
                  option one-cell-fallback = any
                }
                """);

        assertThat(problems).extracting(POSITION).containsExactly(
                at(7, 9, ERROR, DUPLICATE_NAME), at(9, 10, ERROR, DUPLICATE_NAME));
        assertThat(problems).extracting(Problem::message).containsExactly(
                "The season term 'coins' is defined twice.", "The option 'one-cell-fallback' is set twice.");
    }

    @Test
    void aRuinsCardOffersNothing() {
        Problem problem = onlyProblem(TERRAINS + """
                explore temple "Temple Ruins" time 0 ruins terrains forest
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(5, 9, ERROR, BAD_CARD));
        assertThat(problem.message()).startsWith("A ruins card offers no terrains or shapes:");
    }

    @Test
    void anExploreCardWithoutTerrainsOrShapesGetsOneErrorForEach() {
        List<Problem> problems = problems(TERRAINS + """
                explore blank "Blank" time 1
                """);

        assertThat(problems).extracting(POSITION).containsExactly(
                at(5, 9, ERROR, BAD_CARD), at(5, 9, ERROR, BAD_CARD));
        assertThat(problems).extracting(Problem::message).containsExactlyInAnyOrder(
                "The explore card 'blank' offers no terrain. Add one, e.g. terrains forest.",
                "The explore card 'blank' offers no shape. Add one, e.g. shape { \"XX\" }.");
    }

    @Test
    void anExploreCardOffersDrawableTerrainsOnceEach() {
        List<Problem> problems = problems(TERRAINS + """
                explore e "E" time 1 terrains forest, mountain, forest shape { "X" }
                """);

        assertThat(problems).extracting(POSITION).containsExactly(
                at(5, 39, ERROR, BAD_CARD), at(5, 49, WARNING, DUPLICATE_ENTRY));
        assertThat(problems).extracting(Problem::message).containsExactly(
                "Players never draw the printed terrain 'mountain'. Offer a drawable terrain.",
                "The terrain 'forest' is offered twice.");
    }

    @Test
    void aDeckListingACardTwiceIsReportedAtTheSecondEntry() {
        Problem problem = onlyProblem(TERRAINS + """
                scoring s "S" score 1 per cell of forest
                deck d cards s, s
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 17, ERROR, DUPLICATE_ENTRY));
        assertThat(problem.message()).isEqualTo("The card 's' is listed twice in this deck.");
    }

    @Test
    void anAmbushCannotFillWithAPrintedTerrain() {
        Problem problem = onlyProblem(TERRAINS + """
                ambush a "A" fills mountain shape { "X" } pass clockwise solo-corner top-left
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(5, 20, ERROR, BAD_CARD));
        assertThat(problem.message()).isEqualTo("An ambush is drawn by players, so it cannot fill its shape with the "
                + "printed terrain 'mountain'.");
    }

    @Test
    void anAmbushShapeEarnsNoCoin() {
        Problem problem = onlyProblem(TERRAINS + """
                ambush a "A" fills forest shape coin { "X" } pass clockwise solo-corner top-left
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(5, 33, WARNING, BAD_CARD));
        assertThat(problem.message()).isEqualTo("Ambush shapes earn no coins; remove 'coin'.");
    }
}
