package org.cartolab.dsl.formatting;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.stream.Stream;

import org.cartolab.dsl.compile.SourceFile;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;

/** The layout {@link CartoFormatter} gives, worked by hand, and its round trip on every shipped file. */
class CartoFormatterTest {

    private static String format(String text) {
        FormatResult result = CartoFormat.format(new SourceFile("test.carto", text));
        assertThat(result.syntaxErrors()).isEmpty();
        return result.formatted();
    }

    @Test
    void anEmptyOrCommentsOnlyFileIsLeftAsItIs() {
        assertThat(format("")).isEmpty();
        assertThat(format("// nothing yet\n  /* a draft */\n")).isEqualTo("// nothing yet\n  /* a draft */\n");
    }

    @Test
    void aScoringCardIsItsHeaderThenOneIndentedLinePerClause() {
        assertThat(format("""
                   scoring  sentinel-wood   "Sentinel Wood" solo 25 text "Edge forests."   score 1 per cell c of forest
                 where c touches edge score  max ( cluster k of village : count( cell c of empty ) )
                """)).isEqualTo("""
                scoring sentinel-wood "Sentinel Wood" solo 25
                    text "Edge forests."
                    score 1 per cell c of forest
                        where c touches edge
                    score max(cluster k of village: count(cell c of empty))
                """);
    }

    @Test
    void shapesStayOnOneLineAndBoardsTakeALinePerRow() {
        assertThat(format("""
                explore hamlet "Hamlet" time 1 terrains village , farm shape coin {
                  "X."
                  "XX" } shape {"XXX" "XX."}
                map A "Wilderness" square { "..." ".M." "..." }
                shape bend { "X." ".X" }
                """)).isEqualTo("""
                explore hamlet "Hamlet" time 1 terrains village, farm
                    shape coin { "X." "XX" }
                    shape { "XXX" "XX." }
                map A "Wilderness" square {
                    "..."
                    ".M."
                    "..."
                }
                shape bend {
                    "X."
                    ".X"
                }
                """);
    }

    @Test
    void blocksHoldOneClausePerLineAndKeepOneBlankLineAndComments() {
        assertThat(format("""
                // the game


                game g "G" { maps A   explore a, b,
                  c // the last one
                  seasons s



                    // scored every season
                    score coins : coins   score monsters: - 1 per cell c of empty solo-title -5 "Bad"
                    option x = card }
                puzzle p "P" { game g map A start { "..." "..." } season "Spring" cards a scoring s }
                """)).isEqualTo("""
                // the game

                game g "G" {
                    maps A
                    explore a, b,
                        c // the last one
                    seasons s

                    // scored every season
                    score coins: coins
                    score monsters: -1 per cell c of empty
                    solo-title -5 "Bad"
                    option x = card
                }
                puzzle p "P" {
                    game g
                    map A
                    start {
                        "..."
                        "..."
                    }
                    season "Spring"
                    cards a
                    scoring s
                }
                """);
    }

    @Test
    void anActionDeckIsAClauseOfItsHexGame() {
        assertThat(format("""
                hex-game g "G" { maps m no-path-between a, b action-deck 1 : 2 warrior ,1 monopoly
                action-deck 2:1 invention }
                """)).isEqualTo("""
                hex-game g "G" {
                    maps m
                    no-path-between a, b
                    action-deck 1: 2 warrior, 1 monopoly
                    action-deck 2: 1 invention
                }
                """);
    }

    @Test
    void commentsKeepTheirTextExactly() {
        String text = """
                //    ..X   a shape drawn in a comment
                /* a block
                   comment */
                terrain forest "Forest" symbol "F" drawable   //trailing
                """;
        assertThat(format(text)).isEqualTo("""
                //    ..X   a shape drawn in a comment
                /* a block
                   comment */
                terrain forest "Forest" symbol "F" drawable //trailing
                """);
    }

    @Test
    void aFileThatDoesNotParseIsNotFormatted() {
        FormatResult result = CartoFormat.format(new SourceFile("bad.carto", "terrain forest \"Forest\" symbol"));
        assertThat(result.parsed()).isFalse();
        assertThat(result.changed()).isFalse();
        assertThat(result.syntaxErrors()).singleElement()
                .satisfies(problem -> assertThat(problem.path()).isEqualTo("bad.carto"));
    }

    static Stream<SourceFile> shippedFiles() {
        return ShippedCartoFiles.all().stream();
    }

    @ParameterizedTest(name = "{0}")
    @MethodSource("shippedFiles")
    void everyShippedFileRoundTrips(SourceFile file) {
        FormatResult once = CartoFormat.format(file);
        assertThat(once.syntaxErrors()).as(file.path()).isEmpty();
        FormatResult twice = CartoFormat.format(new SourceFile(file.path(), once.formatted()));
        assertThat(twice.formatted()).as("formatting %s twice", file.path()).isEqualTo(once.formatted());
        // Same tokens in the same order, comments included: the same syntax tree, only the whitespace differs.
        List<String> tokens = CartoFormat.tokens(file.text());
        assertThat(CartoFormat.tokens(once.formatted())).isEqualTo(tokens);
    }
}
