package org.cartolab.rules;

import java.util.ArrayList;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Random;
import java.util.Set;

import org.cartolab.board.Board;
import org.cartolab.board.BoardFormatException;
import org.cartolab.board.BoardText;
import org.cartolab.board.Bits;
import org.cartolab.model.AmbushCard;
import org.cartolab.model.AmbushEffect;
import org.cartolab.model.Deck;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.HeroCard;
import org.cartolab.model.MapSheet;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.PuzzleSeason;
import org.cartolab.model.Rotation;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.SeasonCard;
import org.cartolab.model.SoloTitle;
import org.cartolab.model.Terrain;
import org.cartolab.scoring.CardScore;
import org.cartolab.scoring.CompiledCard;
import org.cartolab.scoring.Scorer;
import org.cartolab.scoring.SeasonScore;

/**
 * Plays a complete game of Cartographers as RULES.md 1.3-1.10 describe, driven only by the game definition:
 * setup, seasons of explore/draw/check, ruins, rift lands, ambushes (passed in multiplayer, placed by the solo
 * algorithm alone), coins, season scoring, the end and the tie-break. Every random choice comes from one
 * {@link Random} seeded by the game's seed, so a seed and the policies decide the whole game.
 */
public final class GameEngine {

    private static final String MOUNTAIN = "mountain";
    private static final String HERO = "hero";
    private static final String MONSTER = "monster";

    private final Game game;
    private final RuleOptions options;
    private final Scorer scorer;
    private final List<Terrain> anyTerrains;
    private final MapState.Rules mapRules;
    private final Terrain hero;
    /** Every scoring card of the game, planned once for all the games this engine plays. */
    private final Map<ScoringCard, CompiledCard> compiled = new java.util.IdentityHashMap<>();
    /** The start board of each map sheet played so far (boards are immutable). */
    private final Map<String, Board> startBoards = new java.util.concurrent.ConcurrentHashMap<>();

    /** @throws IllegalArgumentException if the game's rule options are invalid */
    public GameEngine(Game game) {
        this.game = game;
        this.options = RuleOptions.of(game);
        this.scorer = new Scorer(game.seasonTerms());
        this.anyTerrains = Moves.offeredTerrains(game);
        Terrain mountain = terrain(MOUNTAIN);
        Set<Terrain> monsters = new LinkedHashSet<>();
        game.ambushes().forEach(ambush -> monsters.add(ambush.fill()));
        Terrain monster = terrain(MONSTER);
        if (monster != null) {
            monsters.add(monster);
        }
        this.mapRules = new MapState.Rules(mountain, monsters, options.edgeSurroundsMountain(), game.coinTrack());
        this.hero = terrain(HERO);
        game.decks().forEach(deck -> deck.cards().forEach(card -> compiled.put(card, Scorer.compile(card))));
        if (!game.heroes().isEmpty() && hero == null) {
            throw new IllegalArgumentException("The game '" + game.id() + "' has hero cards but no terrain 'hero'.");
        }
    }

    /** The terrains the rules name: a mountain pays coins, heroes kill monsters. */
    private Terrain terrain(String id) {
        return game.terrains().stream().filter(t -> t.id().equals(id)).findFirst().orElse(null);
    }

    public RuleOptions options() {
        return options;
    }

    /** What every map of this game needs to know of the rules (mountain coins, monsters, the coin track). */
    public MapState.Rules mapRules() {
        return mapRules;
    }

    /** The terrains "any terrain" means in the 1x1 fallbacks: those the explore cards offer. */
    public List<Terrain> anyTerrains() {
        return anyTerrains;
    }

    /** Scores seasons: the cards given to it plus the game's season terms (coins, monsters). */
    public Scorer scorer() {
        return scorer;
    }

    /** Sees every move as it is made, for invariant checks and progress. */
    public interface Observer {
        void afterMove(int player, MapState map);
    }

    /**
     * Puts a deck in order: the ambush deck at setup, then the explore deck at setup and before every later
     * season. Games shuffle with the seeded generator; scenario tests arrange decks by hand.
     */
    public interface DeckOrder {
        void arrange(List<Object> deck, Random random);
    }

    /** The order of every real game: a shuffle by the game's seeded generator. */
    public static final DeckOrder SHUFFLE = Collections::shuffle;

