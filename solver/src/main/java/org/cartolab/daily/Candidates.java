package org.cartolab.daily;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.cartolab.model.AmbushCard;
import org.cartolab.model.Deck;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.MapSheet;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.Puzzle;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.SeasonCard;
import org.cartolab.rules.GameEngine;
import org.cartolab.rules.GreedyPolicy;
import org.cartolab.rules.MapState;

/**
 * Makes candidate puzzles from one seeded stream: a map sheet of the game, a mid-game position reached by the
 * rules engine's greedy player in a seeded solo game (so it looks like a real map, monsters and all), a season
 * with one scoring card from each of its edicts' decks, and a fully revealed card sequence of distinct explore
 * cards, now and then with a ruins card in front of one of them and a solo ambush in between.
 */
final class Candidates {

    private final Game game;
    private final GameEngine engine;
    private final Random random;
    private final List<ExploreCard> drawing;
    private final List<ExploreCard> ruins;
    /** Ambushes with lasting effects (Heroes) are left out: puzzles do not play them. */
    private final List<AmbushCard> ambushes;

    Candidates(Game game, long seed) {
        this.game = game;
        this.engine = new GameEngine(game);
        this.random = new Random(seed);
        this.drawing = game.explore().stream().filter(card -> card.kind() != ExploreKind.RUINS).toList();
        this.ruins = game.explore().stream().filter(card -> card.kind() == ExploreKind.RUINS).toList();
        this.ambushes = game.ambushes().stream().filter(card -> card.effects().isEmpty()).toList();
    }

    /** The next candidate of a design; {@code id} names the puzzle in the language. */
    Candidate next(String id, String title, Design design) {
        MapSheet sheet = game.maps().get(random.nextInt(game.maps().size()));
        int moves = design.minPrefill() + random.nextInt(design.maxPrefill() - design.minPrefill() + 1);
        List<String> start = prefill(sheet, random.nextLong(), moves);
        SeasonCard season = game.seasons().get(random.nextInt(game.seasons().size()));
        List<ScoringCard> scoring = new ArrayList<>();
        for (String letter : season.edicts()) {
            Deck deck = game.decks().get(game.edicts().indexOf(letter));
            scoring.add(deck.cards().get(random.nextInt(deck.cards().size())));
        }
        List<ExploreCard> pool = new ArrayList<>(drawing);
        List<PlayableCard> cards = new ArrayList<>();
        int ruinsAt = !ruins.isEmpty() && random.nextInt(4) == 0 ? random.nextInt(design.cards()) : -1;
        int ambushAt = !ambushes.isEmpty() && random.nextInt(4) == 0 ? 1 + random.nextInt(design.cards())
                : -1;
        for (int i = 0; i < design.cards(); i++) {
            if (i == ambushAt) {
                cards.add(pickAmbush());
            }
            if (i == ruinsAt) {
                cards.add(ruins.get(random.nextInt(ruins.size())));
            }
            cards.add(pool.remove(random.nextInt(pool.size())));
        }
        if (ambushAt == design.cards()) {
            cards.add(pickAmbush());
        }
        Puzzle puzzle = new Puzzle(id, title, game.id(), sheet.id(), start, 0, cards, scoring, List.of());
        return new Candidate(puzzle, season);
    }

    private AmbushCard pickAmbush() {
        return ambushes.get(random.nextInt(ambushes.size()));
    }

    /** The map after {@code moves} moves of a greedy solo game from {@code seed}; the bare sheet for none. */
    private List<String> prefill(MapSheet sheet, long seed, int moves) {
        if (moves == 0) {
            return List.of();
        }
        // The map after the last move made, in case the game ends (a full map) before the asked-for move.
        MapState[] snapshot = new MapState[1];
        int[] made = {0};
        engine.play(sheet.id(), seed, List.of(new GreedyPolicy()), (player, map) -> {
            if (++made[0] <= moves) {
                snapshot[0] = map.copy();
            }
        });
        return snapshot[0].board().toRows();
    }

    /** A candidate and the season whose edicts it scores. */
    record Candidate(Puzzle puzzle, SeasonCard season) {
    }

    /**
     * What a candidate looks like: how many explore cards the player draws and how many moves of a real game
     * filled the map before (a fuller map leaves fewer places, so proofs take fewer nodes).
     */
    record Design(int cards, int minPrefill, int maxPrefill) {
    }
}
