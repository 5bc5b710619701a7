package org.cartolab.hex.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

import org.cartolab.hex.PlacementRules;
import org.cartolab.model.hex.ActionCardKind;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexEdge;
import org.cartolab.model.hex.HexGame;
import org.cartolab.model.hex.HexTile;

/**
 * A seeded game of CATAN – Rise of the Inkas (RULES.md §4): setup, production, the robber, building, trades,
 * action cards, Longest Trade Route, tribes with their decline, rebuilding and founding, and the win of the first
 * third tribe. The dice are a {@link SplittableRandom} of the seed; the same seed and policies play the same game
 * and write the same log. Mutable while it plays; the cards are kept by {@link ProductCards}, the pieces on the
 * board and the placement rules that read them by {@link BoardPieces}, and the log records every event. Where the
 * rules are silent the reading is written at the method or constant that plays it (here, in {@link InkasRules},
 * {@link BoardPieces} and {@link BankTrades}).
 */
public final class InkasMatch {

    private final HexGame game;
    private final HexBoard board;
    private final List<HexEdge> paths;
    private final List<InkasPolicy> policies;
    private final long seed;
    private final SplittableRandom dice;
    private final int players;
    private final int products;
    private final ProductCards cards;
    private final BoardPieces pieces;
    /** Per player: the active tribe (1-3), its development tokens, its cities (§4.9, §4.5). */
    private final int[] tribe;
    private final int[] tribeTokens;
    private final int[] tribeCities;
    /** §4.10: a declined tribe's successor still to be founded (no legal crossing when it declined). */
    private final boolean[] foundingDue;
    /** §4.8: action cards held per player and kind (ActionCardKind order), bought this turn, Warriors shown. */
    private final int[][] actionCards;
    private final int[] boughtThisTurn;
    private final int[] warriors;
    private final ActionCardDeck deck;
    private final List<InkasEvent> events = new ArrayList<>();
    private final InkasRules rules;
    private int robber;
    private int routeHolder;
    private boolean routePowerUsed;
    private int warriorsHolder;
    private boolean warriorsPowerUsed;
    private boolean cardPlayed;
    private int offersMade;
    private int turn;
    private boolean turnOver;
    private int winner;

    private InkasMatch(HexGame game, HexBoard board, long seed, List<InkasPolicy> policies) {
        this.game = game;
        this.board = board;
        this.paths = board.paths();
        this.policies = List.copyOf(policies);
        this.seed = seed;
        this.dice = new SplittableRandom(seed);
        this.players = policies.size();
        this.rules = new InkasRules(game, board);
        this.products = game.products().size();
        this.cards = new ProductCards(game, players);
        this.pieces = new BoardPieces(board, rules);
        this.tribe = new int[players + 1];
        Arrays.fill(tribe, 1);
        this.tribeTokens = new int[players + 1];
        this.tribeCities = new int[players + 1];
        this.foundingDue = new boolean[players + 1];
        this.actionCards = new int[players + 1][ActionCardKind.values().length];
        this.boughtThisTurn = new int[ActionCardKind.values().length];
        this.warriors = new int[players + 1];
        this.deck = new ActionCardDeck(game, dice);
        this.robber = rules.robberStart();
    }

    /**
     * Plays a whole game on the game's first map.
     *
     * @param policyNames one name per player, as the log records them
     * @param policies    one per player, seat order
     * @throws IllegalArgumentException for a player count other than 3 or 4
     * @throws IllegalStateException    when a policy picks an action that was not offered
     */
    public static InkasLog play(HexGame game, long seed, List<String> policyNames, List<InkasPolicy> policies) {
        if (policies.size() < InkasRules.MIN_PLAYERS || policies.size() > InkasRules.MAX_PLAYERS) {
            throw new IllegalArgumentException("Rise of the Inkas is played by " + InkasRules.MIN_PLAYERS + " or "
                    + InkasRules.MAX_PLAYERS + " players, not " + policies.size() + ".");
        }
        InkasMatch match = new InkasMatch(game, game.maps().get(0), seed, policies);
        match.run();
        return match.log(policyNames);
    }

    InkasLog log(List<String> policyNames) {
        return new InkasLog(InkasLog.FORMAT, game.id(), board.id(), seed, players, policyNames,
                events, turn, winner);
    }

