package org.cartolab.hex.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.cartolab.hex.game.InkasRulesTest.COCA;
import static org.cartolab.hex.game.InkasRulesTest.FEATHERS;
import static org.cartolab.hex.game.InkasRulesTest.GAME;
import static org.cartolab.hex.game.InkasRulesTest.ORE;
import static org.cartolab.hex.game.InkasRulesTest.POTATOES;
import static org.cartolab.hex.game.InkasRulesTest.STONE;
import static org.cartolab.hex.game.InkasRulesTest.WOOD;
import static org.cartolab.hex.game.InkasRulesTest.WOOL;
import static org.cartolab.hex.game.InkasRulesTest.at;
import static org.cartolab.hex.game.InkasRulesTest.cards;
import static org.cartolab.hex.game.InkasRulesTest.path;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.List;

import org.cartolab.hex.PlacementRules;
import org.cartolab.hex.Placements;
import org.cartolab.model.hex.HexBoard;
import org.junit.jupiter.api.Test;

/**
 * Tribes, decline, rebuilding, founding and the win (RULES.md §4.9–§4.11), worked by hand on the beginner board
 * after the setup of {@link InkasRulesTest}: player 1 e10/e12/f11 + road e10/f11 and e6/f5/f7 + road e6/f5;
 * player 2 d13/e12/e14 + road d13/e12 and b13/c12/c14; player 3 b5/c4/c6 and c6/d5/d7. Two crossings are
 * neighbours when they share two hexes (a path between those two hexes joins them).
 */
class InkasTribesTest {

    private static final HexBoard BOARD = GAME.maps().get(0);

    /** Founds on the next queued crossing and records what was offered; otherwise as InkasRulesTest.SCRIPTED. */
    private static final class Founder implements InkasPolicy {
        final Deque<String> sites = new ArrayDeque<>();
        final List<List<String>> offered = new ArrayList<>();

        @Override
        public InkasAction choose(InkasMatch match, int player, List<InkasAction> legal) {
            if (legal.get(0).kind() == InkasAction.Kind.FOUND) {
                offered.add(legal.stream().map(a -> BOARD.intersections().get(a.at()).id()).toList());
                InkasAction found = InkasAction.at(InkasAction.Kind.FOUND, at(BOARD, sites.removeFirst()));
                assertThat(legal).contains(found);
                return found;
            }
            return InkasRulesTest.SCRIPTED.choose(match, player, legal);
        }
    }

    private final Founder founder = new Founder();
    private final InkasMatch match = InkasMatch.afterSetup(GAME, 1, List.of(founder, founder, founder));

    private void road(int player, String id) {
        match.give(player, WOOD, 1);
        match.give(player, STONE, 1);
        match.act(player, InkasAction.at(InkasAction.Kind.ROAD, path(BOARD, id)));
    }

    private void village(int player, InkasAction.Kind kind, String id) {
        for (int product : List.of(WOOD, STONE, POTATOES, WOOL)) {
            match.give(player, product, 1);
        }
        match.act(player, InkasAction.at(kind, at(BOARD, id)));
    }

    private void city(int player, String id) {
        for (int product : List.of(POTATOES, POTATOES, ORE, ORE, ORE)) {
            match.give(player, product, 1);
        }
        match.act(player, InkasAction.at(InkasAction.Kind.CITY, at(BOARD, id)));
    }

    /**
     * Player 1 builds roads e10/f9 and e8/f9 (a line of 3 with e10/f11: Longest Trade Route), a village on
     * e8/e10/f9 (the road e10/f9 leads there; two crossings from e10/e12/f11) and a city on e10/e12/f11: 2 + 1 +
     * 1 = 4 tokens, tribe 1's goal. Before that player 2 builds d11/e12, e10/e12 and d11/e10 (a route of 3, not
     * longer than player 1's, so player 1 keeps the card); d11/e10 leads to d9/d11/e10, a crossing player 2 could
     * build a village on (its neighbours d11/e10/e12, c10/d9/d11, d9/e8/e10 are empty).
     */
    private void firstTribeDeclines() {
        road(1, "e10/f9");
        road(1, "e8/f9");
        road(2, "d11/e12");
        road(2, "e10/e12");
        road(2, "d11/e10");
        village(1, InkasAction.Kind.VILLAGE, "e8/e10/f9");
        assertThat(match.tribe(1)).isEqualTo(1);
        assertThat(match.tribeTokens(1)).isEqualTo(3);
        founder.sites.add("c10/d9/d11");
        city(1, "e10/e12/f11");
    }

