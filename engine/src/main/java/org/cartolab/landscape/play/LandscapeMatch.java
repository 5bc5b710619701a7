package org.cartolab.landscape.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.SplittableRandom;
import java.util.TreeMap;

import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.LandscapeScore;
import org.cartolab.landscape.LandscapeScorer;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapeDraft;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.RuleOptionCatalog;
import org.cartolab.model.ScoringCard;
import org.cartolab.random.SeededShuffle;

/**
 * Plays a whole landscape game (Confusing Lands, RULES.md 3.3-3.5, 3.7, 3.9) as the game's {@link LandscapeDraft}
 * states it. The seed shuffles the deck and nothing else; the policies decide the rest, so a seed and the policies
 * decide the whole game.
 *
 * <p>In a game of two the players decide at once: each keeps a card seeing the landscapes as they were before
 * anyone laid this round's card, then each lays what the other passed. The engine lays their cards in player
 * order, which cannot change the result as nobody lays into another's landscape.
 */
public final class LandscapeMatch {

    /** Player counts the rules cover: the game of two (RULES.md 3.4) and solo (3.9). */
    public static final int MAX_PLAYERS = 2;

    private final LandscapeGame game;
    private final LandscapeDraft draft;
    private final long seed;
    private final List<String> policyNames;
    private final List<LandscapePolicy> policies;
    private final List<LandscapeCard> deck;
    private final List<Landscape> landscapes = new ArrayList<>();
    private final List<LandscapeEvent> events = new ArrayList<>();
    private Optional<ScoringCard> shared = Optional.empty();

    private LandscapeMatch(LandscapeGame game, long seed, List<String> policyNames, List<LandscapePolicy> policies) {
        if (policies.isEmpty() || policies.size() > MAX_PLAYERS || policyNames.size() != policies.size()) {
            throw new IllegalArgumentException("A landscape game has 1 or " + MAX_PLAYERS + " players, not "
                    + policies.size() + ".");
        }
        this.game = game;
        this.draft = game.draft();
        this.seed = seed;
        this.policyNames = List.copyOf(policyNames);
        this.policies = List.copyOf(policies);
        this.deck = shuffled(game.cards(), seed);
        int needed = 1 + draft.rounds() * (policies.size() == 1 ? draft.deal() + draft.soloSkip() + 1
                : draft.deal() * policies.size());
        if (needed > deck.size()) {
            throw new IllegalArgumentException(game.id() + " deals " + needed + " cards for " + policies.size()
                    + " player(s) but has " + deck.size() + ".");
        }
        for (int p = 0; p < policies.size(); p++) {
            landscapes.add(Landscape.empty(game));
        }
    }

    /** Plays a game with the named policies (see {@link LandscapePolicies}), one per player. */
    public static LandscapeRecord play(LandscapeGame game, long seed, List<String> policyNames) {
        List<LandscapePolicy> policies = new ArrayList<>();
        for (int p = 0; p < policyNames.size(); p++) {
            policies.add(LandscapePolicies.named(policyNames.get(p), policySeed(seed, p)));
        }
        return play(game, seed, policyNames, policies);
    }

    /** Plays a game with these policies; the names are what the log records of them. */
    public static LandscapeRecord play(LandscapeGame game, long seed, List<String> policyNames,
                                       List<LandscapePolicy> policies) {
        return new LandscapeMatch(game, seed, policyNames, policies).run();
    }

    /** Player {@code p}'s (0-based) policy seed: distinct per player, fixed by the game's seed. */
    static long policySeed(long seed, int p) {
        return seed * 1_000_003L + p;
    }

    private LandscapeRecord run() {
        LandscapeCard sharedCard = take(draft.sharedFrom());
        shared = sharedCard.condition();
        for (int round = 1; round <= draft.rounds(); round++) {
            List<List<LandscapeCard>> dealt = new ArrayList<>();
            for (int p = 0; p < players(); p++) {
                List<LandscapeCard> hand = new ArrayList<>();
                for (int i = 0; i < draft.deal(); i++) {
                    hand.add(take(draft.dealFrom()));
                }
                dealt.add(hand);
                events.add(LandscapeEvent.dealt(round, p + 1, ids(hand)));
            }
            List<List<LandscapeCard>> rest = keep(round, dealt);
            if (players() == 1) {
                receiveSolo(round, rest.get(0));
            } else {
                receivePassed(round, rest);
            }
        }
        return finish(sharedCard);
    }

    /** Each player keeps and lays one dealt card; returns what each did not lay. */
    private List<List<LandscapeCard>> keep(int round, List<List<LandscapeCard>> dealt) {
        List<Optional<PlacedCard>> choices = new ArrayList<>();
        for (int p = 0; p < players(); p++) {
            choices.add(policies.get(p).lay(seat(p, round), dealt.get(p)));
        }
        List<List<LandscapeCard>> rest = new ArrayList<>();
        for (int p = 0; p < players(); p++) {
            List<LandscapeCard> hand = new ArrayList<>(dealt.get(p));
            Optional<PlacedCard> choice = choices.get(p);
            if (choice.isPresent()) {
                lay(p, choice.get(), hand);
                hand.remove(choice.get().card());
                events.add(LandscapeEvent.keeps(round, p + 1, choice.get()));
            } else {
                events.add(LandscapeEvent.discarded(round, p + 1, List.of(hand.remove(0).id()),
                        LandscapeEvent.NO_PLACE));
            }
            rest.add(hand);
        }
        return rest;
    }

