package org.cartolab.solve.landscape;

import java.util.Optional;

import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.LandscapeScorer;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.LandscapePuzzle;
import org.cartolab.model.ScoringCard;

/** The greedy layout: each card where the landscape right after it scores most (the first such placement). */
public final class GreedyLayout {

    private GreedyLayout() {
    }

    public static LandscapeSolution of(LandscapePuzzle puzzle) {
        LandscapeScorer scorer = new LandscapeScorer(puzzle.game());
        Optional<ScoringCard> shared = Optional.of(puzzle.sharedCondition());
        Landscape landscape = Landscape.empty(puzzle.game());
        int score = 0;
        for (int i = 0; i < puzzle.cards().size(); i++) {
            Landscape best = null;
            for (PlacedCard placed : Placements.legal(landscape, puzzle.cards().get(i))) {
                Landscape next = landscape.place(placed);
                int nextScore = scorer.score(next, shared, false).total();
                if (best == null || nextScore > score) {
                    best = next;
                    score = nextScore;
                }
            }
            landscape = best;
        }
        return new LandscapeSolution(landscape.cards(), score);
    }
}
