package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;

import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.bound.BudgetBound;
import org.junit.jupiter.api.Test;

/**
 * The bound is never below the best score still reachable: checked at every step of a random line through 80
 * seeded small puzzles against the exhaustive search. (A bound that is too low would make the solver "prove" a
 * wrong optimum; the cross-check would only notice when the lost play happened to be the optimum.)
 */
class BoundValidityTest {

    @Test
    void boundIsNeverBelowTheBestReachableScore() {
        for (long seed = 1000; seed < 1080; seed++) {
            PuzzleSetup setup = SmallPuzzles.generate(seed);
            BudgetBound bound = new BudgetBound(setup);
            Random random = new Random(seed);
            MapState map = setup.startMap();
            for (int step = 0; step <= setup.steps().size(); step++) {
                int best = Exhaustive.best(setup, map, step);
                assertThat(bound.upper(map, step)).as("seed %d before step %d", seed, step)
                        .isGreaterThanOrEqualTo(best);
                if (step == setup.steps().size()) {
                    assertThat(bound.upper(map, step)).as("a finished play is bounded by its score").isEqualTo(best);
                    break;
                }
                List<Move> legal = setup.legal(map, setup.steps().get(step));
                if (!legal.isEmpty()) {
                    setup.apply(map, setup.steps().get(step), legal.get(random.nextInt(legal.size())));
                }
            }
        }
    }
}
