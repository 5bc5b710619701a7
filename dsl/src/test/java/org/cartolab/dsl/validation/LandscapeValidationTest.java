package org.cartolab.dsl.validation;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.dsl.CartoTesting.compile;
import static org.cartolab.dsl.CartoTesting.onlyProblem;

import org.cartolab.dsl.compile.Problem;
import org.cartolab.dsl.compile.Workspace;
import org.cartolab.model.CardFace;
import org.cartolab.model.FaceCell;
import org.cartolab.model.LandscapeDraft;
import org.cartolab.model.LandscapeGame;
import org.junit.jupiter.api.Test;

/** Landscape cards, landscape games and the expressions landscapes added, checked at the exact line and column. */
class LandscapeValidationTest {

    /** Lines 1-4: a river, a forest, the condition cells and a condition; what follows starts on line 5. */
    private static final String BASE = """
            terrain river "River" symbol "~" printed
            terrain forest "Forest" symbol "F"
            terrain condition-cell "Condition" symbol "#" printed
            scoring wet "Wet" score 1 per cell of river
            """;

    @Test
    void aFaceCompilesToCellsWithEnds() {
        Workspace workspace = compile(BASE + """
                landscape-card one "One" {
                    face a carries wet { "~ew F #" ". . #" }
                    face b { "F F F" "~ns ~nesw ." }
                }
                landscape-game g "G" { cards one condition-cells condition-cell condition-cost 10 }
                """);
        LandscapeGame game = workspace.landscapeGame("g").orElseThrow();
        assertThat(game.conditionCost()).isEqualTo(10);
        CardFace a = game.card("one").orElseThrow().face("a").orElseThrow();
        assertThat(a.height()).isEqualTo(2);
        assertThat(a.width()).isEqualTo(3);
        assertThat(a.condition().orElseThrow().id()).isEqualTo("wet");
        // "~ew": ends east (bit 1) and west (bit 3)
        assertThat(a.cells().get(0)).isEqualTo(new FaceCell(0, 0, a.cells().get(0).terrain(),
                FaceCell.Side.EAST.bit() | FaceCell.Side.WEST.bit()));
        assertThat(a.cells().get(0).terrain().orElseThrow().id()).isEqualTo("river");
        assertThat(a.cells().get(3).terrain()).isEmpty();
        assertThat(game.card("one").orElseThrow().face("b").orElseThrow().cells().get(4).ends()).isEqualTo(15);
    }

    @Test
    void aDraftCompilesAndOneTheDeckCannotDealIsAnError() {
        String card = """
                landscape-card one "One" {
                    face a carries wet { "~ew F #" ". . #" }
                    face b { "F F F" "F F F" }
                }
                landscape-card two "Two" { face a { "F F F" "F F F" } }
                landscape-card three "Three" { face a { "F F F" "F F F" } }
                """;
        Workspace workspace = compile(BASE + card + """
                landscape-game g "G" { cards one, two, three condition-cells condition-cell
                    draft { shared bottom rounds 1 deal 1 top } }
                landscape-game h "H" { cards one, two, three condition-cells condition-cell }
                """);
        assertThat(workspace.landscapeGame("g").orElseThrow().draft()).isEqualTo(new LandscapeDraft(
                LandscapeDraft.DeckEnd.BOTTOM, 1, 1, LandscapeDraft.DeckEnd.TOP, 0));
        // A game that states no draft has the rulebook's.
        assertThat(workspace.landscapeGame("h").orElseThrow().draft()).isEqualTo(LandscapeDraft.RULEBOOK);
        // Two players need 1 + 2 x 1 x 2 = 5 cards; solo 1 + 2 x (1 + 1 + 1) = 7; the deck has 3.
        Problem problem = onlyProblem(BASE + card + """
                landscape-game g "G" { cards one, two, three condition-cells condition-cell
                    draft { shared top rounds 2 deal 1 bottom solo-skip 1 } }
                """);
        assertThat(problem.line()).isEqualTo(12);
        assertThat(problem.message()).isEqualTo("The draft needs 7 cards (1 shared, then per round 1 for each of 2 "
                + "players, or solo 1 dealt, 1 skipped and 1 received) but the game has 3. Deal fewer rounds or fewer "
                + "cards.");
    }

    @Test
    void anUnknownSymbolInAFaceSuggestsOne() {
        Problem problem = onlyProblem(BASE + """
                landscape-card one "One" {
                    face a { "F F f" "F F F" }
                }
                """);
        assertThat(problem.line()).isEqualTo(6);
        assertThat(problem.column()).isEqualTo(14);
        assertThat(problem.message()).isEqualTo("Row 1, cell 3 of the face 'a': 'f' is no terrain's board "
                + "character. Maybe you meant 'F'? Write '.' for an empty cell or one of # F ~.");
    }

    @Test
    void raggedRowsAndBadEndsAreErrors() {
        Problem ragged = onlyProblem(BASE + """
                landscape-card one "One" {
                    face a { "F F F"
                             "F F" }
                }
                """);
        assertThat(ragged.line()).isEqualTo(7);
        assertThat(ragged.column()).isEqualTo(14);
        assertThat(ragged.message()).startsWith("Row 2 of the face 'a' has 2 cells but the first row has 3.");
        Problem ends = onlyProblem(BASE + """
                landscape-card one "One" {
                    face a { "~nx F F" "F F F" }
                }
                """);
        assertThat(ends.message()).isEqualTo("Row 1, cell 1 of the face 'a': 'x' in '~nx' is not an edge; the "
                + "ends of a cell are written with n, e, s and w (top, right, bottom, left), e.g. '~ns'.");
    }

    @Test
    void aConditionNeedsConditionCellsAndConditionCellsNeedACondition() {
        Problem missing = onlyProblem(BASE + """
                landscape-card one "One" {
                    face a carries wet { "F F F" "F F F" }
                }
                landscape-game g "G" { cards one condition-cells condition-cell }
                """);
        assertThat(missing.line()).isEqualTo(8);
        assertThat(missing.message()).isEqualTo("The face 'a' of the card 'one' carries the condition 'wet' but no "
                + "cell of 'condition-cell' (#) to print it on.");
        Problem unnamed = onlyProblem(BASE + """
                landscape-card one "One" {
                    face a { "F # #" "F F F" }
                }
                landscape-game g "G" { cards one condition-cells condition-cell }
                """);
        assertThat(unnamed.message()).startsWith("The face 'a' of the card 'one' has cells of 'condition-cell' (#) "
                + "but carries no condition.");
    }

    @Test
    void distanceTakesRegionsAndMaxOfValuesTakesNumbers() {
        Problem distance = onlyProblem(BASE + "scoring far \"Far\" score distance(river, 3)\n");
        assertThat(distance.line()).isEqualTo(5);
        assertThat(distance.column()).isEqualTo(41); // "scoring far \"Far\" score distance(river, " is 40 characters
        assertThat(distance.message()).isEqualTo("The second argument of 'distance' must be a set of cells but is "
                + "a number.");
        Problem max = onlyProblem(BASE + "scoring most \"Most\" score max(1, some cell of river)\n");
        assertThat(max.message()).isEqualTo("Each value of 'max' must be a number but is a condition.");
    }

    @Test
    void theFirstOverlapOptionIsChecked() {
        Problem problem = onlyProblem(BASE + """
                landscape-card one "One" { face a { "F F F" "F F F" } }
                landscape-game g "G" { cards one condition-cells condition-cell option first-overlap = always }
                """);
        assertThat(problem.message()).isEqualTo("The rule option 'first-overlap' cannot be 'always'; it is one of "
                + "first-card, first-round (default first-card).");
    }
}