    @Test
    void theFirstTribesDeclineReturnsItsRoadsPutsThicketsAroundItsBuildingsAndPassesTheRoute() {
        firstTribeDeclines();
        // §4.10 1: all of player 1's roads go back to the supply.
        for (String road : List.of("e10/f11", "e6/f5", "e10/f9", "e8/f9")) {
            assertThat(match.roadOwner(path(BOARD, road))).as(road).isZero();
        }
        // 3: the villages and the city stay, declined; the city is still a city.
        for (String building : List.of("e10/e12/f11", "e6/f5/f7", "e8/e10/f9")) {
            assertThat(match.owner(at(BOARD, building))).as(building).isEqualTo(1);
            assertThat(match.declined(at(BOARD, building))).as(building).isTrue();
        }
        assertThat(match.isCity(at(BOARD, "e10/e12/f11"))).isTrue();
        // 2: Longest Trade Route goes to the opponent with the longest route of at least 3: player 2 (3 roads).
        List<InkasEvent> events = match.log(List.of()).events();
        assertThat(events.stream().filter(e -> e.event().equals("route")).map(InkasEvent::player).toList())
                .containsExactly(1, 2);
        assertThat(match.routeHolder()).isEqualTo(2);
        // The turn ends by founding tribe 2 on c10/d9/d11: its first token.
        assertThat(match.tribe(1)).isEqualTo(2);
        assertThat(match.tribeTokens(1)).isEqualTo(1);
        assertThat(match.owner(at(BOARD, "c10/d9/d11"))).isEqualTo(1);
        assertThat(match.declined(at(BOARD, "c10/d9/d11"))).isFalse();
        assertThat(events.get(events.size() - 1)).isEqualTo(new InkasEvent(0, 1, "founded", null, "c10/d9/d11",
                null, null, null, null, 2, null, null));
    }

    @Test
    void withNoOpponentsRouteOfThreeTheCardIsSetAsideUntilOneRouteIsTheLongest() {
        road(1, "e10/f9");
        road(1, "e8/f9");
        road(2, "d11/e12"); // with the setup road d13/e12: 2 roads
        village(1, InkasAction.Kind.VILLAGE, "e8/e10/f9");
        founder.sites.add("c10/d9/d11");
        city(1, "e10/e12/f11");
        // §4.10 2: no opponent has a route of 3, so the card is set aside.
        assertThat(match.routeHolder()).isZero();
        List<InkasEvent> events = match.log(List.of()).events();
        assertThat(events.stream().filter(e -> e.event().startsWith("route")).map(e -> e.event() + " " + e.player())
                .toList()).containsExactly("route 1", "route-aside 0");
        // Player 2's third road (e10/e12, up to the declined city) makes the one route of 3: the card is theirs.
        road(2, "e10/e12");
        assertThat(match.routeHolder()).isEqualTo(2);
    }

    @Test
    void aNewTribeGoesOnAFreeCrossingAPathLeadsToThatNoOpponentCouldBuildOn() {
        firstTribeDeclines();
        List<String> offered = founder.offered.get(0);
        // Legal: c10/d9/d11 is next to player 2's village crossing d9/d11/e10 (allowed, and it blocks it), and
        // d7/d9/e8 is far from every building (its neighbours c8/d7/d9, d7/e6/e8, d9/e8/e10 are empty).
        assertThat(offered).contains("c10/d9/d11", "d7/d9/e8");
        // Illegal: d9/d11/e10 (player 2's road leads there and player 2 could build on it); e6/f5/f7 (taken by a
        // declined village); e10/f9/f11 (next to the declined e10/e12/f11 and e8/e10/f9); f13/g12/g14 (jungle and
        // jungle frame all round: no path leads there).
        assertThat(offered).doesNotContain("d9/d11/e10", "e6/f5/f7", "e10/f9/f11", "f13/g12/g14");
        assertThat(PlacementRules.pathLeadsTo(BOARD, at(BOARD, "f13/g12/g14"))).isFalse();
    }

    @Test
    void theFoundingRuleWithoutOpponentsRoadsIsTheFoundingPuzzlesFreeSites() {
        // The founding puzzle (OpeningPuzzle.founding, README "A new tribe's first village") reads one player's
        // placements, so it has no opponents' roads: its candidates are exactly the engine's founding sites.
        Placements standing = Placements.villages(at(BOARD, "e10/e12/f11"), at(BOARD, "d13/e12/e14"));
        assertThat(PlacementRules.foundingSites(BOARD, standing, at -> false))
                .isEqualTo(PlacementRules.freeSites(BOARD, standing));
        assertThat(PlacementRules.foundingSites(BOARD, standing, at -> at == at(BOARD, "b5/c4/c6")))
                .doesNotContain(at(BOARD, "b5/c4/c6")).hasSize(PlacementRules.freeSites(BOARD, standing).size() - 1);
    }

