package org.cartolab.solve.landscape;

import org.chocosolver.solver.search.strategy.selectors.values.IntValueSelector;
import org.chocosolver.solver.variables.IntVar;

/**
 * Chooses a card's placement with the best score of the landscape right after it, among the values still in the
 * variable's domain: good layouts early make the bound prune sooner.
 */
final class BestLayoutFirst implements IntValueSelector {

    private final LayoutPropagator propagator;
    private final IntVar[] choices;

    BestLayoutFirst(LayoutPropagator propagator, IntVar[] choices) {
        this.propagator = propagator;
        this.choices = choices;
    }

    @Override
    public int selectValue(IntVar var) {
        int card = 0;
        while (choices[card] != var) {
            card++;
        }
        for (int value : propagator.rankedValues(card)) {
            if (var.contains(value)) {
                return value;
            }
        }
        throw new IllegalStateException("The propagator keeps only legal placements, and it ranks them all");
    }
}
