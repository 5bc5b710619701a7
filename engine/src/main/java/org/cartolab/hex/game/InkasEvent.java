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
 *               {@code route-aside} (the card set aside on a decline, player 0), {@code bank-short} (a product the
 *               bank could not pay, player 0), {@code rebuilt} (a village replaces a declined building of
 *               {@code target}), {@code removed} (the first tribe's buildings leave the board as the second
 *               declines), {@code declined} (roads returned, thickets around the buildings in {@code pieces}),
 *               {@code founded} (a new tribe's first village), {@code no-site} (no crossing to found a tribe on),
 *               {@code bought} (an action card, {@code card}), {@code played} (an action card: a monopoly's product in
 *               {@code cards}, an invention's in {@code take}), {@code gave} (to a monopoly's {@code target}),
 *               {@code deck-2} (action cards 2 enter, player 0), {@code warriors} (takes Best Warriors),
 *               {@code warriors-power} (Best Warriors moves the robber to {@code at}, {@code take} the card),
 *               {@code offered} (one card, {@code cards}, for one of {@code target}'s, {@code take}), {@code accepted}
 *               or {@code refused} (by the player offered to, {@code target} the one who offered),
 *               {@code won}, {@code stopped} (the turn limit)
 * @param at     the intersection, path or hex id
 * @param cards  products received, paid, discarded or stolen (product ids)
 * @param dice   the dice rolled (for {@code start}: each player's sum, in seat order)
 * @param target the player robbed, or whose declined building was rebuilt
 * @param length the roads of the route that takes Longest Trade Route
 * @param tribe  the tribe that declines, is founded or wins
 * @param pieces the intersection and path ids a decline or removal concerns
 * @param card   the action card bought or played
 */
@JsonInclude(JsonInclude.Include.NON_NULL)
@JsonPropertyOrder({"turn", "player", "event", "dice", "at", "cards", "take", "target", "length", "tribe", "pieces",
        "card"})
public record InkasEvent(int turn, int player, String event, List<Integer> dice, String at, List<String> cards,
                         List<String> take, Integer target, Integer length, Integer tribe, List<String> pieces,
                         String card) {

    public InkasEvent {
        dice = dice == null ? null : List.copyOf(dice);
        cards = cards == null ? null : List.copyOf(cards);
        take = take == null ? null : List.copyOf(take);
        pieces = pieces == null ? null : List.copyOf(pieces);
    }

    static InkasEvent of(int turn, int player, String event) {
        return new InkasEvent(turn, player, event, null, null, null, null, null, null, null, null, null);
    }

    InkasEvent at(String id) {
        return new InkasEvent(turn, player, event, dice, id, cards, take, target, length, tribe, pieces, card);
    }

    InkasEvent cards(List<String> paid) {
        return new InkasEvent(turn, player, event, dice, at, paid, take, target, length, tribe, pieces, card);
    }

    InkasEvent take(List<String> taken) {
        return new InkasEvent(turn, player, event, dice, at, cards, taken, target, length, tribe, pieces, card);
    }

    InkasEvent dice(List<Integer> rolled) {
        return new InkasEvent(turn, player, event, rolled, at, cards, take, target, length, tribe, pieces, card);
    }

    InkasEvent length(int roads) {
        return new InkasEvent(turn, player, event, dice, at, cards, take, target, roads, tribe, pieces, card);
    }

    InkasEvent target(int other) {
        return new InkasEvent(turn, player, event, dice, at, cards, take, other, length, tribe, pieces, card);
    }

    InkasEvent tribe(int number) {
        return new InkasEvent(turn, player, event, dice, at, cards, take, target, length, number, pieces, card);
    }

    InkasEvent card(String kind) {
        return new InkasEvent(turn, player, event, dice, at, cards, take, target, length, tribe, pieces, kind);
    }

    InkasEvent pieces(List<String> ids) {
        return new InkasEvent(turn, player, event, dice, at, cards, take, target, length, tribe, ids, card);
    }
}
