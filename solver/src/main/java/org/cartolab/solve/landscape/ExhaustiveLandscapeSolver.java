package org.cartolab.solve.landscape;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.LandscapeScorer;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.LandscapePuzzle;
import org.cartolab.model.ScoringCard;

/**
 * The test oracle: tries every face, turn and legal position of every card in order (the first card at the origin
 * in all four turns) and scores every complete layout with the rules engine. No bound, no symmetry: only what
 * {@link Landscape#problem} allows. The first layout found with the best score wins ties.
 */
public final class ExhaustiveLandscapeSolver {

    private final LandscapePuzzle puzzle;
    private final LandscapeScorer scorer;
    private final Optional<ScoringCard> shared;

    public ExhaustiveLandscapeSolver(LandscapePuzzle puzzle) {
        this.puzzle = puzzle;
        this.scorer = new LandscapeScorer(puzzle.game());
        this.shared = Optional.of(puzzle.sharedCondition());
    }

    /** The best layout of the whole puzzle. */
    public LandscapeSolution solve() {
        return bestCompletion(Landscape.empty(puzzle.game()));
    }

    /**
     * The best layout that starts with the landscape's cards (which must be the puzzle's first cards, in order)
     * and lays the rest.
     */
    public LandscapeSolution bestCompletion(Landscape start) {
        Best best = new Best();
        search(start, best);
        return new LandscapeSolution(best.layout, best.score);
    }

    private void search(Landscape landscape, Best best) {
        int next = landscape.cards().size();
        if (next == puzzle.cards().size()) {
            int score = scorer.score(landscape, shared, false).total();
            if (best.layout == null || score > best.score) {
                best.score = score;
                best.layout = new ArrayList<>(landscape.cards());
            }
            return;
        }
        for (PlacedCard placed : Placements.legal(landscape, puzzle.cards().get(next))) {
            search(landscape.place(placed), best);
        }
    }

    private static final class Best {
        private List<PlacedCard> layout;
        private int score;
    }
}
