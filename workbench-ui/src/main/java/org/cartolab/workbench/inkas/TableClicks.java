package org.cartolab.workbench.inkas;

import java.util.List;
import java.util.Optional;

import org.cartolab.hex.game.InkasAction;
import org.cartolab.hex.game.InkasMatch;
import org.cartolab.hex.game.InkasRules;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexEdge;

/**
 * What a click on the board means at the table: the offered action that has its place there (a road on an edge; a
 * village, city, rebuilding or a new tribe's first village at a crossing; the robber or Best Warriors' power on a
 * hex), or why nothing may be done there now. The engine's list
 * decides what is allowed; the reasons only explain its refusal with what the engine shows of the game.
 */
public final class TableClicks {

    private TableClicks() {
    }

    /** Where an action happens on the board, if it has a place there: the kinds the board draws. */
    public static Optional<Place> placeOf(InkasAction action, HexBoard board) {
        return switch (action.kind()) {
            case VILLAGE, CITY, REBUILD, FOUND -> Optional.of(Place.crossing(action.at()));
            case ROAD -> Optional.of(Place.edge(board.edges().indexOf(board.paths().get(action.at()))));
            case ROBBER, BEST_WARRIORS -> Optional.of(Place.hex(action.at()));
            // Trades, the end of a turn, discards, the player to rob, and kinds the engine gains: the list only.
            default -> Optional.empty();
        };
    }

    /** The offered action at the place, or why there is none. */
    public static Result at(InkasTable table, Place place) {
        if (table.pending().isEmpty()) {
            return new Result(Optional.empty(), "the game is over.");
        }
        InkasTable.Decision decision = table.pending().get();
        if (!table.personToChoose()) {
            return new Result(Optional.empty(), "it is player " + decision.player() + "'s decision ("
                    + table.seats().get(decision.player() - 1) + "): Step or Auto.");
        }
        HexBoard board = table.match().board();
        Optional<InkasAction> action = decision.legal().stream()
                .filter(a -> placeOf(a, board).filter(place::equals).isPresent()).findFirst();
        return action.map(a -> new Result(action, ""))
                .orElseGet(() -> new Result(Optional.empty(), why(table.match(), decision, place,
                        new TableText(table.game(), board))));
    }

    /** A click's meaning: the action, or the reason there is none. */
    public record Result(Optional<InkasAction> action, String reason) {
    }

    private static String why(InkasMatch match, InkasTable.Decision decision, Place place, TableText text) {
        int player = decision.player();
        HexBoard board = match.board();
        List<InkasAction> legal = decision.legal();
        if (legal.stream().anyMatch(a -> a.kind() == InkasAction.Kind.FOUND)) {
            return place.kind() != Place.Kind.CROSSING
                    ? "player " + player + " founds a new tribe now: click one of the crossings offered."
                    : "a new tribe's first village goes on a crossing a path leads to, with a free crossing between "
                    + "it and every building, and not where an opponent's road leads and that opponent could build "
                    + "(RULES.md §4.10).";
        }
        boolean building = legal.stream().anyMatch(a -> a.kind() == InkasAction.Kind.END);
        boolean robber = legal.stream().anyMatch(a -> a.kind() == InkasAction.Kind.ROBBER);
        if (!building && !(robber && place.kind() == Place.Kind.HEX)) {
            return "player " + player + " must first " + (robber ? "move the robber: click a hex."
                    : "choose from the list: " + legal.get(0).kind().name().toLowerCase(java.util.Locale.ROOT)
                    + ".");
        }
        return switch (place.kind()) {
            case HEX -> robber ? (place.index() == match.robber() ? "the robber stands there already."
                    : "the robber may stand only on a landscape that yields no goods, or on the jungle frame.")
                    : "a hex is chosen only when a 7 moves the robber.";
            case CROSSING -> crossing(match, player, place.index(), text);
            case EDGE -> edge(match, player, board.edges().get(place.index()), text);
        };
    }

    private static String crossing(InkasMatch match, int player, int at, TableText text) {
        String id = match.board().intersections().get(at).id();
        int owner = match.owner(at);
        if (owner != 0 && match.declined(at)) {
            return "the building on " + id + " has declined (thickets): a road of yours that reaches it can rebuild it "
                    + "for the village cost.";
        }
        if (owner != 0 && owner != player) {
            return "player " + owner + "'s " + (match.isCity(at) ? "city" : "village") + " stands on " + id + ".";
        }
        if (owner == player) {
            return match.isCity(at) ? "your city already stands on " + id + "."
                    : !match.cityAllowed(player) ? "a tribe builds " + InkasRules.CITIES_PER_TRIBE
                    + " city; your tribe has built it."
                    : cost("a city", match.rules().cityCost(), match.hand(player), text, "");
        }
        if (!match.freeSite(at)) {
            return id + " is next to a building: the distance rule keeps a crossing free between buildings.";
        }
        if (!match.villageSites(player).contains(at)) {
            return "no road of yours leads to " + id + ".";
        }
        return cost("a village", match.rules().villageCost(), match.hand(player), text, "all "
                + InkasRules.VILLAGES + " of your villages are on the board.");
    }

    private static String edge(InkasMatch match, int player, HexEdge edge, TableText text) {
        HexBoard board = match.board();
        if (!edge.path()) {
            return board.whyNoPath(edge.hexA(), edge.hexB()).orElse("no road may be built there") + ".";
        }
        int path = board.paths().indexOf(edge);
        int owner = match.roadOwner(path);
        if (owner != 0) {
            return "player " + owner + "'s road runs on " + edge.id() + ".";
        }
        if (!match.roadMayGo(player, path)) {
            return "a road must join one of your buildings, or your road where no opponent's building stands.";
        }
        return cost("a road", match.rules().roadCost(), match.hand(player), text, "all " + InkasRules.ROADS
                + " of your roads are on the board.");
    }

    /** Why a build the place allows is not offered: the cards it lacks, else {@code otherwise} (a limit). */
    private static String cost(String what, int[] cost, int[] hand, TableText text, String otherwise) {
        int[] missing = new int[cost.length];
        boolean lacking = false;
        for (int product = 0; product < cost.length; product++) {
            missing[product] = Math.max(0, cost[product] - hand[product]);
            lacking |= missing[product] > 0;
        }
        return lacking || otherwise.isEmpty() ? what + " costs " + text.hand(cost) + "; you lack "
                + text.hand(missing) + "." : otherwise;
    }
}
