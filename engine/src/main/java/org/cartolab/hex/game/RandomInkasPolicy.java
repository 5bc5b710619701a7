package org.cartolab.hex.game;

import java.util.List;
import java.util.SplittableRandom;

/** Picks uniformly among the legal actions, from its own seeded generator. */
final class RandomInkasPolicy implements InkasPolicy {

    private final SplittableRandom random;

    RandomInkasPolicy(long seed) {
        random = new SplittableRandom(seed);
    }

    @Override
    public InkasAction choose(InkasMatch match, int player, List<InkasAction> legal) {
        return legal.get(random.nextInt(legal.size()));
    }
}
