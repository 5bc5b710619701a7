package org.cartolab.workbench.inkas;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.hex.game.InkasAction;
import org.cartolab.hex.game.InkasEvent;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexGame;

/**
 * The table's words for the engine's actions and events. Kinds it does not know yet (the engine grows) are shown
 * by their name and fields, so a new kind of action is offered without a change here.
 */
public final class TableText {

    private final HexGame game;
    private final HexBoard board;

    public TableText(HexGame game, HexBoard board) {
        this.game = game;
        this.board = board;
    }

    public String action(InkasAction action) {
        return switch (action.kind()) {
            case ROAD -> "Build a road on " + board.paths().get(action.at()).id();
            case VILLAGE -> "Build a village at " + board.intersections().get(action.at()).id();
            case CITY -> "Build a city at " + board.intersections().get(action.at()).id();
            case TRADE -> "Trade " + products(action.give()) + " for " + products(action.take());
            case END -> "End the turn";
            case DISCARD -> "Discard " + game.products().get(action.at()).name();
            case ROBBER -> "Move the robber to " + board.hexes().get(action.at()).id();
            case STEAL -> "Rob player " + action.at();
            // A kind the engine has gained since: its name and fields.
            default -> action.kind().name().toLowerCase(java.util.Locale.ROOT).replace('_', ' ')
                    + (action.at() >= 0 ? " " + action.at() : "")
                    + (action.give().isEmpty() ? "" : ", give " + products(action.give()))
                    + (action.take().isEmpty() ? "" : ", take " + products(action.take()));
        };
    }

    /** An event as one line: its turn and player, then every field it has. */
    public String event(InkasEvent event) {
        List<String> parts = new ArrayList<>();
        parts.add(event.turn() == 0 ? "setup" : "turn " + event.turn());
        if (event.player() != 0) {
            parts.add("player " + event.player());
        }
        StringBuilder what = new StringBuilder(event.event());
        if (event.dice() != null) {
            what.append(' ').append(String.join(event.event().equals("rolled") ? "+" : ", ",
                    event.dice().stream().map(String::valueOf).toList()));
        }
        if (event.at() != null) {
            what.append(' ').append(event.at());
        }
        if (event.cards() != null && !event.cards().isEmpty()) {
            what.append(": ").append(String.join(", ", event.cards()));
        }
        if (event.take() != null && !event.take().isEmpty()) {
            what.append(" for ").append(String.join(", ", event.take()));
        }
        if (event.target() != null) {
            what.append(" from player ").append(event.target());
        }
        if (event.length() != null) {
            what.append(" (").append(event.length()).append(" roads)");
        }
        if (event.tribe() != null) {
            what.append(" (tribe ").append(event.tribe()).append(')');
        }
        if (event.card() != null) {
            what.append(' ').append(event.card());
        }
        if (event.pieces() != null && !event.pieces().isEmpty()) {
            what.append(": ").append(String.join(", ", event.pieces()));
        }
        parts.add(what.toString());
        return String.join(" · ", parts);
    }

    /** Cards as counts per product: {@code 2 wood, 1 ore}; "nothing" for none. */
    public String hand(int[] cards) {
        List<String> parts = new ArrayList<>();
        for (int product = 0; product < cards.length; product++) {
            if (cards[product] > 0) {
                parts.add(cards[product] + " " + game.products().get(product).id());
            }
        }
        return parts.isEmpty() ? "nothing" : String.join(", ", parts);
    }

    private String products(List<Integer> products) {
        int[] counts = new int[game.products().size()];
        products.forEach(product -> counts[product]++);
        return hand(counts);
    }
}
