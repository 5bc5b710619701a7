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
import org.chocosolver.solver.constraints.Propagator;
import org.chocosolver.solver.constraints.PropagatorPriority;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.util.ESat;

/**
 * The placement rules and the score of a landscape puzzle as one Choco propagator over the card variables and the
 * score. Once the first {@code p} cards are decided it lays them (each must be legal where it is laid), keeps card
 * {@code p} to its legal placements, and bounds the score: with the {@link LayoutBound}, and exactly when one card
 * is left (the best of its placements); a complete layout fixes the score. The first card lies unturned: turning
 * a whole landscape keeps its score, so every layout has an equal one whose first card is unturned. Landscapes
 * are cached by prefix, so going one card deeper lays one card.
 */
final class LayoutPropagator extends Propagator<IntVar> {

    private final LandscapePuzzle puzzle;
    private final List<PlacementIndex> indexes;
    private final LayoutBound bound;
    private final LandscapeScorer scorer;
    private final Optional<ScoringCard> shared;
    private final IntVar[] choices;
    private final IntVar score;
    private final int n;
    /** landscapes[i]: the landscape before card i; landscapes[0..valid] are those of the decided prefix. */
    private final Landscape[] landscapes;
    private final int[] values;
    private int valid;
    /** Per card, the landscape (by identity) its legal values, ranking and bound were computed on, and those. */
    private final Landscape[] legalOn;
    private final BitSet[] legal;
    private final Landscape[] rankedOn;
    private final int[][] ranking;
    private final int[][] rankingScores;
    private final Landscape[] boundOn;
    private final int[] bounds;

    LayoutPropagator(LandscapePuzzle puzzle, List<PlacementIndex> indexes, LayoutBound bound, IntVar[] choices,
                     IntVar score) {
        super(withScore(choices, score), PropagatorPriority.VERY_SLOW, false);
        this.puzzle = puzzle;
        this.indexes = indexes;
        this.bound = bound;
        this.scorer = new LandscapeScorer(puzzle.game());
        this.shared = Optional.of(puzzle.sharedCondition());
        this.choices = choices;
        this.score = score;
        this.n = choices.length;
        this.landscapes = new Landscape[n + 1];
        this.landscapes[0] = Landscape.empty(puzzle.game());
        this.values = new int[n];
        this.legalOn = new Landscape[n];
        this.legal = new BitSet[n];
        this.rankedOn = new Landscape[n];
        this.ranking = new int[n][];
        this.rankingScores = new int[n][];
        this.boundOn = new Landscape[n];
        this.bounds = new int[n];
    }

    private static IntVar[] withScore(IntVar[] choices, IntVar score) {
        IntVar[] vars = Arrays.copyOf(choices, choices.length + 1);
        vars[choices.length] = score;
        return vars;
    }

    @Override
    public void propagate(int evtmask) throws ContradictionException {
        while (true) {
            int p = advance();
            if (p == n) {
                score.instantiateTo(score(landscapes[n]), this);
                return;
            }
            // The cheap bound first: when it cannot beat the best layout, the placements need not be scored.
            score.updateUpperBound(upperBound(p), this);
            if (p == n - 1) {
                score.updateUpperBound(rankingScores(p)[0], this);
            }
            BitSet ok = legalAt(p);
            IntVar choice = choices[p];
            for (int value = choice.getLB(); value <= choice.getUB(); value = choice.nextValue(value)) {
                if (!ok.get(value)) {
                    choice.removeValue(value, this);
                }
            }
            if (!choice.isInstantiated()) {
                return;
            }
        }
    }

    private int upperBound(int p) {
        if (boundOn[p] != landscapes[p]) {
            bounds[p] = bound.upper(landscapes[p]);
            boundOn[p] = landscapes[p];
        }
        return bounds[p];
    }

    /** Lays the decided prefix (from the cache where it matches); returns the first undecided card. */
    private int advance() throws ContradictionException {
        int p = 0;
        while (p < n && choices[p].isInstantiated()) {
            int value = choices[p].getValue();
            if (p < valid && values[p] == value) {
                p++;
                continue;
            }
            valid = p;
            if (!legalAt(p).get(value)) {
                fails();
            }
            landscapes[p + 1] = landscapes[p].place(indexes.get(p).placement(value));
            values[p] = value;
            valid = p + 1;
            p++;
        }
        return p;
    }

    /** The legal values of card p on the landscape before it; the first card unturned. */
    private BitSet legalAt(int p) {
        if (legalOn[p] != landscapes[p]) {
            BitSet ok = new BitSet(indexes.get(p).size());
            for (PlacedCard placed : Placements.legal(landscapes[p], puzzle.cards().get(p))) {
                if (p > 0 || placed.quarterTurns() == 0) {
                    ok.set(indexes.get(p).valueOf(placed));
                }
            }
            legal[p] = ok;
            legalOn[p] = landscapes[p];
        }
        return legal[p];
    }

    /** Card p's legal values, the best score of the landscape right after it first (ties in placement order). */
    int[] ranking(int p) {
        rankingScores(p);
        return ranking[p];
    }

    private int[] rankingScores(int p) {
        if (rankedOn[p] != landscapes[p]) {
            int[] candidates = legalAt(p).stream().toArray();
            int[] scores = new int[candidates.length];
            PlacementIndex index = indexes.get(p);
            for (int i = 0; i < candidates.length; i++) {
                scores[i] = score(landscapes[p].place(index.placement(candidates[i])));
            }
            Integer[] order = IntStream.range(0, candidates.length).boxed().toArray(Integer[]::new);
            Arrays.sort(order, Comparator.comparingInt((Integer i) -> -scores[i]).thenComparingInt(i -> i));
            ranking[p] = Arrays.stream(order).mapToInt(i -> candidates[i]).toArray();
            rankingScores[p] = Arrays.stream(order).mapToInt(i -> scores[i]).toArray();
            rankedOn[p] = landscapes[p];
        }
        return rankingScores[p];
    }

    private int score(Landscape landscape) {
        return scorer.score(landscape, shared, false).total();
    }

    @Override
    public ESat isEntailed() {
        for (IntVar choice : choices) {
            if (!choice.isInstantiated()) {
                return ESat.UNDEFINED;
            }
        }
        Landscape landscape = Landscape.empty(puzzle.game());
        for (int p = 0; p < n; p++) {
            PlacedCard placed = indexes.get(p).placement(choices[p].getValue());
            if (landscape.problem(placed).isPresent() || p == 0 && placed.quarterTurns() != 0) {
                return ESat.FALSE;
            }
            landscape = landscape.place(placed);
        }
        if (!score.isInstantiated()) {
            return ESat.UNDEFINED;
        }
        return ESat.eval(score.getValue() == score(landscape));
    }
}
