package org.cartolab.library.daily;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.LocalDate;
import java.util.ArrayList;
import java.util.List;

import org.cartolab.daily.DailyGenerator;
import org.cartolab.daily.DailyPuzzle;
import org.cartolab.daily.Evaluation;
import org.cartolab.daily.Grade;
import org.cartolab.daily.PuzzleId;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.Puzzle;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.Verifier;
import org.junit.jupiter.api.Test;

/**
 * A generated puzzle's claimed optimum against a plain exhaustive search. The published puzzles (three cards) are
 * too big to enumerate, so the check runs on a small variant of each: the same map, position and scoring cards
 * with only the first two drawing cards, solved and counted the way the generator solves and counts.
 */
class DailyOptimumTest {

    private static final Game GAME = CardLibrary.load("cartographers").game("cartographers").orElseThrow();

    @Test
    void smallVariantsOfGeneratedPuzzlesHaveTheOptimumAndCountAnExhaustiveSearchFinds() throws Exception {
        DailyGenerator generator = new DailyGenerator(GAME, DailyGenerator.NODE_BUDGET);
        for (String date : List.of("2026-12-07", "2026-12-09")) {
            LocalDate day = LocalDate.parse(date);
            DailyPuzzle daily = generator.generate(PuzzleId.ofDate(GAME.id(), day), Grade.target(day.getDayOfWeek()),
                    evaluation -> { });
            Verifier.verify(daily.evaluation().setup(), daily.evaluation().solution());
            Puzzle variant = firstTwoDrawingCards(daily.evaluation().puzzle());
            PuzzleSetup setup = PuzzleSetup.of(variant, GAME);
            Evaluation claimed = Evaluation.of(variant, daily.evaluation().season(), setup, 1_000_000);
            assertThat(claimed.result().proven()).as(date).isTrue();
            int[] best = {Integer.MIN_VALUE};
            long[] count = {0};
            exhaustive(setup, setup.startMap(), 0, best, count);
            assertThat(claimed.result().score()).as(date + " optimum").isEqualTo(best[0]);
            assertThat(claimed.result().optimalCount().orElseThrow()).as(date + " optimal plays").isEqualTo(count[0]);
        }
    }

    /** The puzzle's cards up to its second drawing card (ruins cards and ambushes in between kept). */
    private static Puzzle firstTwoDrawingCards(Puzzle puzzle) {
        List<PlayableCard> cards = new ArrayList<>();
        int drawing = 0;
        for (PlayableCard card : puzzle.cards()) {
            if (drawing == 2) {
                break;
            }
            cards.add(card);
            if (card instanceof ExploreCard explore && explore.kind() != ExploreKind.RUINS) {
                drawing++;
            }
        }
        return new Puzzle(puzzle.id() + "-small", puzzle.title(), puzzle.game(), puzzle.map(), puzzle.start(),
                puzzle.coins(), cards, puzzle.scoring(), puzzle.options());
    }

    /** Every legal play, scored: the best score and how many plays reach it. */
    private static void exhaustive(PuzzleSetup setup, MapState map, int next, int[] best, long[] count) {
        if (next == setup.steps().size()) {
            int score = setup.score(map);
            if (score > best[0]) {
                best[0] = score;
                count[0] = 0;
            }
            if (score == best[0]) {
                count[0]++;
            }
            return;
        }
        List<Move> legal = setup.legal(map, setup.steps().get(next));
        if (legal.isEmpty()) {
            exhaustive(setup, map, next + 1, best, count);
            return;
        }
        for (Move move : legal) {
            MapState child = map.copy();
            setup.apply(child, setup.steps().get(next), move);
            exhaustive(setup, child, next + 1, best, count);
        }
    }
}
