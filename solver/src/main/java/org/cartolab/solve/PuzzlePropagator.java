package org.cartolab.solve;

import java.util.BitSet;
import java.util.List;

import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.util.ESat;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;

/**
 * The rules and the score of a puzzle as one Choco propagator ({@link StepPropagator}) over the step variables and
 * the score variable: a step's values are the moves of its {@link MoveUniverse}, a step without a legal move is
 * skipped, and a partial play is bounded by the {@link ScoreBound} (the last step exactly, by its best move).
 */
final class PuzzlePropagator extends StepPropagator<MapState> {

    private final PuzzleSetup setup;
    private final List<MoveUniverse> universes;
    private final ScoreBound bound;
    private final int n;

    PuzzlePropagator(PuzzleSetup setup, List<MoveUniverse> universes, ScoreBound bound, IntVar[] choices,
                     IntVar score) {
        super(choices, score, setup.startMap());
        this.setup = setup;
        this.universes = universes;
        this.bound = bound;
        this.n = choices.length;
    }

    @Override
    protected BitSet legalValues(MapState map, int p) {
        BitSet ok = new BitSet(universes.get(p).size());
        for (Move move : setup.legal(map, setup.steps().get(p))) {
            ok.set(universes.get(p).valueOf(move));
        }
        return ok;
    }

    @Override
    protected int noMoveValue(int p) {
        return universes.get(p).skip();
    }

    @Override
    protected MapState play(MapState map, int p, int value) {
        Move move = universes.get(p).move(value);
        if (move == null) {
            return map;
        }
        MapState next = map.copy();
        setup.apply(next, setup.steps().get(p), move);
        return next;
    }

    @Override
    protected int score(MapState map) {
        return setup.score(map);
    }

    @Override
    protected int bound(MapState map, int p) {
        // One step left: its ranking is the exact bound, and scoring its moves is what the bound would cost.
        return p == n - 1 ? Integer.MAX_VALUE : bound.upper(map, p);
    }

    /** Step p's legal values, best score right after first (ties in the rules engine's order). */
    @Override
    protected Ranking rank(MapState map, int p, BitSet legal) {
        List<Move> moves = setup.legal(map, setup.steps().get(p));
        MoveUniverse universe = universes.get(p);
        if (moves.isEmpty()) {
            return new Ranking(new int[] {universe.skip()}, new int[] {setup.score(map)});
        }
        BestFirst ordered = BestFirst.of(setup, map, setup.steps().get(p), moves);
        int[] values = new int[moves.size()];
        for (int i = 0; i < values.length; i++) {
            values[i] = universe.valueOf(ordered.moves().get(i));
        }
        return new Ranking(values, ordered.scores());
    }

    @Override
    public ESat isEntailed() {
        if (!allChosen()) {
            return ESat.UNDEFINED;
        }
        IntVar[] choices = choices();
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
        if (!score().isInstantiated()) {
            return ESat.UNDEFINED;
        }
        return ESat.eval(score().getValue() == setup.score(map));
    }
}
