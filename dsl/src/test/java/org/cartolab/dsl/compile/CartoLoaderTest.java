package org.cartolab.dsl.compile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.dsl.CartoTesting.TERRAINS;
import static org.cartolab.dsl.CartoTesting.load;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.atomic.AtomicInteger;

import org.cartolab.model.expr.CellSet;
import org.cartolab.model.expr.PerItem;
import org.cartolab.model.expr.Relation;
import org.junit.jupiter.api.Test;

/** The front door: files loaded together, libraries named by 'uses', problems in the compiler format. */
class CartoLoaderTest {

    private static final Map<String, List<SourceFile>> BASE = Map.of("base",
            List.of(new SourceFile("terrains.carto", TERRAINS)));

    @Test
    void anEmptyOrCommentsOnlyFileIsAWarningAtItsStartAndLoadsTheOtherFiles() {
        // Before the fix an empty file failed with an IndexOutOfBoundsException (no root object to compile).
        LoadResult result = load(Map.of(), new SourceFile("empty.carto", ""),
                new SourceFile("notes.carto", "// nothing yet\n"), new SourceFile("terrains.carto", TERRAINS));

        assertThat(result.problems()).extracting(Problem::path, Problem::line, Problem::column, Problem::severity)
                .containsExactly(org.assertj.core.groups.Tuple.tuple("empty.carto", 1, 1, Problem.Severity.WARNING),
                        org.assertj.core.groups.Tuple.tuple("notes.carto", 1, 1, Problem.Severity.WARNING));
        assertThat(result.problems().get(0).message()).startsWith("The file declares nothing");
        assertThat(result.workspace()).isPresent();
    }

    @Test
    void usingAnUnknownLibraryIsAnErrorAtItsName() {
        LoadResult result = load(Map.of(), new SourceFile("mine.carto", """
                uses nosuchlib
                """));

        assertThat(result.problems()).extracting(Problem::format).containsExactly("mine.carto:1:6: error: There is "
                + "no card library named 'nosuchlib'. Remove 'uses nosuchlib' or name a library that exists, e.g. "
                + "'uses cartographers'.");
        assertThat(result.workspace()).isEmpty();
    }

    @Test
    void anUnknownLibraryIsReportedInTheFileThatNamesItAtTheRightName() {
        // Before the fix the problem was always at 1:1 of the first file.
        LoadResult result = load(BASE,
                new SourceFile("a.carto", "uses base\n"),
                new SourceFile("b.carto", """
                        // Cards for the expansion.

                        uses base, expansion
                        """));

        assertThat(result.problems()).hasSize(1);
        Problem problem = result.problems().get(0);
        assertThat(problem).extracting(Problem::path, Problem::line, Problem::column, Problem::severity)
                .containsExactly("b.carto", 3, 12, Problem.Severity.ERROR);
        assertThat(problem.message()).startsWith("There is no card library named 'expansion'.");
    }

    @Test
    void aFileUsingALibraryCanNameItsTerrains() {
        LoadResult result = load(BASE, new SourceFile("mine.carto", """
                uses base
                scoring wet-woods "Wet Woods" score 2 per cell c of forest where c touches water
                """));

        assertThat(result.problems()).isEmpty();
        Workspace workspace = result.workspace().orElseThrow();
        // The library's terrains come first, in their order.
        assertThat(workspace.terrains()).extracting(t -> t.id()).containsExactly("forest", "water", "farm", "mountain");
        PerItem per = (PerItem) workspace.scoringCard("wet-woods").orElseThrow().terms().get(0).expression();
        assertThat(((Relation) per.source().filter()).set())
                .isEqualTo(new CellSet.Terrains("water", List.of(workspace.terrains().get(1))));
    }

    @Test
    void withoutUsesTheLibrarysTerrainsAreUnknown() {
        LoadResult result = load(BASE, new SourceFile("mine.carto", """
                scoring s "S" score 2 per cell c of forest where c touches water
                """));

        assertThat(result.problems()).extracting(Problem::line, Problem::column)
                .containsExactly(org.assertj.core.groups.Tuple.tuple(1, 37),
                        org.assertj.core.groups.Tuple.tuple(1, 60));
    }

    @Test
    void aLibraryUsedByTwoFilesIsLoadedOnce() {
        AtomicInteger asked = new AtomicInteger();
        LoadResult result = new CartoLoader(name -> {
            asked.incrementAndGet();
            return Optional.ofNullable(BASE.get(name));
        }).load(List.of(
                new SourceFile("a.carto", "uses base\nscoring a \"A\" score size(forest)\n"),
                new SourceFile("b.carto", "uses base\nscoring b \"B\" score size(water)\n")));

        assertThat(result.problems()).isEmpty();
        assertThat(asked).hasValue(1);
        assertThat(result.workspace().orElseThrow().terrains()).hasSize(4);
    }

    @Test
    void problemsAreSortedByPathLineAndColumnAndFormattedForEditors() {
        LoadResult result = load(Map.of(),
                new SourceFile("b.carto", TERRAINS + "explore e \"E\" time 1 terrains forst shape { \"X\" }\n"),
                new SourceFile("a.carto", """
                        shape t { "XO" }
                        shape u { ".." }
                        """));

        assertThat(result.problems()).extracting(Problem::format).containsExactly(
                "a.carto:1:11: error: The shape 't' has the character 'O' in row 1. Draw cells with 'X' and gaps "
                        + "with '.'.",
                "a.carto:2:11: error: The shape 'u' has no cell. Draw its cells with 'X'.",
                "b.carto:5:31: error: Unknown terrain 'forst'. Maybe you meant 'forest'?");
    }

    @Test
    void warningsAloneDoNotStopCompilation() {
        LoadResult result = load(TERRAINS + "scoring s \"S\" score 1 per cell c of forest\n");

        assertThat(result.problems()).singleElement()
                .satisfies(problem -> assertThat(problem.format()).startsWith("test.carto:5:32: warning: "));
        assertThat(result.hasErrors()).isFalse();
        assertThat(result.workspace().orElseThrow().scoringCards()).hasSize(1);
    }

    @Test
    void filesWithTheSameNameAreKeptApart() {
        LoadResult result = load(Map.of(),
                new SourceFile("cards.carto", TERRAINS),
                new SourceFile("cards.carto", "scoring s \"S\" score size(forest)\n"));

        assertThat(result.problems()).isEmpty();
        assertThat(result.workspace().orElseThrow().scoringCards()).hasSize(1);
    }
}
