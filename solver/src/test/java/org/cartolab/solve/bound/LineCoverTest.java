package org.cartolab.solve.bound;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.cartolab.board.Bits;
import org.cartolab.board.SquareGrid;
import org.cartolab.model.Terrain;
import org.cartolab.model.TerrainRole;
import org.cartolab.rules.Move;
import org.cartolab.rules.Placement;
import org.junit.jupiter.api.Test;

/** {@link LineCover} against every play of the steps (disjoint drawings), and by hand. */
class LineCoverTest {

    private static final Terrain FOREST = new Terrain("forest", "Forest", 'F', "green", TerrainRole.DRAWABLE);

    @Test
    void aRowOfThreeRunsNeedsThreeDrawings() {
        // why: on a 2x5 map, row 0 missing cells 0, 2 and 4 (1 and 3 drawn), worth 6; each step draws cells 5-7,
        // 7-9 or 0, 5, 6 (the drawn cells are in the way of a drawing along the row). A budget of six cells
        // completes the row, but a drawing covers at most one of its three runs, so two steps never do.
        SquareGrid grid = new SquareGrid(2, 5);
        long[] row = Bits.of(grid.words(), 0, 2, 4);
        List<LineGoals> lines = List.of(new LineGoals(6, List.of(row)));
        List<Move> moves = List.of(move(grid, 5, 6, 7), move(grid, 7, 8, 9), move(grid, 0, 5, 6));
        assertThat(LineGoals.most(lines, 6)).isEqualTo(6);
        assertThat(LineCover.most(lines, 6, List.of(moves, moves), j -> true, grid.none())).isZero();
        // Drawing a cell alone does not help two steps either; a third step that may do so completes the row.
        assertThat(LineCover.most(lines, 6, List.of(moves, moves), j -> true, row)).isZero();
        assertThat(LineCover.most(lines, 6, List.of(moves, moves, moves), j -> true, row)).isEqualTo(6);
        // A step whose shapes always fit somewhere never draws a cell alone: then three steps do not either; one
        // that may and two that may not cover only two of the three runs (cell 0 by a drawing, 2 or 4 alone).
        assertThat(LineCover.most(lines, 6, List.of(moves, moves, moves), j -> false, row)).isZero();
        assertThat(LineCover.most(lines, 6, List.of(moves, moves, moves), j -> j < 1, row)).isZero();
    }

    @Test
    void neverBelowTheBestPlayOfRandomSteps() {
        Random random = new Random(21);
        for (int round = 0; round < 400; round++) {
            SquareGrid grid = new SquareGrid(2 + random.nextInt(2), 2 + random.nextInt(3));
            int steps = 1 + random.nextInt(3);
            List<List<Move>> moves = new ArrayList<>();
            int budget = 0;
            for (int j = 0; j < steps; j++) {
                List<Move> stepMoves = new ArrayList<>();
                int most = 1;
                for (int m = random.nextInt(5); m > 0; m--) {
                    int[] cells = new int[1 + random.nextInt(3)];
                    for (int k = 0; k < cells.length; k++) {
                        cells[k] = random.nextInt(grid.cellCount());
                    }
                    Move move = move(grid, cells);
                    most = Math.max(most, Bits.count(move.cells()));
                    stepMoves.add(move);
                }
                budget += most;
                moves.add(stepMoves);
            }
            long[] reachable = new long[grid.words()];
            for (int i = 0; i < grid.cellCount(); i++) {
                if (random.nextBoolean()) {
                    Bits.set(reachable, i);
                }
            }
            List<LineGoals> families = RandomCells.rowsAndColumns(grid, random);
            double best = best(families, moves, reachable, grid, 0, grid.none());
            assertThat(LineCover.most(families, budget, moves, j -> true, reachable)).as("round %d", round)
                    .isGreaterThanOrEqualTo(best);
        }
    }

    /** The plain way: each step draws one of its moves, a reachable cell alone, or nothing, all disjoint. */
    private static double best(List<LineGoals> families, List<List<Move>> moves, long[] reachable, SquareGrid grid,
                               int step, long[] used) {
        if (step == moves.size()) {
            double lines = 0;
            for (LineGoals family : families) {
                for (long[] missing : family.missing()) {
                    lines += Bits.subsetOf(missing, used) ? family.weight() : 0;
                }
            }
            return lines;
        }
        double best = best(families, moves, reachable, grid, step + 1, used);
        List<long[]> drawings = new ArrayList<>();
        moves.get(step).forEach(move -> drawings.add(move.cells()));
        for (int i = Bits.first(reachable); i >= 0; i = Bits.next(reachable, i + 1)) {
            drawings.add(Bits.single(grid.words(), i));
        }
        for (long[] cells : drawings) {
            if (!Bits.intersects(cells, used)) {
                best = Math.max(best, best(families, moves, reachable, grid, step + 1, Bits.or(used, cells)));
            }
        }
        return best;
    }

    private static Move move(SquareGrid grid, int... cells) {
        return new Move(0, new Placement(null, 0, 0, Bits.of(grid.words(), cells)), FOREST, false);
    }
}