    /** Plays with the named policies, each seeded for its seat ({@link InkasPolicies#seated}). */
    public static InkasLog play(HexGame game, long seed, List<String> policyNames) {
        List<InkasPolicy> policies = new ArrayList<>();
        for (int p = 0; p < policyNames.size(); p++) {
            policies.add(InkasPolicies.seated(policyNames.get(p), seed, p));
        }
        return play(game, seed, policyNames, policies);
    }

    /** A game after its setup (§4.3), before the starting roll: for tests of single rules. */
    static InkasMatch afterSetup(HexGame game, long seed, List<InkasPolicy> policies) {
        InkasMatch match = new InkasMatch(game, game.maps().get(0), seed, policies);
        match.setup();
        return match;
    }

    private void run() {
        setup();
        int current = startingPlayer();
        while (winner == 0 && turn < InkasRules.TURN_LIMIT) {
            turn++;
            playTurn(current);
            current = current % players + 1;
        }
        if (winner == 0) {
            events.add(InkasEvent.of(turn, 0, "stopped"));
        }
    }

    // --- setup (§4.3) ---

    private void setup() {
        List<Integer> order = new ArrayList<>();
        IntStream.rangeClosed(1, players).forEach(order::add);
        IntStream.iterate(players, p -> p >= 1, p -> p - 1).forEach(order::add);
        for (int i = 0; i < order.size(); i++) {
            int player = order.get(i);
            int site = rules.startingSite(pieces.standing(), this::pips);
            placeBuilding(player, site, false);
            events.add(InkasEvent.of(0, player, "village").at(board.intersections().get(site).id()));
            int path = board.intersections().get(site).paths().get(0);
            pieces.road(player, path);
            events.add(InkasEvent.of(0, player, "road").at(paths.get(path).id()));
            if (i >= players) {
                firstYields(player, site);
            }
        }
    }

    /** §4.3.3: one card per adjacent landscape that yields, for the lettered village. */
    private void firstYields(int player, int site) {
        int[] got = new int[products];
        for (int hex : board.intersections().get(site).hexes()) {
            if (rules.yieldOf(hex) >= 0) {
                got[rules.yieldOf(hex)]++;
            }
        }
        cards.pay(player, got);
        events.add(InkasEvent.of(0, player, "yields").at(board.intersections().get(site).id()).cards(cards.names(got)));
    }

    /** §4.3.5: highest sum of two dice starts; the tied highest roll again (reading: ties are not covered). */
    private int startingPlayer() {
        List<Integer> rolling = IntStream.rangeClosed(1, players).boxed().toList();
        while (true) {
            Integer[] sums = new Integer[players];
            Arrays.fill(sums, 0);
            for (int p : rolling) {
                sums[p - 1] = rollDie() + rollDie();
            }
            events.add(InkasEvent.of(0, 0, "start").dice(Arrays.asList(sums)));
            int high = Arrays.stream(sums).mapToInt(Integer::intValue).max().orElseThrow();
            rolling = IntStream.rangeClosed(1, players).filter(p -> sums[p - 1] == high).boxed().toList();
            if (rolling.size() == 1) {
                return rolling.get(0);
            }
        }
    }

    // --- a turn (§4.4) ---

    private void playTurn(int player) {
        beginTurn();
        if (!foundingDue[player]) {
            beforeTheRoll(player);
        }
        productionPhase(player, rollDie(), rollDie());
        if (foundingDue[player]) {
            found(player);
            return;
        }
        while (winner == 0 && !turnOver) {
            InkasAction action = decide(player, buildPhaseActions(player));
            if (action.kind() == InkasAction.Kind.END) {
                return;
            }
            apply(player, action);
        }
    }

    /** What holds for one turn only: the once-a-turn powers and card, the cards bought. */
    void beginTurn() {
        routePowerUsed = false;
        warriorsPowerUsed = false;
        cardPlayed = false;
        Arrays.fill(boughtThisTurn, 0);
        offersMade = 0;
        turnOver = false;
    }

