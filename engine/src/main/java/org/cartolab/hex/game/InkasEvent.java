package org.cartolab.hex.game;

import java.util.List;

import com.fasterxml.jackson.annotation.JsonInclude;
import com.fasterxml.jackson.annotation.JsonPropertyOrder;

/**
 * One thing that happened in a Rise of the Inkas game, as its log records it. Turn 0 is the setup.
 *
 * @param event  what happened: {@code village}, {@code road}, {@code city}, {@code yields} (first yields),
 *               {@code start} (the starting rolls), {@code rolled}, {@code produced}, {@code discarded},
 *               {@code robber}, {@code stole}, {@code traded}, {@code route} (takes Longest Trade Route),
 *               {@code bank-short} (a product the bank could not pay, player 0), {@code won}, {@code stopped}
 *               (the turn limit)
 * @param at     the intersection, path or hex id
 * @param cards  products received, paid, discarded or stolen (product ids)
 * @param dice   the dice rolled (for {@code start}: each player's sum, in seat order)
 * @param target the player robbed
 * @param length the roads of the route that takes Longest Trade Route
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"turn", "player", "event", "dice", "at", "cards", "take", "target", "length"})
public record InkasEvent(int turn, int player, String event, List<Integer> dice, String at, List<String> cards,
                         List<String> take, Integer target, Integer length) {

    public InkasEvent {
        dice = dice == null ? null : List.copyOf(dice);
        cards = cards == null ? null : List.copyOf(cards);
        take = take == null ? null : List.copyOf(take);
    }

    static InkasEvent of(int turn, int player, String event) {
        return new InkasEvent(turn, player, event, null, null, null, null, null, null);
    }

    InkasEvent at(String id) {
        return new InkasEvent(turn, player, event, dice, id, cards, take, target, length);
    }

    InkasEvent cards(List<String> paid) {
        return new InkasEvent(turn, player, event, dice, at, paid, take, target, length);
    }

    InkasEvent take(List<String> taken) {
        return new InkasEvent(turn, player, event, dice, at, cards, taken, target, length);
    }

    InkasEvent dice(List<Integer> rolled) {
        return new InkasEvent(turn, player, event, rolled, at, cards, take, target, length);
    }

    InkasEvent length(int roads) {
        return new InkasEvent(turn, player, event, dice, at, cards, take, target, roads);
    }

    InkasEvent target(int robbed) {
        return new InkasEvent(turn, player, event, dice, at, cards, take, robbed, length);
    }
}
