package org.cartolab.publish;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Board;
import org.cartolab.model.AmbushCard;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.Shape;
import org.cartolab.model.ShapeCell;
import org.cartolab.rules.Orientation;
import org.cartolab.scoring.Scorer;
import org.cartolab.scoring.SeasonScore;
import org.junit.jupiter.api.Test;

/**
 * The hand-made sample (used by the other tests and for samples/puzzles/) is a real play: every move is its
 * card's shape in the stated orientation, the moves make the final map, and the engine's scorer agrees with the
 * hand-worked points.
 */
class SamplePuzzleTest {

    @Test
    void everyMoveIsItsCardsShapeInTheStatedOrientation() {
        PuzzleSheet puzzle = SamplePuzzle.puzzle();
        for (SolutionMove move : SamplePuzzle.solution().moves()) {
            PlayableCard card = puzzle.cards().get(move.card());
            Shape shape = card instanceof ExploreCard explore
                    ? explore.shapes().get(move.shape()).shape()
                    : ((AmbushCard) card).shape().shape();
            Orientation orientation = Orientation.transform(shape, move.orientation());
            int top = move.cells().stream().mapToInt(Cell::row).min().orElseThrow();
            int left = move.cells().stream().mapToInt(Cell::col).min().orElseThrow();
            List<Cell> expected = new ArrayList<>();
            for (ShapeCell cell : orientation.cells()) {
                expected.add(new Cell(top + cell.row(), left + cell.col()));
            }
            assertThat(move.cells()).as(card.name()).containsExactlyInAnyOrderElementsOf(expected);
            if (card instanceof ExploreCard explored) {
                assertThat(explored.terrains()).as(card.name()).contains(move.terrain());
                assertThat(move.coin()).as(card.name()).isEqualTo(explored.shapes().get(move.shape()).coin());
            }
        }
    }

    @Test
    void theMovesMakeTheFinalMapAndScoreAsWorkedByHand() {
        PuzzleSheet puzzle = SamplePuzzle.puzzle();
        SolutionSheet solution = SamplePuzzle.solution();
        Board start = puzzle.start();
        Board.Builder drawn = Board.builder(start.height(), start.width(), start.terrains());
        for (int r = 0; r < start.height(); r++) {
            for (int c = 0; c < start.width(); c++) {
                int row = r;
                int col = c;
                start.terrainAt(r, c).ifPresent(t -> drawn.terrain(row, col, t));
                if (start.isRuins(r, c)) {
                    drawn.ruins(r, c);
                }
            }
        }
        for (SolutionMove move : solution.moves()) {
            for (Cell cell : move.cells()) {
                assertThat(start.terrainAt(cell.row(), cell.col())).as(cell.label()).isEmpty();
                drawn.terrain(cell.row(), cell.col(), move.terrain());
            }
        }
        assertThat(drawn.build().toRows()).isEqualTo(solution.end().toRows());
        // why: SamplePuzzle's comment works the points out: Sentinel Wood 3, Canal Lake 9, monsters -4; two coins.
        SeasonScore score = new Scorer(SamplePuzzle.GAME.seasonTerms()).score(solution.end(),
                puzzle.edicts().stream().map(Edict::card).toList(), 2, false);
        assertThat(score.cards()).extracting(c -> c.points()).containsExactly(3, 9);
        assertThat(score.term("monsters")).isEqualTo(-4);
        assertThat(score.total()).isEqualTo(10).isEqualTo(solution.total()).isEqualTo(puzzle.par());
    }
}
