package org.cartolab.library.solve;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;

import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.bound.BudgetBound;
import org.junit.jupiter.api.Test;

class BoundValidityTest {

    @Test
    void probe() {
        int tight = 0;
        int total = 0;
        for (long seed = 100; seed < 160; seed++) {
            PuzzleSetup setup = SmallPuzzles.generate(seed);
            BudgetBound bound = new BudgetBound(setup);
            Random random = new Random(seed);
            MapState map = setup.startMap();
            for (int k = 0; k < setup.steps().size(); k++) {
                int best = Exhaustive.best(setup, map, k);
                int upper = bound.upper(map, k);
                total++;
                if (upper == best) tight++;
                System.out.println("seed " + seed + " step " + k + " best " + best + " bound " + upper + " now " + setup.score(map) + " " + setup.puzzle().scoring().stream().map(c -> c.id()).toList());
                assertThat(upper).as("seed %d step %d", seed, k).isGreaterThanOrEqualTo(best);
                List<Move> legal = setup.legal(map, setup.steps().get(k));
                if (!legal.isEmpty()) {
                    setup.apply(map, setup.steps().get(k), legal.get(random.nextInt(legal.size())));
                }
            }
        }
        System.out.println("tight " + tight + "/" + total);
    }
}
