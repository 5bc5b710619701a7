package org.cartolab.solve;

import org.cartolab.rules.Move;

/**
 * A step as played: its move, or null when nothing could be drawn (a full map, an ambush that fits nowhere).
 *
 * @param scoreAfter the puzzle's score on the map right after this step
 */
public record PlayedStep(Step step, Move move, int scoreAfter) {
}
