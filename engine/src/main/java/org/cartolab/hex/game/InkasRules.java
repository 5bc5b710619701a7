package org.cartolab.hex.game;

import java.util.ArrayList;
import java.util.List;
import java.util.function.IntUnaryOperator;

import org.cartolab.hex.PlacementRules;
import org.cartolab.hex.Placements;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexGame;
import org.cartolab.model.hex.HexTile;
import org.cartolab.model.hex.ProductKind;

/**
 * The numbers and readings of RULES.md §4 the engine plays by, for one game on one map. Where the rules are silent
 * the reading chosen is written at the constant or method (and in the README).
 */
public final class InkasRules {

    public static final int MIN_PLAYERS = 3;
    public static final int MAX_PLAYERS = 4;
    /** §4.2: pieces per player. */
    public static final int VILLAGES = 8;
    public static final int ROADS = 7;
    /** §4.2: cities per player; §4.5: only one of them per tribe. */
    public static final int CITIES = 2;
    public static final int CITIES_PER_TRIBE = 1;
    /** §4.7: more than 7 cards returns half, 1 more per Warrior on display (§4.8). */
    public static final int HAND_LIMIT = 7;
    /** §4.8: the first player with 2 Warriors on display takes Best Warriors. */
    public static final int BEST_WARRIORS_MINIMUM = 2;
    /** §4.8: a Monopoly takes up to 2 cards of the named product from every other player. */
    public static final int MONOPOLY_TAKES = 2;
    /** §4.8: Road Building builds 2 roads free. */
    public static final int FREE_ROADS = 2;
    /** Reading (§4.4 leaves trading with players to the table): at most 3 offers a turn. */
    public static final int OFFERS_PER_TURN = 3;
    /** §4.6: the first continuous road of at least 3 roads takes Longest Trade Route. */
    public static final int ROUTE_MINIMUM = 3;
    /** §4.9: tribes 1 and 2 decline at 4 development points; the first third tribe to reach 3 wins (§4.11). */
    private static final int[] TRIBE_GOALS = {4, 4, 3};
    public static final int TRIBES = TRIBE_GOALS.length;
    /** Reading: the bank's card counts are not in the sources (§5.4); 19 of each, as in standard CATAN. */
    public static final int BANK_PER_PRODUCT = 19;
    /**
     * A safety, not a rule: a game nobody can win (every third tribe blocked, §4.10's warning) stops after this
     * many turns with the event {@code stopped} and winner 0, and {@code carto play} reports it as unfinished.
     */
    public static final int TURN_LIMIT = 1000;

    private final HexBoard board;
    private final int[] road;
    private final int[] village;
    private final int[] city;
    private final int[] card;
    private final boolean[] goods;
    private final List<List<Integer>> intersectionsOf = new ArrayList<>();
    private final boolean[] jungleFrame;
    private final int[][] pathsAt;
    private final int[] yields;

    InkasRules(HexGame game, HexBoard board) {
        this.board = board;
        List<String> ids = game.products().stream().map(p -> p.id()).toList();
        road = cost(ids, "wood", "stone");
        village = cost(ids, "wood", "stone", "potatoes", "wool");
        city = cost(ids, "potatoes", "potatoes", "ore", "ore", "ore");
        card = cost(ids, "potatoes", "wool", "ore");
        goods = new boolean[ids.size()];
        for (int p = 0; p < ids.size(); p++) {
            goods[p] = game.products().get(p).kind() == ProductKind.GOODS;
        }
        jungleFrame = new boolean[board.hexes().size()];
        yields = new int[board.hexes().size()];
        for (int hex = 0; hex < board.hexes().size(); hex++) {
            intersectionsOf.add(new ArrayList<>());
            HexTile tile = board.hexes().get(hex);
            jungleFrame[hex] = tile.frame()
                    && board.noPaths().stream().anyMatch(set -> set.contains(tile.landscape().id()));
            yields[hex] = tile.landscape().yields().map(product -> game.products().indexOf(product)).orElse(-1);
        }
        pathsAt = new int[board.intersections().size()][];
        for (int at = 0; at < board.intersections().size(); at++) {
            pathsAt[at] = board.intersections().get(at).paths().stream().mapToInt(Integer::intValue).toArray();
            for (int hex : board.intersections().get(at).hexes()) {
                intersectionsOf.get(hex).add(at);
            }
        }
    }

