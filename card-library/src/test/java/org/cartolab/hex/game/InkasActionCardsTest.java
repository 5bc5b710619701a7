package org.cartolab.hex.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.hex.game.InkasRulesTest.COCA;
import static org.cartolab.hex.game.InkasRulesTest.FEATHERS;
import static org.cartolab.hex.game.InkasRulesTest.FISH;
import static org.cartolab.hex.game.InkasRulesTest.GAME;
import static org.cartolab.hex.game.InkasRulesTest.ORE;
import static org.cartolab.hex.game.InkasRulesTest.POTATOES;
import static org.cartolab.hex.game.InkasRulesTest.STONE;
import static org.cartolab.hex.game.InkasRulesTest.WOOD;
import static org.cartolab.hex.game.InkasRulesTest.WOOL;
import static org.cartolab.hex.game.InkasRulesTest.cards;
import static org.cartolab.hex.game.InkasRulesTest.hex;

import java.util.Collections;
import java.util.List;
import java.util.stream.IntStream;

import org.cartolab.model.hex.ActionCardKind;
import org.cartolab.model.hex.HexBoard;
import org.junit.jupiter.api.Test;

/**
 * Action cards, Warriors and Best Warriors (RULES.md §4.7, §4.8) after the setup of {@link InkasRulesTest}: hands
 * player 1 wood, feathers, coca; player 2 fish, ore, wool; player 3 wood, potatoes, potatoes. Player 3's villages
 * b5/c4/c6 and c6/d5/d7 touch c6 (F5); player 1's e10/e12/f11 touches e10 (M9, ore).
 */
class InkasActionCardsTest {

    private static final HexBoard BOARD = GAME.maps().get(0);

    /** Puts the robber on {@link #robberTo} when it may go there; otherwise takes the first action offered. */
    private String robberTo = "c6";
    private final InkasPolicy policy = (match, player, legal) -> legal.stream()
            .filter(a -> a.kind() == InkasAction.Kind.ROBBER && a.at() == hex(BOARD, robberTo))
            .findFirst().orElse(legal.get(0));
    private final InkasMatch match = InkasMatch.afterSetup(GAME, 1, List.of(policy, policy, policy));

    private List<InkasAction> offered(int player, InkasAction.Kind kind) {
        return match.buildPhaseActions(player).stream().filter(a -> a.kind() == kind).toList();
    }

    @Test
    void deckOneIsTheGameFilesLineShuffled() {
        // game.carto: action-deck 1: 10 warrior, 2 monopoly, 2 invention, 2 road-building (16 cards); deck 2
        // (6, 2, 2, 2) waits.
        List<ActionCardKind> deck = match.deck();
        assertThat(deck).hasSize(16);
        assertThat(Collections.frequency(deck, ActionCardKind.WARRIOR)).isEqualTo(10);
        assertThat(Collections.frequency(deck, ActionCardKind.ROAD_BUILDING)).isEqualTo(2);
    }

    @Test
    void deckTwoGoesUnderWhatIsLeftOfDeckOneOnce() {
        ActionCardDeck deck = new ActionCardDeck(GAME, new java.util.SplittableRandom(3));
        for (int n = 0; n < 5; n++) {
            deck.draw();
        }
        assertThat(deck.bringInSecond()).isTrue();
        // 16 - 5 = 11 of deck 1 on top, then deck 2's 12: 6 warrior, 2 monopoly, 2 invention, 2 road-building.
        List<ActionCardKind> cards = deck.cards();
        assertThat(cards).hasSize(11 + 12);
        List<ActionCardKind> second = cards.subList(11, 23);
        assertThat(Collections.frequency(second, ActionCardKind.WARRIOR)).isEqualTo(6);
        assertThat(Collections.frequency(second, ActionCardKind.INVENTION)).isEqualTo(2);
        assertThat(deck.bringInSecond()).isFalse();
        assertThat(deck.cards()).hasSize(23);
    }

