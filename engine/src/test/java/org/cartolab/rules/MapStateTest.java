package org.cartolab.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.rules.TestGames.map;
import static org.cartolab.rules.TestGames.terrain;

import org.cartolab.board.Bits;
import org.cartolab.model.Game;
import org.junit.jupiter.api.Test;

/** Drawing and coins (RULES.md 1.4.4). */
class MapStateTest {

    private static final Game GAME = TestGames.game("");

    private static long[] cells(MapState map, int... rowCol) {
        long[] cells = new long[map.grid().words()];
        for (int i = 0; i < rowCol.length; i += 2) {
            Bits.set(cells, map.grid().index(rowCol[i], rowCol[i + 1]));
        }
        return cells;
    }

    @Test
    void aMountainPaysOneCoinWhenItsFourthNeighbourIsFilledWhoeverFillsIt() {
        MapState map = map(GAME, "...", ".M.", "...");
        assertThat(map.draw(cells(map, 0, 1, 1, 0, 1, 2), terrain(GAME, "forest"), false)).isZero();
        // The last neighbour is a monster (an ambush): the coin is still earned.
        assertThat(map.draw(cells(map, 2, 1), terrain(GAME, "monster"), false)).isEqualTo(1);
        assertThat(map.draw(cells(map, 0, 0), terrain(GAME, "farm"), false)).isZero();
        assertThat(map.coins()).isEqualTo(1);
    }

    @Test
    void aCoinShapeEarnsACoinAndTheTrackCapsCoins() {
        MapState map = map(GAME, "....");
        map.draw(cells(map, 0, 0), terrain(GAME, "forest"), true);
        assertThat(map.coins()).isEqualTo(1);
        MapState capped = new MapState(map(GAME, "....").board(), TestGames.rules(GAME, true, 1));
        assertThat(capped.draw(cells(capped, 0, 1), terrain(GAME, "forest"), true)).isEqualTo(1);
        assertThat(capped.draw(cells(capped, 0, 2), terrain(GAME, "forest"), true)).isZero();
        assertThat(capped.coins()).isEqualTo(1);
    }

    @Test
    void aMountainOnTheEdgeCountsTheEdgeAsFilledOnlyIfTheOptionSaysSo() {
        MapState counts = map(GAME, ".M.", "...");
        counts.draw(cells(counts, 0, 0, 0, 2, 1, 1), terrain(GAME, "forest"), false);
        assertThat(counts.coins()).isEqualTo(1);
        MapState doesNot = new MapState(map(GAME, ".M.", "...").board(), TestGames.rules(GAME, false, 14));
        doesNot.draw(cells(doesNot, 0, 0, 0, 2, 1, 1), terrain(GAME, "forest"), false);
        assertThat(doesNot.coins()).isZero();
    }

    @Test
    void drawingOnAFilledCellIsRefused() {
        MapState map = map(GAME, "F.");
        assertThat(map.fits(cells(map, 0, 0))).isFalse();
        assertThat(map.fits(cells(map, 0, 1))).isTrue();
    }

    @Test
    void aPreviewIsExactlyWhatTheDrawWouldGive() {
        MapState map = map(GAME, ".....", ".M.M.", ".....", "..X..");
        for (Placement placement : Placement.everywhere(map.grid(), Orientation.all(TestGames.shape("XX")).get(1))) {
            if (!map.fits(placement.cells())) {
                continue;
            }
            for (String terrain : java.util.List.of("forest", "monster")) {
                MapState.Preview preview = map.preview(placement.cells(), terrain(GAME, terrain), true);
                MapState drawn = map.copy();
                drawn.draw(placement.cells(), terrain(GAME, terrain), true);
                assertThat(preview.board().toRows()).isEqualTo(drawn.board().toRows());
                assertThat(preview.coins()).isEqualTo(drawn.coins());
            }
        }
        // A preview that fills a mountain's last neighbour shows its coin; the map itself is unchanged.
        MapState mountain = map(GAME, ".F...", "FMF..", ".....");
        assertThat(mountain.preview(cells(mountain, 2, 1), terrain(GAME, "farm"), false).coins()).isEqualTo(1);
        assertThat(mountain.coins()).isZero();
    }
}