    /**
     * §4.4.3 and §4.8: an action card, and Best Warriors' power, may be used before the production roll. Asked only
     * when one can be; {@code ROLL} goes on to the roll.
     */
    private void beforeTheRoll(int player) {
        while (true) {
            List<InkasAction> legal = new ArrayList<>();
            cardPlays(player, legal);
            warriorsPower(player, legal);
            if (legal.isEmpty()) {
                return;
            }
            legal.add(InkasAction.ROLL);
            InkasAction action = decide(player, legal);
            if (action.kind() == InkasAction.Kind.ROLL) {
                return;
            }
            apply(player, action);
        }
    }

    /** §4.4.1 and §4.7: the dice produce, or a 7 makes full hands discard and the roller move the robber. */
    void productionPhase(int player, int first, int second) {
        events.add(InkasEvent.of(turn, player, "rolled").dice(List.of(first, second)));
        if (first + second == 7) {
            discardHalves(player);
            moveRobber(player);
        } else {
            produce(first + second);
        }
    }

    /** Does one trade-and-build action the rules offer the player now (for tests of single rules). */
    void act(int player, InkasAction action) {
        if (!buildPhaseActions(player).contains(action)) {
            throw new IllegalStateException(action + " is not offered now.");
        }
        apply(player, action);
    }

    /** An action card in the player's hand as if bought in an earlier turn (for tests). */
    void giveActionCard(int player, ActionCardKind kind) {
        actionCards[player][kind.ordinal()]++;
    }

    /** Moves cards from the bank to a hand (for tests that need a hand). */
    void give(int player, int product, int count) {
        int[] given = new int[products];
        given[product] = count;
        cards.pay(player, given);
    }

    private int rollDie() {
        return dice.nextInt(1, 7);
    }

    /**
     * §4.4: each hex with the rolled number, except the robber's, yields 1 card per adjacent village and 2 per
     * city. Reading (the bank's size and shortage are not in the sources, §5.4): when the bank cannot pay every
     * player what a product owes them, nobody receives that product this roll.
     */
    void produce(int roll) {
        int[][] owed = new int[players + 1][products];
        for (int hex = 0; hex < board.hexes().size(); hex++) {
            HexTile tile = board.hexes().get(hex);
            int product = rules.yieldOf(hex);
            if (tile.number() != roll || hex == robber || product < 0) {
                continue;
            }
            for (int at : rules.intersectionsOf(hex)) {
                if (pieces.owner(at) != 0) {
                    owed[pieces.owner(at)][product] += pieces.isCity(at) ? 2 : 1;
                }
            }
        }
        for (int product = 0; product < products; product++) {
            int total = 0;
            for (int p = 1; p <= players; p++) {
                total += owed[p][product];
            }
            if (total > cards.inBank(product)) {
                events.add(InkasEvent.of(turn, 0, "bank-short").cards(List.of(cards.name(product))));
                for (int p = 1; p <= players; p++) {
                    owed[p][product] = 0;
                }
            }
        }
        for (int p = 1; p <= players; p++) {
            if (Arrays.stream(owed[p]).sum() > 0) {
                cards.pay(p, owed[p]);
                events.add(InkasEvent.of(turn, p, "produced").cards(cards.names(owed[p])));
            }
        }
    }

    /**
     * §4.7.2: from the roller on, every player holding more than 7 cards (1 more per Warrior on display, §4.8)
     * returns half, rounded down. Action cards are not in the hand.
     */
    private void discardHalves(int roller) {
        for (int k = 0; k < players; k++) {
            int player = (roller - 1 + k) % players + 1;
            int held = handSize(player);
            if (held <= InkasRules.HAND_LIMIT + warriors[player]) {
                continue;
            }
            int[] returned = new int[products];
            for (int n = 0; n < held / 2; n++) {
                List<InkasAction> legal = new ArrayList<>();
                for (int product = 0; product < products; product++) {
                    if (cards.held(player, product) > 0) {
                        legal.add(InkasAction.at(InkasAction.Kind.DISCARD, product));
                    }
                }
                int product = decide(player, legal).at();
                cards.discard(player, product);
                returned[product]++;
            }
            events.add(InkasEvent.of(turn, player, "discarded").cards(cards.names(returned)));
        }
    }

