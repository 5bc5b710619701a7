package org.cartolab.solve.landscape;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.LandscapePuzzle;

/**
 * Seeded random landscape puzzles, dealt as the game deals: a shared card with a condition, then a hand drawn
 * from the other cards without repeats. The same random state gives the same puzzle.
 */
public final class RandomLandscapePuzzle {

    private RandomLandscapePuzzle() {
    }

    public static LandscapePuzzle deal(LandscapeGame game, Random random, int size, String id) {
        List<LandscapeCard> withCondition = game.cards().stream().filter(card -> card.condition().isPresent())
                .toList();
        LandscapeCard shared = withCondition.get(random.nextInt(withCondition.size()));
        List<LandscapeCard> deck = new ArrayList<>(game.cards());
        deck.remove(shared);
        if (size > deck.size()) {
            throw new IllegalArgumentException("The game '" + game.id() + "' has " + deck.size() + " cards besides "
                    + "the shared one, not " + size);
        }
        List<LandscapeCard> hand = new ArrayList<>();
        for (int i = 0; i < size; i++) {
            hand.add(deck.remove(random.nextInt(deck.size())));
        }
        return new LandscapePuzzle(id, id, game, shared, hand);
    }
}
