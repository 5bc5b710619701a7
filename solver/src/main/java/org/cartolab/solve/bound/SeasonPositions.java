package org.cartolab.solve.bound;

import java.util.List;

import org.cartolab.board.Board;

/**
 * The positions {@link BudgetBound} bounds a season's rise from: a board, the steps from {@code next} up to (not
 * including) {@code end} with what they can draw together (terrains, cells, coins), and the terms of the season
 * attributed to it. Built from the puzzle's facts, so a test can pose the same position the bound values.
 */
final class SeasonPositions {

    private final PuzzleFacts facts;

    SeasonPositions(PuzzleFacts facts) {
        this.facts = facts;
    }

    /**
     * The position for the steps from {@code next} up to (not including) {@code end}, drawing on {@code reachable}
     * only (all the board's empty cells, or a case of a {@link RiseBound}), its terms joined by sizes or not, its
     * lines counted whole or not ({@link Position#Position}).
     */
    Position of(Board board, int coins, int next, int end, boolean joinSizes, boolean wholeLines, long[] reachable) {
        StepFacts steps = facts.steps();
        int terrainCount = board.terrains().size();
        boolean[] drawable = new boolean[terrainCount];
        int budget = 0;
        int coinSteps = 0;
        for (int j = next; j < end; j++) {
            for (int t = 0; t < terrainCount; t++) {
                drawable[t] |= steps.terrains()[j][t];
            }
            budget += steps.cells()[j];
            coinSteps += steps.coin()[j] ? 1 : 0;
        }
        return new Position(board, coins, reachable, drawable, budget, coinSteps, next, end, facts, joinSizes,
                wholeLines);
    }

    /**
     * Attributes {@code terms} to {@code position} (their values by cell, their pieces, lines and drawings) and
     * returns their slack; each term is charged to {@code work} as the cells it values.
     */
    static double attribute(List<TermBound> terms, Position position, Work work) {
        work.charge((long) terms.size() * position.grid.cellCount());
        double slack = 0;
        for (TermBound term : terms) {
            slack += term.attribute(position);
            if (slack == Double.POSITIVE_INFINITY) {
                break;
            }
        }
        position.chargeLosses();
        // What a term listed beyond the cells (Stoneside Forest's drawings, LinkDrawings) is work too.
        work.charge(position.takeTermWork());
        position.afterTerms.forEach(Runnable::run);
        return slack;
    }
}