    /** §4.7: the roller moves the robber and robs one adjacent player of one random card. */
    private void moveRobber(int player) {
        List<InkasAction> legal = new ArrayList<>();
        for (int hex = 0; hex < board.hexes().size(); hex++) {
            if (hex != robber && rules.robberMayStand(hex)) {
                legal.add(InkasAction.at(InkasAction.Kind.ROBBER, hex));
            }
        }
        robber = decide(player, legal).at();
        events.add(InkasEvent.of(turn, player, "robber").at(board.hexes().get(robber).id()));
        List<InkasAction> victims = new ArrayList<>();
        for (int p : robbable(player)) {
            victims.add(InkasAction.at(InkasAction.Kind.STEAL, p));
        }
        if (victims.isEmpty()) {
            return;
        }
        int victim = decide(player, victims).at();
        int pick = dice.nextInt(handSize(victim));
        int product = 0;
        while (pick >= cards.held(victim, product)) {
            pick -= cards.held(victim, product);
            product++;
        }
        cards.move(victim, player, product, 1);
        events.add(InkasEvent.of(turn, player, "stole").target(victim)
                .cards(List.of(cards.name(product))));
    }

    /**
     * The other players with a building next to the robber's hex and a card in hand, ascending. Reading: on a
     * jungle frame piece nobody is robbed (§4.7 speaks only of players next to the landscape).
     */
    List<Integer> robbable(int player) {
        List<Integer> victims = new ArrayList<>();
        if (board.hexes().get(robber).frame()) {
            return victims;
        }
        for (int at : rules.intersectionsOf(robber)) {
            int p = pieces.owner(at);
            if (p != 0 && p != player && handSize(p) > 0 && !victims.contains(p)) {
                victims.add(p);
            }
        }
        victims.sort(null);
        return victims;
    }

    // --- building and trading (§4.4, §4.5) ---

    /**
     * The actions of the trade and build phase, in a fixed order: cities, villages, rebuildings, roads, trades,
     * end.
     */
    List<InkasAction> buildPhaseActions(int player) {
        List<InkasAction> legal = new ArrayList<>();
        if (cards.affords(player, rules.city()) && cityAllowed(player)) {
            pieces.activeVillages(player).forEach(at -> legal.add(InkasAction.at(InkasAction.Kind.CITY, at)));
        }
        if (cards.affords(player, rules.village()) && pieces.villages(player) < InkasRules.VILLAGES) {
            villageSites(player).forEach(at -> legal.add(InkasAction.at(InkasAction.Kind.VILLAGE, at)));
            rebuildSites(player).forEach(at -> legal.add(InkasAction.at(InkasAction.Kind.REBUILD, at)));
        }
        if (cards.affords(player, rules.road())) {
            legal.addAll(freeRoads(player));
        }
        if (cards.affords(player, rules.card()) && !deck.isEmpty()) {
            legal.add(InkasAction.BUY);
        }
        cardPlays(player, legal);
        warriorsPower(player, legal);
        legal.addAll(cards.bankTrades(rules, player, player == routeHolder && !routePowerUsed));
        offers(player, legal);
        legal.add(InkasAction.END);
        return legal;
    }

    /**
     * §4.4 trading with players, as a protocol the rules leave to the table (reading): the active player offers one
     * card of a product they hold for one card of another product that an opponent holds (at: the opponent); the
     * opponent accepts or refuses. At most {@link InkasRules#OFFERS_PER_TURN} offers a turn, so a turn ends.
     * Players not on turn never trade with each other.
     */
    private void offers(int player, List<InkasAction> legal) {
        if (offersMade >= InkasRules.OFFERS_PER_TURN) {
            return;
        }
        for (int k = 1; k < players; k++) {
            int other = (player - 1 + k) % players + 1;
            for (int give = 0; give < products; give++) {
                for (int take = 0; take < products; take++) {
                    if (give != take && cards.held(player, give) > 0 && cards.held(other, take) > 0) {
                        legal.add(new InkasAction(InkasAction.Kind.OFFER, other, List.of(give), List.of(take)));
                    }
                }
            }
        }
    }

