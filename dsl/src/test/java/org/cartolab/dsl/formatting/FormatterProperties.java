package org.cartolab.dsl.formatting;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.cartolab.dsl.compile.SourceFile;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;

/**
 * The formatter on generated files: the tokens of a shipped file (a random run of them, cut at element
 * boundaries), joined by random whitespace — spaces, tabs, line breaks, blank lines. Whatever the layout, the
 * formatted file has the same tokens (so the same syntax tree and comments) and formatting it again changes
 * nothing. 100 seeded tries by default; {@code -Pfmt-sweep} runs 1,000 (see dsl/pom.xml).
 */
class FormatterProperties {

    private static final List<SourceFile> FILES = ShippedCartoFiles.all();
    private static final String[] WHITESPACE = {" ", " ", " ", "  ", "\t", "\n", "\n    ", "\n\n", " \n\n\n  "};

    @Property(seed = "20261124")
    void formattingKeepsTheTokensAndIsIdempotent(@ForAll @IntRange(min = 0, max = 10_000) int fileIndex,
                                                 @ForAll long seed) {
        SourceFile file = FILES.get(fileIndex % FILES.size());
        String text = shuffleWhitespace(file.text(), new Random(seed));
        FormatResult once = CartoFormat.format(new SourceFile(file.path(), text));
        assertThat(once.syntaxErrors()).as("%s re-spaced:%n%s", file.path(), text).isEmpty();
        assertThat(CartoFormat.tokens(once.formatted())).isEqualTo(CartoFormat.tokens(file.text()));
        String twice = CartoFormat.format(new SourceFile(file.path(), once.formatted())).formatted();
        assertThat(twice).as("formatting twice, from%n%s", text).isEqualTo(once.formatted());
    }

    /** The file's tokens, each pair joined by random whitespace (a '//' comment keeps its line break). */
    private static String shuffleWhitespace(String text, Random random) {
        List<String> tokens = new ArrayList<>(CartoFormat.tokens(text));
        StringBuilder out = new StringBuilder();
        for (String token : tokens) {
            // A negative number is one token to the value converter ("-5"), so nothing goes after a minus.
            if (!out.isEmpty() && out.charAt(out.length() - 1) != '-') {
                out.append(WHITESPACE[random.nextInt(WHITESPACE.length)]);
            }
            out.append(token);
            if (token.startsWith("//")) {
                out.append('\n');
            }
        }
        return out.toString();
    }
}
