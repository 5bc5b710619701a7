package org.cartolab.hex.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.SplittableRandom;
import java.util.stream.IntStream;

import org.cartolab.hex.PlacementRules;
import org.cartolab.hex.Placements;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexEdge;
import org.cartolab.model.hex.HexGame;
import org.cartolab.model.hex.HexTile;
import org.cartolab.model.hex.Landscape;

/**
 * A seeded game of CATAN – Rise of the Inkas under the basic rules (RULES.md §4.3–§4.7): setup, production,
 * the robber, building, bank trades and Longest Trade Route. The dice are a {@link SplittableRandom} of the seed;
 * the same seed and policies play the same game and write the same log. Mutable while it plays; the log records
 * every event. Where the rules are silent the reading is written at the method or constant that plays it (here,
 * in {@link InkasRules} and in {@link BankTrades}).
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
    private final int[][] hand;
    private final int[] bank;
    private final int[] owner;
    private final boolean[] city;
    private final int[] roadOwner;
    private final int[] tokens;
    private final int[] cities;
    private final List<InkasEvent> events = new ArrayList<>();
    private final InkasRules rules;
    private Placements standing = Placements.NONE;
    private int robber;
    private int routeHolder;
    private boolean routePowerUsed;
    private int turn;
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
        this.hand = new int[players + 1][products];
        this.bank = new int[products];
        Arrays.fill(bank, InkasRules.BANK_PER_PRODUCT);
        this.owner = new int[board.intersections().size()];
        this.city = new boolean[owner.length];
        this.roadOwner = new int[paths.size()];
        this.tokens = new int[players + 1];
        this.cities = new int[players + 1];
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
        return new InkasLog(InkasLog.FORMAT, game.id(), board.id(), seed, players, policyNames, List.of(),
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
            int site = rules.startingSite(standing, this::pips);
            placeBuilding(player, site, false);
            events.add(InkasEvent.of(0, player, "village").at(board.intersections().get(site).id()));
            int path = board.intersections().get(site).paths().get(0);
            roadOwner[path] = player;
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
            yieldOf(hex).ifPresent(product -> got[product]++);
        }
        pay(player, got);
        events.add(InkasEvent.of(0, player, "yields").at(board.intersections().get(site).id()).cards(names(got)));
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
        routePowerUsed = false;
        productionPhase(player, rollDie(), rollDie());
        while (winner == 0) {
            InkasAction action = decide(player, buildPhaseActions(player));
            if (action.kind() == InkasAction.Kind.END) {
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

    /** Moves cards from the bank to a hand (for tests that need a hand). */
    void give(int player, int product, int count) {
        int[] cards = new int[products];
        cards[product] = count;
        pay(player, cards);
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
            if (tile.number() != roll || hex == robber || yieldOf(hex).isEmpty()) {
                continue;
            }
            int product = yieldOf(hex).getAsInt();
            for (int at : rules.intersectionsOf(hex)) {
                if (owner[at] != 0) {
                    owed[owner[at]][product] += city[at] ? 2 : 1;
                }
            }
        }
        for (int product = 0; product < products; product++) {
            int total = 0;
            for (int p = 1; p <= players; p++) {
                total += owed[p][product];
            }
            if (total > bank[product]) {
                events.add(InkasEvent.of(turn, 0, "bank-short").cards(List.of(game.products().get(product).id())));
                for (int p = 1; p <= players; p++) {
                    owed[p][product] = 0;
                }
            }
        }
        for (int p = 1; p <= players; p++) {
            if (Arrays.stream(owed[p]).sum() > 0) {
                pay(p, owed[p]);
                events.add(InkasEvent.of(turn, p, "produced").cards(names(owed[p])));
            }
        }
    }

    /** §4.7.2: from the roller on, every player holding more than 7 cards returns half, rounded down. */
    private void discardHalves(int roller) {
        for (int k = 0; k < players; k++) {
            int player = (roller - 1 + k) % players + 1;
            int held = handSize(player);
            if (held <= InkasRules.HAND_LIMIT) {
                continue;
            }
            int[] returned = new int[products];
            for (int n = 0; n < held / 2; n++) {
                List<InkasAction> legal = new ArrayList<>();
                for (int product = 0; product < products; product++) {
                    if (hand[player][product] > 0) {
                        legal.add(InkasAction.at(InkasAction.Kind.DISCARD, product));
                    }
                }
                int product = decide(player, legal).at();
                hand[player][product]--;
                bank[product]++;
                returned[product]++;
            }
            events.add(InkasEvent.of(turn, player, "discarded").cards(names(returned)));
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
        while (pick >= hand[victim][product]) {
            pick -= hand[victim][product];
            product++;
        }
        hand[victim][product]--;
        hand[player][product]++;
        events.add(InkasEvent.of(turn, player, "stole").target(victim)
                .cards(List.of(game.products().get(product).id())));
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
            int p = owner[at];
            if (p != 0 && p != player && handSize(p) > 0 && !victims.contains(p)) {
                victims.add(p);
            }
        }
        victims.sort(null);
        return victims;
    }

    // --- building and trading (§4.4, §4.5) ---

    /** The actions of the trade and build phase, in a fixed order: cities, villages, roads, trades, end. */
    List<InkasAction> buildPhaseActions(int player) {
        List<InkasAction> legal = new ArrayList<>();
        if (affords(player, rules.cityCost()) && cities[player] < InkasRules.CITIES_PER_TRIBE) {
            for (int at : standing.villageList()) {
                if (owner[at] == player) {
                    legal.add(InkasAction.at(InkasAction.Kind.CITY, at));
                }
            }
        }
        if (affords(player, rules.villageCost()) && villagesOnBoard(player) < InkasRules.VILLAGES) {
            villageSites(player).forEach(at -> legal.add(InkasAction.at(InkasAction.Kind.VILLAGE, at)));
        }
        if (affords(player, rules.roadCost()) && roadsOnBoard(player) < InkasRules.ROADS) {
            for (int path = 0; path < paths.size(); path++) {
                if (roadMayGo(player, path)) {
                    legal.add(InkasAction.at(InkasAction.Kind.ROAD, path));
                }
            }
        }
        legal.addAll(new BankTrades(rules, hand[player], bank,
                player == routeHolder && !routePowerUsed).offers());
        legal.add(InkasAction.END);
        return legal;
    }

    /**
     * Where the player may build a village, cost aside, ascending: a free site under the distance rule
     * ({@link PlacementRules#freeSites}) that one of their roads leads to (§4.5).
     */
    public List<Integer> villageSites(int player) {
        List<Integer> sites = new ArrayList<>();
        for (int at : PlacementRules.freeSites(board, standing)) {
            if (board.intersections().get(at).paths().stream().anyMatch(path -> roadOwner[path] == player)) {
                sites.add(at);
            }
        }
        return sites;
    }

    /**
     * §4.5: a free path with an end where the player's building stands, or where another of their roads ends and
     * no opponent's building blocks it.
     */
    public boolean roadMayGo(int player, int path) {
        if (roadOwner[path] != 0) {
            return false;
        }
        HexEdge edge = paths.get(path);
        return extendsFrom(player, edge.from(), path) || extendsFrom(player, edge.to(), path);
    }

    private boolean extendsFrom(int player, int at, int path) {
        if (owner[at] == player) {
            return true;
        }
        return owner[at] == 0 && board.intersections().get(at).paths().stream()
                .anyMatch(other -> other != path && roadOwner[other] == player);
    }

    private void apply(int player, InkasAction action) {
        switch (action.kind()) {
            case ROAD -> {
                spend(player, rules.roadCost());
                roadOwner[action.at()] = player;
                events.add(InkasEvent.of(turn, player, "road").at(paths.get(action.at()).id())
                        .cards(names(rules.roadCost())));
                updateRoute(player);
            }
            case VILLAGE -> {
                spend(player, rules.villageCost());
                events.add(InkasEvent.of(turn, player, "village").at(board.intersections().get(action.at()).id())
                        .cards(names(rules.villageCost())));
                placeBuilding(player, action.at(), false);
                updateRoute(player);
            }
            case CITY -> {
                spend(player, rules.cityCost());
                events.add(InkasEvent.of(turn, player, "city").at(board.intersections().get(action.at()).id())
                        .cards(names(rules.cityCost())));
                placeBuilding(player, action.at(), true);
            }
            case TRADE -> {
                int[] give = counts(action.give());
                int[] take = counts(action.take());
                if (rules.isRoutePower(action)) {
                    routePowerUsed = true;
                }
                spend(player, give);
                pay(player, take);
                events.add(InkasEvent.of(turn, player, "traded").cards(names(give)).take(names(take)));
            }
            default -> throw new IllegalStateException("not a build-phase action: " + action);
        }
    }

    /** A village or city placed earns a development token (§4.9); the goal of tribe 1 ends the game. */
    private void placeBuilding(int player, int at, boolean upgrade) {
        owner[at] = player;
        city[at] = upgrade;
        if (upgrade) {
            cities[player]++;
        }
        List<Integer> villages = new ArrayList<>();
        List<Integer> cityList = new ArrayList<>();
        for (int i = 0; i < owner.length; i++) {
            if (owner[i] != 0) {
                (city[i] ? cityList : villages).add(i);
            }
        }
        standing = new Placements(villages, cityList, List.of());
        tokens[player]++;
        if (turn > 0 && tokens[player] >= InkasRules.GOAL_TOKENS) {
            winner = player;
            events.add(InkasEvent.of(turn, player, "won"));
        }
    }

    /**
     * §4.6: the first with a route of 3 takes the card; later only a strictly longer route takes it. Only the
     * builder's route can have grown, so only the builder can take it. Reading: a holder whose route an opponent's
     * village breaks keeps the card until someone's route is longer than the holder's is now.
     */
    private void updateRoute(int player) {
        int length = TradeRoute.longest(board, paths, roadOwner, owner, player);
        if (routeHolder == player || length < InkasRules.ROUTE_MINIMUM) {
            return;
        }
        if (routeHolder == 0 || length > TradeRoute.longest(board, paths, roadOwner, owner, routeHolder)) {
            routeHolder = player;
            events.add(InkasEvent.of(turn, player, "route").length(length));
        }
    }

    private InkasAction decide(int player, List<InkasAction> legal) {
        InkasAction action = policies.get(player - 1).choose(this, player, List.copyOf(legal));
        if (!legal.contains(action)) {
            throw new IllegalStateException("turn " + turn + ": player " + player + " chose " + action
                    + ", which was not offered.");
        }
        return action;
    }

    // --- cards ---

    private boolean affords(int player, int[] cost) {
        for (int product = 0; product < products; product++) {
            if (hand[player][product] < cost[product]) {
                return false;
            }
        }
        return true;
    }

    private void spend(int player, int[] cards) {
        for (int product = 0; product < products; product++) {
            hand[player][product] -= cards[product];
            bank[product] += cards[product];
        }
    }

    private void pay(int player, int[] cards) {
        for (int product = 0; product < products; product++) {
            hand[player][product] += cards[product];
            bank[product] -= cards[product];
        }
    }

    private int[] counts(List<Integer> cards) {
        int[] counts = new int[products];
        cards.forEach(product -> counts[product]++);
        return counts;
    }

    private List<String> names(int[] cards) {
        List<String> names = new ArrayList<>();
        for (int product = 0; product < products; product++) {
            for (int n = 0; n < cards[product]; n++) {
                names.add(game.products().get(product).id());
            }
        }
        return names;
    }

    private java.util.OptionalInt yieldOf(int hex) {
        Landscape landscape = board.hexes().get(hex).landscape();
        return landscape.yields().isEmpty() ? java.util.OptionalInt.empty()
                : java.util.OptionalInt.of(game.products().indexOf(landscape.yields().get()));
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
        return hand[player].clone();
    }

    public int handSize(int player) {
        return Arrays.stream(hand[player]).sum();
    }

    public int[] bank() {
        return bank.clone();
    }

    /** The player whose building stands on the intersection, 0 for none. */
    public int owner(int intersection) {
        return owner[intersection];
    }

    public boolean isCity(int intersection) {
        return city[intersection];
    }

    public int citiesBuilt(int player) {
        return cities[player];
    }

    /** Whether a building could stand here under the distance rule ({@link PlacementRules#freeSites}). */
    public boolean freeSite(int intersection) {
        return PlacementRules.freeSites(board, standing).contains(intersection);
    }

    public int robber() {
        return robber;
    }

    /** The player whose road runs on the path (an index into the board's paths), 0 for none. */
    public int roadOwner(int path) {
        return roadOwner[path];
    }

    /** The player's development tokens: one per village or city placed (§4.9); the goal ends the game. */
    public int developmentTokens(int player) {
        return tokens[player];
    }

    /** The holder of Longest Trade Route, 0 for nobody. */
    public int routeHolder() {
        return routeHolder;
    }

    /** The turn being played, 0 during the setup. */
    public int turn() {
        return turn;
    }

    /** The winner, 0 while nobody has won. */
    public int winner() {
        return winner;
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
            if (hex != robber && yieldOf(hex).isPresent()) {
                pips += board.hexes().get(hex).pips();
            }
        }
        return pips;
    }

    private int villagesOnBoard(int player) {
        return (int) IntStream.range(0, owner.length).filter(i -> owner[i] == player && !city[i]).count();
    }

    private int roadsOnBoard(int player) {
        return (int) Arrays.stream(roadOwner).filter(p -> p == player).count();
    }
}