    /**
     * §4.8: the action cards the player may play now, at most one a turn and none bought this turn: a Warrior; a
     * Monopoly naming any product; an Invention taking any 2 cards the bank holds (2 resources, 2 goods, or one
     * of each: every pair); Road Building if a road can be built (reading: it builds as many of its 2 roads as
     * can be built).
     */
    private void cardPlays(int player, List<InkasAction> legal) {
        if (cardPlayed) {
            return;
        }
        if (playable(player, ActionCardKind.WARRIOR)) {
            legal.add(InkasAction.WARRIOR);
        }
        if (playable(player, ActionCardKind.MONOPOLY)) {
            for (int product = 0; product < products; product++) {
                legal.add(InkasAction.at(InkasAction.Kind.MONOPOLY, product));
            }
        }
        if (playable(player, ActionCardKind.INVENTION)) {
            for (int first = 0; first < products; first++) {
                for (int second = first; second < products; second++) {
                    if (first == second ? cards.inBank(first) >= 2
                            : cards.inBank(first) >= 1 && cards.inBank(second) >= 1) {
                        legal.add(InkasAction.trade(InkasAction.Kind.INVENTION, List.of(), List.of(first, second)));
                    }
                }
            }
        }
        if (playable(player, ActionCardKind.ROAD_BUILDING) && !freeRoads(player).isEmpty()) {
            legal.add(InkasAction.ROAD_BUILDING);
        }
    }

    private boolean playable(int player, ActionCardKind kind) {
        return actionCards[player][kind.ordinal()] - boughtThisTurn[kind.ordinal()] > 0;
    }

    /** The paths a road may go on now, cost aside, while the player has a road in the supply. */
    private List<InkasAction> freeRoads(int player) {
        List<InkasAction> roads = new ArrayList<>();
        if (pieces.roads(player) < InkasRules.ROADS) {
            for (int path = 0; path < paths.size(); path++) {
                if (roadMayGo(player, path)) {
                    roads.add(InkasAction.at(InkasAction.Kind.ROAD, path));
                }
            }
        }
        return roads;
    }

    /**
     * §4.8 Best Warriors: once a turn, the holder may move the robber from a landscape tile next to one of their
     * buildings onto a jungle frame piece (one action per piece), taking 1 card of what the tile yields. Readings:
     * declined buildings are still the holder's; the card comes from the bank (nothing if the bank has none, or the
     * tile yields nothing).
     */
    private void warriorsPower(int player, List<InkasAction> legal) {
        if (player != warriorsHolder || warriorsPowerUsed || board.hexes().get(robber).frame()
                || rules.intersectionsOf(robber).stream().noneMatch(at -> pieces.owner(at) == player)) {
            return;
        }
        for (int hex = 0; hex < board.hexes().size(); hex++) {
            if (rules.jungleFrame(hex)) {
                legal.add(InkasAction.at(InkasAction.Kind.BEST_WARRIORS, hex));
            }
        }
    }

    /** Where the player may build a village, cost aside, ascending ({@link BoardPieces#villageSites}). */
    public List<Integer> villageSites(int player) {
        return pieces.villageSites(player);
    }

    /** The declined buildings the player may rebuild, cost aside, ascending ({@link BoardPieces#rebuildSites}). */
    public List<Integer> rebuildSites(int player) {
        return pieces.rebuildSites(player);
    }

    /** Whether the player may build a road on the path, cost aside ({@link BoardPieces#roadMayGo}). */
    public boolean roadMayGo(int player, int path) {
        return pieces.roadMayGo(player, path);
    }

