package org.cartolab.dsl.hex;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.dsl.CartoTesting.POSITION;
import static org.cartolab.dsl.CartoTesting.at;
import static org.cartolab.dsl.CartoTesting.compile;
import static org.cartolab.dsl.CartoTesting.onlyProblem;
import static org.cartolab.dsl.compile.Problem.Severity.ERROR;
import static org.cartolab.dsl.validation.HexValidator.BAD_ACTION_DECK;
import static org.cartolab.dsl.validation.HexValidator.BAD_HEX_GAME;
import static org.cartolab.dsl.validation.HexValidator.BAD_HEX_MAP;
import static org.cartolab.dsl.validation.HexValidator.BAD_LANDSCAPE;
import static org.cartolab.dsl.validation.HexValidator.TYPE_MISMATCH;
import static org.cartolab.dsl.validation.HexValidator.UNKNOWN_NAME;

import java.util.List;

import org.cartolab.dsl.CartoTesting;
import org.cartolab.dsl.compile.Problem;
import org.cartolab.model.hex.ActionCardKind;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexExpr;
import org.cartolab.model.hex.HexGame;
import org.cartolab.model.hex.HexItemKind;
import org.junit.jupiter.api.Test;

/** Hex games in the language: landscapes, hex maps and objective expressions, and their errors. */
class HexValidationTest {

    /** Two products and three landscapes on lines 1 to 5, so the text that follows starts on line 6. */
    private static final String LANDSCAPES = """
            product wood "Wood" resource
            product fish "Fish" goods
            landscape forest "Forest" symbol "F" yields wood
            landscape coast "Coast" symbol "C" yields fish
            landscape rim "Rim" symbol "o" frame
            """;

    /** One forest with a 6 and the frame around it, on lines 6 to 12. */
    private static String tinyMap(String centre) {
        return """
                map tiny "Tiny" hex {
                    ".  o  ."
                    "o  .  o"
                    ".  %s ."
                    "o  .  o"
                    ".  o  ."
                }
                """.formatted(centre);
    }

    private static final String GAME = """
            hex-game tiny-game "Tiny" { maps tiny objectives o }
            """;

    private static String objective(String expression) {
        return LANDSCAPES + tinyMap("F6") + GAME + "objective o \"O\" score t: " + expression + "\n";
    }

    @Test
    void aOneTileMapHasSixIntersectionsAndSixPaths() {
        HexGame game = compile(objective("sum(intersection b where b is built: 1)")).hexGame("tiny-game")
                .orElseThrow();
        HexBoard map = game.map("tiny").orElseThrow();
        // why: one tile has 6 corners and 6 sides, each shared with a frame piece only: 6 intersections, each
        // with 2 neighbours and 2 paths; the 6 frame pieces add no edge between themselves.
        assertThat(map.hexes()).hasSize(7);
        assertThat(map.intersections()).hasSize(6);
        assertThat(map.paths()).hasSize(6);
        assertThat(map.intersections()).allSatisfy(i -> {
            assertThat(i.neighbours()).hasSize(2);
            assertThat(i.paths()).hasSize(2);
        });
        // why: the forest is column b, row 3; a 6 is 5 of the 36 rolls of two dice.
        assertThat(map.hexes().get(map.hex("b3").orElseThrow()).pips()).isEqualTo(5);
        assertThat(map.intersections().get(0).id()).isEqualTo("a2/b1/b3");
    }

    @Test
    void namesCompileToSlotsByNesting() {
        HexGame game = compile(objective("count(intersection b where some(hex h where h touches b))"))
                .hexGame("tiny-game").orElseThrow();
        HexExpr.Aggregate count = (HexExpr.Aggregate) game.objectives().get(0).terms().get(0).expression();
        assertThat(count.slot()).isZero();
        HexExpr.Aggregate some = (HexExpr.Aggregate) count.filter();
        assertThat(some.slot()).isEqualTo(1);
        assertThat(((HexExpr.Touches) some.filter()).object()).isEqualTo(new HexExpr.Item(0,
                HexItemKind.INTERSECTION));
    }

    @Test
    void actionDecksCompileToTheirCardsInTheOrderCounted() {
        HexGame game = compile(LANDSCAPES + tinyMap("F6") + """
                hex-game g "G" {
                    maps tiny
                    action-deck 1: 2 warrior, 1 road-building
                    action-deck 2: 1 monopoly
                }
                """).hexGame("g").orElseThrow();
        assertThat(game.actionDeck(1).orElseThrow().cards()).containsExactly(ActionCardKind.WARRIOR,
                ActionCardKind.WARRIOR, ActionCardKind.ROAD_BUILDING);
        assertThat(game.actionDeck(2).orElseThrow().cards()).containsExactly(ActionCardKind.MONOPOLY);
    }

    @Test
    void anUnknownActionCardIsReportedAtItsNameWithASuggestion() {
        Problem problem = onlyProblem(LANDSCAPES + tinyMap("F6") + """
                hex-game g "G" {
                    maps tiny
                    action-deck 1: 2 warrior, 1 monopol
                }
                """);
        assertThat(problem).extracting(POSITION).isEqualTo(at(15, 33, ERROR, BAD_ACTION_DECK));
        assertThat(problem.message()).isEqualTo("There is no action card 'monopol'. Maybe you meant 'monopoly'? "
                + "The engine plays warrior, monopoly, invention, road-building.");
    }

