package org.cartolab.dsl.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.dsl.CartoTesting.LINKING;
import static org.cartolab.dsl.CartoTesting.POSITION;
import static org.cartolab.dsl.CartoTesting.TERRAINS;
import static org.cartolab.dsl.CartoTesting.at;
import static org.cartolab.dsl.CartoTesting.compile;
import static org.cartolab.dsl.CartoTesting.onlyProblem;
import static org.cartolab.dsl.compile.Problem.Severity.ERROR;
import static org.cartolab.dsl.compile.Problem.Severity.WARNING;
import static org.cartolab.dsl.validation.CartoValidator.BAD_ART;
import static org.cartolab.dsl.validation.CartoValidator.BAD_CARD;
import static org.cartolab.dsl.validation.CartoValidator.DUPLICATE_ENTRY;
import static org.cartolab.dsl.validation.CartoValidator.RAGGED_ART;
import static org.cartolab.dsl.validation.CartoValidator.TYPE_MISMATCH;

import org.cartolab.dsl.compile.Problem;
import org.junit.jupiter.api.Test;

/** Heroes: hero cards, ambush letters and effects, and the expressions Heroes cards need. */
class HeroesValidationTest {

    /** The test terrains plus a monster on line 5, so the text that follows starts on line 6. */
    private static final String WITH_MONSTER = TERRAINS + "terrain monster \"Monster\" symbol \"X\" drawable\n";

    /** A scoring card whose one score line, on line 6, is {@code expression}; the expression starts at column 9. */
    private static String card(String expression) {
        return TERRAINS + "scoring s \"S\"\n  score " + expression + "\n";
    }

    // ------------------------------------------------------------------ hero cards

    @Test
    void aHeroWithoutAnHIsToldToMarkItsCell() {
        Problem problem = onlyProblem(TERRAINS + """
                hero h "H" attack { "X.X" }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(5, 21, ERROR, BAD_ART));
        assertThat(problem.message()).isEqualTo("The hero 'h' has no 'H' in its attack pattern. Mark the hero's own "
                + "cell with 'H', e.g. { \"XHX\" }.");
    }

    @Test
    void aSecondHIsReportedAtItsRow() {
        Problem problem = onlyProblem(TERRAINS + """
                hero h "H" attack {
                    "XHX"
                    "XHX"
                }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(7, 5, ERROR, BAD_ART));
        assertThat(problem.message()).isEqualTo("The hero 'h' has a second 'H' in attack row 2. A hero stands in one "
                + "cell: keep one 'H' and mark the attacked cells with 'X'.");
    }

    @Test
    void anAttackPatternHasOnlyHXAndDots() {
        Problem problem = onlyProblem(TERRAINS + """
                hero h "H" attack { ".X." "XHo" }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(5, 27, ERROR, BAD_ART));
        assertThat(problem.message()).isEqualTo("The hero 'h' has the character 'o' in attack row 2. Mark the hero's "
                + "cell with 'H', the attacked cells with 'X' and the others with '.'.");
    }

    @Test
    void aRaggedAttackPatternIsReportedAtTheShortRow() {
        Problem problem = onlyProblem(TERRAINS + """
                hero h "H" attack { "XHX" "X" }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(5, 27, ERROR, RAGGED_ART));
        assertThat(problem.message()).isEqualTo("The hero 'h' has an attack row of length 1 but the first row has "
                + "length 3. Every row needs the same length; pad with '.'.");
    }

