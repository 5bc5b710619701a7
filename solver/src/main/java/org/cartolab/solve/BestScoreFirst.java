package org.cartolab.solve;

import org.chocosolver.solver.search.strategy.selectors.values.IntValueSelector;
import org.chocosolver.solver.variables.IntVar;

/**
 * Chooses a step's move with the best score right after it, among the values still in the variable's domain:
 * good plays early make the bound prune sooner. Also reports progress, since it runs at every decision.
 */
final class BestScoreFirst implements IntValueSelector {

    private static final int REPORT_EVERY = 1 << 12;

    private final PuzzlePropagator propagator;
    private final IntVar[] choices;
    private final SearchControl control;
    private final long startNanos;
    private long calls;

    BestScoreFirst(PuzzlePropagator propagator, IntVar[] choices, SearchControl control, long startNanos) {
        this.propagator = propagator;
        this.choices = choices;
        this.control = control;
        this.startNanos = startNanos;
    }

    @Override
    public int selectValue(IntVar var) {
        if ((++calls & (REPORT_EVERY - 1)) == 0) {
            control.listener().progress(var.getModel().getSolver().getNodeCount(), Integer.MIN_VALUE,
                    Integer.MAX_VALUE, (System.nanoTime() - startNanos) / 1_000_000);
        }
        int step = 0;
        while (choices[step] != var) {
            step++;
        }
        for (int value : propagator.rankedValues(step)) {
            if (var.contains(value)) {
                return value;
            }
        }
        return var.getLB(); // unreachable: the propagator keeps only legal values
    }
}