    /**
     * Plays a game.
     *
     * @param mapId    the map sheet every player uses
     * @param policies one per player; one policy is a solo game
     */
    public GameRecord play(String mapId, long seed, List<Policy> policies, Observer observer) {
        return play(mapId, seed, policies, observer, SHUFFLE);
    }

    /** Plays a game whose decks are put in order by {@code order} instead of shuffled. */
    public GameRecord play(String mapId, long seed, List<Policy> policies, Observer observer, DeckOrder order) {
        return new Play(mapId, seed, policies, observer, order).run();
    }

    /**
     * Plays a puzzle of one season on {@code start} (plus {@code coins} already marked) whose cards are revealed
     * in the given order and whose edicts are {@code scoring}; one player, who chooses with {@code policy}. The
     * record's only score sheet is the puzzle's score.
     */
    public GameRecord playPuzzle(String mapId, Board start, int coins, List<PlayableCard> cards,
                                 List<ScoringCard> scoring, Policy policy) {
        return playPuzzle(mapId, start, coins, List.of(new PuzzleSeason("", cards, scoring)), policy);
    }

    /**
     * Plays a puzzle of one or more seasons: each season's cards are revealed in order, and when they run out the
     * season scores its own edicts. The record has one score sheet per season; their sum is the puzzle's score.
     */
    public GameRecord playPuzzle(String mapId, Board start, int coins, List<PuzzleSeason> seasons, Policy policy) {
        return new Play(mapId, 0, List.of(policy), (player, map) -> { }, (deck, random) -> { })
                .runPuzzle(start, coins, seasons);
    }

    /** The state of one game being played. */
    private final class Play {
        private final String mapId;
        private final long seed;
        private final List<Policy> policies;
        private final Observer observer;
        private final DeckOrder order;
        private final Random random;
        private final List<MapState> maps = new ArrayList<>();
        private final List<LogEvent> events = new ArrayList<>();
        private final int[] totals;
        private final int[] monsterLosses;
        private final Map<String, ScoringCard> edicts = new LinkedHashMap<>();
        private final Map<SeasonCard, SeasonScorer> seasonScorers = new java.util.IdentityHashMap<>();
        private final List<SeasonScoreSheet> sheets = new ArrayList<>();
        private final List<AmbushCard> revealedAmbushes = new ArrayList<>();
        private final Map<String, Integer> monsterDrawer = new LinkedHashMap<>();
        private final Set<String> surroundedPaid = new LinkedHashSet<>();
        private int moveNumber;
        private boolean over;

        Play(String mapId, long seed, List<Policy> policies, Observer observer, DeckOrder order) {
            this.mapId = mapId;
            this.seed = seed;
            this.policies = List.copyOf(policies);
            this.observer = observer;
            this.order = order;
            this.random = new Random(seed);
            this.totals = new int[policies.size()];
            this.monsterLosses = new int[policies.size()];
        }

        GameRecord run() {
            if (policies.isEmpty()) {
                throw new IllegalArgumentException("A game needs at least one player.");
            }
            Board start = startBoards.computeIfAbsent(mapId, id -> startBoard());
            for (int p = 0; p < policies.size(); p++) {
                maps.add(new MapState(start, mapRules));
            }
            dealScoringCards();
            List<Object> ambushDeck = new ArrayList<>(game.ambushes());
            order.arrange(ambushDeck, random);
            List<Object> heroDeck = new ArrayList<>(game.heroes());
            if (!heroDeck.isEmpty()) {
                order.arrange(heroDeck, random);
            }
            List<Object> exploreDeck = new ArrayList<>(game.explore());
            if (!ambushDeck.isEmpty()) {
                exploreDeck.add(ambushDeck.remove(0));
            }
            if (!heroDeck.isEmpty()) {
                exploreDeck.add(heroDeck.remove(0));
            }
            order.arrange(exploreDeck, random);
            for (int s = 0; s < game.seasons().size(); s++) {
                SeasonCard season = game.seasons().get(s);
                List<ExploreCard> revealed = playSeason(season, exploreDeck);
                scoreSeason(season);
                if (over || s == game.seasons().size() - 1) {
                    break;
                }
                afterSeasonEffects(season);
                // RULES 1.6: revealed explore cards go back, one more ambush (and hero) comes in, unrevealed ones stay.
                exploreDeck.addAll(revealed);
                if (!ambushDeck.isEmpty()) {
                    exploreDeck.add(ambushDeck.remove(0));
                }
                if (!heroDeck.isEmpty()) {
                    exploreDeck.add(heroDeck.remove(0));
                }
                order.arrange(exploreDeck, random);
            }
            return finish();
        }