    @Test
    void aHeroMustAttackSomething() {
        Problem problem = onlyProblem(TERRAINS + """
                hero h "H" attack { ".H." }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(5, 21, ERROR, BAD_ART));
        assertThat(problem.message())
                .isEqualTo("The hero 'h' attacks no cell. Mark the attacked cells around the 'H' with 'X'.");
    }

    @Test
    void aTerrainNamedHeroAndHeroCardsLiveTogether() {
        var workspace = compile(TERRAINS + """
                terrain hero "Hero" symbol "H" drawable
                group kinds = forest, hero
                hero dal "Dal" attack { "X.X" ".H." "X.X" }
                explore e "E" time 1 terrains forest, hero shape { "X" }
                scoring s "S" score 1 per cell c of hero where c touches hero | forest
                game g "G" { heroes dal }
                """);

        assertThat(workspace.games().get(0).heroes()).hasSize(1);
        assertThat(workspace.terrains()).extracting(t -> t.id()).contains("hero");
    }

    @Test
    void anUnknownHeroInAGameSuggestsTheClosestHero() {
        Problem problem = onlyProblem(TERRAINS + """
                hero dal-of-jolev "Dal of Jolev" attack { "XH" }
                game g "G" { heroes dal-of-jolew }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 21, ERROR, LINKING));
        assertThat(problem.message()).isEqualTo("Unknown hero card 'dal-of-jolew'. Maybe you meant 'dal-of-jolev'?");
    }

    // ------------------------------------------------------------------ ambushes

    @Test
    void anAmbushLetterIsOneUpperCaseLetter() {
        Problem problem = onlyProblem(WITH_MONSTER + """
                ambush a "A" fills monster letter "gg" shape { "X" } pass clockwise solo-corner top-left
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 35, ERROR, BAD_CARD));
        assertThat(problem.message()).isEqualTo("An ambush's letter is one upper case letter, drawn with its monsters, "
                + "but it is \"gg\". Write e.g. letter \"G\".");
    }

    @Test
    void anEffectOfZeroCellsIsReportedAtTheNumber() {
        Problem problem = onlyProblem(WITH_MONSTER + """
                ambush a "A" fills monster letter "A" shape { "X" } pass clockwise solo-corner top-left
                    effect when-drawn destroy 0 empty adjacent
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(7, 31, ERROR, BAD_CARD));
        assertThat(problem.message())
                .isEqualTo("This effect does nothing with 0 cells; give a number from 1 up, or remove the effect.");
    }

    @Test
    void anAmbushWithEffectsButNoLetterIsAWarningAtItsName() {
        Problem problem = onlyProblem(WITH_MONSTER + """
                ambush troll "Troll" fills monster shape { "X" } pass clockwise solo-corner top-left
                    effect after-season-scoring destroy 1 empty adjacent
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 8, WARNING, BAD_CARD));
        assertThat(problem.message()).isEqualTo("The ambush 'troll' has lasting effects but no letter. Its effects "
                + "act on the monsters drawn with its letter: add one, e.g. letter \"T\".");
    }

    @Test
    void twoAmbushesOfAGameCannotShareALetter() {
        Problem problem = onlyProblem(WITH_MONSTER + """
                ambush a "A" fills monster letter "G" shape { "X" } pass clockwise solo-corner top-left
                ambush b "B" fills monster letter "G" shape { "X" } pass clockwise solo-corner top-left
                game g "G" {
                  ambushes a, b
                }
                """);

        assertThat(problem).extracting(POSITION).isEqualTo(at(9, 15, ERROR, DUPLICATE_ENTRY));
        assertThat(problem.message()).isEqualTo("The ambushes 'a' and 'b' both have the letter \"G\". The letter "
                + "tells a map's monsters apart: give each ambush its own.");
    }

    @Test
    void anUnknownTriggerIsASyntaxErrorAtTheTrigger() {
        Problem problem = onlyProblem(WITH_MONSTER + """
                ambush a "A" fills monster letter "A" shape { "X" } pass clockwise solo-corner top-left
                    effect when-revealed destroy 1 empty adjacent
                """);

        assertThat(problem.line()).isEqualTo(7);
        assertThat(problem.column()).isEqualTo(12);
    }

    // ------------------------------------------------------------------ expressions

    @Test
    void positionNeedsARowOrAColumn() {
        Problem problem = onlyProblem(card("1 per cell c of forest where position(c) = 1"));

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 47, ERROR, TYPE_MISMATCH));
        assertThat(problem.message()).isEqualTo("'position' numbers a row or a column: give it one bound by 'row' or "
                + "'column', e.g. '10 per column k where position(k) mod 2 = 1'.");
    }

    @Test
    void modByZeroIsReportedAtTheZero() {
        Problem problem = onlyProblem(card("3 mod 0"));

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 15, ERROR, TYPE_MISMATCH));
        assertThat(problem.message())
                .isEqualTo("'mod 0' has no remainder: divide by a number from 1 up, e.g. 'mod 2'.");
    }

    @Test
    void modTakesNumbers() {
        Problem problem = onlyProblem(card("forest mod 2"));

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 9, ERROR, TYPE_MISMATCH));
        assertThat(problem.message())
                .isEqualTo("The left side of 'mod' must be a number but is a set of cells. Maybe you meant "
                        + "'size(...)'?");
    }

    @Test
    void anUnknownNameAfterExceptIsReportedAtThatName() {
        Problem problem = onlyProblem(card("1 per cell c of forest where c touches water except mountian"));

        assertThat(problem).extracting(POSITION).isEqualTo(at(6, 61, ERROR, LINKING));
        assertThat(problem.message()).endsWith("Maybe you meant 'mountain'?");
    }
}
