package org.cartolab.library.hex;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Map;
import java.util.TreeMap;
import java.util.function.Function;
import java.util.stream.Collectors;

import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexEdge;
import org.cartolab.model.hex.HexGame;
import org.cartolab.model.hex.HexTile;
import org.cartolab.model.hex.Intersection;
import org.junit.jupiter.api.Test;

/** The beginner board of Rise of the Inkas against GAME-DATA.md §D, and the geometry it defines, by hand. */
class RiseOfTheInkasBoardTest {

    static final HexGame GAME = CardLibrary.load("rise-of-the-inkas").hexGame("rise-of-the-inkas").orElseThrow();
    static final HexBoard BOARD = GAME.map("beginner").orElseThrow();

    @Test
    void theLibraryLoadsWithoutAnyProblemNotEvenAWarning() {
        LoadResult result = CardLibrary.loader().load(CardLibrary.files("rise-of-the-inkas").orElseThrow());
        assertThat(result.problems()).isEmpty();
    }

    @Test
    void landscapeCountsAreThoseOfGameData() {
        // why: GAME-DATA §D: forest 4, quarry 3, pasture 4, fields 4, mountains 3, coastal waters 3, jungle
        // plantation 3, jungle 3 (27 numbered tiles) + 2 plain sea tiles = 29 landscape tiles (RULES §4.1);
        // the frame ring counted on the map's rows: 10 ocean (a4, a6, ..., a14: 6; b3, b15, c2, c16), 8 jungle
        // frame (f3, f15; g4, g6, ..., g14: 6), 4 plain frame (d1, d17, e2, e16) → 22 frame positions.
        Map<String, Long> counts = BOARD.hexes().stream().collect(Collectors.groupingBy(
                tile -> tile.landscape().id(), TreeMap::new, Collectors.counting()));
        assertThat(counts).containsExactlyInAnyOrderEntriesOf(Map.ofEntries(
                Map.entry("forest", 4L), Map.entry("quarry", 3L), Map.entry("pasture", 4L),
                Map.entry("fields", 4L), Map.entry("mountains", 3L), Map.entry("coastal-waters", 3L),
                Map.entry("jungle-plantation", 3L), Map.entry("jungle", 3L), Map.entry("sea", 2L),
                Map.entry("ocean-frame", 10L), Map.entry("jungle-frame", 8L), Map.entry("plain-frame", 4L)));
    }
}
