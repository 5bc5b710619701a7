package org.cartolab.rules;

import java.util.Random;

/** Picks a legal move uniformly at random from its own seeded generator. */
public final class RandomPolicy implements Policy {

    private final Random random;

    public RandomPolicy(long seed) {
        this.random = new Random(seed);
    }

    @Override
    public String name() {
        return "random";
    }

    @Override
    public Move choose(Decision decision) {
        return decision.legal().get(random.nextInt(decision.legal().size()));
    }
}
