package org.cartolab.workbench.edit;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/**
 * The colouring of .carto text: comments, strings (names, rule text, shape art), colours, numbers and the
 * language's keywords. Only colouring: what the text means is the validator's business.
 */
public final class CartoSyntax {

    /** A coloured stretch of text, {@code [start, end)}, and its style class. */
    public record Token(int start, int end, String style) {
    }

    /** The keywords of Carto.xtext (declarations, expressions, options). */
    static final Set<String> KEYWORDS = Set.of("adjacent", "after-season-scoring", "ambush", "ambushes", "and", "any",
            "attack", "bottom", "bottom-left", "bottom-right", "by", "cards", "cell", "cluster", "coin", "coin-track",
            "coins", "colour", "column", "count", "counter-clockwise", "clockwise", "deck", "decks", "destroy",
            "diagonal", "down-left", "down-right", "drawable", "edge", "edicts", "effect", "empty", "except",
            "explore", "filled", "fills", "gain", "game", "group", "has", "hero", "heroes", "horizontal", "in", "is",
            "killed", "largest", "left", "letter", "map", "maps", "max", "min", "mod", "near", "normal", "not", "of",
            "option", "or", "pass", "per", "portal", "position", "printed", "rift", "right", "row", "ruins", "run",
            "score", "scores", "scoring", "season", "seasons", "second", "shape", "side", "size", "smallest", "solo",
            "solo-corner", "solo-title", "some", "spread", "square", "sum", "surrounded", "symbol", "terrain",
            "terrains", "text", "time", "to", "top", "top-left", "top-right", "touches", "uses", "vertical",
            "when-drawn", "when-surrounded", "where");

    private static final Pattern TOKENS = Pattern.compile(
            "(?<comment>//[^\n]*|/\\*(?s:.*?)(\\*/|\\z))"
                    + "|(?<string>\"([^\"\\\\\n]|\\\\.)*\"?)"
                    + "|(?<colour>#[0-9a-fA-F]{6}\\b)"
                    + "|(?<number>\\b\\d+\\b)"
                    + "|(?<word>[a-zA-Z][a-zA-Z0-9-]*)");

    private CartoSyntax() {
    }

    /** The coloured tokens of the text, in order; text between them is plain. */
    public static List<Token> tokens(String text) {
        List<Token> tokens = new ArrayList<>();
        Matcher matcher = TOKENS.matcher(text);
        while (matcher.find()) {
            String style;
            if (matcher.group("comment") != null) {
                style = "comment";
            } else if (matcher.group("string") != null) {
                style = "string";
            } else if (matcher.group("colour") != null) {
                style = "colour";
            } else if (matcher.group("number") != null) {
                style = "number";
            } else if (KEYWORDS.contains(matcher.group("word"))) {
                style = "keyword";
            } else {
                continue;
            }
            tokens.add(new Token(matcher.start(), matcher.end(), style));
        }
        return tokens;
    }

    /**
     * The stretch of text a problem at {@code offset} is about: the word (name, number, keyword) or quoted string
     * starting there, else one character.
     */
    public static int problemEnd(String text, int offset) {
        if (offset >= text.length()) {
            return offset;
        }
        int end = offset;
        if (text.charAt(offset) == '"') {
            int close = text.indexOf('"', offset + 1);
            int newline = text.indexOf('\n', offset);
            return close >= 0 && (newline < 0 || close < newline) ? close + 1 : offset + 1;
        }
        while (end < text.length() && (Character.isLetterOrDigit(text.charAt(end)) || text.charAt(end) == '-'
                || text.charAt(end) == '_')) {
            end++;
        }
        return Math.max(end, offset + 1);
    }
}
