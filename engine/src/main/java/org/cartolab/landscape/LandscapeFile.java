package org.cartolab.landscape;

import java.util.Optional;

import org.cartolab.model.ScoringCard;

/** A landscape file read: the landscape and the game's shared scoring condition, if the file names it. */
public record LandscapeFile(Landscape landscape, Optional<ScoringCard> shared) {
}
