package org.cartolab.dsl.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.dsl.CartoTesting.compile;
import static org.cartolab.dsl.CartoTesting.onlyProblem;

import org.cartolab.dsl.compile.Problem;
import org.cartolab.model.LandscapePuzzle;
import org.junit.jupiter.api.Test;

/** Solo landscape puzzles: compiled to the game's own cards, and their mistakes reported at the exact token. */
class LandscapePuzzleValidationTest {

    /** Lines 1-12: terrains, two conditions, four cards (three with a condition) and the game. */
    private static final String BASE = """
            terrain forest "Forest" symbol "F"
            terrain condition-cell "Condition" symbol "#" printed
            scoring woods "Woods" score 1 per cell of forest
            scoring clearings "Clearings" score 1 per cell of empty
            landscape-card one "One" { face a carries woods { "F F #" "F . #" } face b { "F F F" ". . ." } }
            landscape-card two "Two" { face a carries clearings { ". . #" ". . #" } face b { "F . F" ". F ." } }
            landscape-card three "Three" { face a { "F F F" "F F F" } face b { ". . ." ". . ." } }
            landscape-card four "Four" { face a carries woods { "F # #" ". . ." } face b { "F F ." ". . ." } }
            landscape-card outsider "Outsider" { face a { "F F F" "F F F" } face b { ". . ." ". . ." } }
            landscape-game g "G" {
                cards one, two, three, four condition-cells condition-cell condition-cost 10
            }
            """;

    @Test
    void aPuzzleCompilesToTheGamesOwnCards() {
        LandscapePuzzle puzzle = compile(BASE + """
                landscape-puzzle quiet "Quiet" { game g shared two cards three, one }
                """).landscapePuzzle("quiet").orElseThrow();
        assertThat(puzzle.title()).isEqualTo("Quiet");
        assertThat(puzzle.game().id()).isEqualTo("g");
        assertThat(puzzle.sharedCondition().id()).isEqualTo("clearings");
        assertThat(puzzle.cards()).extracting(card -> card.id()).containsExactly("three", "one");
        // The very objects of the game, so that a placement of the puzzle's card is one of the game's card.
        assertThat(puzzle.cards().get(1)).isSameAs(puzzle.game().card("one").orElseThrow());
    }

    @Test
    void anUnknownCardSuggestsTheClosestName() {
        Problem problem = onlyProblem(BASE + """
                landscape-puzzle quiet { game g shared two cards thre }
                """);
        assertThat(problem.line()).isEqualTo(13);
        assertThat(problem.column()).isEqualTo(50);
        assertThat(problem.message()).contains("Unknown landscape card 'thre'. Maybe you meant 'three'?");
    }

    @Test
    void aCardListedTwiceIsAnError() {
        Problem problem = onlyProblem(BASE + """
                landscape-puzzle quiet { game g shared two cards one, three, one }
                """);
        assertThat(problem.column()).isEqualTo(62);
        assertThat(problem.code()).isEqualTo(CartoValidator.DUPLICATE_ENTRY);
        assertThat(problem.message()).isEqualTo("The card 'one' is listed twice; each card is laid once.");
    }

    @Test
    void theSharedCardIsNotInTheDeck() {
        Problem problem = onlyProblem(BASE + """
                landscape-puzzle quiet { game g shared two cards one, two }
                """);
        assertThat(problem.column()).isEqualTo(55);
        assertThat(problem.code()).isEqualTo(LandscapePuzzleValidator.BAD_LANDSCAPE_PUZZLE);
        assertThat(problem.message()).startsWith("The card 'two' is the shared condition, so it is not in the deck");
    }

    @Test
    void theSharedCardCarriesACondition() {
        Problem problem = onlyProblem(BASE + """
                landscape-puzzle quiet { game g shared three cards one }
                """);
        assertThat(problem.column()).isEqualTo(40);
        assertThat(problem.message()).startsWith("The card 'three' carries no scoring condition, so it cannot be "
                + "the shared one.");
    }

    @Test
    void cardsComeFromThePuzzlesGame() {
        Problem problem = onlyProblem(BASE + """
                landscape-puzzle quiet { game g shared two cards one, outsider }
                """);
        assertThat(problem.column()).isEqualTo(55);
        assertThat(problem.message()).isEqualTo("The card 'outsider' is not one of the game 'g''s cards; add it to "
                + "the game's 'cards' or choose one of them.");
    }

    @Test
    void aSoloLandscapeHoldsEightCards() {
        Problem problem = onlyProblem(BASE.replace("cards one, two, three, four condition-cells",
                "cards one, two, three, four, c5, c6, c7, c8, c9, c10 condition-cells") + """
                landscape-card c5 "5" { face a { "F F F" "F F F" } }
                landscape-card c6 "6" { face a { "F F F" "F F F" } }
                landscape-card c7 "7" { face a { "F F F" "F F F" } }
                landscape-card c8 "8" { face a { "F F F" "F F F" } }
                landscape-card c9 "9" { face a { "F F F" "F F F" } }
                landscape-card c10 "10" { face a { "F F F" "F F F" } }
                landscape-puzzle quiet { game g shared two cards one, three, four, c5, c6, c7, c8, c9, c10 }
                """);
        assertThat(problem.message()).isEqualTo("The puzzle lays 9 cards; a solo landscape holds 8 (RULES.md 3.9). "
                + "Drop 1.");
    }

    @Test
    void theFirstRoundReadingOfTheOverlapRuleIsRefused() {
        Problem problem = onlyProblem(BASE.replace("condition-cost 10", "condition-cost 10 option first-overlap = "
                + "first-round") + """
                landscape-puzzle quiet { game g shared two cards one }
                """);
        assertThat(problem.message()).startsWith("The game 'g' waives the overlap rule for the whole first round");
    }
}
