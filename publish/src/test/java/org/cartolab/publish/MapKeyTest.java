package org.cartolab.publish;

import static org.assertj.core.api.Assertions.assertThat;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.board.Board;
import org.cartolab.board.BoardFormatException;
import org.cartolab.board.BoardText;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.Game;
import org.junit.jupiter.api.Test;

/** The key lists every kind of cell a map shows, in the order the map first shows it, and nothing else. */
class MapKeyTest {

    private static final Game HEROES = CardLibrary.load("cartographers-heroes").game("cartographers-heroes")
            .orElseThrow();

    private static Board heroes(String... rows) throws BoardFormatException {
        return BoardText.read("key", String.join("\n", rows), HEROES.terrains(), Optional.empty());
    }

    @Test
    void aHeroesMapHasAnEntryForEachKindOfCellItShows() throws BoardFormatException {
        // why: row by row, H a hero, M a printed mountain; then v a village on ruins, K a killed monster, * a
        // destroyed cell; then F a forest and R a ruins cell already listed. No water, farm or wasteland.
        Board board = heroes("HM.", "vK*", ".FR");
        assertThat(MapKey.of(board).entries()).extracting(MapKey.Entry::label).containsExactly(
                "Hero",
                "Mountain, printed on the map",
                "Village",
                "Ruins: a ruins card's shape must cover one",
                "Monster",
                "Killed monster: still a monster cell",
                "Destroyed cell: filled, no terrain",
                "Forest");
    }

    @Test
    void theKillEntryIsDrawnAsAMonsterWithItsSlash() throws BoardFormatException {
        MapKey.Entry killed = MapKey.of(heroes("K")).entries().stream()
                .filter(MapKey.Entry::killed).findFirst().orElseThrow();
        assertThat(killed.terrain()).map(terrain -> terrain.id()).contains("monster");
    }

    @Test
    void anEmptyMapHasNoKeyEntriesAndTheBaseSampleListsOnlyWhatItShows() throws BoardFormatException {
        assertThat(MapKey.of(heroes("...", "...")).entries()).isEmpty();
        // why: the sample's final map (SamplePuzzle.FINAL_ROWS) has forest, mountain, water on ruins, farm,
        // water, ruins, village and monsters; no hero, wasteland, killed or destroyed cell.
        assertThat(MapKey.of(SamplePuzzle.solution().end()).entries()).extracting(MapKey.Entry::label)
                .containsExactly("Forest", "Mountain, printed on the map", "Water", "Ruins: a ruins card's shape "
                        + "must cover one", "Farm", "Village", "Monster");
    }

    @Test
    void bothPicturesDrawTheKeyOfTheirOwnMap() {
        List<String> puzzleTexts = texts(canvas -> new PuzzlePicture(SamplePuzzle.puzzle()).draw(canvas));
        List<String> solutionTexts = texts(canvas -> new SolutionPicture(SamplePuzzle.puzzle(),
                SamplePuzzle.solution()).draw(canvas));
        // why: map A at the start shows mountains and ruins only (the cards' panels name terrains too, so the
        // key's own wording is what is looked for); the final map adds the drawn terrains.
        assertThat(puzzleTexts).contains("Key", "Mountain, printed on the map",
                "Ruins: a ruins card's shape must cover one").doesNotContain("Killed monster: still a monster cell");
        assertThat(solutionTexts).contains("Key", "Forest", "Farm", "Monster", "Mountain, printed on the map");
    }

    private static List<String> texts(java.util.function.Consumer<Canvas> draw) {
        List<String> texts = new ArrayList<>();
        draw.accept(new Canvas.Blank() {
            @Override
            public void text(String text, double x, double y, double size, boolean bold, Color colour) {
                texts.add(text);
            }
        });
        return texts;
    }
}