    /** Solo: the cards not kept are discarded; the deck's top cards are skipped and the one under them laid. */
    private void receiveSolo(int round, List<LandscapeCard> notKept) {
        if (!notKept.isEmpty()) {
            events.add(LandscapeEvent.discarded(round, 1, ids(notKept), LandscapeEvent.NOT_KEPT));
        }
        List<LandscapeCard> skipped = new ArrayList<>();
        for (int i = 0; i < draft.soloSkip(); i++) {
            skipped.add(take(LandscapeDraft.DeckEnd.TOP));
        }
        if (!skipped.isEmpty()) {
            events.add(LandscapeEvent.skipped(round, ids(skipped)));
        }
        LandscapeCard received = take(LandscapeDraft.DeckEnd.TOP);
        Optional<PlacedCard> choice = policies.get(0).lay(seat(0, round), List.of(received));
        layReceived(round, 0, 0, received, choice);
    }

    /** Each player lays the cards the previous player passed, one at a time, all players at once. */
    private void receivePassed(int round, List<List<LandscapeCard>> rest) {
        for (int i = 0; i < draft.deal() - 1; i++) {
            List<Optional<PlacedCard>> choices = new ArrayList<>();
            List<LandscapeCard> received = new ArrayList<>();
            for (int p = 0; p < players(); p++) {
                int from = Math.floorMod(p - 1, players());
                List<LandscapeCard> passed = rest.get(from);
                LandscapeCard card = i < passed.size() ? passed.get(i) : null;
                received.add(card);
                choices.add(card == null ? Optional.empty() : policies.get(p).lay(seat(p, round), List.of(card)));
            }
            for (int p = 0; p < players(); p++) {
                if (received.get(p) != null) {
                    layReceived(round, p, Math.floorMod(p - 1, players()) + 1, received.get(p), choices.get(p));
                }
            }
        }
    }

    private void layReceived(int round, int p, int from, LandscapeCard card, Optional<PlacedCard> choice) {
        if (choice.isPresent()) {
            lay(p, choice.get(), List.of(card));
            events.add(LandscapeEvent.receives(round, p + 1, from, choice.get()));
        } else {
            events.add(LandscapeEvent.discarded(round, p + 1, List.of(card.id()), LandscapeEvent.NO_PLACE));
        }
    }

    private void lay(int p, PlacedCard placed, List<LandscapeCard> offered) {
        if (!offered.contains(placed.card())) {
            throw new IllegalStateException("player " + (p + 1) + " lays '" + placed.card().id()
                    + "', which is not among the cards offered: " + ids(offered));
        }
        Landscape landscape = landscapes.get(p);
        landscape.problem(placed).ifPresent(problem -> {
            throw new IllegalStateException("player " + (p + 1) + " cannot lay '" + placed.card().id() + "': "
                    + problem);
        });
        landscapes.set(p, landscape.place(placed));
    }

    private LandscapeRecord finish(LandscapeCard sharedCard) {
        LandscapeScorer scorer = new LandscapeScorer(game);
        List<LandscapeScore> scores = new ArrayList<>();
        for (Landscape landscape : landscapes) {
            scores.add(landscape.cards().isEmpty() ? new LandscapeScore(List.of(), Optional.empty(), 0, 0)
                    : scorer.score(landscape, shared, false));
        }
        LandscapeScore best = scores.stream().max(LandscapeScore.RANKING).orElseThrow();
        List<Integer> winners = new ArrayList<>();
        for (int p = 0; p < scores.size(); p++) {
            if (LandscapeScore.RANKING.compare(scores.get(p), best) == 0) {
                winners.add(p + 1);
            }
        }
        List<Integer> totals = scores.stream().map(LandscapeScore::total).toList();
        String title = players() == 1 ? scorer.soloTitle(totals.get(0)).orElse(null) : null;
        Map<String, String> options = new TreeMap<>();
        options.put("first-overlap", game.option("first-overlap")
                .orElse(RuleOptionCatalog.defaultValue("first-overlap")));
        LandscapeLog log = new LandscapeLog(LandscapeLog.FORMAT, game.id(), seed, players(), policyNames, options,
                sharedCard.id(), events, totals, winners, title);
        return new LandscapeRecord(log, landscapes, scores, shared);
    }

    private Seat seat(int p, int round) {
        List<Landscape> others = new ArrayList<>(landscapes);
        others.remove(p);
        return new Seat(p + 1, round, landscapes.get(p), others, shared);
    }

    private int players() {
        return policies.size();
    }

    private LandscapeCard take(LandscapeDraft.DeckEnd end) {
        return deck.remove(end == LandscapeDraft.DeckEnd.TOP ? 0 : deck.size() - 1);
    }

    /** The deck, top card first, shuffled by the seed (Fisher-Yates, so the order depends on nothing else). */
    public static List<LandscapeCard> shuffled(List<LandscapeCard> cards, long seed) {
        return SeededShuffle.shuffled(cards, new SplittableRandom(seed));
    }

    private static List<String> ids(List<LandscapeCard> cards) {
        return cards.stream().map(LandscapeCard::id).toList();
    }
}
