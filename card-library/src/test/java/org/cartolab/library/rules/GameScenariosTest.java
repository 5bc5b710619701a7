package org.cartolab.library.rules;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.Game;
import org.cartolab.rules.GameEngine;
import org.cartolab.rules.GameRecord;
import org.cartolab.rules.LogEvent;
import org.cartolab.rules.Move;
import org.junit.jupiter.api.Test;

/** Each special case of the rules (RULES.md 1.4-1.10), set up by arranging the decks by hand. */
class GameScenariosTest {

    private static final Game BASE = CardLibrary.load("cartographers").game("cartographers").orElseThrow();

    /** A 3x3 map around a mountain, a one-cell solo ambush and the base game's cards. */
    private static final Game TINY = tiny();

    private static Game tiny() {
        LoadResult result = CardLibrary.loader().load(List.of(new SourceFile("tiny.carto", """
                uses cartographers
                map tiny "Tiny" square {
                    ".F."
                    "FMF"
                    "F.F"
                }
                ambush pebble "Pebble" fills monster shape { "X" } pass counter-clockwise solo-corner bottom-left
                game tiny-game "Tiny" {
                    maps tiny
                    explore great-river, hamlet, farmland, orchard
                    ambushes pebble, bugbear-assault
                    seasons spring, summer, autumn, winter
                    edicts A, B, C, D
                    decks forest, farm-water, village, arrangement
                    coin-track 14
                    score coins: coins
                    score monsters: -1 per cell c of empty where c touches monster
                }
                """)));
        assertThat(result.problems()).isEmpty();
        return result.workspace().orElseThrow().game("tiny-game").orElseThrow();
    }

    private static GameRecord play(Game game, String map, RecordingPolicy policy, List<List<String>> decks) {
        return new GameEngine(game).play(map, 1, List.of(policy), null, new ScriptedDecks(decks));
    }

    private static List<String> reveals(GameRecord record) {
        return record.log().events().stream().filter(e -> e.reveal() != null).map(LogEvent::reveal).toList();
    }

    private static final List<String> AMBUSHES = List.of("goblin-attack", "bugbear-assault", "kobold-onslaught",
            "gnoll-raid");

    @Test
    void ruinsThenRuinsThenAShapeThatMustCoverARuinsCell() {
        RecordingPolicy policy = new RecordingPolicy();
        GameRecord record = play(BASE, "A", policy,
                List.of(AMBUSHES, List.of("temple-ruins", "outpost-ruins", "great-river")));
        assertThat(reveals(record)).startsWith("temple-ruins", "outpost-ruins", "great-river");
        RecordingPolicy.Choice first = policy.choices.get(0);
        assertThat(first.decision().card()).isEqualTo("great-river");
        long[] ruins = first.decision().map().emptyRuins();
        assertThat(first.decision().legal()).allSatisfy(m -> assertThat(Bits.intersects(m.cells(), ruins)).isTrue());
        // The next card is free again.
        RecordingPolicy.Choice second = policy.choices.get(1);
        assertThat(second.decision().legal())
                .anySatisfy(m -> assertThat(Bits.intersects(m.cells(), second.decision().map().emptyRuins()))
                        .isFalse());
    }

    @Test
    void anAmbushRightAfterRuinsIsResolvedAndTheRuinsRuleWaitsForTheNextCard() {
        RecordingPolicy policy = new RecordingPolicy();
        GameRecord record = play(BASE, "A", policy,
                List.of(AMBUSHES, List.of("temple-ruins", "goblin-attack", "hamlet")));
        List<LogEvent> events = record.log().events();
        assertThat(reveals(record)).startsWith("temple-ruins", "goblin-attack", "hamlet");
        LogEvent ambush = events.stream().filter(e -> e.ambush() != null).findFirst().orElseThrow();
        // Goblin Attack starts in the bottom-right corner: its 3x3 box at rows and columns 8-10.
        assertThat(List.of(ambush.row(), ambush.col())).containsExactly(8, 8);
        RecordingPolicy.Choice hamlet = policy.choices.get(0);
        assertThat(hamlet.decision().card()).isEqualTo("hamlet");
        long[] ruins = hamlet.decision().map().emptyRuins();
        assertThat(hamlet.decision().legal()).allSatisfy(m -> assertThat(Bits.intersects(m.cells(), ruins)).isTrue());
    }

    @Test
    void riftLandsOffersOneCellInAnyOfItsFiveTerrains() {
        RecordingPolicy policy = new RecordingPolicy();
        play(BASE, "A", policy, List.of(AMBUSHES, List.of("rift-lands")));
        RecordingPolicy.Choice rift = policy.choices.get(0);
        assertThat(rift.decision().legal()).allSatisfy(m -> assertThat(Bits.count(m.cells())).isEqualTo(1));
        assertThat(rift.decision().legal()).extracting(m -> m.terrain().id()).containsOnly("forest", "village",
                "farm", "water", "monster");
        assertThat(rift.decision().legal()).hasSize((121 - 5) * 5);
    }