    @Test
    void aRoadStopsAtADeclinedBuildingUntilAVillageRebuildsItAtTheVillageCost() {
        firstTribeDeclines();
        // Player 2's road e10/e12 reaches the declined city e10/e12/f11: no road onward from that crossing.
        assertThat(match.roadMayGo(2, path(BOARD, "e12/f11"))).isFalse();
        assertThat(match.roadMayGo(2, path(BOARD, "e10/f11"))).isFalse();
        match.give(2, WOOD, 1);
        match.give(2, STONE, 1);
        assertThatThrownBy(() -> match.act(2, InkasAction.at(InkasAction.Kind.ROAD, path(BOARD, "e12/f11"))))
                .isInstanceOf(IllegalStateException.class);
        int[] before = match.hand(2);
        int tokens = match.tribeTokens(2);
        village(2, InkasAction.Kind.REBUILD, "e10/e12/f11");
        // The village cost is paid (what village() gave is spent again): the hand is as before.
        assertThat(match.hand(2)).isEqualTo(before);
        assertThat(match.owner(at(BOARD, "e10/e12/f11"))).isEqualTo(2);
        assertThat(match.isCity(at(BOARD, "e10/e12/f11"))).isFalse();
        assertThat(match.declined(at(BOARD, "e10/e12/f11"))).isFalse();
        assertThat(match.tribeTokens(2)).isEqualTo(tokens + 1);
        // Now roads go on from the rebuilt crossing; the city went back to player 1, who may build one again.
        assertThat(match.roadMayGo(2, path(BOARD, "e12/f11"))).isTrue();
        assertThat(match.roadMayGo(2, path(BOARD, "e10/f11"))).isTrue();
        assertThat(match.cityAllowed(1)).isTrue();
    }

    /**
     * Tribe 2 (c10/d9/d11): a city there (2), roads c10/d9, c8/d9 to c8/d7/d9 and a village (3: its neighbours
     * c6/c8/d7, c8/c10/d9, d7/d9/e8 are empty), roads d7/d9, d9/e8, e8/e10 to player 1's own declined
     * e8/e10/f9 and its rebuilding (4).
     */
    private void secondTribeDeclines() {
        firstTribeDeclines();
        city(1, "c10/d9/d11");
        road(1, "c10/d9");
        road(1, "c8/d9");
        village(1, InkasAction.Kind.VILLAGE, "c8/d7/d9");
        road(1, "d7/d9");
        road(1, "d9/e8");
        road(1, "e8/e10");
        assertThat(match.tribeTokens(1)).isEqualTo(3);
        founder.sites.add("b9/c8/c10");
        village(1, InkasAction.Kind.REBUILD, "e8/e10/f9");
    }

    @Test
    void theSecondTribesDeclineFirstRemovesTheFirstTribesBuildingsThenDeclinesItsOwn() {
        secondTribeDeclines();
        List<InkasEvent> events = match.log(List.of()).events();
        // §4.10: first the first tribe's buildings still standing (e6/f5/f7, e10/e12/f11) leave the board; the
        // rebuilt e8/e10/f9 now belongs to tribe 2 and declines with it.
        InkasEvent removed = events.stream().filter(e -> e.event().equals("removed")).findFirst().orElseThrow();
        assertThat(removed.pieces()).containsExactly("e6/f5/f7", "e10/e12/f11");
        assertThat(match.owner(at(BOARD, "e6/f5/f7"))).isZero();
        assertThat(match.owner(at(BOARD, "e10/e12/f11"))).isZero();
        InkasEvent declined = events.stream().filter(e -> e.event().equals("declined") && e.tribe() == 2)
                .findFirst().orElseThrow();
        assertThat(events.indexOf(declined)).isGreaterThan(events.indexOf(removed));
        assertThat(declined.pieces()).containsExactlyInAnyOrder("c10/d9", "c8/d9", "d7/d9", "d9/e8", "e8/e10",
                "c8/d7/d9", "c10/d9/d11", "e8/e10/f9");
        for (String building : List.of("c8/d7/d9", "c10/d9/d11", "e8/e10/f9")) {
            assertThat(match.declined(at(BOARD, building))).as(building).isTrue();
        }
        assertThat(match.tribe(1)).isEqualTo(3);
        assertThat(match.owner(at(BOARD, "b9/c8/c10"))).isEqualTo(1);
    }

    @Test
    void theThirdTribesThirdTokenIsTheEleventhAndWinsAtOnce() {
        secondTribeDeclines();
        // Tribe 3 on b9/c8/c10 (1); a city there (2: the first tribe's city left the board, so a piece is free;
        // tribe 2's stands declined on c10/d9/d11); the road c8/c10 (b9/c8/c10 to c8/c10/d9) and c8/d9 reach
        // player 1's own declined village c8/d7/d9, which a village of tribe 3 rebuilds (3).
        city(1, "b9/c8/c10");
        road(1, "c8/c10");
        road(1, "c8/d9");
        assertThat(match.winner()).isZero();
        // No road goes on from one's own declined village either (§4.10): d7/d9 leaves c8/d7/d9.
        assertThat(match.roadMayGo(1, path(BOARD, "d7/d9"))).isFalse();
        village(1, InkasAction.Kind.REBUILD, "c8/d7/d9");
        assertThat(match.winner()).isEqualTo(1);
        List<InkasEvent> events = match.log(List.of()).events();
        assertThat(events.get(events.size() - 1)).isEqualTo(new InkasEvent(0, 1, "won", null, null, null, null,
                null, null, 3, null, null));
        // 11 tokens: 2 setup villages + village + city (tribe 1), founding + city + village + rebuilding (tribe 2),
        // founding + city + rebuilding (tribe 3).
        long tokens = events.stream().filter(e -> e.player() == 1 && List.of("village", "city", "rebuilt",
                "founded").contains(e.event())).count();
        assertThat(tokens).isEqualTo(11);
    }
}
