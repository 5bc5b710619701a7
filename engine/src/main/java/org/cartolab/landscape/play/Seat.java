package org.cartolab.landscape.play;

import java.util.List;
import java.util.Optional;

import org.cartolab.landscape.Landscape;
import org.cartolab.model.ScoringCard;

/**
 * What a player sees when they decide: their own landscape, the others' (all landscapes lie open on the table),
 * the shared condition and the round.
 *
 * @param player 1-based
 * @param round  1-based
 */
public record Seat(int player, int round, Landscape own, List<Landscape> others, Optional<ScoringCard> shared) {

    public Seat {
        others = List.copyOf(others);
    }
}
