package org.cartolab.landscape.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.SplittableRandom;

import org.cartolab.landscape.LandscapePlacements;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.LandscapeCard;

/** Lays a uniformly random legal placement of a uniformly random offered card that has one. */
public final class RandomPolicy implements LandscapePolicy {

    private final SplittableRandom random;

    public RandomPolicy(long seed) {
        this.random = new SplittableRandom(seed);
    }

    @Override
    public Optional<PlacedCard> lay(Seat seat, List<LandscapeCard> offered) {
        List<List<PlacedCard>> layable = new ArrayList<>();
        for (LandscapeCard card : offered) {
            List<PlacedCard> legal = LandscapePlacements.legal(seat.own(), card);
            if (!legal.isEmpty()) {
                layable.add(legal);
            }
        }
        if (layable.isEmpty()) {
            return Optional.empty();
        }
        List<PlacedCard> placements = layable.get(random.nextInt(layable.size()));
        return Optional.of(placements.get(random.nextInt(placements.size())));
    }
}