    @Test
    void aThirdDeckARepeatedDeckARepeatedKindAndAnEmptyCountAreRefused() {
        List<Problem> problems = CartoTesting.problems(LANDSCAPES + tinyMap("F6") + """
                hex-game g "G" {
                    maps tiny
                    action-deck 3: 1 warrior
                    action-deck 1: 1 warrior, 0 invention, 2 warrior
                    action-deck 1: 1 monopoly
                }
                """);
        assertThat(problems).extracting(POSITION).containsExactly(at(15, 17, ERROR, BAD_ACTION_DECK),
                at(16, 31, ERROR, BAD_ACTION_DECK), at(16, 46, ERROR, BAD_ACTION_DECK),
                at(17, 17, ERROR, BAD_ACTION_DECK));
        assertThat(problems.get(0).message()).startsWith("There are action cards 1 and action cards 2");
        assertThat(problems.get(1).message()).startsWith("A deck holds at least 1 card of a kind it lists, not 0");
        assertThat(problems.get(2).message()).startsWith("'warrior' is counted twice in action-deck 1");
        assertThat(problems.get(3).message()).startsWith("The game already has an action-deck 1");
    }

    @Test
    void anUnknownSymbolInAMapIsReportedAtItsRowWithASuggestion() {
        Problem problem = onlyProblem(LANDSCAPES + tinyMap("f6"));
        assertThat(problem).extracting(POSITION).isEqualTo(at(9, 5, ERROR, BAD_HEX_MAP));
        assertThat(problem.message()).startsWith("Row 3, column 2 ('f6') has the symbol 'f', which is no "
                + "landscape's symbol. Maybe you meant 'F'?");
    }

    @Test
    void aHexBetweenTwoPositionsIsRejected() {
        Problem problem = onlyProblem(LANDSCAPES + """
                map m "M" hex {
                    "o  o"
                }
                """);
        assertThat(problem).extracting(POSITION).isEqualTo(at(7, 5, ERROR, BAD_HEX_MAP));
        assertThat(problem.message()).startsWith("Row 1, column 2 ('o') is between two hex positions");
    }

    @Test
    void sevenIsNoNumberToken() {
        Problem problem = onlyProblem(LANDSCAPES + tinyMap("F7"));
        assertThat(problem.message()).isEqualTo("Row 3, column 2 ('F7') has the number token 7, which two dice "
                + "cannot give a landscape: use 2 to 6 or 8 to 12 (7 moves the robber).");
    }

    @Test
    void aFramePieceHasNoNumber() {
        Problem problem = onlyProblem(LANDSCAPES + tinyMap("F6").replace("\".  o  .\"\n    \"o  .  o\"",
                "\".  o8 .\"\n    \"o  .  o\""));
        assertThat(problem.message()).startsWith("Row 1, column 2 ('o8') is a frame piece with a number token");
    }

    @Test
    void theFrameMustEncloseTheTiles() {
        Problem problem = onlyProblem(LANDSCAPES + tinyMap("F6").replace("\"o  .  o\"\n    \".  F6",
                "\"o  .  .\"\n    \".  F6"));
        assertThat(problem).extracting(POSITION).isEqualTo(at(9, 5, ERROR, BAD_HEX_MAP));
        assertThat(problem.message()).isEqualTo("Row 3, column 2 ('F6') has no hex on its north-east side. "
                + "Surround the landscape tiles with frame pieces (a landscape declared with 'frame').");
    }

    @Test
    void aLandscapeSymbolHoldsNoDigit() {
        Problem problem = onlyProblem("landscape l \"L\" symbol \"L2\"\n");
        assertThat(problem).extracting(POSITION).isEqualTo(at(1, 24, ERROR, BAD_LANDSCAPE));
    }

    @Test
    void anUnboundNameIsReportedWithTheNamesBoundThere() {
        Problem problem = onlyProblem(objective("count(hex tile where tiel is forest)"));
        assertThat(problem).extracting(POSITION).isEqualTo(at(14, 47, ERROR, UNKNOWN_NAME));
        assertThat(problem.message()).isEqualTo("'tiel' is not bound here. Maybe you meant 'tile'? Bound here: tile.");
    }

    @Test
    void anUnknownClassGetsASuggestion() {
        Problem problem = onlyProblem(objective("count(hex h where h is forrest)"));
        assertThat(problem.message()).startsWith("'forrest' is no landscape, product or class of hex items. "
                + "Maybe you meant 'forest'?");
    }

    @Test
    void typesAreChecked() {
        assertThat(onlyProblem(objective("sum(hex h: h is forest)")).message())
                .isEqualTo("What 'sum' adds up must be a number but is a condition. Maybe you meant 'count(...)' or "
                        + "'if ... then 1 else 0'?");
        Problem pips = onlyProblem(objective("sum(product p: pips(p))"));
        assertThat(pips).extracting(POSITION).isEqualTo(at(14, 46, ERROR, TYPE_MISMATCH));
        assertThat(pips.message()).isEqualTo("What 'pips' reads must be a hex but is a product.");
        assertThat(onlyProblem(objective("count(intersection b where b is forest)")).message())
                .isEqualTo("'is forest' tests a hex, but this is an intersection.");
    }

    @Test
    void aSquareGameCannotUseAHexMap() {
        Problem problem = onlyProblem(LANDSCAPES + tinyMap("F6") + "game g \"G\" { maps tiny }\n");
        assertThat(problem).extracting(POSITION).isEqualTo(at(13, 19, ERROR, BAD_HEX_GAME));
    }

    @Test
    void aRepeatedLandscapeNameNamesTheFirst() {
        Problem problem = onlyProblem(LANDSCAPES + "landscape forest \"Wood\" symbol \"W\"\n");
        assertThat(problem.message()).isEqualTo("The name 'forest' is already used by the landscape at test.carto:3. "
                + "Rename one of them.");
    }
}
