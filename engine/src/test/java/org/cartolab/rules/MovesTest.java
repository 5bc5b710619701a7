package org.cartolab.rules;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.rules.TestGames.map;

import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.Game;
import org.cartolab.model.RuleOption;
import org.cartolab.model.Terrain;
import org.junit.jupiter.api.Test;

/** Legal moves: shapes, ruins, the 1x1 fallbacks (RULES.md 1.4.2-1.4.3). */
class MovesTest {

    private static final Game GAME = TestGames.game("""
            explore hamlet "Hamlet" time 1 terrains village
                shape coin { "X." "XX" }
                shape { "XXX" "XX." }
            explore orchard "Orchard" time 2 terrains forest, farm
                shape { "XXX" "..X" }
            game g "G" { explore hamlet, orchard }
            """);
    private static final RuleOptions DEFAULTS = RuleOptions.of(GAME);
    private static final List<Terrain> ANY = List.of(TestGames.terrain(GAME, "forest"),
            TestGames.terrain(GAME, "farm"), TestGames.terrain(GAME, "village"));

    private static ExploreCard card(String id) {
        return GAME.explore().stream().filter(c -> c.id().equals(id)).findFirst().orElseThrow();
    }

    @Test
    void everyOrientationAtEveryFreePositionInEveryTerrain() {
        MapState map = map(GAME, "...", "...");
        List<Move> moves = Moves.explore(map, card("orchard"), false, DEFAULTS, ANY);
        // "XXX/..X" in 2x3: the 4 orientations that are 2 rows high fit once each; 2 terrains.
        assertThat(moves).hasSize(4 * 2);
        assertThat(moves).allSatisfy(m -> assertThat(Bits.count(m.cells())).isEqualTo(4));
    }

    @Test
    void theCoinGoesOnlyWithTheCoinShape() {
        MapState map = map(GAME, "...", "...");
        List<Move> moves = Moves.explore(map, card("hamlet"), false, DEFAULTS, ANY);
        assertThat(moves).filteredOn(m -> m.shape() == 0).allMatch(Move::coin).isNotEmpty();
        assertThat(moves).filteredOn(m -> m.shape() == 1).noneMatch(Move::coin).isNotEmpty();
    }

    @Test
    void afterRuinsEveryMoveCoversAnEmptyRuinsCell() {
        MapState map = map(GAME, "R....", ".....", "....R");
        List<Move> moves = Moves.explore(map, card("hamlet"), true, DEFAULTS, ANY);
        assertThat(moves).isNotEmpty()
                .allSatisfy(m -> assertThat(Bits.intersects(m.cells(), map.emptyRuins())).isTrue());
    }

    @Test
    void afterRuinsWithNoEmptyRuinsCellOneCellOfAnyTerrain() {
        MapState map = map(GAME, "f....", ".....");
        List<Move> moves = Moves.explore(map, card("hamlet"), true, DEFAULTS, ANY);
        assertThat(moves).allSatisfy(m -> assertThat(m.shape()).isEqualTo(Move.SINGLE_CELL));
        assertThat(moves).extracting(m -> m.terrain().id()).containsOnly("forest", "farm", "village");
        assertThat(moves).hasSize(9 * 3).noneMatch(Move::coin);
    }

    @Test
    void whenNoShapeFitsOneCellInTheCardsTerrainsOrAnyByOption() {
        MapState map = map(GAME, "F.F", "FFF");
        List<Move> card = Moves.explore(map, card("orchard"), false, DEFAULTS, ANY);
        assertThat(card).extracting(m -> m.terrain().id()).containsExactly("forest", "farm");
        Game anyGame = GAME.withOptions(List.of(new RuleOption("one-cell-fallback", "any")));
        List<Move> any = Moves.explore(map, card("orchard"), false, RuleOptions.of(anyGame), ANY);
        assertThat(any).extracting(m -> m.terrain().id()).containsExactly("forest", "farm", "village");
    }

    @Test
    void aFullMapHasNoMove() {
        assertThat(Moves.explore(map(GAME, "FF"), card("hamlet"), false, DEFAULTS, ANY)).isEmpty();
    }
}
