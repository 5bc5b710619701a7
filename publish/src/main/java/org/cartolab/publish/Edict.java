package org.cartolab.publish;

import org.cartolab.model.ScoringCard;

/** A scoring card in play this season, under its edict letter ({@code A}..{@code D}). */
public record Edict(String letter, ScoringCard card) {
}
