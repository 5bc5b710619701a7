package org.cartolab.workbench.edit;

import static org.assertj.core.api.Assertions.assertThat;

import org.cartolab.dsl.compile.Problem;
import org.junit.jupiter.api.Test;

class DiagnosticsTest {

    private static final String GOOD = """
            uses cartographers
            scoring wet-peaks "Wet Peaks" solo 18
                text "One star per water space next to a mountain."
                score 1 per cell w of water where w touches mountain
            """;

    @Test
    void aTypoIsReportedAtItsLineAndColumnAndNothingCompiles() {
        Diagnostics diagnostics = new Diagnostics();
        // why: line 4 is "    score 1 per cell w of watr ..."; 'watr' starts after 4 spaces + "score 1 per cell w of "
        // (22 characters), so at column 27.
        diagnostics.accept(diagnostics.check("typo.carto", GOOD.replace("of water", "of watr")));

        assertThat(diagnostics.hasErrors()).isTrue();
        assertThat(diagnostics.problems()).extracting(Problem::line, Problem::column).contains(
                org.assertj.core.groups.Tuple.tuple(4, 27));
        assertThat(diagnostics.problems().get(0).message()).contains("watr").contains("water");
        assertThat(diagnostics.workspace()).isEmpty();
        assertThat(diagnostics.summary()).isEqualTo("1 error, 0 warnings");
    }

    @Test
    void theLastGoodWorkspaceIsKeptWhileTheTextHasErrors() {
        Diagnostics diagnostics = new Diagnostics();
        diagnostics.accept(diagnostics.check("good.carto", GOOD));
        assertThat(diagnostics.summary()).isEqualTo("No problems");
        assertThat(diagnostics.workspace().orElseThrow().scoringCard("wet-peaks")).isPresent();

        diagnostics.accept(diagnostics.check("good.carto", GOOD.replace("of water", "of watr")));

        assertThat(diagnostics.hasErrors()).isTrue();
        assertThat(diagnostics.workspace().orElseThrow().scoringCard("wet-peaks")).isPresent();
    }

    @Test
    void aLineAndColumnIsAnOffsetInTheText() {
        String text = "ab\ncde\n\nf";
        // why: line 2 starts after "ab\n" (offset 3); column 2 is 'd' at offset 4; line 4 starts at 3 + 4 + 1 = 8.
        assertThat(Diagnostics.offset(text, 2, 2)).isEqualTo(4);
        assertThat(Diagnostics.offset(text, 4, 1)).isEqualTo(8);
        // Past the end of a line or of the text: clamped.
        assertThat(Diagnostics.offset(text, 1, 9)).isEqualTo(2);
        assertThat(Diagnostics.offset(text, 9, 1)).isEqualTo(text.length());
    }
}
