package org.cartolab.dsl.syntax;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Set;
import java.util.TreeSet;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

import org.junit.jupiter.api.Test;

/**
 * The VS Code extension colours the language's words with a TextMate grammar written by hand
 * ({@code editors/vscode/syntaxes/carto.tmLanguage.json}); nothing generates it from the Xtext grammar, so a new
 * keyword (as {@code action-deck} and {@code board-constraints} once were) would stay uncoloured unnoticed. Every
 * keyword of {@code Carto.xtext} must be among the TextMate grammar's words.
 */
class EditorKeywordsTest {

    private static final Path GRAMMAR = Path.of("src/main/java/org/cartolab/dsl/Carto.xtext");
    private static final Path TEXTMATE = Path.of("../editors/vscode/syntaxes/carto.tmLanguage.json");

    @Test
    void everyKeywordOfTheGrammarIsColouredInVsCode() throws IOException {
        Set<String> keywords = keywords(Files.readString(GRAMMAR));
        // why: a grammar that yielded no keywords (a wrong path or pattern) would pass every check below.
        assertThat(keywords).contains("scoring", "hex-game", "board-constraints", "action-deck").hasSizeGreaterThan(100);
        Set<String> coloured = words(Files.readString(TEXTMATE).replace("\\\\-", "-"));
        assertThat(keywords).allSatisfy(keyword -> assertThat(coloured)
                .as("'%s' is a keyword of Carto.xtext; add it to %s", keyword, TEXTMATE).contains(keyword));
    }

    /** The quoted words of the grammar's rules, not those of its comments or of its terminals' letter ranges. */
    static Set<String> keywords(String grammar) {
        String rules = grammar.replaceAll("//[^\n]*", "").replaceAll("(?s)terminal .*", "");
        Set<String> keywords = new TreeSet<>();
        Matcher quoted = Pattern.compile("'([a-z][a-z0-9-]*)'").matcher(rules);
        while (quoted.find()) {
            keywords.add(quoted.group(1));
        }
        return keywords;
    }

    private static Set<String> words(String text) {
        Set<String> words = new TreeSet<>();
        Matcher word = Pattern.compile("[a-z][a-z0-9-]*").matcher(text);
        while (word.find()) {
            words.add(word.group());
        }
        return words;
    }
}
