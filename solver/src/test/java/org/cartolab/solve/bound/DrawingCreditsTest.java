package org.cartolab.solve.bound;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Random;

import org.cartolab.board.Bits;
import org.cartolab.board.Board;
import org.cartolab.board.SquareGrid;
import org.cartolab.rules.Move;
import org.cartolab.rules.Placement;
import org.junit.jupiter.api.Test;

/**
 * The quick bounds the budget bound puts on a move before valuing its drawing terms ({@link SurroundTargets}) in
 * full: the cells' credits ({@link Position#cellValue}, when {@link Position#creditsBoundDrawings}) and the weights
 * of the targets next to the drawing ({@link Position#drawingBound}), each against the value the terms give the
 * drawing, on random maps, targets and drawings. A quick bound below a move's value would let the bound skip a
 * move that raises a step's best: the bound would change (and could fall below the best play).
 */
class DrawingCreditsTest {

    private static final int[] STEP_CELLS = {3, 4, 5};

    @Test
    void theQuickBoundsHoldForEveryDrawing() {
        Random random = new Random(47);
        int creditsHeld = 0;
        for (int round = 0; round < 400; round++) {
            SquareGrid grid = new SquareGrid(3 + random.nextInt(5), 3 + random.nextInt(6));
            long[] filled = LineCreditsTest.randomCells(grid, random, grid.cellCount() / 3);
            // X: the filled cells, and in some rounds an empty cell or two (a set such as "not water").
            long[] inX = filled.clone();
            if (random.nextInt(3) == 0) {
                Bits.set(inX, random.nextInt(grid.cellCount()));
            }
            Position position = position(grid, filled);
            long[] empty = position.empty;
            boolean[] needs = {random.nextBoolean(), true};
            boolean[] targets = {random.nextBoolean(), random.nextBoolean()};
            double weight = random.nextInt(5) == 0 ? -1 : 1 + random.nextInt(3);
            position.drawingTerms.add(SurroundTargets.of(weight, position, inX, empty,
                    random.nextBoolean() ? filled : LineCreditsTest.randomCells(grid, random, 6), Bits.and(empty,
                            LineCreditsTest.randomCells(grid, random, 5)), needs, targets, random.nextBoolean(),
                    SurroundTargets.neighbourTable(grid)));
            double[][] credited = position.cellValue();
            boolean creditsBound = position.creditsBoundDrawings();
            creditsHeld += creditsBound ? 1 : 0;
            for (int drawing = 0; drawing < 40; drawing++) {
                long[] cells = Bits.and(empty, LineCreditsTest.randomCells(grid, random, 1 + random.nextInt(5)));
                int t = random.nextInt(2);
                int step = random.nextInt(STEP_CELLS.length);
                double value = position.drawingValue(cells, t, step);
                double byCells = 0;
                for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
                    byCells += credited[t][i] - position.value[t][i];
                }
                if (creditsBound) {
                    assertThat(value).as("round %d: by the cells' credits", round).isLessThanOrEqualTo(byCells + 1e-9);
                }
                // Three steps left: no term credits targets whole, each is bounded by the targets next to it.
                StepPlacements placement = StepPlacements.of(grid, List.of(new Move(0, new Placement(null, 0, 0,
                        cells), TwoTerrainPositions.TERRAINS.get(t), false)), TwoTerrainPositions.TERRAINS);
                assertThat(value).as("round %d: by the targets next to it", round)
                        .isLessThanOrEqualTo(position.drawingBound(placement, 0, t, step) + 1e-9);
            }
        }
        assertThat(creditsHeld).as("rounds where the credits bound the drawings").isGreaterThan(100);
    }

    /** A board with forest on {@code filled}, three steps of 3 to 5 cells left, nothing valued yet. */
    private static Position position(SquareGrid grid, long[] filled) {
        long[][] cells = {filled, new long[grid.words()]};
        Board board = Board.of(grid, TwoTerrainPositions.TERRAINS, cells, grid.none(), grid.none(), grid.none());
        return new Position(board, 0, board.empty(), new boolean[] {true, true}, 12, 0, 0, STEP_CELLS.length,
                PuzzleFacts.ofSteps(STEP_CELLS, new boolean[STEP_CELLS.length]), false, false);
    }
}
