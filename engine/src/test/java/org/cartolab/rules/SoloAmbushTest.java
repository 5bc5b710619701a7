package org.cartolab.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.rules.TestGames.map;
import static org.cartolab.rules.TestGames.shape;

import java.util.Optional;

import org.cartolab.model.Corner;
import org.cartolab.model.Game;
import org.cartolab.model.Rotation;
import org.junit.jupiter.api.Test;

/** The solo ambush algorithm on hand-drawn maps (RULES.md 1.10). */
class SoloAmbushTest {

    private static final Game GAME = TestGames.game("");

    private static int[] at(Optional<Placement> placement) {
        return placement.map(p -> new int[] {p.row(), p.col()}).orElse(null);
    }

    @Test
    void theShapeStartsInTheCardsCorner() {
        MapState map = map(GAME, "...........", "...........", "...........", "...........", "...........",
                "...........", "...........", "...........", "...........", "...........", "...........");
        // Goblin Attack: a 3x3 diagonal, bottom-right corner: its box fills rows 8-10, columns 8-10.
        assertThat(at(SoloAmbush.place(map, shape("X..", ".X.", "..X"), Corner.BOTTOM_RIGHT,
                Rotation.COUNTER_CLOCKWISE))).containsExactly(8, 8);
        assertThat(at(SoloAmbush.place(map, shape("XX", "X.", "XX"), Corner.TOP_LEFT, Rotation.COUNTER_CLOCKWISE)))
                .containsExactly(0, 0);
    }

    @Test
    void itSlidesAlongTheEdgeAndRoundACorner() {
        // A 1x2 shape from the bottom-right corner, clockwise: along the bottom row to the left (blocked by
        // the filled bottom row), round the bottom-left corner and up the left edge: the first free place is
        // rows 2, columns 0-1.
        MapState map = map(GAME, "....", "....", "....", "FFFF");
        assertThat(at(SoloAmbush.place(map, shape("XX"), Corner.BOTTOM_RIGHT, Rotation.CLOCKWISE)))
                .containsExactly(2, 0);
        // Counter-clockwise it goes up the right edge first: rows 2, columns 2-3.
        assertThat(at(SoloAmbush.place(map, shape("XX"), Corner.BOTTOM_RIGHT, Rotation.COUNTER_CLOCKWISE)))
                .containsExactly(2, 2);
    }

    @Test
    void whenTheOuterRingIsFullItStepsOneRingInwards() {
        MapState map = map(GAME, "FFFF", "F..F", "F..F", "FFFF");
        // Ring 1 is the inner 2x2; it starts at its bottom-right cell.
        assertThat(at(SoloAmbush.place(map, shape("X"), Corner.BOTTOM_RIGHT, Rotation.CLOCKWISE)))
                .containsExactly(2, 2);
        MapState moreFilled = map(GAME, "FFFF", "F..F", "F.FF", "FFFF");
        // From (2,2), taken: clockwise goes left to (2,1); counter-clockwise goes up to (1,2).
        assertThat(at(SoloAmbush.place(moreFilled, shape("X"), Corner.BOTTOM_RIGHT, Rotation.CLOCKWISE)))
                .containsExactly(2, 1);
        assertThat(at(SoloAmbush.place(moreFilled, shape("X"), Corner.BOTTOM_RIGHT, Rotation.COUNTER_CLOCKWISE)))
                .containsExactly(1, 2);
    }

    @Test
    void theShapeIsNeverTurnedSoItMaySkipWhereATurnedOneWouldFit() {
        // Only a vertical pair of cells is free; the horizontal 1x2 shape fits nowhere and is skipped.
        MapState map = map(GAME, "F.F", "F.F", "FFF");
        assertThat(SoloAmbush.place(map, shape("XX"), Corner.TOP_LEFT, Rotation.CLOCKWISE)).isEmpty();
    }

    @Test
    void ringsCoverEveryAnchorOnceFromTheCorner() {
        var rings = SoloAmbush.rings(4, 4, Orientation.asPrinted(shape("X")).get(0), Corner.TOP_LEFT,
                Rotation.CLOCKWISE);
        assertThat(rings).hasSize(2);
        assertThat(rings.get(0)).hasSize(12);
        assertThat(rings.get(1)).hasSize(4);
        assertThat(rings.get(0).get(0)).containsExactly(0, 0);
        assertThat(rings.get(0).get(1)).containsExactly(0, 1);
        assertThat(rings.get(0).get(11)).containsExactly(1, 0);
    }
}
