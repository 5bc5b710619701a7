package org.cartolab.web;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.AmbushCard;
import org.cartolab.model.Game;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.Puzzle;
import org.cartolab.model.ScoringCard;

/** Seeded puzzles from the shipped games: explore cards (ruins and rifts among them), an ambush, two scoring cards. */
final class TestPuzzles {

    private TestPuzzles() {
    }

    static Game game(String name) {
        return CardLibrary.load(name).game(name).orElseThrow();
    }

    static Puzzle puzzle(Game game, long seed, int cards) {
        Random random = new Random(seed);
        List<PlayableCard> deck = new ArrayList<>(game.explore());
        java.util.Collections.shuffle(deck, random);
        List<PlayableCard> chosen = new ArrayList<>(deck.subList(0, cards));
        List<AmbushCard> plain = game.ambushes().stream().filter(a -> a.effects().isEmpty()).toList();
        if (!plain.isEmpty() && random.nextBoolean()) {
            chosen.add(1 + random.nextInt(chosen.size()), plain.get(random.nextInt(plain.size())));
        }
        List<ScoringCard> scoring = new ArrayList<>(game.scoringCards());
        java.util.Collections.shuffle(scoring, random);
        String map = game.maps().get(random.nextInt(game.maps().size())).id();
        return new Puzzle("test-" + seed, "Test " + seed, game.id(), map, List.of(), 0, chosen,
                List.copyOf(scoring.subList(0, 2)), List.of());
    }
}