        GameRecord runPuzzle(Board start, int coins, List<PuzzleSeason> seasons) {
            MapState map = new MapState(start, mapRules);
            map.gainCoins(coins);
            maps.add(map);
            for (int s = 0; s < seasons.size(); s++) {
                PuzzleSeason puzzleSeason = seasons.get(s);
                List<String> letters = new ArrayList<>();
                for (ScoringCard card : puzzleSeason.scoring()) {
                    // Letters run on across seasons, so that each season scores its own cards.
                    String letter = String.valueOf((char) ('A' + edicts.size()));
                    letters.add(letter);
                    edicts.put(letter, card);
                    compiled.put(card, Scorer.compile(card));
                }
                // A season ends when its cards run out, not on time.
                SeasonCard season = new SeasonCard(seasons.size() == 1 ? "puzzle" : "puzzle-season-" + (s + 1),
                        puzzleSeason.title().isEmpty() ? "Puzzle" : puzzleSeason.title(), Integer.MAX_VALUE,
                        letters);
                playSeason(season, new ArrayList<Object>(puzzleSeason.cards()));
                scoreSeason(season);
            }
            return finish();
        }

        private Board startBoard() {
            MapSheet sheet = game.map(mapId).orElseThrow(() -> new IllegalArgumentException("The game '"
                    + game.id() + "' has no map sheet '" + mapId + "'."));
            try {
                return BoardText.read("map " + mapId, String.join("\n", sheet.rows()), game.terrains(),
                        Optional.empty());
            } catch (BoardFormatException e) {
                throw new IllegalStateException("The validated map " + mapId + " does not read: " + e.getMessage());
            }
        }

        /** RULES 1.3 step 5: one card from each deck, placed under the edicts. */
        private void dealScoringCards() {
            List<ScoringCard> drawn = new ArrayList<>();
            for (Deck deck : game.decks()) {
                drawn.add(deck.cards().get(random.nextInt(deck.cards().size())));
            }
            if (options.edictAssignment().equals("random")) {
                Collections.shuffle(drawn, random);
            }
            for (int i = 0; i < game.edicts().size() && i < drawn.size(); i++) {
                edicts.put(game.edicts().get(i), drawn.get(i));
            }
        }

        /** Plays turns until the season's time runs out; returns the explore cards revealed (ruins included). */
        private List<ExploreCard> playSeason(SeasonCard season, List<Object> deck) {
            List<ExploreCard> revealed = new ArrayList<>();
            int time = 0;
            boolean afterRuins = false;
            while (time < season.timeLimit() && !deck.isEmpty() && !over) {
                Object card = deck.remove(0);
                if (card instanceof AmbushCard ambush) {
                    events.add(LogEvent.reveal(ambush.id()));
                    resolveAmbush(ambush, season);
                    continue; // the ambush goes to the box; a pending ruins restriction waits for the next card
                }
                if (card instanceof HeroCard heroCard) {
                    events.add(LogEvent.reveal(heroCard.id()));
                    for (int p = 0; p < maps.size() && !over; p++) {
                        List<Move> legal = Moves.hero(maps.get(p), heroCard, hero, options.heroPatternTurns());
                        apply(p, p, heroCard.id(), legal, season, Decision.Kind.HERO, null);
                    }
                    continue; // like an ambush, a hero after ruins leaves the ruins rule to the next card
                }
                ExploreCard explore = (ExploreCard) card;
                events.add(LogEvent.reveal(explore.id()));
                revealed.add(explore);
                time += explore.time();
                if (explore.kind() == ExploreKind.RUINS) {
                    afterRuins = true; // chain: reveal the next card at once, no check phase
                    continue;
                }
                for (int p = 0; p < maps.size() && !over; p++) {
                    List<Move> legal = Moves.explore(maps.get(p), explore, afterRuins, options, anyTerrains);
                    apply(p, p, explore.id(), legal, season, Decision.Kind.EXPLORE, null);
                }
                afterRuins = false;
            }
            return revealed;
        }