    private void apply(int player, InkasAction action) {
        switch (action.kind()) {
            case ROAD -> {
                cards.spend(player, rules.road());
                pieces.road(player, action.at());
                events.add(InkasEvent.of(turn, player, "road").at(paths.get(action.at()).id())
                        .cards(cards.names(rules.road())));
                updateRoute(player);
            }
            case VILLAGE -> {
                cards.spend(player, rules.village());
                events.add(InkasEvent.of(turn, player, "village").at(board.intersections().get(action.at()).id())
                        .cards(cards.names(rules.village())));
                placeBuilding(player, action.at(), false);
                updateRoute(player);
            }
            case REBUILD -> {
                cards.spend(player, rules.village());
                events.add(InkasEvent.of(turn, player, "rebuilt").at(board.intersections().get(action.at()).id())
                        .target(pieces.owner(action.at())).cards(cards.names(rules.village())));
                placeBuilding(player, action.at(), false);
                updateRoute(player);
            }
            case CITY -> {
                cards.spend(player, rules.city());
                events.add(InkasEvent.of(turn, player, "city").at(board.intersections().get(action.at()).id())
                        .cards(cards.names(rules.city())));
                placeBuilding(player, action.at(), true);
            }
            case TRADE -> {
                int[] give = cards.counts(action.give());
                int[] take = cards.counts(action.take());
                if (rules.isRoutePower(action)) {
                    routePowerUsed = true;
                }
                cards.spend(player, give);
                cards.pay(player, take);
                events.add(InkasEvent.of(turn, player, "traded").cards(cards.names(give)).take(cards.names(take)));
            }
            case OFFER -> {
                offersMade++;
                int other = action.at();
                int give = action.give().get(0);
                int take = action.take().get(0);
                events.add(InkasEvent.of(turn, player, "offered").target(other)
                        .cards(List.of(cards.name(give))).take(List.of(cards.name(take))));
                InkasAction answer = decide(other, List.of(
                        new InkasAction(InkasAction.Kind.ACCEPT, player, List.of(take), List.of(give)),
                        new InkasAction(InkasAction.Kind.REFUSE, player, List.of(take), List.of(give))));
                boolean accepted = answer.kind() == InkasAction.Kind.ACCEPT;
                if (accepted) {
                    cards.move(player, other, give, 1);
                    cards.move(other, player, take, 1);
                }
                events.add(InkasEvent.of(turn, other, accepted ? "accepted" : "refused").target(player));
            }
            case BUY -> {
                cards.spend(player, rules.card());
                ActionCardKind card = deck.draw();
                actionCards[player][card.ordinal()]++;
                boughtThisTurn[card.ordinal()]++;
                events.add(InkasEvent.of(turn, player, "bought").cards(cards.names(rules.card())).card(card.id()));
            }
            case WARRIOR -> {
                played(player, ActionCardKind.WARRIOR);
                warriors[player]++;
                if (player != warriorsHolder && warriors[player] >= InkasRules.BEST_WARRIORS_MINIMUM
                        && (warriorsHolder == 0 || warriors[player] > warriors[warriorsHolder])) {
                    warriorsHolder = player;
                    events.add(InkasEvent.of(turn, player, "warriors"));
                }
                moveRobber(player);
            }
            case MONOPOLY -> monopoly(player, action.at());
            case INVENTION -> {
                int[] take = cards.counts(action.take());
                cardPlayed = true;
                actionCards[player][ActionCardKind.INVENTION.ordinal()]--;
                cards.pay(player, take);
                events.add(InkasEvent.of(turn, player, "played").card(ActionCardKind.INVENTION.id())
                        .take(cards.names(take)));
            }
            case ROAD_BUILDING -> {
                played(player, ActionCardKind.ROAD_BUILDING);
                for (int n = 0; n < InkasRules.FREE_ROADS; n++) {
                    List<InkasAction> roads = freeRoads(player);
                    if (roads.isEmpty()) {
                        break;
                    }
                    int path = decide(player, roads).at();
                    pieces.road(player, path);
                    events.add(InkasEvent.of(turn, player, "road").at(paths.get(path).id()));
                    updateRoute(player);
                }
            }
            case BEST_WARRIORS -> {
                warriorsPowerUsed = true;
                int[] take = new int[products];
                int product = rules.yieldOf(robber);
                if (product >= 0 && cards.inBank(product) > 0) {
                    take[product] = 1;
                }
                robber = action.at();
                cards.pay(player, take);
                events.add(InkasEvent.of(turn, player, "warriors-power").at(board.hexes().get(robber).id())
                        .take(cards.names(take)));
            }
            default -> throw new IllegalStateException("not a build-phase action: " + action);
        }
    }

    private void played(int player, ActionCardKind card) {
        cardPlayed = true;
        actionCards[player][card.ordinal()]--;
        events.add(InkasEvent.of(turn, player, "played").card(card.id()));
    }

