package org.cartolab.solve.hex;

import org.chocosolver.solver.search.strategy.selectors.values.IntValueSelector;
import org.chocosolver.solver.variables.IntVar;

/** Tries the site whose village adds the most to the separable terms first (ties: the lowest index). */
final class BestGainFirst implements IntValueSelector {

    private final int[] gains;

    BestGainFirst(int[] gains) {
        this.gains = gains.clone();
    }

    @Override
    public int selectValue(IntVar var) {
        int best = var.getLB();
        for (int value = var.nextValue(best); value <= var.getUB(); value = var.nextValue(value)) {
            if (gains[value] > gains[best]) {
                best = value;
            }
        }
        return best;
    }
}
