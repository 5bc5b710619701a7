package org.cartolab.hex.game;

import java.util.List;

/**
 * Builds what earns the most now: a development token first (city, village or rebuilding, the one on the most pips),
 * then a road only when no village site or declined building is in reach (the road that ends nearest the best free
 * site), a bank trade only when it brings the next build strictly closer (so trades cannot cycle), else ends the
 * turn. On a 7 it discards from its largest pile, puts the robber where it costs opponents the most pips and robs the
 * fullest hand. A new tribe goes to the founding site with the most pips. Action cards: buys one with spare cards
 * (the next build lacks none of them); plays a Warrior at once (before the roll too), a Monopoly or an Invention for
 * what the next build lacks, Road Building when no site is in reach; always uses Best Warriors' power. Offers an
 * opponent a card for one only when it brings the next build closer, and accepts an offer that does not take it
 * further from its own. Ties go to the first action in the engine's order. Deterministic, no randomness.
 */
final class GreedyInkasPolicy implements InkasPolicy {

    private static final double END_TURN = 0.5;

    @Override
    public InkasAction choose(InkasMatch match, int player, List<InkasAction> legal) {
        InkasAction best = legal.get(0);
        double bestValue = Double.NEGATIVE_INFINITY;
        boolean siteInReach = !match.villageSites(player).isEmpty() || !match.rebuildSites(player).isEmpty();
        int[] target = target(match, player, siteInReach);
        int[] hand = match.hand(player);
        for (InkasAction action : legal) {
            double value = value(match, player, action, siteInReach, target, hand);
            if (value > bestValue) {
                best = action;
                bestValue = value;
            }
        }
        return best;
    }

    private double value(InkasMatch match, int player, InkasAction action, boolean siteInReach, int[] target,
                         int[] hand) {
        return switch (action.kind()) {
            case CITY, VILLAGE, REBUILD -> 1000 + match.pips(action.at());
            case FOUND -> match.pips(action.at());
            case ROAD -> siteInReach ? 0 : 1 + roadReach(match, action.at());
            case TRADE -> {
                int gain = tradeGain(hand, action, target);
                yield gain > 0 ? END_TURN + 0.1 * gain : -1;
            }
            case END, ROLL -> END_TURN;
            case BUY -> spareCards(hand, match.rules().card(), target) ? END_TURN + 0.05 : -1;
            case WARRIOR -> END_TURN + 0.1 + Math.max(0, -robberHarm(match, player, match.robber()));
            case MONOPOLY -> target[action.at()] > hand[action.at()] ? END_TURN + 0.2 : -1;
            case INVENTION -> {
                int gain = tradeGain(hand, action, target);
                yield gain > 0 ? END_TURN + 0.1 * gain : -1;
            }
            case ROAD_BUILDING -> siteInReach ? -1 : END_TURN + 0.3;
            case BEST_WARRIORS -> END_TURN + 1;
            case OFFER -> {
                int gain = tradeGain(hand, action, target);
                yield gain > 0 ? END_TURN + 0.05 * gain : -1;
            }
            case ACCEPT -> tradeGain(hand, action, target) >= 0 ? 1 : -1;
            case REFUSE -> 0;
            case DISCARD -> hand[action.at()];
            case ROBBER -> robberHarm(match, player, action.at());
            case STEAL -> match.handSize(action.at());
        };
    }

    /** The cost of the next build worth saving for: a city, else a village if a site is in reach, else a road. */
    private static int[] target(InkasMatch match, int player, boolean siteInReach) {
        boolean hasVillage = false;
        for (int at = 0; at < match.board().intersections().size(); at++) {
            hasVillage |= match.owner(at) == player && !match.isCity(at) && !match.declined(at);
        }
        if (hasVillage && match.cityAllowed(player)) {
            return match.rules().city();
        }
        return siteInReach ? match.rules().village() : match.rules().road();
    }

    /**
     * How much closer giving and taking the action's cards brings the hand to the cost (negative: further). The
     * hand is changed and restored in place: policies value many trades a decision.
     */
    private static int tradeGain(int[] hand, InkasAction action, int[] cost) {
        int before = deficit(hand, cost);
        move(hand, action, -1);
        int after = deficit(hand, cost);
        move(hand, action, 1);
        return before - after;
    }

    /** Takes the action's cards out of the hand and its taken cards in (sign -1), or back (sign 1). */
    private static void move(int[] hand, InkasAction action, int sign) {
        List<Integer> give = action.give();
        for (int i = 0; i < give.size(); i++) {
            hand[give.get(i)] += sign;
        }
        List<Integer> take = action.take();
        for (int i = 0; i < take.size(); i++) {
            hand[take.get(i)] -= sign;
        }
    }

    /** Whether the hand can pay the price and still hold all the target asks of each product paid. */
    private static boolean spareCards(int[] hand, int[] price, int[] target) {
        for (int product = 0; product < hand.length; product++) {
            if (price[product] > 0 && hand[product] - price[product] < target[product]) {
                return false;
            }
        }
        return true;
    }

    private static int deficit(int[] hand, int[] cost) {
        int missing = 0;
        for (int product = 0; product < cost.length; product++) {
            missing += Math.max(0, cost[product] - hand[product]);
        }
        return missing;
    }

    /** The pips of the best free site or declined building at either end of the road, 0 if neither end is one. */
    private static int roadReach(InkasMatch match, int path) {
        var edge = match.board().paths().get(path);
        int best = 0;
        for (int at : List.of(edge.from(), edge.to())) {
            if (match.freeSite(at) || match.declined(at)) {
                best = Math.max(best, match.pips(at));
            }
        }
        return best;
    }

    /** Opponents' pips on the hex minus twice the player's own: where the robber hurts others most. */
    private static double robberHarm(InkasMatch match, int player, int hex) {
        int pips = match.board().hexes().get(hex).pips();
        int harm = 0;
        for (int at : match.rules().intersectionsOf(hex)) {
            int owner = match.owner(at);
            int weight = match.isCity(at) ? 2 : 1;
            harm += owner == 0 ? 0 : owner == player ? -2 * weight * pips : weight * pips;
        }
        return harm;
    }
}
