package org.cartolab.hex.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexGame;
import org.junit.jupiter.api.Test;

/**
 * Single rules of RULES.md §4 on the beginner board, 3 players, after the setup reading of {@link InkasRules}.
 * Worked by hand from board.carto (hex: landscape and number):
 * <pre>
 *   b5 C6 fish   c4 P4 wool   c6 F5 wood   d5 A6 potatoes  d7 A10 potatoes  e6 F9 wood   f5 J8 feathers
 *   f7 JP11 coca b13 C9 fish  c12 M8 ore   c14 P10 wool    d13 A5 potatoes  e10 M9 ore   e12 F6 wood
 *   e14 JP9 coca f11 JP5 coca c8 Q8 stone  f9 J10 feathers
 * </pre>
 * The setup takes the free site with the most pips, seats 1, 2, 3, 3, 2, 1:
 * player 1 e10/e12/f11 (M9 4 + F6 5 + JP5 4 = 13) and e6/f5/f7 (F9 4 + J8 5 + JP11 2 = 11);
 * player 2 d13/e12/e14 (A5 4 + F6 5 + JP9 4 = 13) and b13/c12/c14 (C9 4 + M8 5 + P10 3 = 12);
 * player 3 b5/c4/c6 (C6 5 + P4 3 + F5 4 = 12) and c6/d5/d7 (F5 4 + A6 5 + A10 3 = 12).
 * The robber starts on the first jungle frame piece, f3, next to no building.
 */
class InkasRulesTest {

    static final HexGame GAME = CardLibrary.load("rise-of-the-inkas").hexGame("rise-of-the-inkas").orElseThrow();
    static final List<String> PRODUCTS = GAME.products().stream().map(p -> p.id()).toList();
    static final int WOOD = PRODUCTS.indexOf("wood");
    static final int STONE = PRODUCTS.indexOf("stone");
    static final int WOOL = PRODUCTS.indexOf("wool");
    static final int ORE = PRODUCTS.indexOf("ore");
    static final int POTATOES = PRODUCTS.indexOf("potatoes");
    static final int FISH = PRODUCTS.indexOf("fish");
    static final int COCA = PRODUCTS.indexOf("coca");
    static final int FEATHERS = PRODUCTS.indexOf("feathers");

    /** Robs c6 on a 7, discards the lowest product offered, robs the first player offered, else ends the turn. */
    static final InkasPolicy SCRIPTED = (match, player, legal) -> legal.stream()
            .filter(a -> a.kind() != InkasAction.Kind.ROBBER || a.at() == hex(match.board(), "c6"))
            .findFirst().orElseThrow();

    static InkasMatch threePlayers() {
        return InkasMatch.afterSetup(GAME, 1, List.of(SCRIPTED, SCRIPTED, SCRIPTED));
    }

    @Test
    void theSetupPlacesTheMostPipsAndPaysTheLetteredVillagesFirstYields() {
        InkasMatch match = threePlayers();
        HexBoard board = match.board();
        assertThat(match.owner(at(board, "e10/e12/f11"))).isEqualTo(1);
        assertThat(match.owner(at(board, "e6/f5/f7"))).isEqualTo(1);
        assertThat(match.owner(at(board, "d13/e12/e14"))).isEqualTo(2);
        assertThat(match.owner(at(board, "b13/c12/c14"))).isEqualTo(2);
        assertThat(match.owner(at(board, "b5/c4/c6"))).isEqualTo(3);
        assertThat(match.owner(at(board, "c6/d5/d7"))).isEqualTo(3);
        // The second villages yield one card per adjacent landscape: F9, J8, JP11; C9, M8, P10; F5, A6, A10.
        assertThat(match.hand(1)).isEqualTo(cards(WOOD, FEATHERS, COCA));
        assertThat(match.hand(2)).isEqualTo(cards(FISH, ORE, WOOL));
        assertThat(match.hand(3)).isEqualTo(cards(WOOD, POTATOES, POTATOES));
    }

