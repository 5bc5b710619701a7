package org.cartolab.solve;

import org.cartolab.model.AmbushCard;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.PlayableCard;

/**
 * One decision point of a puzzle: a card that draws on the map. Ruins cards are not steps; they make the next
 * explore step {@code afterRuins}. An ambush step has at most one move (the solo placement rule decides it).
 *
 * @param index  the step's position among the puzzle's steps
 * @param season the index of the puzzle season the step belongs to
 */
public record Step(int index, PlayableCard card, boolean afterRuins, int season) {

    public boolean isAmbush() {
        return card instanceof AmbushCard;
    }

    public ExploreCard explore() {
        return (ExploreCard) card;
    }

    public AmbushCard ambush() {
        return (AmbushCard) card;
    }

    /** Whether every drawing of this step is one piece by edges: no split shape (the 1x1 fallback is one). */
    public boolean drawsOnePiece() {
        if (card instanceof AmbushCard ambush) {
            return ambush.shape().shape().connected();
        }
        return explore().shapes().stream().allMatch(option -> option.shape().connected());
    }

    /** The largest number of cells this step can draw. */
    public int maxCells() {
        if (card instanceof AmbushCard ambush) {
            return ambush.shape().shape().cells().size();
        }
        return Math.max(1, explore().shapes().stream().mapToInt(option -> option.shape().cells().size()).max()
                .orElse(1));
    }
}
