package org.cartolab.solve;

import java.util.Arrays;
import java.util.BitSet;

import org.chocosolver.solver.constraints.Propagator;
import org.chocosolver.solver.constraints.PropagatorPriority;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;

/**
 * A sequence of decisions — the steps of a puzzle, the cards of a layout — as one Choco propagator over one
 * variable per step and the score. Once the first {@code p} steps are decided it replays them on the state (each
 * must be legal), keeps step {@code p} to its legal values and bounds the score from above: with the subclass's
 * bound, and exactly when one step is left (its best value); a complete sequence fixes the score. States are cached
 * by prefix, so going one step deeper costs one step; each step's legal values, ranking and bound are cached with
 * the state (by identity) they were computed on.
 *
 * @param <S> the state a step is played on; a played step makes a new state and never changes the old one
 */
public abstract class StepPropagator<S> extends Propagator<IntVar> {

    private final IntVar[] choices;
    private final IntVar score;
    private final int n;
    /** states[i]: the state before step i; states[0..valid] are those of the decided prefix. */
    private final Object[] states;
    private final int[] values;
    private int valid;
    private final Object[] legalOn;
    private final BitSet[] legal;
    private final Object[] rankedOn;
    private final Ranking[] rankings;
    private final Object[] boundOn;
    private final int[] bounds;

    protected StepPropagator(IntVar[] choices, IntVar score, S start) {
        super(withScore(choices, score), PropagatorPriority.VERY_SLOW, false);
        this.choices = choices;
        this.score = score;
        this.n = choices.length;
        this.states = new Object[n + 1];
        this.states[0] = start;
        this.values = new int[n];
        this.legalOn = new Object[n];
        this.legal = new BitSet[n];
        this.rankedOn = new Object[n];
        this.rankings = new Ranking[n];
        this.boundOn = new Object[n];
        this.bounds = new int[n];
    }

    /** A step's legal values best first, with the score right after each (the exact bound of a last step). */
    public record Ranking(int[] values, int[] scores) {
    }

    /** The legal values of step {@code p} on the state before it. */
    protected abstract BitSet legalValues(S state, int p);

    /**
     * The value step {@code p} takes when it has no legal value (a step that is skipped), or -1 when such a step
     * fails instead.
     */
    protected int noMoveValue(int p) {
        return -1;
    }

    /** The state after step {@code p} plays its legal value (or its {@link #noMoveValue}). */
    protected abstract S play(S state, int p, int value);

    protected abstract int score(S state);

    /**
     * An upper bound of the final score from the state before step {@code p}. At the last step the ranking bounds
     * the score exactly as well; a bound that costs more there than it saves may return {@link Integer#MAX_VALUE}.
     */
    protected abstract int bound(S state, int p);

    /** Step p's values best first; {@code legal} is {@link #legalValues} of the same state. */
    protected abstract Ranking rank(S state, int p, BitSet legal);

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
                score.instantiateTo(score(state(n)), this);
                return;
            }
            // The bound first: when it cannot beat the best play, the step's values need not be ranked.
            score.updateUpperBound(upperBound(p), this);
            if (p == n - 1) {
                score.updateUpperBound(ranking(p).scores()[0], this);
            }
            BitSet ok = legalAt(p);
            IntVar choice = choices[p];
            if (ok.isEmpty() && noMoveValue(p) >= 0) {
                choice.instantiateTo(noMoveValue(p), this);
                continue;
            }
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

    /** Step p's legal values, best score right after first (for the value selector). */
    public int[] rankedValues(int p) {
        return ranking(p).values();
    }

    @SuppressWarnings("unchecked")
    private S state(int p) {
        return (S) states[p];
    }

    private int upperBound(int p) {
        if (boundOn[p] != states[p]) {
            bounds[p] = bound(state(p), p);
            boundOn[p] = states[p];
        }
        return bounds[p];
    }

    /** Replays the decided prefix (from the cache where it matches); returns the first undecided step. */
    private int advance() throws ContradictionException {
        int p = 0;
        while (p < n && choices[p].isInstantiated()) {
            int value = choices[p].getValue();
            if (p < valid && values[p] == value) {
                p++;
                continue;
            }
            valid = p;
            BitSet ok = legalAt(p);
            boolean legalValue = value == noMoveValue(p) ? ok.isEmpty() : ok.get(value);
            if (!legalValue) {
                fails();
            }
            states[p + 1] = play(state(p), p, value);
            values[p] = value;
            valid = p + 1;
            p++;
        }
        return p;
    }

    private BitSet legalAt(int p) {
        if (legalOn[p] != states[p]) {
            legal[p] = legalValues(state(p), p);
            legalOn[p] = states[p];
        }
        return legal[p];
    }

    private Ranking ranking(int p) {
        if (rankedOn[p] != states[p]) {
            rankings[p] = rank(state(p), p, legalAt(p));
            rankedOn[p] = states[p];
        }
        return rankings[p];
    }

    /** The step variables, for the subclasses' entailment check. */
    protected final IntVar[] choices() {
        return choices;
    }

    protected final IntVar score() {
        return score;
    }

    /** Whether every step has its move: until then the subclasses' entailment check is undefined. */
    protected final boolean allChosen() {
        for (IntVar choice : choices) {
            if (!choice.isInstantiated()) {
                return false;
            }
        }
        return true;
    }
}