        private void resolveAmbush(AmbushCard ambush, SeasonCard season) {
            revealedAmbushes.add(ambush);
            String letter = ambush.letter().isEmpty() ? null : ambush.letter();
            if (maps.size() == 1) {
                MapState map = maps.get(0);
                Optional<Placement> placement = SoloAmbush.place(map, ambush.shape().shape(), ambush.soloCorner(),
                        ambush.pass());
                placement.ifPresent(p -> {
                    if (letter != null) {
                        map.drawLettered(p.cells(), ambush.fill(), letter);
                    } else {
                        map.draw(p.cells(), ambush.fill(), false);
                    }
                });
                events.add(LogEvent.soloAmbush(ambush.id(), 0, placement.orElse(null)));
                if (placement.isPresent()) {
                    monsterDrawer.put(0 + ":" + ambush.id(), 0);
                    changed(0);
                    runEffects(ambush, AmbushEffect.Trigger.WHEN_DRAWN, 0, season);
                }
                if (options.soloEarlyEnd() && map.isFull()) {
                    over = true;
                }
                return;
            }
            int n = maps.size();
            for (int owner = 0; owner < n && !over; owner++) {
                int neighbour = ambush.pass() == Rotation.CLOCKWISE ? (owner + 1) % n : (owner + n - 1) % n;
                List<Move> legal = Moves.monsters(maps.get(owner), ambush.shape().shape(), ambush.fill());
                apply(neighbour, owner, ambush.id(), legal, season, Decision.Kind.MONSTERS, letter);
                monsterDrawer.put(owner + ":" + ambush.id(), neighbour);
                runEffects(ambush, AmbushEffect.Trigger.WHEN_DRAWN, owner, season);
            }
        }

        /** Heroes: the lasting effects of the ambushes revealed so far, in the order they were revealed. */
        private void afterSeasonEffects(SeasonCard season) {
            for (AmbushCard ambush : revealedAmbushes) {
                for (int owner = 0; owner < maps.size(); owner++) {
                    runEffects(ambush, AmbushEffect.Trigger.AFTER_SEASON_SCORING, owner, season);
                }
            }
        }

        /** Runs an ambush's effects of one trigger on one map, if the map carries the ambush's letter. */
        private void runEffects(AmbushCard ambush, AmbushEffect.Trigger trigger, int owner, SeasonCard season) {
            if (ambush.letter().isEmpty()) {
                return;
            }
            MapState map = maps.get(owner);
            for (AmbushEffect effect : ambush.effects()) {
                if (effect.trigger() != trigger || Bits.isEmpty(map.letteredCells(ambush.letter()))) {
                    continue;
                }
                switch (effect.action()) {
                    case SPREAD -> {
                        long[] group = map.letteredCells(ambush.letter());
                        long[] cells = Bits.andNot(map.grid().neighbours(group), map.filled());
                        if (!Bits.isEmpty(cells)) {
                            map.drawLettered(cells, ambush.fill(), ambush.letter());
                            changed(owner);
                        }
                    }
                    case DESTROY_ADJACENT_EMPTY -> {
                        int chooser = monsterDrawer.getOrDefault(owner + ":" + ambush.id(), owner);
                        for (int i = 0; i < effect.amount(); i++) {
                            List<Move> legal = Moves.destroyNextTo(map, map.letteredCells(ambush.letter()));
                            apply(chooser, owner, ambush.id(), legal, season, Decision.Kind.DESTROY, null);
                        }
                    }
                    case GAIN_COINS -> map.gainCoins(effect.amount());
                }
            }
        }

        /** After any change to a map: a lettered monster now surrounded pays its WHEN_SURROUNDED effect once. */
        private void changed(int owner) {
            MapState map = maps.get(owner);
            for (AmbushCard ambush : revealedAmbushes) {
                String key = owner + ":" + ambush.id();
                long[] group = ambush.letter().isEmpty() ? null : map.letteredCells(ambush.letter());
                if (group == null || Bits.isEmpty(group) || surroundedPaid.contains(key)) {
                    continue;
                }
                long[] around = Bits.andNot(map.grid().neighbours(group), group);
                if (Bits.subsetOf(around, map.filled())) {
                    boolean paid = false;
                    for (AmbushEffect effect : ambush.effects()) {
                        if (effect.trigger() == AmbushEffect.Trigger.WHEN_SURROUNDED
                                && effect.action() == AmbushEffect.Action.GAIN_COINS) {
                            map.gainCoins(effect.amount());
                            paid = true;
                        }
                    }
                    if (paid) {
                        surroundedPaid.add(key);
                    }
                }
            }
            if (observer != null) {
                observer.afterMove(owner, map);
            }
        }

