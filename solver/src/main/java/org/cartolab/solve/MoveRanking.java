package org.cartolab.solve;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;

/**
 * Every legal move of a puzzle's first step ranked by what it leads to: the score right after it, or, with a
 * lookahead of {@code n} cards, the best score reachable after the next {@code n} steps as well (solved exactly).
 */
public final class MoveRanking {

    /**
     * A ranked move.
     *
     * @param immediate the score right after the move
     * @param value     what the move is ranked by: the best score after the lookahead
     * @param proven    whether {@code value} is exact (the lookahead search finished)
     * @param followUp  the best moves of the lookahead steps
     */
    public record RankedMove(Move move, int immediate, int value, boolean proven, List<PlayedStep> followUp) {
    }

    private MoveRanking() {
    }

    /**
     * @param setup a puzzle whose first step is the card to place and whose later steps are the lookahead cards
     */
    public static List<RankedMove> rank(PuzzleSetup setup, SearchControl control) {
        MapState start = setup.startMap();
        Step first = setup.steps().get(0);
        BranchAndBound search = new BranchAndBound(setup, new org.cartolab.solve.bound.BudgetBound(setup));
        List<RankedMove> ranked = new ArrayList<>();
        for (Move move : setup.legal(start, first)) {
            MapState after = start.copy();
            setup.apply(after, first, move);
            int immediate = setup.score(after);
            if (setup.steps().size() == 1) {
                ranked.add(new RankedMove(move, immediate, immediate, true, List.of()));
                continue;
            }
            SolveResult rest = search.solveFrom(after, 1, control);
            Solution line = rest.best().orElseThrow();
            ranked.add(new RankedMove(move, immediate, line.score(), rest.proven(), line.steps()));
        }
        ranked.sort(Comparator.comparingInt(RankedMove::value).reversed()
                .thenComparing(Comparator.comparingInt(RankedMove::immediate).reversed()));
        return ranked;
    }
}
