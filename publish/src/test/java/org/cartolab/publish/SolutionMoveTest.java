package org.cartolab.publish;

import static org.assertj.core.api.Assertions.assertThat;

import org.cartolab.board.Bits;
import org.cartolab.board.SquareGrid;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ShapeCell;
import org.cartolab.rules.Move;
import org.cartolab.rules.Orientation;
import org.cartolab.rules.Placement;
import org.junit.jupiter.api.Test;

/** A rules-engine move becomes a solution move with its cells read off the bitboard. */
class SolutionMoveTest {

    @Test
    void readsTheCellsOfAMove() {
        ExploreCard orchard = SamplePuzzle.GAME.explore().stream().filter(c -> c.id().equals("orchard")).findFirst()
                .orElseThrow();
        SquareGrid grid = new SquareGrid(11, 11);
        // why: "XXX/..X" mirrored and turned three times is "X./X./XX"; with its top-left at row 4, column 9 it
        // covers (4,9) (5,9) (6,9) (6,10).
        Orientation orientation = Orientation.transform(orchard.shapes().get(0).shape(), 7);
        long[] cells = new long[grid.words()];
        for (ShapeCell cell : orientation.cells()) {
            Bits.set(cells, grid.index(4 + cell.row(), 9 + cell.col()));
        }
        Move move = new Move(0, new Placement(orientation, 4, 9, cells), SamplePuzzle.terrain("farm"), false);
        SolutionMove solution = SolutionMove.of(0, move, grid, 5);
        assertThat(solution.cells()).containsExactly(new Cell(4, 9), new Cell(5, 9), new Cell(6, 9), new Cell(6, 10));
        assertThat(solution.orientation()).isEqualTo(7);
        assertThat(solution.terrain().id()).isEqualTo("farm");
        assertThat(solution.shape()).isZero();
        assertThat(solution.scoreAfter()).isEqualTo(5);
        assertThat(new Cell(6, 10).label()).isEqualTo("K7");
    }
}