        /**
         * Asks the chooser's policy for one of the legal moves on the owner's map and carries it out; monsters of
         * a lettered ambush carry its letter unless they are the 1x1 fallback.
         */
        private void apply(int chooser, int owner, String card, List<Move> legal, SeasonCard season,
                           Decision.Kind kind, String letter) {
            MapState map = maps.get(owner);
            if (legal.isEmpty()) {
                // Nothing fits: the map is full (RULES leaves multiplayer open: nothing is drawn).
                if (maps.size() == 1 && options.soloEarlyEnd() && map.isFull()) {
                    over = true;
                }
                return;
            }
            Decision decision = new Decision(kind, chooser, owner, card, map, legal, seasonScorer(season));
            Move move = policies.get(chooser).choose(decision);
            if (move == null || legal.stream().noneMatch(candidate -> candidate == move)) {
                throw new IllegalStateException("The policy " + policies.get(chooser).name()
                        + " chose a move that is not legal: " + (move == null ? "none" : move.describe()));
            }
            if (letter != null && move.shape() != Move.SINGLE_CELL) {
                map.drawLettered(move.cells(), move.terrain(), letter);
            } else {
                decision.applyTo(map, move);
            }
            events.add(LogEvent.move(++moveNumber, chooser, owner, card, move));
            changed(owner);
            if (maps.size() == 1 && options.soloEarlyEnd() && map.isFull()) {
                over = true; // [UA-B]: a full map ends the solo game at once
            }
        }

        private SeasonScorer seasonScorer(SeasonCard season) {
            return seasonScorers.computeIfAbsent(season, s -> SeasonScorer.of(scorer,
                    s.edicts().stream().map(edicts::get).filter(c -> c != null).map(compiled::get).toList()));
        }

        private void scoreSeason(SeasonCard season) {
            List<ScoringCard> cards = season.edicts().stream().map(edicts::get).filter(c -> c != null).toList();
            for (int p = 0; p < maps.size(); p++) {
                MapState map = maps.get(p);
                SeasonScore score = scorer.score(map.board(), cards, map.coins(), false);
                Map<String, Integer> cardPoints = new LinkedHashMap<>();
                for (CardScore card : score.cards()) {
                    cardPoints.put(card.id(), card.points());
                }
                int monsters = score.term("monsters");
                events.add(LogEvent.score(season.id(), p, cardPoints, score.term("coins"), monsters, score.total()));
                sheets.add(new SeasonScoreSheet(season.id(), p, score));
                totals[p] += score.total();
                monsterLosses[p] += monsters;
            }
        }

        private GameRecord finish() {
            List<Integer> winners = Standings.winners(totals, monsterLosses);
            Integer soloScore = null;
            String soloTitle = null;
            if (maps.size() == 1) {
                int soloValues = edicts.values().stream().mapToInt(ScoringCard::soloValue).sum();
                soloScore = totals[0] - soloValues;
                soloTitle = title(soloScore);
            }
            Map<String, String> edictIds = new LinkedHashMap<>();
            edicts.forEach((letter, card) -> edictIds.put(letter, card.id()));
            List<Integer> totalList = new ArrayList<>();
            for (int total : totals) {
                totalList.add(total);
            }
            GameLog log = new GameLog(GameLog.FORMAT, game.id(), mapId, seed,
                    policies.stream().map(Policy::name).toList(), options.asMap(), edictIds, events, totalList,
                    winners, soloScore, soloTitle);
            return new GameRecord(log, List.copyOf(maps), List.copyOf(sheets));
        }

        /** The title with the highest threshold the score reaches; below all of them, the lowest title. */
        private String title(int score) {
            SoloTitle best = null;
            SoloTitle lowest = null;
            for (SoloTitle candidate : game.soloTitles()) {
                if (score >= candidate.minimum() && (best == null || candidate.minimum() > best.minimum())) {
                    best = candidate;
                }
                if (lowest == null || candidate.minimum() < lowest.minimum()) {
                    lowest = candidate;
                }
            }
            // Below -30 the texts give no title (RULES 1.10); the lowest one is the honest answer.
            SoloTitle chosen = best != null ? best : lowest;
            return chosen == null ? null : chosen.title();
        }
    }
}
