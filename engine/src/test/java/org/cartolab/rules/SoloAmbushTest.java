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
    void stillPossibleListsWhatFitsNowFromTheFirstPlacementOn() {
        // why: the 1x2 shape from the bottom-right corner, clockwise, on the map of itSlidesAlongTheEdge...: the
        // bottom row is full, so it starts at rows 2, columns 0-1, and every later anchor that fits follows.
        MapState map = map(GAME, "....", "....", "....", "FFFF");
        var possible = SoloAmbush.stillPossible(map,
                SoloAmbush.inOrder(map.grid(), shape("XX"), Corner.BOTTOM_RIGHT, Rotation.CLOCKWISE));
        assertThat(new int[] {possible.get(0).row(), possible.get(0).col()}).containsExactly(2, 0);
        // Rows 0-2, three anchors each (columns 0-1, 1-2, 2-3): 9 placements that fit.
        assertThat(possible).hasSize(9);
        MapState full = map(GAME, "F.F", "F.F", "FFF");
        assertThat(SoloAmbush.stillPossible(full, SoloAmbush.inOrder(full.grid(), shape("XX"), Corner.TOP_LEFT,
                Rotation.CLOCKWISE))).isEmpty();
    }

    @Test
    void wheneverMoreIsDrawnTheAmbushGoesToAPlacementStillPossibleBefore() {
        // why: drawing only fills cells, so where the ambush goes on a later map is one of the placements listed
        // on the earlier one (the bound of an ambush still to come relies on it).
        java.util.Random random = new java.util.Random(5);
        var forest = GAME.terrains().stream().filter(t -> t.id().equals("forest")).findFirst().orElseThrow();
        for (int round = 0; round < 300; round++) {
            String[] rows = new String[5];
            for (int r = 0; r < rows.length; r++) {
                StringBuilder row = new StringBuilder();
                for (int c = 0; c < 5; c++) {
                    row.append(random.nextInt(4) == 0 ? 'F' : '.');
                }
                rows[r] = row.toString();
            }
            MapState map = map(GAME, rows);
            var shape = random.nextBoolean() ? shape("XX", "X.", "XX") : shape("X..", ".X.", "..X");
            Corner corner = Corner.values()[random.nextInt(Corner.values().length)];
            Rotation direction = random.nextBoolean() ? Rotation.CLOCKWISE : Rotation.COUNTER_CLOCKWISE;
            var possible = SoloAmbush.stillPossible(map, SoloAmbush.inOrder(map.grid(), shape, corner, direction));
            assertThat(possible.isEmpty()).isEqualTo(SoloAmbush.place(map, shape, corner, direction).isEmpty());
            MapState later = map.copy();
            for (int k = random.nextInt(6); k > 0; k--) {
                int cell = random.nextInt(25);
                if (later.fits(org.cartolab.board.Bits.single(later.grid().words(), cell))) {
                    later.draw(org.cartolab.board.Bits.single(later.grid().words(), cell), forest, false);
                }
            }
            Optional<Placement> taken = SoloAmbush.place(later, shape, corner, direction);
            if (taken.isPresent()) {
                assertThat(possible).as("round %d", round)
                        .anyMatch(p -> java.util.Arrays.equals(p.cells(), taken.get().cells()));
            }
        }
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
