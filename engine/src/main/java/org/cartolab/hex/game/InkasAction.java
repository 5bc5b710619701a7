package org.cartolab.hex.game;

import java.util.List;

/**
 * One thing a player may do now, as the engine offers it: build on a path or crossing, rebuild a declined building,
 * found a new tribe, trade with the bank, end the turn, discard a card on a 7, move the robber to a hex, or pick
 * the player to rob.
 *
 * @param at   the path (road), intersection (village, city, rebuild, found), hex (robber), product (discard) or
 *             player (steal)
 * @param give the products returned to the bank (indices into the game's products), for a trade
 * @param take the products taken from the bank, for a trade
 */
public record InkasAction(Kind kind, int at, List<Integer> give, List<Integer> take) {

    public enum Kind {
        ROAD, VILLAGE, CITY, REBUILD, FOUND, TRADE, END, DISCARD, ROBBER, STEAL,
        /**
         * §4.8: buy an action card; play a Warrior, a Monopoly (at: the product), an Invention (take), Road
         * Building.
         */
        BUY, WARRIOR, MONOPOLY, INVENTION, ROAD_BUILDING,
        /** §4.8: Best Warriors' power (at: the jungle frame hex); go on to the production roll. */
        BEST_WARRIORS, ROLL,
        /**
         * §4.4: offer an opponent (at) one card (give) for one of theirs (take); the opponent's answer, with at the
         * offering player and give/take seen from the opponent.
         */
        OFFER, ACCEPT, REFUSE
    }

    public InkasAction {
        give = List.copyOf(give);
        take = List.copyOf(take);
    }

    static InkasAction at(Kind kind, int at) {
        return new InkasAction(kind, at, List.of(), List.of());
    }

    static InkasAction trade(List<Integer> give, List<Integer> take) {
        return trade(Kind.TRADE, give, take);
    }

    static InkasAction trade(Kind kind, List<Integer> give, List<Integer> take) {
        return new InkasAction(kind, -1, give, take);
    }

    static final InkasAction END = at(Kind.END, -1);
    static final InkasAction ROLL = at(Kind.ROLL, -1);
    static final InkasAction BUY = at(Kind.BUY, -1);
    static final InkasAction WARRIOR = at(Kind.WARRIOR, -1);
    static final InkasAction ROAD_BUILDING = at(Kind.ROAD_BUILDING, -1);
}
