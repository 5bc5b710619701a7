package org.cartolab.solve.landscape;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Random;

import org.cartolab.landscape.Landscape;
import org.cartolab.model.LandscapePuzzle;
import org.cartolab.model.ScoringCard;
import org.junit.jupiter.api.Test;

/** The layout bound is sound: never below the best completion that the exhaustive oracle finds. */
class LayoutBoundTest {

    @Test
    void theBoundIsAtLeastTheBestCompletionOfRandomPartialLayouts() {
        Random random = new Random(4242);
        int exact = 0;
        for (int i = 0; i < 160; i++) {
            int size = 1 + random.nextInt(4);
            LandscapePuzzle puzzle = RandomPuzzles.puzzle(random, size);
            // One or two cards left to lay (two only for small hands, to keep the oracle quick).
            int left = size <= 3 && random.nextInt(5) == 0 ? Math.min(2, size) : 1;
            Landscape prefix = RandomLayouts.lay(puzzle.game(), puzzle.cards().subList(0, size - left), random);
            int best = new ExhaustiveLandscapeSolver(puzzle).bestCompletion(prefix).score();
            int bound = new LayoutBound(puzzle).upper(prefix);
            assertThat(bound).as(puzzle.shared().id() + " + " + puzzle.cards().stream().map(c -> c.id()).toList()
                    + " after " + prefix.cards()).isGreaterThanOrEqualTo(best);
            if (bound == best) {
                exact++;
            }
        }
        // A bound that is always far above would pass the soundness check but prove nothing.
        assertThat(exact).isGreaterThan(20);
    }

    @Test
    void everyShippedConditionHasARuleBound() {
        for (ScoringCard condition : RandomPuzzles.game().scoringCards()) {
            assertThat(ConditionBounds.of(condition).isPresent() || ConditionBounds.isLeastOfOthers(condition))
                    .as(condition.id() + ": " + condition.terms().get(0).text()).isTrue();
        }
    }
}