    @Test
    void aMonopolyTakesUpToTwoOfTheNamedProductFromEveryOtherPlayer() {
        match.give(2, POTATOES, 3);
        match.giveActionCard(1, ActionCardKind.MONOPOLY);
        // Every product may be named: 8 offers.
        assertThat(offered(1, InkasAction.Kind.MONOPOLY)).hasSize(8);
        match.act(1, InkasAction.at(InkasAction.Kind.MONOPOLY, POTATOES));
        // Player 2 gives 2 of 3, player 3 both of 2.
        assertThat(match.hand(1)).isEqualTo(cards(WOOD, FEATHERS, COCA, POTATOES, POTATOES, POTATOES, POTATOES));
        assertThat(match.hand(2)).isEqualTo(cards(FISH, ORE, WOOL, POTATOES));
        assertThat(match.hand(3)).isEqualTo(cards(WOOD));
        assertThat(match.actionCards(1, ActionCardKind.MONOPOLY)).isZero();
    }

    @Test
    void anInventionTakesAnyTwoCardsFromTheBank() {
        match.giveActionCard(1, ActionCardKind.INVENTION);
        // Every pair of the 8 products: 8 + 28 = 36 (2 resources, 2 goods, or one of each).
        assertThat(offered(1, InkasAction.Kind.INVENTION)).hasSize(36);
        match.act(1, InkasAction.trade(InkasAction.Kind.INVENTION, List.of(), List.of(ORE, FISH)));
        assertThat(match.hand(1)).isEqualTo(cards(WOOD, FEATHERS, COCA, ORE, FISH));
    }

    @Test
    void roadBuildingBuildsTwoRoadsForFree() {
        match.giveActionCard(1, ActionCardKind.ROAD_BUILDING);
        int[] before = match.hand(1);
        match.act(1, InkasAction.ROAD_BUILDING);
        // The scripted policy takes the first road offered each time; two new roads of player 1, no card paid.
        long roads = IntStream.range(0, BOARD.paths().size()).filter(p -> match.roadOwner(p) == 1).count();
        assertThat(roads).isEqualTo(2 + 2);
        assertThat(match.hand(1)).isEqualTo(before);
    }

    @Test
    void aWarriorMovesTheRobberAndRobsWithoutDiscardsAndRaisesTheHandLimit() {
        match.give(2, WOOD, 6); // player 2: 9 cards
        match.giveActionCard(1, ActionCardKind.WARRIOR);
        match.act(1, InkasAction.WARRIOR);
        // The robber goes to c6 and robs player 3 (the only player there) of one card; nobody discards.
        assertThat(match.robber()).isEqualTo(hex(BOARD, "c6"));
        assertThat(match.handSize(1)).isEqualTo(4);
        assertThat(match.handSize(2)).isEqualTo(9);
        assertThat(match.handSize(3)).isEqualTo(2);
        assertThat(match.warriors(1)).isEqualTo(1);
        assertThat(match.actionCards(1, ActionCardKind.WARRIOR)).isZero();
    }

    @Test
    void withOneWarriorShownEightCardsAreKeptOnASeven() {
        match.giveActionCard(2, ActionCardKind.WARRIOR);
        match.act(2, InkasAction.WARRIOR); // robs player 3 on c6: player 2 holds 4 cards
        match.give(2, STONE, 4);          // 8 cards, 1 Warrior: limit 8
        match.give(3, STONE, 6);          // 2 + 6 = 8 cards, no Warrior: limit 7
        robberTo = "e6";                  // next to player 1 only: nobody to rob
        match.productionPhase(1, 3, 4);
        assertThat(match.handSize(2)).isEqualTo(8);
        assertThat(match.handSize(3)).isEqualTo(8 - 4);
    }

