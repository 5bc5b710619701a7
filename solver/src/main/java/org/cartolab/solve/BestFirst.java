package org.cartolab.solve;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.rules.SeasonScorer;

/**
 * A step's moves on a map ordered by the score right after each, best first (ties keep the rules engine's order):
 * the value order of both searches. Good plays early let the bound prune sooner.
 *
 * @param scores the score right after each move, in the same order
 */
record BestFirst(List<Move> moves, int[] scores) {

    static BestFirst of(PuzzleSetup setup, MapState map, Step step, List<Move> legal) {
        int[] after = new int[legal.size()];
        Integer[] order = new Integer[legal.size()];
        SeasonScorer.Previewer previewer = setup.previewer(map, step);
        for (int i = 0; i < after.length; i++) {
            Move move = legal.get(i);
            after[i] = previewer.score(move.cells(), move.terrain(), move.coin());
            order[i] = i;
        }
        Arrays.sort(order, (a, b) -> after[b] != after[a] ? Integer.compare(after[b], after[a])
                : Integer.compare(a, b));
        List<Move> sorted = new ArrayList<>(legal.size());
        int[] sortedScores = new int[legal.size()];
        for (int i = 0; i < order.length; i++) {
            sorted.add(legal.get(order[i]));
            sortedScores[i] = after[order[i]];
        }
        return new BestFirst(sorted, sortedScores);
    }
}
