package org.cartolab.landscape.play;

import java.util.List;
import java.util.Optional;

import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.LandscapeScore;
import org.cartolab.model.ScoringCard;

/** A finished landscape game: its log, each player's final landscape and score, and the shared condition. */
public record LandscapeRecord(LandscapeLog log, List<Landscape> landscapes, List<LandscapeScore> scores,
                              Optional<ScoringCard> shared) {

    public LandscapeRecord {
        landscapes = List.copyOf(landscapes);
        scores = List.copyOf(scores);
    }
}
