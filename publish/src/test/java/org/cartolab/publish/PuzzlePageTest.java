package org.cartolab.publish;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

/** The page shows the puzzle and the par, keeps the solution closed, and asks nothing from the network. */
class PuzzlePageTest {

    private final String html = PuzzlePage.write(SamplePuzzle.puzzle(), SamplePuzzle.solution(),
            PlayModel.json(SamplePuzzle.puzzle(), SamplePuzzle.GAME));

    @Test
    void showsTheParAndTheGrade() {
        assertThat(html).contains("Par <strong>10</strong>", "grade <strong>Medium</strong>");
        assertThat(html).contains("<tr><th>Greedy play scores</th><td class=\"n\">7</td></tr>");
        assertThat(html).contains("<strong>Hinterland Stream</strong> (time 2)");
        assertThat(html).contains("Earn one reputation star for each forest space adjacent to the edge of the map.");
    }

    @Test
    void theSolutionIsOnlyInsideAClosedDetails() {
        int details = html.indexOf("<details>");
        assertThat(details).isPositive();
        assertThat(html).doesNotContain("<details open");
        String before = html.substring(0, details);
        String inside = html.substring(details, html.indexOf("</details>"));
        // why: the first move of the hand-made play draws forest on A1 A2 A3 B3 (SamplePuzzle).
        assertThat(inside).contains("<summary>Show the solution</summary>", "A1 A2 A3 B3", "The moves");
        assertThat(before).doesNotContain("A1 A2 A3 B3", "The moves", "Solution ·");
    }

    @Test
    void isSelfContained() {
        assertThat(html).doesNotContain("<link", "<img", "src=", "url(", "@import", "fetch(", "XMLHttpRequest",
                "WebSocket", "sendBeacon");
        // why: the SVG namespace is an identifier, not a request; nothing else may name a web address.
        assertThat(html.replace("xmlns=\"http://www.w3.org/2000/svg\"", "")
                .replace("\"http://www.w3.org/2000/svg\"", "")).doesNotContain("http:", "https:");
        assertThat(html.length()).isLessThan(2_000_000);
    }

    @Test
    void carriesTheEngineThePuzzleAndThePar() {
        assertThat(html).contains("<div id=\"game\">", "window.cartolab = {};", "id=\"page-model\"",
                "\"par\":10", "\"solutionSchema\":\"cartolab-solution/1\"");
        // why: the model's JSON must not close its script element early, whatever the cards' texts say.
        String model = html.substring(html.indexOf("id=\"page-model\">"));
        model = model.substring(0, model.indexOf("</script>"));
        assertThat(model).doesNotContain("<");
    }
}
