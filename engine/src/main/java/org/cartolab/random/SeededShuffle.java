package org.cartolab.random;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;

/**
 * The one shuffle of the engines' decks: Fisher-Yates from the last place down, drawing from a seeded generator, so
 * a deck's order depends on the seed and the cards' order and on nothing else (not on a library's shuffle, whose
 * algorithm may change between Java versions).
 */
public final class SeededShuffle {

    private SeededShuffle() {
    }

    /** A shuffled copy of the cards, top first. */
    public static <T> List<T> shuffled(List<T> cards, SplittableRandom random) {
        List<T> deck = new ArrayList<>(cards);
        for (int i = deck.size() - 1; i > 0; i--) {
            int j = random.nextInt(i + 1);
            T swap = deck.get(i);
            deck.set(i, deck.get(j));
            deck.set(j, swap);
        }
        return deck;
    }
}
