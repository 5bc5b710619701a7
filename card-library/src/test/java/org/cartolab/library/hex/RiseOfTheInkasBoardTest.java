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

    @Test
    void everyTileIsWhereGameDataPutsIt() {
        // why: GAME-DATA §D's table, column k → letter 'b' + k, half-hex row u → row u + 4; plain sea at b7, b11.
        Map<String, String> expected = Map.ofEntries(
                Map.entry("d3", "Q11"), Map.entry("c4", "P4"), Map.entry("e4", "F2"), Map.entry("b5", "C6"),
                Map.entry("d5", "A6"), Map.entry("f5", "J8"), Map.entry("c6", "F5"), Map.entry("e6", "F9"),
                Map.entry("b7", "S"), Map.entry("d7", "A10"), Map.entry("f7", "JP11"), Map.entry("c8", "Q8"),
                Map.entry("e8", "Q4"), Map.entry("b9", "C3"), Map.entry("d9", "P12"), Map.entry("f9", "J10"),
                Map.entry("c10", "M11"), Map.entry("e10", "M9"), Map.entry("b11", "S"), Map.entry("d11", "P3"),
                Map.entry("f11", "JP5"), Map.entry("c12", "M8"), Map.entry("e12", "F6"), Map.entry("b13", "C9"),
                Map.entry("d13", "A5"), Map.entry("f13", "J4"), Map.entry("c14", "P10"), Map.entry("e14", "JP9"),
                Map.entry("d15", "A3"));
        Map<String, String> tiles = BOARD.hexes().stream().filter(tile -> !tile.frame()).collect(Collectors.toMap(
                HexTile::id, tile -> tile.landscape().symbol() + (tile.number() == 0 ? "" : tile.number())));
        assertThat(tiles).containsExactlyInAnyOrderEntriesOf(expected);
    }

    @Test
    void numberTokensAreTheTwentySevenOfGameDataWithNinetyPips() {
        // why: 2:1, 3:3, 4:3, 5:3, 6:3, 8:3, 9:4, 10:3, 11:3, 12:1; pips 1·1 + 3·2 + 3·3 + 3·4 + 3·5 + 3·5 + 4·4
        // + 3·3 + 3·2 + 1·1 = 1 + 6 + 9 + 12 + 15 + 15 + 16 + 9 + 6 + 1 = 90.
        Map<Integer, Long> numbers = BOARD.hexes().stream().filter(tile -> tile.number() != 0)
                .collect(Collectors.groupingBy(HexTile::number, TreeMap::new, Collectors.counting()));
        assertThat(numbers).containsExactlyEntriesOf(new TreeMap<>(Map.of(2, 1L, 3, 3L, 4, 3L, 5, 3L, 6, 3L, 8, 3L,
                9, 4L, 10, 3L, 11, 3L, 12, 1L)));
        assertThat(BOARD.hexes().stream().mapToInt(HexTile::pips).sum()).isEqualTo(90);
    }

    @Test
    void theBoardDefinesItsIntersectionsAndPaths() {
        // why: counting each landscape tile's frame neighbours on the rows: d3 3, c4 2, e4 2, b5 3, f5 3, b7 2,
        // f7 2, b9 2, f9 2, b11 2, f11 2, b13 3, f13 3, c14 2, e14 2, d15 3, the 13 inner tiles 0 → 38 sides on
        // the rim. Edges = (6·29 + 38) / 2 = 106. The 29 tiles form one region without holes, so by Euler
        // (V − E + F = 2, F = 29 + 1) the intersections are 106 − 29 + 1 = 78. The jungle tiles touch the
        // jungle frame 3 (f5: f3, g4, g6) + 2 (f9: g8, g10) + 3 (f13: f15, g12, g14) = 8 times and no jungle tile
        // touches another, so 106 − 8 = 98 paths.
        assertThat(BOARD.hexes()).hasSize(29 + 22);
        assertThat(BOARD.edges()).hasSize(106);
        assertThat(BOARD.intersections()).hasSize(78);
        assertThat(BOARD.paths()).hasSize(98);
        assertThat(BOARD.edges().stream().filter(edge -> !edge.path()).map(HexEdge::id))
                .containsExactlyInAnyOrder("f3/f5", "f5/g4", "f5/g6", "f9/g8", "f9/g10", "f13/f15", "f13/g12",
                        "f13/g14");
    }

    @Test
    void neighboursWorkedByHand() {
        Map<String, Intersection> byId = BOARD.intersections().stream()
                .collect(Collectors.toMap(Intersection::id, Function.identity()));
        // why: the corner of c4, d3 and d5 ends three edges: c4|d3 (whose other end is where c2 joins c4 and d3),
        // c4|d5 (other end: c6, the other common neighbour of c4 and d5) and d3|d5 (other end: e4).
        assertThat(byId.get("c4/d3/d5").neighbours().stream().map(i -> BOARD.intersections().get(i).id()))
                .containsExactlyInAnyOrder("c2/c4/d3", "c4/c6/d5", "d3/d5/e4");
        // why: a corner on the rim: a4 (ocean) and b3 (ocean) with b5 (coast); b5's edges to them are paths,
        // a4|b3 is frame against frame and no edge at all, so only 2 paths end there but 3 neighbours.
        Intersection rim = byId.get("a4/b3/b5");
        assertThat(rim.paths()).hasSize(2);
        assertThat(rim.neighbours()).hasSize(2);
        // why: f5's corner towards the jungle frame f3 and g4: all three edges are jungle against jungle or frame
        // against frame, so no path leads there; likewise g4|g6, g8|g10 (f9), g12|g14 and g14|f15 (f13).
        assertThat(BOARD.intersections().stream().filter(i -> i.paths().isEmpty()).map(Intersection::id))
                .containsExactlyInAnyOrder("f3/f5/g4", "f5/g4/g6", "f9/g8/g10", "f13/g12/g14", "f13/f15/g14");
        // why: f5 (jungle, 8) and f7 (jungle plantation, 11): the plantation is not jungle, so a path.
        assertThat(BOARD.edges().stream().filter(edge -> edge.id().equals("f5/f7")).findFirst().orElseThrow().path())
                .isTrue();
        // why: the six hexes around d5 (A6) are (column ± 0, row ± 2) and (column ± 1, row ± 1), in id order.
        int d5 = BOARD.hex("d5").orElseThrow();
        assertThat(BOARD.hexNeighbours(d5).stream().map(h -> BOARD.hexes().get(h).id()))
                .containsExactly("c4", "c6", "d3", "d7", "e4", "e6");
    }
}
