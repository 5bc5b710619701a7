package org.cartolab.solve.landscape;

import java.util.Arrays;
import java.util.BitSet;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import java.util.stream.IntStream;

import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.LandscapeScorer;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.LandscapePuzzle;
import org.cartolab.model.ScoringCard;
import org.cartolab.solve.StepPropagator;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.util.ESat;

/**
 * The placement rules and the score of a landscape puzzle as one Choco propagator ({@link StepPropagator}) over the
 * card variables and the score: a card's values are its placements, and a partial layout is bounded by the
 * {@link LayoutBound} (the last card exactly as well, by its best placement). The first card lies unturned: turning
 * a whole landscape keeps its score, so every layout has an equal one whose first card is unturned.
 */
final class LayoutPropagator extends StepPropagator<Landscape> {

    private final LandscapePuzzle puzzle;
    private final List<PlacementIndex> indexes;
    private final LayoutBound bound;
    private final LandscapeScorer scorer;
    private final Optional<ScoringCard> shared;

    LayoutPropagator(LandscapePuzzle puzzle, List<PlacementIndex> indexes, LayoutBound bound, IntVar[] choices,
                     IntVar score) {
        super(choices, score, Landscape.empty(puzzle.game()));
        this.puzzle = puzzle;
        this.indexes = indexes;
        this.bound = bound;
        this.scorer = new LandscapeScorer(puzzle.game());
        this.shared = Optional.of(puzzle.sharedCondition());
    }

    /** The legal values of card p on the landscape before it; the first card unturned. */
    @Override
    protected BitSet legalValues(Landscape landscape, int p) {
        BitSet ok = new BitSet(indexes.get(p).size());
        for (PlacedCard placed : Placements.legal(landscape, puzzle.cards().get(p))) {
            if (p > 0 || placed.quarterTurns() == 0) {
                ok.set(indexes.get(p).valueOf(placed));
            }
        }
        return ok;
    }

    @Override
    protected Landscape play(Landscape landscape, int p, int value) {
        return landscape.place(indexes.get(p).placement(value));
    }

    @Override
    protected int score(Landscape landscape) {
        return scorer.score(landscape, shared, false).total();
    }

    /** Cheap next to scoring every placement, so it runs at the last card too, before the ranking. */
    @Override
    protected int bound(Landscape landscape, int p) {
        return bound.upper(landscape);
    }

    /** Card p's legal values, the best score of the landscape right after it first (ties in placement order). */
    @Override
    protected Ranking rank(Landscape landscape, int p, BitSet legal) {
        int[] candidates = legal.stream().toArray();
        int[] scores = new int[candidates.length];
        PlacementIndex index = indexes.get(p);
        for (int i = 0; i < candidates.length; i++) {
            scores[i] = score(landscape.place(index.placement(candidates[i])));
        }
        Integer[] order = IntStream.range(0, candidates.length).boxed().toArray(Integer[]::new);
        Arrays.sort(order, Comparator.comparingInt((Integer i) -> -scores[i]).thenComparingInt(i -> i));
        return new Ranking(Arrays.stream(order).mapToInt(i -> candidates[i]).toArray(),
                Arrays.stream(order).mapToInt(i -> scores[i]).toArray());
    }

    @Override
    public ESat isEntailed() {
        if (!allChosen()) {
            return ESat.UNDEFINED;
        }
        IntVar[] choices = choices();
        Landscape landscape = Landscape.empty(puzzle.game());
        for (int p = 0; p < choices.length; p++) {
            PlacedCard placed = indexes.get(p).placement(choices[p].getValue());
            if (landscape.problem(placed).isPresent() || p == 0 && placed.quarterTurns() != 0) {
                return ESat.FALSE;
            }
            landscape = landscape.place(placed);
        }
        if (!score().isInstantiated()) {
            return ESat.UNDEFINED;
        }
        return ESat.eval(score().getValue() == score(landscape));
    }
}
