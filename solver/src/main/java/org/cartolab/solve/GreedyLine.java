package org.cartolab.solve;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.stream.IntStream;

import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.rules.SeasonScorer;

/**
 * The play that always takes the move with the best score right after it (the first of equals, in the rules
 * engine's order): the greedy player's score that puzzles are graded against, and a play to report when a search
 * is stopped before it found one; and seeded randomised greedy plays, other starts for a {@link WindowSearch}.
 */
public final class GreedyLine {

    /** The most moves, best first, that a randomised play chooses among at a step. */
    static final int RANDOM_RANKS = 30;

    private GreedyLine() {
    }

    public static Solution play(PuzzleSetup setup) {
        MapState map = setup.startMap();
        List<Move> line = new ArrayList<>();
        for (Step step : setup.steps()) {
            Move best = bestNext(setup, map, step);
            if (best != null) {
                setup.apply(map, step, best);
            }
            line.add(best);
        }
        return Replay.solution(setup, line);
    }

    /**
     * A greedy play that does not always take the best move: at each step the moves are ranked by their score right
     * after it (equals in the rules engine's order) and the move at rank {@code floor(u * u * min(moves, 30))}
     * is taken, {@code u} uniform from {@code random}: the best move most often, one of the next few often, a poor
     * one now and then. A window search from the greedy play stays near it; one from these plays starts elsewhere
     * (a season of seven cards: 19 from the greedy play's 13, 24 from the randomised play of seed 1, which scores
     * 2). The same seed gives the same play.
     */
    public static Solution randomised(PuzzleSetup setup, Random random) {
        MapState map = setup.startMap();
        List<Move> line = new ArrayList<>();
        for (Step step : setup.steps()) {
            List<Move> ranked = ranked(setup, map, step);
            Move chosen = null;
            if (!ranked.isEmpty()) {
                double u = random.nextDouble();
                chosen = ranked.get((int) (u * u * Math.min(ranked.size(), RANDOM_RANKS)));
                setup.apply(map, step, chosen);
            }
            line.add(chosen);
        }
        return Replay.solution(setup, line);
    }

    /**
     * The legal move of {@code step} that scores best right after it (the first of equals), or null if none: the
     * first of {@link #ranked}, found without sorting; a lone move (an ambush's own) is not scored.
     */
    static Move bestNext(PuzzleSetup setup, MapState map, Step step) {
        List<Move> legal = setup.legal(map, step);
        if (legal.size() <= 1) {
            return legal.isEmpty() ? null : legal.get(0);
        }
        int[] scores = scoresNext(setup, map, step, legal);
        int best = 0;
        for (int k = 1; k < scores.length; k++) {
            if (scores[k] > scores[best]) {
                best = k;
            }
        }
        return legal.get(best);
    }

    /**
     * The legal moves of {@code step} by their score right after each, best first, equals in the rules engine's
     * order: the greedy player's ranking.
     */
    static List<Move> ranked(PuzzleSetup setup, MapState map, Step step) {
        List<Move> legal = setup.legal(map, step);
        if (legal.isEmpty()) {
            return legal;
        }
        int[] scores = scoresNext(setup, map, step, legal);
        return IntStream.range(0, legal.size()).boxed()
                .sorted(Comparator.comparingInt((Integer k) -> -scores[k]).thenComparingInt(k -> k))
                .map(legal::get).toList();
    }

    private static int[] scoresNext(PuzzleSetup setup, MapState map, Step step, List<Move> legal) {
        SeasonScorer.Previewer previewer = setup.previewer(map, step);
        return legal.stream().mapToInt(move -> previewer.score(move.cells(), move.terrain(), move.coin())).toArray();
    }
}
