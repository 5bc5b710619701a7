package org.cartolab.hex.game;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.hex.game.InkasRulesTest.COCA;
import static org.cartolab.hex.game.InkasRulesTest.FEATHERS;
import static org.cartolab.hex.game.InkasRulesTest.FISH;
import static org.cartolab.hex.game.InkasRulesTest.GAME;
import static org.cartolab.hex.game.InkasRulesTest.ORE;
import static org.cartolab.hex.game.InkasRulesTest.POTATOES;
import static org.cartolab.hex.game.InkasRulesTest.WOOD;
import static org.cartolab.hex.game.InkasRulesTest.WOOL;
import static org.cartolab.hex.game.InkasRulesTest.cards;

import java.util.List;

import org.junit.jupiter.api.Test;

/**
 * Trades between players (RULES.md §4.4) by the offer-and-answer protocol of {@link InkasMatch}, after the setup of
 * {@link InkasRulesTest}: player 1 holds wood, feathers, coca; player 2 fish, ore, wool; player 3 wood, potatoes,
 * potatoes.
 */
class InkasPlayerTradesTest {

    /** Accepts every offer when {@link #accepting}; otherwise refuses; elsewhere the first action offered. */
    private boolean accepting = true;
    private final InkasPolicy policy = (match, player, legal) -> legal.stream()
            .filter(a -> a.kind() == (accepting ? InkasAction.Kind.ACCEPT : InkasAction.Kind.REFUSE))
            .findFirst().orElse(legal.get(0));
    private final InkasMatch match = InkasMatch.afterSetup(GAME, 1, List.of(policy, policy, policy));

    private static InkasAction offer(int to, int give, int take) {
        return new InkasAction(InkasAction.Kind.OFFER, to, List.of(give), List.of(take));
    }

    private List<InkasAction> offers(int player) {
        return match.buildPhaseActions(player).stream().filter(a -> a.kind() == InkasAction.Kind.OFFER).toList();
    }

    @Test
    void theActivePlayerOffersOneOfTheirCardsForOneAnOpponentHolds() {
        // Player 1's 3 kinds for player 2's 3 kinds (9) and for player 3's 2 kinds, less wood for wood (5).
        assertThat(offers(1)).hasSize(9 + 5)
                .contains(offer(2, WOOD, ORE), offer(3, COCA, POTATOES))
                .doesNotContain(offer(3, WOOD, WOOD), offer(2, WOOD, POTATOES), offer(3, ORE, WOOD));
    }

    @Test
    void anAcceptedOfferSwapsTheCardsAndARefusedOneChangesNothing() {
        match.act(1, offer(2, FEATHERS, ORE));
        assertThat(match.hand(1)).isEqualTo(cards(WOOD, COCA, ORE));
        assertThat(match.hand(2)).isEqualTo(cards(FISH, WOOL, FEATHERS));
        accepting = false;
        match.act(1, offer(3, COCA, POTATOES));
        assertThat(match.hand(1)).isEqualTo(cards(WOOD, COCA, ORE));
        assertThat(match.hand(3)).isEqualTo(cards(WOOD, POTATOES, POTATOES));
        List<String> answers = match.log(List.of()).events().stream()
                .filter(e -> e.event().equals("accepted") || e.event().equals("refused"))
                .map(e -> e.player() + " " + e.event() + " " + e.target()).toList();
        assertThat(answers).containsExactly("2 accepted 1", "3 refused 1");
    }

    @Test
    void threeOffersATurnAtMost() {
        accepting = false;
        for (int n = 0; n < InkasRules.OFFERS_PER_TURN; n++) {
            assertThat(offers(1)).isNotEmpty();
            match.act(1, offer(2, WOOD, ORE));
        }
        assertThat(offers(1)).isEmpty();
        match.beginTurn();
        assertThat(offers(1)).isNotEmpty();
    }
}