    /** §4.8 Monopoly: every other player, in seat order from the left, gives up to 2 cards of the product. */
    private void monopoly(int player, int product) {
        cardPlayed = true;
        actionCards[player][ActionCardKind.MONOPOLY.ordinal()]--;
        events.add(InkasEvent.of(turn, player, "played").card(ActionCardKind.MONOPOLY.id())
                .cards(List.of(cards.name(product))));
        for (int k = 1; k < players; k++) {
            int other = (player - 1 + k) % players + 1;
            int given = Math.min(InkasRules.MONOPOLY_TAKES, cards.held(other, product));
            if (given > 0) {
                cards.move(other, player, product, given);
                events.add(InkasEvent.of(turn, other, "gave").target(player)
                        .cards(Collections.nCopies(given, cards.name(product))));
            }
        }
    }

    /**
     * A village or city placed for the active tribe earns a development token (§4.9); a rebuilt crossing's
     * declined pieces go back to their owner's supply (the counts are read off the board).
     */
    private void placeBuilding(int player, int at, boolean upgrade) {
        pieces.build(player, at, upgrade, tribe[player]);
        if (upgrade) {
            tribeCities[player]++;
        }
        tribeTokens[player]++;
        if (tribeTokens[player] < InkasRules.tribeGoal(tribe[player])) {
            return;
        }
        if (tribe[player] == InkasRules.TRIBES) {
            winner = player;
            events.add(InkasEvent.of(turn, player, "won").tribe(tribe[player]));
        } else {
            decline(player);
        }
    }

    /**
     * §4.10: the tribe at its goal declines at once (reading: at the moment the point is placed, mid-turn). The
     * second tribe first takes the first tribe's buildings still standing off the board; then all the player's
     * roads go back to the supply, Longest Trade Route passes on, thickets surround the buildings, and the turn
     * ends by founding the next tribe.
     */
    private void decline(int player) {
        int declining = tribe[player];
        if (declining == 2) {
            events.add(InkasEvent.of(turn, player, "removed").tribe(1).pieces(pieces.remove(player, 1)));
        }
        events.add(InkasEvent.of(turn, player, "declined").tribe(declining).pieces(pieces.decline(player)));
        if (routeHolder == player) {
            routeHolder = soleLongest(0);
            events.add(routeHolder == 0 ? InkasEvent.of(turn, 0, "route-aside")
                    : InkasEvent.of(turn, routeHolder, "route").length(routeLength(routeHolder)));
        }
        tribe[player]++;
        if (Arrays.stream(tribe, 1, players + 1).allMatch(t -> t >= 2) && deck.bringInSecond()) {
            events.add(InkasEvent.of(turn, 0, "deck-2"));
        }
        tribeTokens[player] = 0;
        tribeCities[player] = 0;
        foundingDue[player] = true;
        turnOver = true;
        found(player);
    }

    /**
     * §4.10: the new tribe's first village, free, on a founding site ({@link PlacementRules#foundingSites}), with
     * no road and no yields. Reading: with no site left the tribe waits; after each of the player's production
     * phases they try again, and that turn ends there.
     */
    private void found(int player) {
        List<InkasAction> legal = new ArrayList<>();
        foundingSites(player).forEach(at -> legal.add(InkasAction.at(InkasAction.Kind.FOUND, at)));
        if (legal.isEmpty()) {
            events.add(InkasEvent.of(turn, player, "no-site").tribe(tribe[player]));
            return;
        }
        int at = decide(player, legal).at();
        foundingDue[player] = false;
        events.add(InkasEvent.of(turn, player, "founded").at(board.intersections().get(at).id())
                .tribe(tribe[player]));
        placeBuilding(player, at, false);
    }

    /** Where the player's next tribe may be founded: no opponent could build a village there now (§4.10). */
    public List<Integer> foundingSites(int player) {
        return pieces.foundingSites(player);
    }

    /**
     * §4.6: the first with a route of 3 takes the card; later only a strictly longer route takes it. Only the
     * builder's route can have grown, so only the builder can take it. With the card set aside (§4.10) or not yet
     * taken, it goes to the one player whose route of 3 or more is longer than everyone else's. Reading: a holder
     * whose route an opponent's village breaks keeps the card until someone's route is longer than the holder's
     * is now.
     */
    private void updateRoute(int player) {
        int length = routeLength(player);
        if (routeHolder == player || length < InkasRules.ROUTE_MINIMUM) {
            return;
        }
        if (routeHolder == 0 ? soleLongest(0) == player : length > routeLength(routeHolder)) {
            routeHolder = player;
            events.add(InkasEvent.of(turn, player, "route").length(length));
        }
    }

