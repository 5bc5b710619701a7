package org.cartolab.hex.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.cartolab.model.hex.HexGame;

/**
 * The product cards of a game of Rise of the Inkas: each player's hand and the bank, as counts per product (the
 * game's product order). Cards only move, between a hand and the bank or between two hands, so the total per
 * product stays {@link InkasRules#BANK_PER_PRODUCT}.
 */
final class ProductCards {

    private final HexGame game;
    private final int products;
    /** Per player (1-based; row 0 unused), the cards held per product. */
    private final int[][] hand;
    private final int[] bank;

    ProductCards(HexGame game, int players) {
        this.game = game;
        this.products = game.products().size();
        this.hand = new int[players + 1][products];
        this.bank = new int[products];
        Arrays.fill(bank, InkasRules.BANK_PER_PRODUCT);
    }

    int products() {
        return products;
    }

    int held(int player, int product) {
        return hand[player][product];
    }

    int size(int player) {
        return Arrays.stream(hand[player]).sum();
    }

    /** The player's cards per product; a copy. */
    int[] hand(int player) {
        return hand[player].clone();
    }

    int inBank(int product) {
        return bank[product];
    }

    /** The bank's cards per product; a copy. */
    int[] bank() {
        return bank.clone();
    }

    boolean affords(int player, int[] cost) {
        for (int product = 0; product < products; product++) {
            if (hand[player][product] < cost[product]) {
                return false;
            }
        }
        return true;
    }

    /** From the hand to the bank: a cost paid, a trade's giving side. */
    void spend(int player, int[] cards) {
        for (int product = 0; product < products; product++) {
            hand[player][product] -= cards[product];
            bank[product] += cards[product];
        }
    }

    /** One card from the hand back to the bank (§4.7.2). */
    void discard(int player, int product) {
        hand[player][product]--;
        bank[product]++;
    }

    /** From the bank to the hand: production, yields, a trade's taking side. */
    void pay(int player, int[] cards) {
        for (int product = 0; product < products; product++) {
            hand[player][product] += cards[product];
            bank[product] -= cards[product];
        }
    }

    /** Between two hands: robbing, Monopoly, a trade between players. */
    void move(int from, int to, int product, int count) {
        hand[from][product] -= count;
        hand[to][product] += count;
    }

    /** The bank trades open to the player now ({@link BankTrades}). */
    List<InkasAction> bankTrades(InkasRules rules, int player, boolean routePower) {
        return new BankTrades(rules, hand[player], bank, routePower).offers();
    }

    /** Cards per product of a list of product indices. */
    int[] counts(List<Integer> cards) {
        int[] counts = new int[products];
        cards.forEach(product -> counts[product]++);
        return counts;
    }

    /** One product id per card, in product order, as the log records cards. */
    List<String> names(int[] cards) {
        List<String> names = new ArrayList<>();
        for (int product = 0; product < products; product++) {
            for (int n = 0; n < cards[product]; n++) {
                names.add(name(product));
            }
        }
        return names;
    }

    String name(int product) {
        return game.products().get(product).id();
    }
}
