package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.dsl.compile.Workspace;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.Puzzle;
import org.cartolab.model.PuzzleSeason;
import org.cartolab.model.ScoringCard;
import org.cartolab.solve.PuzzleSetup;
import org.junit.jupiter.api.Test;

/** How puzzles of several seasons compile, and where their seasons end. */
class PuzzleSeasonsTest {

    private static final Workspace WORKSPACE = CardLibrary.loader().load(List.of(new SourceFile("seasons.carto", """
            uses cartographers

            puzzle one {
                game cartographers
                map A
                cards temple-ruins, hamlet, orchard
                scoring sentinel-wood, canal-lake
            }

            puzzle three {
                game cartographers
                map A
                cards hamlet scoring sentinel-wood
                season "Summer" cards temple-ruins, orchard, rift-lands scoring canal-lake, sentinel-wood
                cards fishing-village scoring great-city
            }
            """))).workspace().orElseThrow();

    @Test
    void onePuzzleSeasonHasNoTitle() {
        Puzzle puzzle = WORKSPACE.puzzle("one").orElseThrow();
        assertThat(puzzle.seasons()).hasSize(1);
        assertThat(puzzle.seasons().get(0).title()).isEmpty();
        assertThat(puzzle.cards()).extracting(card -> card.id()).containsExactly("temple-ruins", "hamlet", "orchard");
    }

    @Test
    void unnamedSeasonsOfSeveralAreNumbered() throws Exception {
        Puzzle puzzle = WORKSPACE.puzzle("three").orElseThrow();
        assertThat(puzzle.seasons()).extracting(PuzzleSeason::title).containsExactly("Season 1", "Summer", "Season 3");
        assertThat(puzzle.seasons().get(1).scoring()).extracting(ScoringCard::id)
                .containsExactly("canal-lake", "sentinel-wood");
        // The union of the seasons' scoring cards, each once, in the order they first score.
        assertThat(puzzle.scoring()).extracting(ScoringCard::id)
                .containsExactly("sentinel-wood", "canal-lake", "great-city");

        // why: the steps are hamlet (season 0), orchard after the ruins and rift lands (season 1), fishing village
        // (season 2): the seasons end after 1, 3 and 4 steps, and the orchard must cover ruins.
        PuzzleSetup setup = PuzzleSetup.of(puzzle, WORKSPACE.game("cartographers").orElseThrow());
        assertThat(setup.steps()).extracting(step -> step.season()).containsExactly(0, 1, 1, 2);
        assertThat(setup.steps().get(1).afterRuins()).isTrue();
        assertThat(List.of(setup.seasonEnd(0), setup.seasonEnd(1), setup.seasonEnd(2))).containsExactly(1, 3, 4);
    }
}
