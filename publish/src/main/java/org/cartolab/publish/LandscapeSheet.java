package org.cartolab.publish;

import java.util.Optional;

import org.cartolab.landscape.Landscape;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.ScoringCard;

/**
 * What a picture of a laid landscape shows: the landscape of a landscape game, the game's shared condition if
 * known, and optionally one condition (its id, own or shared) whose scoring cells are marked.
 */
public record LandscapeSheet(String title, LandscapeGame game, Landscape landscape, Optional<ScoringCard> shared,
                             Optional<String> highlight) {

    public LandscapeSheet {
        if (landscape.cards().isEmpty()) {
            throw new IllegalArgumentException("A landscape picture needs at least one card laid");
        }
        highlight.ifPresent(id -> {
            boolean known = landscape.conditions().stream().anyMatch(card -> card.id().equals(id))
                    || shared.filter(card -> card.id().equals(id)).isPresent();
            if (!known) {
                throw new IllegalArgumentException("'" + id + "' is neither a condition in the landscape nor the "
                        + "shared one, so it has no cells to mark");
            }
        });
    }
}
