package org.cartolab.publish;

/**
 * The puzzle as one picture (puzzle.png, and inline SVG on the HTML page): the starting map with its coordinates,
 * the scoring cards, the key to the map's cells, then the card sequence.
 */
final class PuzzlePicture {

    static final double WIDTH = 880;
    static final double MARGIN = 20;
    private static final int CARDS_PER_ROW = 4;

    private final PuzzleSheet puzzle;
    private BoardDrawing board;
    private double boardX;
    private double boardY;

    PuzzlePicture(PuzzleSheet puzzle) {
        this.puzzle = puzzle;
    }

    /** Draws the picture and returns its height. */
    double draw(Canvas canvas) {
        double y = Headings.title(canvas, puzzle.gameName() + " · " + puzzle.seasonName() + " · " + puzzle.date(),
                Headings.facts(puzzle), MARGIN, MARGIN, WIDTH - 2 * MARGIN);
        board = new BoardDrawing(puzzle.start(), 34, false);
        boardX = MARGIN;
        boardY = y;
        board.draw(canvas, MARGIN, y);
        double panelX = MARGIN + board.width() + 24;
        double panelY = Panels.scoring(canvas, puzzle, panelX, y + board.labelMargin(), WIDTH - MARGIN - panelX, 12);
        panelY = MapKey.of(puzzle.start()).draw(canvas, board, panelX, panelY + 6, WIDTH - MARGIN - panelX, 11);
        y = Math.max(y + board.height(), panelY) + 18;
        canvas.text("The cards, in order (turn or mirror any shape)", MARGIN, y + 14, 14, true, Palette.INK);
        y += 24;
        return Panels.cards(canvas, puzzle.cards(), new CardDrawing(12, 14), MARGIN, y, WIDTH - 2 * MARGIN,
                CARDS_PER_ROW, 10, null) + MARGIN;
    }

    /** The centre of a map cell in points, once drawn: for tests that look at the picture. */
    double[] cellCentre(int row, int col) {
        return new double[] {board.cellX(boardX, col) + board.cell() / 2,
                board.cellY(boardY, row) + board.cell() / 2};
    }
}
