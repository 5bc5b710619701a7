package org.cartolab.publish;

import java.awt.Color;
import java.util.List;
import java.util.Locale;
import java.util.stream.Collectors;

import org.cartolab.model.PlayableCard;

/**
 * The solution as one picture (solution.png, and inline SVG on the HTML page): the final map with every move's
 * cells outlined and numbered by its card, the moves with the running score, the score breakdown and the key to the
 * map's cells.
 */
final class SolutionPicture {

    static final double WIDTH = 880;
    private static final double MARGIN = PuzzlePicture.MARGIN;

    private final PuzzleSheet puzzle;
    private final SolutionSheet solution;
    private BoardDrawing board;
    private double boardY;

    SolutionPicture(PuzzleSheet puzzle, SolutionSheet solution) {
        this.puzzle = puzzle;
        this.solution = solution;
    }

    double draw(Canvas canvas) {
        double y = Headings.title(canvas, "Solution · " + puzzle.gameName() + " · " + puzzle.seasonName() + " · "
                + puzzle.date(), List.of("Puzzle " + puzzle.id() + " · score " + solution.total() + " (par "
                + puzzle.par() + ") · the numbers on the map are the cards' numbers"), MARGIN, MARGIN,
                WIDTH - 2 * MARGIN);
        board = new BoardDrawing(solution.end(), 34, false);
        boardY = y;
        board.draw(canvas, MARGIN, y);
        for (SolutionMove move : solution.moves()) {
            String number = String.valueOf(move.card() + 1);
            for (Cell cell : move.cells()) {
                Color background = Palette.of(move.terrain());
                canvas.text(number, board.cellX(MARGIN, cell.col()) + 3, board.cellY(y, cell.row()) + 12, 10.5,
                        true, Palette.inkOn(background));
            }
            board.outline(canvas, MARGIN, y, move.cells(), Palette.HIGHLIGHT, 2.6);
        }
        double panelX = MARGIN + board.width() + 24;
        double panelWidth = WIDTH - MARGIN - panelX;
        double below = moves(canvas, panelX, y + board.labelMargin(), panelWidth);
        below = breakdown(canvas, panelX, below + 14, panelWidth);
        below = MapKey.of(solution.end()).draw(canvas, board, panelX, below + 10, panelWidth, 11);
        return Math.max(y + board.height(), below) + MARGIN;
    }

    /** One line per move: the card, what was drawn where, the season's score after it. */
    private double moves(Canvas canvas, double x, double y, double width) {
        double size = 11.5;
        canvas.text("The moves", x, y + size * 1.15, size * 1.15, true, Palette.INK);
        canvas.text("score", x + width - Fonts.width("score", size, true), y + size * 1.15, size, true,
                Palette.MUTED);
        double baseline = y + size * 1.15 + TextBlock.lineHeight(size) + 2;
        for (SolutionMove move : solution.moves()) {
            PlayableCard card = puzzle.cards().get(move.card());
            String score = String.valueOf(move.scoreAfter());
            String what = (move.card() + 1) + ". " + card.name() + ": " + move.terrain().name().toLowerCase(Locale.ROOT)
                    + (move.coin() ? " (coin)" : "") + " on " + move.cells().stream().map(Cell::label)
                    .collect(Collectors.joining(" "));
            canvas.text(score, x + width - Fonts.width(score, size, true), baseline, size, true, Palette.INK);
            baseline = TextBlock.draw(canvas, TextBlock.wrap(what, size, false, width - size * 3), x, baseline,
                    size, false, Palette.INK);
        }
        return baseline - size;
    }

    private double breakdown(Canvas canvas, double x, double y, double width) {
        double size = 12;
        canvas.text("The score", x, y + size * 1.15, size * 1.15, true, Palette.INK);
        double baseline = y + size * 1.15 + TextBlock.lineHeight(size) + 2;
        for (Points points : solution.points()) {
            baseline = row(canvas, points.name(), String.valueOf(points.points()), x, baseline, width, size, false);
        }
        canvas.line(x, baseline - size * 0.9, x + width, baseline - size * 0.9, Palette.GRID, 0.8);
        baseline += 2;
        baseline = row(canvas, "Total", String.valueOf(solution.total()), x, baseline, width, size, true);
        return row(canvas, "Par", String.valueOf(puzzle.par()), x, baseline, width, size, false) - size;
    }

    private static double row(Canvas canvas, String label, String value, double x, double baseline, double width,
                              double size, boolean bold) {
        canvas.text(label, x, baseline, size, bold, Palette.INK);
        canvas.text(value, x + width - Fonts.width(value, size, bold), baseline, size, bold, Palette.INK);
        return baseline + TextBlock.lineHeight(size);
    }

    /** The centre of a map cell in points, once drawn: for tests that look at the picture. */
    double[] cellCentre(int row, int col) {
        return new double[] {board.cellX(MARGIN, col) + board.cell() / 2,
                board.cellY(boardY, row) + board.cell() / 2};
    }
}