    @Test
    void eachRollPaysEveryVillageNextToAHexWithThatNumber() {
        InkasMatch match = threePlayers();
        int[][] before = hands(match);
        // 6: b5 C6 → fish to player 3 (b5/c4/c6); d5 A6 → potatoes to 3 (c6/d5/d7); e12 F6 → wood to 1 and 2.
        match.productionPhase(1, 2, 4);
        assertGained(match, before, cards(WOOD), cards(WOOD), cards(FISH, POTATOES));
        before = hands(match);
        // 9: e6 F9 → wood to 1; e10 M9 → ore to 1; b13 C9 → fish to 2; e14 JP9 → coca to 2.
        match.productionPhase(2, 4, 5);
        assertGained(match, before, cards(WOOD, ORE), cards(FISH, COCA), cards());
        before = hands(match);
        // 5: c6 F5 → wood to both of player 3's villages; d13 A5 → potatoes to 2; f11 JP5 → coca to 1.
        match.productionPhase(3, 1, 4);
        assertGained(match, before, cards(COCA), cards(POTATOES), cards(WOOD, WOOD));
        before = hands(match);
        // 8: f5 J8 → feathers to 1; c12 M8 → ore to 2; c8 Q8 touches no building.
        match.productionPhase(1, 3, 5);
        assertGained(match, before, cards(FEATHERS), cards(ORE), cards());
        before = hands(match);
        // 10: d7 A10 → potatoes to 3; c14 P10 → wool to 2; f9 J10 touches no building.
        match.productionPhase(2, 4, 6);
        assertGained(match, before, cards(), cards(WOOL), cards(POTATOES));
        before = hands(match);
        // 12: d9 P12 touches no building: nobody gains.
        match.productionPhase(3, 6, 6);
        assertGained(match, before, cards(), cards(), cards());
    }

    @Test
    void aSevenHalvesHandsOverSevenThenTheRobberStopsItsHexAndRobs() {
        InkasMatch match = threePlayers();
        for (int i = 0; i < 4; i++) {
            match.productionPhase(1, 1, 4); // 5: player 3 +2 wood, player 2 +1 potatoes, player 1 +1 coca
        }
        // Player 3: 3 + 8 = 11 cards (9 wood, 2 potatoes); players 1 and 2: 3 + 4 = 7, not more than 7.
        assertThat(match.handSize(3)).isEqualTo(11);
        assertThat(match.handSize(1)).isEqualTo(7);
        assertThat(match.handSize(2)).isEqualTo(7);
        match.productionPhase(1, 3, 4);
        // 11 / 2 = 5 returned (the scripted player returns wood); then the robber on c6 (F5) robs player 3, the
        // only other player next to it, of one card.
        assertThat(match.handSize(2)).isEqualTo(7);
        assertThat(match.handSize(3)).isEqualTo(11 - 5 - 1);
        assertThat(match.handSize(1)).isEqualTo(8);
        assertThat(match.robber()).isEqualTo(hex(match.board(), "c6"));
        // With the robber on c6 a 5 pays no wood to player 3; d13 A5 and f11 JP5 still pay.
        int[][] before = hands(match);
        match.productionPhase(2, 1, 4);
        assertGained(match, before, cards(COCA), cards(POTATOES), cards());
    }

    @Test
    void theDistanceRuleRefusesAVillageWhereTheOwnRoadLeads() {
        InkasMatch match = threePlayers();
        HexBoard board = match.board();
        for (int product : List.of(WOOD, STONE, WOOL, POTATOES, WOOD, STONE)) {
            match.give(1, product, 1);
        }
        // Player 1's road e10/f11 leads to e10/f9/f11, next to their own village e10/e12/f11; the road e6/f5
        // leads to e4/e6/f5, next to e6/f5/f7. So no village anywhere yet.
        assertThat(match.villageSites(1)).isEmpty();
        assertThat(match.buildPhaseActions(1)).noneMatch(a -> a.kind() == InkasAction.Kind.VILLAGE);
        assertThatThrownBy(() -> match.act(1, InkasAction.at(InkasAction.Kind.VILLAGE, at(board, "e10/f9/f11"))))
                .isInstanceOf(IllegalStateException.class);
        // One road further, e8/e10/f9 is two crossings from every building.
        match.act(1, InkasAction.at(InkasAction.Kind.ROAD, path(board, "e10/f9")));
        assertThat(match.villageSites(1)).containsExactly(at(board, "e8/e10/f9"));
        match.act(1, InkasAction.at(InkasAction.Kind.VILLAGE, at(board, "e8/e10/f9")));
        assertThat(match.owner(at(board, "e8/e10/f9"))).isEqualTo(1);
        assertThat(match.hand(1)).isEqualTo(cards(WOOD, FEATHERS, COCA));
    }

