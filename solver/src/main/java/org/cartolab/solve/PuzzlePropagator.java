package org.cartolab.solve;

import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

import org.chocosolver.solver.constraints.Propagator;
import org.chocosolver.solver.constraints.PropagatorPriority;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.util.ESat;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;

/**
 * The rules and the score of a puzzle as one Choco propagator over the step variables and the score variable.
 * Once the first {@code p} steps are decided it replays them on the map (checking that each was legal), keeps step
 * {@code p} to its legal moves, and bounds the score from above: exactly when one step is left (the best of its
 * moves), else with the {@link ScoreBound}; a complete play fixes the score. Replayed maps are cached by prefix, so
 * going one step deeper costs one drawing.
 */
final class PuzzlePropagator extends Propagator<IntVar> {

    private final PuzzleSetup setup;
    private final List<MoveUniverse> universes;
    private final ScoreBound bound;
    private final IntVar[] choices;
    private final IntVar score;
    private final int n;
    /** maps[i]: the map before step i; maps[0..valid] are those of the current prefix. */
    private final MapState[] maps;
    private final int[] values;
    private int valid;
    /** Per step, the map its legal values and ranking were computed on (by identity), and those values. */
    private final MapState[] legalOn;
    private final BitSet[] legal;
    private final MapState[] rankedOn;
    private final int[][] ranking;
    private final int[][] rankingScores;
    private final MapState[] boundOn;
    private final int[] bounds;

    PuzzlePropagator(PuzzleSetup setup, List<MoveUniverse> universes, ScoreBound bound, IntVar[] choices,
                     IntVar score) {
        super(withScore(choices, score), PropagatorPriority.VERY_SLOW, false);
        this.setup = setup;
        this.universes = universes;
        this.bound = bound;
        this.choices = choices;
        this.score = score;
        this.n = choices.length;
        this.maps = new MapState[n + 1];
        this.maps[0] = setup.startMap();
        this.values = new int[n];
        this.legalOn = new MapState[n];
        this.legal = new BitSet[n];
        this.rankedOn = new MapState[n];
        this.ranking = new int[n][];
        this.rankingScores = new int[n][];
        this.boundOn = new MapState[n];
        this.bounds = new int[n];
    }

    private static IntVar[] withScore(IntVar[] choices, IntVar score) {
        IntVar[] vars = Arrays.copyOf(choices, choices.length + 1);
        vars[choices.length] = score;
        return vars;
    }

    @Override
    public void propagate(int evtmask) throws ContradictionException {
        int p;
        while (true) {
            p = advance();
            if (p == n) {
                score.instantiateTo(setup.score(maps[n]), this);
                return;
            }
            // The bound first: when it cannot beat the best play, the step's moves need not be generated.
            score.updateUpperBound(upperBound(p), this);
            BitSet ok = legalAt(p);
            IntVar choice = choices[p];
            if (ok.isEmpty()) {
                choice.instantiateTo(universes.get(p).skip(), this);
                continue;
            }
            for (int value = choice.getLB(); value <= choice.getUB(); value = choice.nextValue(value)) {
                if (!ok.get(value)) {
                    choice.removeValue(value, this);
                }
            }
            if (!choice.isInstantiated()) {
                break;
            }
        }
    }

    /** The bound of the score from the map before step p (cached with the map). */
    private int upperBound(int p) {
        if (boundOn[p] != maps[p]) {
            bounds[p] = p == n - 1 ? rankingScores(p)[0] : bound.upper(maps[p], p);
            boundOn[p] = maps[p];
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
            MoveUniverse universe = universes.get(p);
            boolean legalValue = value == universe.skip() ? ok.isEmpty() : ok.get(value);
            if (!legalValue) {
                fails();
            }
            Move move = universe.move(value);
            MapState next = maps[p];
            if (move != null) {
                next = maps[p].copy();
                setup.apply(next, setup.steps().get(p), move);
            }
            maps[p + 1] = next;
            values[p] = value;
            valid = p + 1;
            p++;
        }
        return p;
    }

    /** The legal values of step p on the current map before it. */
    private BitSet legalAt(int p) {
        if (legalOn[p] != maps[p]) {
            BitSet ok = new BitSet(universes.get(p).size());
            for (Move move : setup.legal(maps[p], setup.steps().get(p))) {
                ok.set(universes.get(p).valueOf(move));
            }
            legal[p] = ok;
            legalOn[p] = maps[p];
        }
        return legal[p];
    }

    /** Step p's legal values, best score right after first (ties in the rules engine's order). */
    int[] ranking(int p) {
        rankingScores(p);
        return ranking[p];
    }

    private int[] rankingScores(int p) {
        if (rankedOn[p] != maps[p]) {
            List<Move> moves = setup.legal(maps[p], setup.steps().get(p));
            MoveUniverse universe = universes.get(p);
            if (moves.isEmpty()) {
                ranking[p] = new int[] {universe.skip()};
                rankingScores[p] = new int[] {setup.score(maps[p])};
            } else {
                BestFirst ordered = BestFirst.of(setup, maps[p], setup.steps().get(p), moves);
                ranking[p] = new int[moves.size()];
                for (int i = 0; i < ranking[p].length; i++) {
                    ranking[p][i] = universe.valueOf(ordered.moves().get(i));
                }
                rankingScores[p] = ordered.scores();
            }
            rankedOn[p] = maps[p];
        }
        return rankingScores[p];
    }

    @Override
    public ESat isEntailed() {
        for (IntVar choice : choices) {
            if (!choice.isInstantiated()) {
                return ESat.UNDEFINED;
            }
        }
        MapState map = setup.startMap();
        for (int p = 0; p < n; p++) {
            List<Move> moves = setup.legal(map, setup.steps().get(p));
            Move move = universes.get(p).move(choices[p].getValue());
            if (move == null ? !moves.isEmpty()
                    : moves.stream().noneMatch(m -> MoveKey.of(m).equals(MoveKey.of(move)))) {
                return ESat.FALSE;
            }
            if (move != null) {
                setup.apply(map, setup.steps().get(p), move);
            }
        }
        if (!score.isInstantiated()) {
            return ESat.UNDEFINED;
        }
        return ESat.eval(score.getValue() == setup.score(map));
    }
}
