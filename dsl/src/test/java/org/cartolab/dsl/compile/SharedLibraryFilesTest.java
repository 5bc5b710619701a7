package org.cartolab.dsl.compile;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.dsl.CartoTesting.TERRAINS;
import static org.cartolab.dsl.CartoTesting.load;

import java.util.List;
import java.util.Map;

import org.junit.jupiter.api.Test;

/** Libraries may share a file (a game's terrains): a file two used libraries list is loaded once. */
class SharedLibraryFilesTest {

    private static final SourceFile SHARED = new SourceFile("library:base/terrains.carto", TERRAINS);

    @Test
    void aFileListedByTwoUsedLibrariesIsLoadedOnce() {
        Map<String, List<SourceFile>> libraries = Map.of(
                "base", List.of(SHARED, new SourceFile("library:base/cards.carto",
                        "scoring woods \"Woods\" score 1 per cell of forest\n")),
                "expansion", List.of(SHARED, new SourceFile("library:expansion/cards.carto",
                        "scoring lakes \"Lakes\" score 1 per cell of water\n")));

        LoadResult result = load(libraries, new SourceFile("mine.carto", """
                uses base, expansion
                scoring both "Both" score 1 per cell of forest | water
                """));

        assertThat(result.problems()).isEmpty();
        assertThat(result.workspace().orElseThrow().terrains()).hasSize(4);
        assertThat(result.workspace().orElseThrow().scoringCards()).hasSize(3);
    }
}
