package org.cartolab.solve.landscape;

import java.util.List;
import java.util.Random;

import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapeGame;

/** Seeded random landscapes: each card at a random legal placement. */
final class RandomLayouts {

    private RandomLayouts() {
    }

    /** Lays the cards in order, each at one of its legal placements chosen at random. */
    static Landscape lay(LandscapeGame game, List<LandscapeCard> cards, Random random) {
        Landscape landscape = Landscape.empty(game);
        for (LandscapeCard card : cards) {
            List<PlacedCard> legal = Placements.legal(landscape, card);
            landscape = landscape.place(legal.get(random.nextInt(legal.size())));
        }
        return landscape;
    }
}
