package org.cartolab.solve.hex;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;

import org.cartolab.hex.HexEvaluator;
import org.cartolab.model.hex.Objective;
import org.chocosolver.solver.constraints.Propagator;
import org.chocosolver.solver.constraints.PropagatorPriority;
import org.chocosolver.solver.exception.ContradictionException;
import org.chocosolver.solver.variables.IntVar;
import org.chocosolver.solver.variables.events.IntEventType;
import org.chocosolver.util.ESat;

/**
 * The points of the terms that do not add up village by village ({@link SplitObjective#rest()}), as one Choco
 * propagator over the village variables and those points. Complete villages fix the points to what the
 * {@link HexEvaluator} gives; partial ones bound them with the {@link BoundEvaluator}: decided villages are on,
 * every value still in an undecided village's domain is maybe. It wakes only when a village is decided: a bound
 * computed on larger domains stays sound below, so waking on each removed value would only tighten it sooner,
 * at the price of one bound evaluation per removal.
 */
final class RestPropagator extends Propagator<IntVar> {

    private final OpeningPuzzle puzzle;
    private final List<Objective.Term> rest;
    private final BoundEvaluator bound;
    private final IntVar[] villages;
    private final IntVar points;

    RestPropagator(OpeningPuzzle puzzle, List<Objective.Term> rest, BoundEvaluator bound, IntVar[] villages,
                   IntVar points) {
        super(withPoints(villages, points), PropagatorPriority.VERY_SLOW, false);
        this.puzzle = puzzle;
        this.rest = List.copyOf(rest);
        this.bound = bound;
        this.villages = villages.clone();
        this.points = points;
    }

    private static IntVar[] withPoints(IntVar[] villages, IntVar points) {
        IntVar[] vars = Arrays.copyOf(villages, villages.length + 1);
        vars[villages.length] = points;
        return vars;
    }

    @Override
    public int getPropagationConditions(int vIdx) {
        return vIdx < villages.length ? IntEventType.instantiation() : IntEventType.VOID.getMask();
    }

    @Override
    public void propagate(int evtmask) throws ContradictionException {
        List<Integer> decided = new ArrayList<>();
        BitSet on = new BitSet();
        BitSet maybe = new BitSet();
        for (IntVar village : villages) {
            if (village.isInstantiated()) {
                decided.add(village.getValue());
                on.set(village.getValue());
            } else {
                for (int value = village.getLB(); value <= village.getUB(); value = village.nextValue(value)) {
                    maybe.set(value);
                }
            }
        }
        if (decided.size() == villages.length) {
            points.instantiateTo(exact(decided), this);
            return;
        }
        int lo = 0;
        int hi = 0;
        BoundEvaluator.Villages state = new BoundEvaluator.Villages() {
            @Override
            public boolean on(int intersection) {
                return on.get(intersection);
            }

            @Override
            public boolean maybe(int intersection) {
                return maybe.get(intersection);
            }
        };
        for (Objective.Term term : rest) {
            BoundEvaluator.Span span = bound.number(term.expression(), state);
            lo += span.lo();
            hi += span.hi();
        }
        points.updateBounds(lo, hi, this);
    }

    private int exact(List<Integer> decided) {
        return SplitObjective.total(puzzle, puzzle.standing().withVillages(decided), rest);
    }

    @Override
    public ESat isEntailed() {
        List<Integer> decided = new ArrayList<>();
        for (IntVar village : villages) {
            if (!village.isInstantiated()) {
                return ESat.UNDEFINED;
            }
            decided.add(village.getValue());
        }
        if (!points.isInstantiated()) {
            return ESat.UNDEFINED;
        }
        return ESat.eval(points.getValue() == exact(decided));
    }
}
