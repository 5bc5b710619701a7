package org.cartolab.library.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.board.Board;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.AmbushCard;
import org.cartolab.model.AmbushEffect;
import org.cartolab.model.Corner;
import org.cartolab.model.Game;
import org.cartolab.model.HeroCard;
import org.cartolab.model.Rotation;
import org.cartolab.model.Shape;
import org.cartolab.model.ShapeCell;
import org.cartolab.model.ShapeOption;
import org.cartolab.model.Terrain;
import org.cartolab.rules.Decision;
import org.cartolab.rules.GameEngine;
import org.cartolab.rules.GameRecord;
import org.cartolab.rules.LogEvent;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.rules.Policy;
import org.junit.jupiter.api.Test;

/**
 * The Heroes rules in the engine (RULES.md 2.1): heroes killing monsters now and later, cells destroyed by an
 * ambush, a zombie spreading after each season's scoring. The cards are built here as records, so the rules are
 * tested apart from the Heroes card library.
 */
class HeroesRulesScenariosTest {

    private static final Game BASE = CardLibrary.load("cartographers").game("cartographers").orElseThrow();
    private static final Terrain MONSTER = terrain("monster");

    private static Terrain terrain(String id) {
        return BASE.terrains().stream().filter(t -> t.id().equals(id)).findFirst().orElseThrow();
    }

    private static Shape shape(String... rows) {
        return Shape.fromArt("s", List.of(rows));
    }

    /** The base game with these ambushes and heroes instead of its own ambushes. */
    private static Game with(List<AmbushCard> ambushes, List<HeroCard> heroes) {
        return new Game(BASE.id(), BASE.name(), BASE.terrains(), BASE.groups(), BASE.maps(), BASE.explore(), ambushes,
                BASE.seasons(), BASE.edicts(), BASE.decks(), BASE.coinTrack(), BASE.seasonTerms(), BASE.soloTitles(),
                BASE.options(), heroes);
    }

    private static AmbushCard ambush(String id, String letter, Shape shape, Corner corner, Rotation direction,
                                     AmbushEffect... effects) {
        return new AmbushCard(id, id, MONSTER, new ShapeOption(shape, false), direction, corner, letter,
                List.of(effects));
    }

    /** Freyla the True: the three cells to the right of the hero. */
    private static final HeroCard FREYLA = new HeroCard("freyla", "Freyla the True",
            List.of(new ShapeCell(0, 1), new ShapeCell(0, 2), new ShapeCell(0, 3)));

    @Test
    void aHeroKillsAMonsterDrawnIntoItsRangeLater() {
        AmbushCard line = ambush("line-of-goblins", "L", shape("XXX"), Corner.TOP_LEFT, Rotation.CLOCKWISE);
        Game game = with(List.of(line), List.of(FREYLA));
        RecordingPolicy policy = new RecordingPolicy();
        // Setup arranges the ambush deck, the hero deck, then the explore deck: hero first, then the ambush.
        GameRecord record = new GameEngine(game).play("A", 1, List.of(policy), null,
                new ScriptedDecks(List.of(List.of(), List.of(), List.of("freyla", "line-of-goblins"))));
        // The first legal hero cell is (0,0); its range is (0,1)-(0,3). The ambush's top-left start is taken by
        // the hero, so it slides clockwise one cell to (0,1): all three monsters land in the range and die.
        assertThat(policy.choices.get(0).decision().kind()).isEqualTo(Decision.Kind.HERO);
        LogEvent ambush = record.log().events().stream().filter(e -> e.ambush() != null).findFirst().orElseThrow();
        assertThat(List.of(ambush.row(), ambush.col())).containsExactly(0, 1);
        Board board = record.maps().get(0).board();
        assertThat(List.of(board.isKilled(0, 1), board.isKilled(0, 2), board.isKilled(0, 3))).containsOnly(true);
        assertThat(Bits.count(board.killed())).isEqualTo(3);
        assertThat(board.terrainAt(0, 0).orElseThrow().id()).isEqualTo("hero");
    }

    @Test
    void aHeroKillsMonstersAlreadyInItsRangeAndLeavesTheOthers() {
        MapState map = startMap();
        long[] monsters = cells(map, 0, 2, 0, 6);
        map.draw(monsters, MONSTER, false);
        long[] attack = cells(map, 0, 1, 0, 2, 0, 3);
        map.drawHero(cells(map, 0, 0), terrain("hero"), attack);
        assertThat(Bits.same(map.killed(), cells(map, 0, 2))).isTrue();
    }