    @Test
    void twoAmbushesInOneSeasonWhenTheFirstWasNotRevealedInTheSeasonBefore() {
        RecordingPolicy policy = new RecordingPolicy();
        List<String> spring = List.of("great-river", "farmland", "hamlet", "forgotten-forest", "orchard",
                "homestead");
        GameRecord record = play(BASE, "A", policy,
                List.of(AMBUSHES, spring, List.of("goblin-attack", "bugbear-assault")));
        List<LogEvent> events = record.log().events();
        int summer = indexOfScore(events, "spring");
        assertThat(events.subList(0, summer)).noneMatch(e -> e.ambush() != null);
        int autumn = indexOfScore(events, "summer");
        assertThat(events.subList(summer, autumn)).filteredOn(e -> e.ambush() != null)
                .extracting(LogEvent::ambush).containsExactly("goblin-attack", "bugbear-assault");
    }

    private static int indexOfScore(List<LogEvent> events, String season) {
        for (int i = 0; i < events.size(); i++) {
            if (season.equals(events.get(i).season())) {
                return i;
            }
        }
        throw new AssertionError("no score for " + season);
    }

    @Test
    void aShapeThatFitsNowhereBecomesOneCellAndItsCoinIsNotEarned() {
        RecordingPolicy policy = new RecordingPolicy();
        List<Integer> coinsAfterEachMove = new java.util.ArrayList<>();
        new GameEngine(TINY).play("tiny", 1, List.of(policy), (player, map) -> coinsAfterEachMove.add(map.coins()),
                new ScriptedDecks(List.of(List.of("pebble"), List.of("great-river"))));
        RecordingPolicy.Choice river = policy.choices.get(0);
        assertThat(river.decision().card()).isEqualTo("great-river");
        // Neither a 3-line nor the bend fits in the free cells (0,0), (0,2), (2,1): one water cell, no coin.
        assertThat(river.decision().legal()).allSatisfy(m -> {
            assertThat(m.shape()).isEqualTo(Move.SINGLE_CELL);
            assertThat(m.coin()).isFalse();
            assertThat(m.terrain().id()).isEqualTo("water");
        });
        // The single water cell goes to (0,0), first in board order: no coin for the shape, none for the mountain.
        assertThat(coinsAfterEachMove.get(0)).isZero();
    }

    @Test
    void aSoloAmbushThatFillsAMountainsLastNeighbourEarnsTheCoin() {
        RecordingPolicy policy = new RecordingPolicy();
        GameRecord record = play(TINY, "tiny", policy, List.of(List.of("pebble"), List.of("pebble", "hamlet")));
        LogEvent ambush = record.log().events().stream().filter(e -> e.ambush() != null).findFirst().orElseThrow();
        // Bottom-left (2,0) is filled; counter-clockwise the pebble slides right along the bottom edge to (2,1),
        // the mountain's last empty neighbour.
        assertThat(List.of(ambush.row(), ambush.col())).containsExactly(2, 1);
        // No coin shape fits the two cells left, so the mountain's coin is the only one.
        assertThat(record.maps().get(0).coins()).isEqualTo(1);
    }

    @Test
    void aFullMapEndsTheSoloGameBeforeWinter() {
        RecordingPolicy policy = new RecordingPolicy();
        GameRecord record = play(TINY, "tiny", policy, List.of(List.of("pebble"), List.of("great-river")));
        assertThat(record.maps().get(0).isFull()).isTrue();
        assertThat(record.log().events()).filteredOn(e -> e.season() != null).extracting(LogEvent::season)
                .containsExactly("spring");
        assertThat(record.log().soloScore()).isNotNull();
    }

    @Test
    void anImpossibleSoloAmbushIsSkipped() {
        RecordingPolicy policy = new RecordingPolicy();
        // Bugbear Assault needs two columns two apart in two rows; the free cells (0,0), (0,2), (2,1) have none.
        GameRecord record = play(TINY, "tiny", policy, List.of(List.of("bugbear-assault", "pebble"),
                List.of("bugbear-assault", "hamlet")));
        LogEvent ambush = record.log().events().get(1);
        assertThat(ambush.ambush()).isEqualTo("bugbear-assault");
        assertThat(ambush.skipped()).isTrue();
        assertThat(policy.choices.get(0).decision().map().filled()).satisfies(filled ->
                assertThat(Bits.count(filled)).isEqualTo(6));
    }
}