    /** The one player whose route of at least 3 roads is strictly the longest, 0 if none or tied. */
    private int soleLongest(int none) {
        int best = none;
        int bestLength = InkasRules.ROUTE_MINIMUM - 1;
        boolean tied = false;
        for (int p = 1; p <= players; p++) {
            int length = routeLength(p);
            if (length > bestLength) {
                best = p;
                bestLength = length;
                tied = false;
            } else if (length == bestLength && best != none) {
                tied = true;
            }
        }
        return tied ? none : best;
    }

    private int routeLength(int player) {
        return pieces.routeLength(player);
    }

    private InkasAction decide(int player, List<InkasAction> legal) {
        InkasAction action = policies.get(player - 1).choose(this, player, Collections.unmodifiableList(legal));
        if (legal.stream().noneMatch(offered -> offered == action) && !legal.contains(action)) {
            throw new IllegalStateException("turn " + turn + ": player " + player + " chose " + action
                    + ", which was not offered.");
        }
        return action;
    }

    // --- what policies and tests may read ---

    public HexBoard board() {
        return board;
    }

    public int players() {
        return players;
    }

    /** The player's cards per product (indices of the game's products); a copy. */
    public int[] hand(int player) {
        return cards.hand(player);
    }

    public int handSize(int player) {
        return cards.size(player);
    }

    public int[] bank() {
        return cards.bank();
    }

    /** The player whose building stands on the intersection, 0 for none. */
    public int owner(int intersection) {
        return pieces.owner(intersection);
    }

    public boolean isCity(int intersection) {
        return pieces.isCity(intersection);
    }

    /** Whether the player's active tribe may still build a city (one per tribe, two pieces, §4.2, §4.5). */
    public boolean cityAllowed(int player) {
        return tribeCities[player] < InkasRules.CITIES_PER_TRIBE && pieces.cities(player) < InkasRules.CITIES;
    }

    /** Whether the building on the intersection has declined (thickets around it, §4.10). */
    public boolean declined(int intersection) {
        return pieces.declined(intersection);
    }

    /** The player's road on the path, 0 for none. */
    public int roadOwner(int path) {
        return pieces.roadOwner(path);
    }

    /** The player's active tribe, 1 to 3. */
    public int tribe(int player) {
        return tribe[player];
    }

    /** The development tokens on the player's active tribe. */
    public int tribeTokens(int player) {
        return tribeTokens[player];
    }

    /** The player's action cards of the kind, held and not yet played. */
    public int actionCards(int player, ActionCardKind kind) {
        return actionCards[player][kind.ordinal()];
    }

    /** The Warriors the player has on display. */
    public int warriors(int player) {
        return warriors[player];
    }

    /** Who holds Best Warriors, 0 for nobody. */
    public int warriorsHolder() {
        return warriorsHolder;
    }

    /** Who holds Longest Trade Route, 0 for nobody. */
    public int routeHolder() {
        return routeHolder;
    }

    /** The action cards still to buy, top first. */
    public List<ActionCardKind> deck() {
        return deck.cards();
    }

    public int turn() {
        return turn;
    }

    public int winner() {
        return winner;
    }

    /** Whether a building could stand here under the distance rule ({@link PlacementRules#freeSites}). */
    public boolean freeSite(int intersection) {
        return pieces.freeSite(intersection);
    }

    public int robber() {
        return robber;
    }

    /** What has happened so far, in order, as the log will record it. */
    public List<InkasEvent> events() {
        return List.copyOf(events);
    }

    public InkasRules rules() {
        return rules;
    }

    /** Cards per 36 rolls a village here would get: the pips of its hexes that yield, the robber's aside. */
    public int pips(int intersection) {
        int pips = 0;
        for (int hex : board.intersections().get(intersection).hexes()) {
            if (hex != robber && rules.yieldOf(hex) >= 0) {
                pips += board.hexes().get(hex).pips();
            }
        }
        return pips;
    }
}