    @Test
    void anAmbushThatDestroysACellNextToItLeavesAFilledCellWithNoTerrain() {
        AmbushCard gorgon = ambush("gorgon", "G", shape("XXX"), Corner.TOP_LEFT, Rotation.CLOCKWISE,
                new AmbushEffect(AmbushEffect.Trigger.WHEN_DRAWN, AmbushEffect.Action.DESTROY_ADJACENT_EMPTY, 1));
        Game game = with(List.of(gorgon), List.of());
        RecordingPolicy policy = new RecordingPolicy();
        GameRecord record = new GameEngine(game).play("A", 1, List.of(policy), null,
                new ScriptedDecks(List.of(List.of(), List.of("gorgon"))));
        RecordingPolicy.Choice destroy = policy.choices.get(0);
        assertThat(destroy.decision().kind()).isEqualTo(Decision.Kind.DESTROY);
        // The gorgon fills (0,0)-(0,2); the empty cells next to it are (0,3), (1,0), (1,1), (1,2) — never a
        // mountain. The first of them in board order is (0,3).
        assertThat(destroy.decision().legal()).extracting(m -> m.placement().row() * 11 + m.placement().col())
                .containsExactly(3, 11, 12, 13);
        assertThat(record.maps().get(0).board().isDestroyed(0, 3)).isTrue();
        LogEvent logged = record.log().events().stream().filter(e -> e.move() != null).findFirst().orElseThrow();
        assertThat(logged.terrain()).isNull();
        assertThat(logged.card()).isEqualTo("gorgon");
    }

    @Test
    void aZombieSpreadsIntoEveryEmptyNeighbourAfterEachSeasonButTheLast() {
        AmbushCard zombie = ambush("zombie", "Z", shape("X"), Corner.TOP_LEFT, Rotation.COUNTER_CLOCKWISE,
                new AmbushEffect(AmbushEffect.Trigger.AFTER_SEASON_SCORING, AmbushEffect.Action.SPREAD, 0));
        Game game = with(List.of(zombie), List.of());
        List<long[]> zombieAfterEachChange = new ArrayList<>();
        List<long[]> filledAfterEachChange = new ArrayList<>();
        GameRecord record = new GameEngine(game).play("A", 1, List.of(LAST), (player, map) -> {
            zombieAfterEachChange.add(map.letteredCells("Z").clone());
            filledAfterEachChange.add(map.filled().clone());
        }, new ScriptedDecks(List.of(List.of(), List.of("zombie"))));
        // Every change that grows the zombie is a spread: it adds exactly the empty neighbours it had.
        int spreads = 0;
        for (int i = 1; i < zombieAfterEachChange.size(); i++) {
            long[] before = zombieAfterEachChange.get(i - 1);
            long[] after = zombieAfterEachChange.get(i);
            if (!Bits.same(before, after)) {
                spreads++;
                var grid = record.maps().get(0).grid();
                long[] expected = Bits.or(before, Bits.andNot(grid.neighbours(before), filledAfterEachChange.get(i - 1)));
                assertThat(Bits.same(after, expected)).as("spread %d", spreads).isTrue();
            }
        }
        assertThat(spreads).isEqualTo(3); // after spring, summer and autumn; not after winter
        assertThat(Bits.count(record.maps().get(0).letteredCells("Z"))).isGreaterThan(1);
    }

    /** Always the last legal move: plays far from the top-left corner, where the zombie spreads. */
    private static final Policy LAST = new Policy() {
        @Override
        public String name() {
            return "last";
        }

        @Override
        public Move choose(Decision decision) {
            return decision.legal().get(decision.legal().size() - 1);
        }
    };

    private static MapState startMap() {
        Board empty = Board.builder(3, 8, BASE.terrains()).build();
        return new MapState(empty, new MapState.Rules(terrain("mountain"), java.util.Set.of(MONSTER), true, 14));
    }

    private static long[] cells(MapState map, int... rowCol) {
        long[] cells = new long[map.grid().words()];
        for (int i = 0; i < rowCol.length; i += 2) {
            Bits.set(cells, map.grid().index(rowCol[i], rowCol[i + 1]));
        }
        return cells;
    }
}
