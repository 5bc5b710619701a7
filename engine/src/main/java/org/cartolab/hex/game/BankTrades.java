package org.cartolab.hex.game;

import java.util.ArrayList;
import java.util.List;

/**
 * The trades with the bank a hand allows (§4.4, §4.6), in a fixed order, each taking only what the bank holds:
 * 3 identical resources for 1 card of choice; 2 identical goods for 1; 3 different goods for 2; and, once a turn
 * for the holder of Longest Trade Route, any 2 cards for 1. Readings: 3 identical goods do not trade 3:1 (the
 * 3:1 sentence names resource cards only; 2 identical goods already trade better); a trade never takes back a
 * card of the kind it gives for a single card (it would change nothing but the bank's order). Trades with other
 * players are not played.
 */
final class BankTrades {

    private final InkasRules rules;
    private final int[] hand;
    private final int[] bank;
    private final boolean routePower;
    private final List<InkasAction> offers = new ArrayList<>();

    BankTrades(InkasRules rules, int[] hand, int[] bank, boolean routePower) {
        this.rules = rules;
        this.hand = hand;
        this.bank = bank;
        this.routePower = routePower;
    }

    List<InkasAction> offers() {
        int kinds = rules.productCount();
        for (int give = 0; give < kinds; give++) {
            if (!rules.goods(give) && hand[give] >= 3) {
                forOne(List.of(give, give, give), give);
            }
        }
        for (int give = 0; give < kinds; give++) {
            if (rules.goods(give) && hand[give] >= 2) {
                forOne(List.of(give, give), give);
            }
        }
        List<Integer> goods = new ArrayList<>();
        for (int product = 0; product < kinds; product++) {
            if (rules.goods(product) && hand[product] >= 1) {
                goods.add(product);
            }
        }
        if (goods.size() >= 3) {
            for (int a = 0; a < goods.size(); a++) {
                for (int b = a + 1; b < goods.size(); b++) {
                    for (int c = b + 1; c < goods.size(); c++) {
                        forTwo(List.of(goods.get(a), goods.get(b), goods.get(c)));
                    }
                }
            }
        }
        if (routePower) {
            for (int first = 0; first < kinds; first++) {
                for (int second = first; second < kinds; second++) {
                    boolean held = first == second ? hand[first] >= 2 : hand[first] >= 1 && hand[second] >= 1;
                    boolean goodsTrade = first == second && rules.goods(first);
                    if (held && !goodsTrade) {
                        for (int take = 0; take < kinds; take++) {
                            if (take != first && take != second && bank[take] >= 1) {
                                offers.add(InkasAction.trade(List.of(first, second), List.of(take)));
                            }
                        }
                    }
                }
            }
        }
        return offers;
    }

    private void forOne(List<Integer> give, int kind) {
        for (int take = 0; take < rules.productCount(); take++) {
            if (take != kind && bank[take] >= 1) {
                offers.add(InkasAction.trade(give, List.of(take)));
            }
        }
    }

    private void forTwo(List<Integer> give) {
        for (int first = 0; first < rules.productCount(); first++) {
            for (int second = first; second < rules.productCount(); second++) {
                if (first == second ? bank[first] >= 2 : bank[first] >= 1 && bank[second] >= 1) {
                    offers.add(InkasAction.trade(give, List.of(first, second)));
                }
            }
        }
    }
}