    @Test
    void theFirstRouteOfThreeRoadsTakesLongestTradeRoute() {
        InkasMatch match = threePlayers();
        HexBoard board = match.board();
        for (int i = 0; i < 2; i++) {
            match.give(1, WOOD, 1);
            match.give(1, STONE, 1);
        }
        match.act(1, InkasAction.at(InkasAction.Kind.ROAD, path(board, "e10/f9")));
        assertThat(routeEvents(match)).isEmpty();
        match.act(1, InkasAction.at(InkasAction.Kind.ROAD, path(board, "e8/f9")));
        // e10/f11, e10/f9, e8/f9: one line of 3 roads.
        assertThat(routeEvents(match)).containsExactly(
                new InkasEvent(0, 1, "route", null, null, null, null, null, 3, null, null, null));
    }

    @Test
    void anOpponentsBuildingBreaksTheRouteAndABranchDoesNotCount() {
        HexBoard board = GAME.maps().get(0);
        List<org.cartolab.model.hex.HexEdge> paths = board.paths();
        int[] roads = new int[paths.size()];
        int[] owner = new int[board.intersections().size()];
        for (String road : List.of("e10/f11", "e10/f9", "e8/f9")) {
            roads[path(board, road)] = 1;
        }
        assertThat(TradeRoute.longest(board, paths, roads, owner, 1)).isEqualTo(3);
        // A branch at e8/e10/f9 (the road e8/e10 leaves the line there): still 3, not 4.
        roads[path(board, "e8/e10")] = 1;
        assertThat(TradeRoute.longest(board, paths, roads, owner, 1)).isEqualTo(3);
        roads[path(board, "e8/e10")] = 0;
        // Player 1's own village in the middle does not break the line; player 2's splits it into 1 and 2.
        owner[at(board, "e10/f9/f11")] = 1;
        assertThat(TradeRoute.longest(board, paths, roads, owner, 1)).isEqualTo(3);
        owner[at(board, "e10/f9/f11")] = 2;
        assertThat(TradeRoute.longest(board, paths, roads, owner, 1)).isEqualTo(2);
    }

    @Test
    void theBankTradesAtTheRatesOfTheRules() {
        InkasMatch match = threePlayers();
        // Player 2 holds fish, ore, wool: no 3 identical resources, no 2 identical goods, not 3 different goods.
        assertThat(match.buildPhaseActions(2)).noneMatch(a -> a.kind() == InkasAction.Kind.TRADE);
        match.give(2, COCA, 1);
        match.give(2, FEATHERS, 1);
        match.give(2, ORE, 2);
        List<InkasAction> trades = match.buildPhaseActions(2).stream()
                .filter(a -> a.kind() == InkasAction.Kind.TRADE).toList();
        // 3 ore for any one of the 7 other kinds; 3 different goods for 2 of any kind (36 multisets of 8 kinds).
        assertThat(trades).hasSize(7 + 36);
        assertThat(trades).contains(InkasAction.trade(List.of(ORE, ORE, ORE), List.of(WOOD)),
                InkasAction.trade(List.of(FISH, COCA, FEATHERS), List.of(STONE, STONE)));
        match.act(2, InkasAction.trade(List.of(FISH, COCA, FEATHERS), List.of(STONE, STONE)));
        assertThat(match.hand(2)).isEqualTo(cards(ORE, ORE, ORE, WOOL, STONE, STONE));
    }