    /** §4.9: the development points at which the tribe (1-based) reaches its goal. */
    public static int tribeGoal(int tribe) {
        return TRIBE_GOALS[tribe - 1];
    }

    /** §4.5 costs, per product index; copies, for callers outside the engine. */
    public int[] roadCost() {
        return road.clone();
    }

    public int[] villageCost() {
        return village.clone();
    }

    public int[] cityCost() {
        return city.clone();
    }

    public int[] cardCost() {
        return card.clone();
    }

    // The engine's own reads of the costs: shared arrays, no copy per decision (never written).
    int[] road() {
        return road;
    }

    int[] village() {
        return village;
    }

    int[] city() {
        return city;
    }

    int[] card() {
        return card;
    }

    public boolean goods(int product) {
        return goods[product];
    }

    public int productCount() {
        return goods.length;
    }

    /** The paths that meet at an intersection (the map's, as an array: the engine asks for them very often). */
    int[] pathsAt(int intersection) {
        return pathsAt[intersection];
    }

    /** The intersections around a hex, ascending. */
    List<Integer> intersectionsOf(int hex) {
        return intersectionsOf.get(hex);
    }

    /**
     * The frame pieces that depict jungle (§4.1): the frame landscapes the game's no-path sets name together
     * with jungle (§4.5 "the same applies to the jungle frame").
     */
    boolean jungleFrame(int hex) {
        return jungleFrame[hex];
    }

    /** The product the hex's landscape yields (an index into the game's products), -1 for none. */
    int yieldOf(int hex) {
        return yields[hex];
    }

    /** §4.2: the robber starts on a jungle frame piece; reading: the first in id order. */
    int robberStart() {
        for (int hex = 0; hex < board.hexes().size(); hex++) {
            if (jungleFrame(hex)) {
                return hex;
            }
        }
        throw new IllegalArgumentException("The map '" + board.id() + "' has no jungle frame for the robber.");
    }

    /**
     * §4.7: a landscape tile that does not yield goods, or a jungle frame piece. (Plain sea tiles yield nothing,
     * so they are not goods tiles: reading.)
     */
    boolean robberMayStand(int hex) {
        HexTile tile = board.hexes().get(hex);
        if (tile.frame()) {
            return jungleFrame(hex);
        }
        return tile.landscape().yields().map(product -> product.kind() != ProductKind.GOODS).orElse(true);
    }

    /**
     * The beginner starting placement of §4.3 is pictured, and the picture is not in the sources (§5.4). Reading:
     * in seat order and then back (1, 2, 3, 3, 2, 1), each player takes the free site with the most pips (the
     * lowest index on a tie) and a road on its first path; the second village is the lettered one (first yields).
     */
    int startingSite(Placements standing, IntUnaryOperator pips) {
        int best = -1;
        for (int at : PlacementRules.freeSites(board, standing)) {
            if (best < 0 || pips.applyAsInt(at) > pips.applyAsInt(best)) {
                best = at;
            }
        }
        return best;
    }

    /** Whether a 2-for-1 trade is Longest Trade Route's power rather than a goods trade (2 identical goods). */
    boolean isRoutePower(InkasAction trade) {
        List<Integer> give = trade.give();
        return give.size() == 2 && trade.take().size() == 1
                && !(give.get(0).equals(give.get(1)) && goods[give.get(0)]);
    }

    private static int[] cost(List<String> ids, String... cards) {
        int[] cost = new int[ids.size()];
        for (String card : cards) {
            int at = ids.indexOf(card);
            if (at < 0) {
                throw new IllegalArgumentException("The game has no product '" + card + "' for the costs of §4.5.");
            }
            cost[at]++;
        }
        return cost;
    }
}