    @Test
    void bestWarriorsGoesToTheFirstWithTwoAndOnlyToSomeoneWithMore() {
        for (int p : List.of(1, 1, 2, 2, 2)) {
            match.beginTurn();
            match.giveActionCard(p, ActionCardKind.WARRIOR);
            match.act(p, InkasAction.WARRIOR);
            int holder = match.warriorsHolder();
            // Player 1's second Warrior takes it; player 2's second only ties (2 = 2); the third takes it.
            if (p == 1) {
                assertThat(holder).isEqualTo(match.warriors(1) >= 2 ? 1 : 0);
            } else {
                assertThat(holder).isEqualTo(match.warriors(2) == 3 ? 2 : 1);
            }
        }
        assertThat(match.warriorsHolder()).isEqualTo(2);
    }

    @Test
    void onlyOneCardATurnAndNotOneBoughtThisTurn() {
        match.give(1, POTATOES, 2);
        match.give(1, WOOL, 2);
        match.give(1, ORE, 2);
        List<ActionCardKind> deck = match.deck();
        match.act(1, InkasAction.BUY);
        // The top card of the shuffled deck is player 1's; bought this turn, it is not offered.
        assertThat(match.actionCards(1, deck.get(0))).isEqualTo(1);
        assertThat(match.hand(1)).isEqualTo(cards(WOOD, FEATHERS, COCA, POTATOES, WOOL, ORE));
        assertThat(match.buildPhaseActions(1)).noneMatch(a -> a.kind() == InkasAction.Kind.WARRIOR
                || a.kind() == InkasAction.Kind.MONOPOLY || a.kind() == InkasAction.Kind.INVENTION
                || a.kind() == InkasAction.Kind.ROAD_BUILDING);
        match.giveActionCard(1, ActionCardKind.INVENTION);
        match.act(1, InkasAction.trade(InkasAction.Kind.INVENTION, List.of(), List.of(ORE, ORE)));
        match.giveActionCard(1, ActionCardKind.INVENTION);
        // One card played this turn: no second.
        assertThat(offered(1, InkasAction.Kind.INVENTION)).isEmpty();
        match.beginTurn();
        assertThat(offered(1, InkasAction.Kind.INVENTION)).hasSize(36);
    }

    @Test
    void bestWarriorsMovesTheRobberOffATileNextToTheHolderOntoJungleFrameForOneCardOfIt() {
        for (String to : List.of("c6", "e10")) {
            robberTo = to;
            match.beginTurn();
            match.giveActionCard(1, ActionCardKind.WARRIOR);
            match.act(1, InkasAction.WARRIOR);
        }
        assertThat(match.warriorsHolder()).isEqualTo(1);
        assertThat(match.robber()).isEqualTo(hex(BOARD, "e10"));
        match.beginTurn();
        // Offered to the holder only, one action per jungle frame piece (f3, f15, g4 ... g14: 8).
        assertThat(offered(2, InkasAction.Kind.BEST_WARRIORS)).isEmpty();
        assertThat(offered(1, InkasAction.Kind.BEST_WARRIORS)).hasSize(8);
        int[] before = match.hand(1);
        match.act(1, InkasAction.at(InkasAction.Kind.BEST_WARRIORS, hex(BOARD, "g8")));
        assertThat(match.robber()).isEqualTo(hex(BOARD, "g8"));
        before[ORE]++;
        assertThat(match.hand(1)).isEqualTo(before);
        // Once a turn, and not from a frame piece.
        assertThat(offered(1, InkasAction.Kind.BEST_WARRIORS)).isEmpty();
        match.beginTurn();
        assertThat(offered(1, InkasAction.Kind.BEST_WARRIORS)).isEmpty();
        // On c6, next to player 3 only, not to player 1: not offered either.
        robberTo = "c6";
        match.giveActionCard(1, ActionCardKind.WARRIOR);
        match.act(1, InkasAction.WARRIOR);
        assertThat(offered(1, InkasAction.Kind.BEST_WARRIORS)).isEmpty();
    }
}