    @Test
    void theRobberGoesToATileWithoutGoodsOrAJungleFramePieceButNotWhereItStands() {
        List<List<InkasAction>> offered = new ArrayList<>();
        InkasPolicy watching = (match, player, legal) -> {
            offered.add(legal);
            return legal.get(0);
        };
        InkasMatch match = InkasMatch.afterSetup(GAME, 1, List.of(watching, watching, watching));
        match.productionPhase(1, 3, 4);
        List<String> hexes = offered.get(0).stream().map(a -> match.board().hexes().get(a.at()).id()).toList();
        // Tiles without goods: forest 4, quarry 3, pasture 4, fields 4, mountains 3, plain sea 2 = 20; jungle frame
        // f3, f15, g4 ... g14 = 8, less f3 where the robber stands = 7. No coast, jungle, plantation or other frame.
        assertThat(hexes).hasSize(27).contains("c6", "e10", "b7", "b11", "f15", "g4", "g14")
                .doesNotContain("f3", "b5", "f5", "f7", "d1", "a4");
    }

    @Test
    void anOpponentsVillageBlocksRoadsThroughItsCrossing() {
        InkasMatch match = threePlayers();
        HexBoard board = match.board();
        for (int i = 0; i < 3; i++) {
            match.give(2, WOOD, 1);
            match.give(2, STONE, 1);
        }
        // Player 2 builds from d13/e12/e14 over d11/d13/e12 and d11/e10/e12 up to player 1's village e10/e12/f11.
        match.act(2, InkasAction.at(InkasAction.Kind.ROAD, path(board, "d11/e12")));
        match.act(2, InkasAction.at(InkasAction.Kind.ROAD, path(board, "e10/e12")));
        assertThat(match.roadMayGo(2, path(board, "e12/f11"))).isFalse();
        assertThat(match.roadMayGo(1, path(board, "e12/f11"))).isTrue();
    }

    @Test
    void aCityReplacesAnOwnVillageOncePerTribeAndYieldsTwo() {
        InkasMatch match = threePlayers();
        HexBoard board = match.board();
        for (int product : List.of(POTATOES, POTATOES, ORE, ORE, ORE)) {
            match.give(1, product, 2);
        }
        assertThat(match.buildPhaseActions(1)).filteredOn(a -> a.kind() == InkasAction.Kind.CITY)
                .extracting(InkasAction::at)
                .containsExactlyInAnyOrder(at(board, "e10/e12/f11"), at(board, "e6/f5/f7"));
        match.act(1, InkasAction.at(InkasAction.Kind.CITY, at(board, "e10/e12/f11")));
        assertThat(match.buildPhaseActions(1)).noneMatch(a -> a.kind() == InkasAction.Kind.CITY);
        int[][] before = hands(match);
        // 9: e10 M9 → 2 ore to the city; e6 F9 → 1 wood to e6/f5/f7; player 2: C9 fish and JP9 coca.
        match.productionPhase(1, 4, 5);
        assertGained(match, before, cards(WOOD, ORE, ORE), cards(FISH, COCA), cards());
    }

    static List<InkasEvent> routeEvents(InkasMatch match) {
        return match.log(List.of()).events().stream().filter(e -> e.event().equals("route")).toList();
    }

    static void assertGained(InkasMatch match, int[][] before, int[]... gained) {
        for (int p = 1; p <= 3; p++) {
            int[] now = match.hand(p);
            int[] delta = new int[now.length];
            for (int i = 0; i < now.length; i++) {
                delta[i] = now[i] - before[p][i];
            }
            assertThat(delta).as("player " + p).isEqualTo(gained[p - 1]);
        }
    }

    static int[][] hands(InkasMatch match) {
        int[][] hands = new int[4][];
        for (int p = 1; p <= 3; p++) {
            hands[p] = match.hand(p);
        }
        return hands;
    }

    static int[] cards(int... products) {
        int[] counts = new int[PRODUCTS.size()];
        Arrays.stream(products).forEach(p -> counts[p]++);
        return counts;
    }

    static int at(HexBoard board, String id) {
        List<String> ids = new ArrayList<>();
        board.intersections().forEach(i -> ids.add(i.id()));
        assertThat(ids).contains(id);
        return ids.indexOf(id);
    }

    static int path(HexBoard board, String id) {
        List<String> ids = board.paths().stream().map(p -> p.id()).toList();
        assertThat(ids).contains(id);
        return ids.indexOf(id);
    }

    static int hex(HexBoard board, String id) {
        return board.hex(id).orElseThrow();
    }
}
