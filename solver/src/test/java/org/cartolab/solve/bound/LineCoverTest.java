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

/** {@link LineCover} against every play of the steps by the rules (disjoint drawings, in order), and by hand. */
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
        assertThat(LineCover.most(lines, 6, List.of(moves, moves), j -> true, grid.none(), j -> false)).isZero();
        // Drawing a cell alone does not help two steps either. Nor three: the first step's moves fit, so it draws
        // one (a cell alone at most where it blocked all of a later step's moves), and after 0, 5, 6 the move
        // 7, 8, 9 still fits, after 5, 6, 7 or 7, 8, 9 two cells alone are left for three runs. Three steps with
        // no move to draw fall back to three cells alone and complete the row.
        assertThat(LineCover.most(lines, 6, List.of(moves, moves), j -> true, row, j -> false)).isZero();
        assertThat(LineCover.most(lines, 6, List.of(moves, moves, moves), j -> true, row, j -> false)).isZero();
        List<Move> none = List.of();
        assertThat(LineCover.most(lines, 6, List.of(none, none, none), j -> true, row, j -> false)).isEqualTo(6);
        // A step whose shapes always fit somewhere never draws a cell alone: then three steps do not either; one
        // that may and two that may not cover only two of the three runs (cell 0 by a drawing, 2 or 4 alone).
        assertThat(LineCover.most(lines, 6, List.of(moves, moves, moves), j -> false, row, j -> false)).isZero();
        assertThat(LineCover.most(lines, 6, List.of(moves, moves, moves), j -> j < 1, row, j -> false)).isZero();
    }

    /**
     * Hand-worked, on a 2x3 map, row 0 missing cells 0, 1 and 2, worth 6 (cells 3-5 are row 1). The first step
     * draws cells 0, 1 or 3, 4. The second may fall back to a single cell, but its only move, cells 3, 4, fits
     * unless the first step drew there: drawing 0, 1 first leaves it the move, not cell 2. As an ambush whose
     * moves are 4, 5 then 2, 5 in its order, it takes 2, 5 only if 4, 5 is blocked, again only after the first
     * step drew 3, 4. So no play completes the row; covering cell 2 by the second step at any time said 6.
     */
    @Test
    void aStepDrawsItsFallbackOrALaterMoveOnlyWhenTheStepsBeforeBlockedItsMoves() {
        SquareGrid grid = new SquareGrid(2, 3);
        long[] row = Bits.of(grid.words(), 0, 1, 2);
        List<LineGoals> lines = List.of(new LineGoals(6, List.of(row)));
        List<Move> first = List.of(move(grid, 0, 1), move(grid, 3, 4));
        List<Move> fallsBack = List.of(move(grid, 3, 4));
        assertThat(LineCover.most(lines, 6, List.of(first, fallsBack), j -> j == 1, row, j -> false)).isZero();
        // With a step before them that may draw cell 3 (the first step's 0, 1 then leaves the move 3, 4 blocked),
        // the fallback may come: 6.
        List<Move> blocker = List.of(move(grid, 3));
        assertThat(LineCover.most(lines, 6, List.of(blocker, first, fallsBack), j -> j == 2, row, j -> false))
                .isEqualTo(6);
        List<Move> ambush = List.of(move(grid, 4, 5), move(grid, 2, 5));
        assertThat(LineCover.most(lines, 6, List.of(first, ambush), j -> false, row, j -> j == 1)).isZero();
        // Taking any of its moves, the ambush would complete the row after the first step's 0, 1.
        assertThat(LineCover.most(lines, 6, List.of(first, ambush), j -> false, row, j -> false)).isEqualTo(6);
    }

    @Test
    void neverBelowTheBestPlayOfRandomSteps() {
        Random random = new Random(21);
        for (int round = 0; round < 600; round++) {
            SquareGrid grid = new SquareGrid(2 + random.nextInt(2), 2 + random.nextInt(3));
            int steps = 1 + random.nextInt(3);
            List<List<Move>> moves = new ArrayList<>();
            boolean[] single = new boolean[steps];
            boolean[] ordered = new boolean[steps];
            int budget = 0;
            for (int j = 0; j < steps; j++) {
                ordered[j] = random.nextInt(4) == 0;
                single[j] = !ordered[j] && random.nextBoolean();
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
            Rules rules = new Rules(moves, single, ordered, reachable, grid);
            double best = rules.best(families, 0, grid.none());
            assertThat(LineCover.most(families, budget, moves, j -> single[j], reachable, j -> ordered[j]))
                    .as("round %d", round).isGreaterThanOrEqualTo(best);
        }
    }

    /**
     * The plain way, by the rules: each step draws one of its moves that fits (misses the cells drawn before);
     * if none does, a reachable cell alone where it may fall back ({@code single}), else nothing. An ambush
     * ({@code ordered}) draws the first of its moves that fits.
     */
    private record Rules(List<List<Move>> moves, boolean[] single, boolean[] ordered, long[] reachable,
                         SquareGrid grid) {

        double best(List<LineGoals> families, int step, long[] used) {
            if (step == moves.size()) {
                double lines = 0;
                for (LineGoals family : families) {
                    for (long[] missing : family.missing()) {
                        lines += Bits.subsetOf(missing, used) ? family.weight() : 0;
                    }
                }
                return lines;
            }
            List<long[]> drawings = new ArrayList<>();
            for (Move move : moves.get(step)) {
                if (!Bits.intersects(move.cells(), used) && !(ordered[step] && !drawings.isEmpty())) {
                    drawings.add(move.cells());
                }
            }
            if (drawings.isEmpty() && single[step]) {
                for (int i = Bits.first(reachable); i >= 0; i = Bits.next(reachable, i + 1)) {
                    if (!Bits.get(used, i)) {
                        drawings.add(Bits.single(grid.words(), i));
                    }
                }
            }
            double best = drawings.isEmpty() ? best(families, step + 1, used) : Double.NEGATIVE_INFINITY;
            for (long[] cells : drawings) {
                best = Math.max(best, best(families, step + 1, Bits.or(used, cells)));
            }
            return best;
        }
    }

    private static Move move(SquareGrid grid, int... cells) {
        return new Move(0, new Placement(null, 0, 0, Bits.of(grid.words(), cells)), FOREST, false);
    }
}
