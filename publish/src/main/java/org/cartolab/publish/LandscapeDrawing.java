package org.cartolab.publish;

import java.awt.Color;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.PlacedCard;

/**
 * A laid landscape: the cards drawn in the order they were laid, each on top of the earlier ones with its outline
 * (so what is hidden is hidden, as on the table), each card's order number on its first visible cell, the marked
 * cells of a highlighted condition, and the landscape's row and column numbers (those of the .landscape file)
 * above and to the left.
 */
final class LandscapeDrawing {

    static final Color SCORED = new Color(0xd8, 0x1b, 0x60);

    private final LandscapeCells cells;
    private final Landscape landscape;
    /** The marked cells, 0-based from the landscape's top-left corner. */
    private final Set<Cell> scored;
    private final int top;
    private final int left;
    private final int rows;
    private final int columns;

    LandscapeDrawing(LandscapeCells cells, Landscape landscape, Set<Cell> scored) {
        this.cells = cells;
        this.landscape = landscape;
        this.scored = Set.copyOf(scored);
        this.top = landscape.top();
        this.left = landscape.left();
        int bottom = landscape.cards().stream().mapToInt(card -> card.row() + card.height() - 1).max().orElse(0);
        int right = landscape.cards().stream().mapToInt(card -> card.col() + card.width() - 1).max().orElse(0);
        this.rows = bottom - top + 1;
        this.columns = right - left + 1;
    }

    double labelMargin() {
        return cells.cell() * 0.7;
    }

    double width() {
        return labelMargin() + columns * cells.cell() + cells.cell() * 0.1;
    }

    double height() {
        return labelMargin() + rows * cells.cell() + cells.cell() * 0.1;
    }

    /** The top-left corner of a landscape position once drawn at (x, y): for tests that look at the picture. */
    double[] corner(double x, double y, int row, int col) {
        return new double[] {x + labelMargin() + (col - left) * cells.cell(),
                y + labelMargin() + (row - top) * cells.cell()};
    }

    void draw(Canvas canvas, double x, double y) {
        double s = cells.cell();
        double labelSize = s * 0.3;
        for (int c = 0; c < columns; c++) {
            double[] at = corner(x, y, top, left + c);
            canvas.centredText(String.valueOf(left + c), at[0] + s / 2, at[1] - s * 0.2, labelSize, true,
                    Palette.MUTED);
        }
        for (int r = 0; r < rows; r++) {
            double[] at = corner(x, y, top + r, left);
            String label = String.valueOf(top + r);
            canvas.text(label, at[0] - s * 0.12 - Fonts.width(label, labelSize, true), at[1] + s / 2 + labelSize * 0.36,
                    labelSize, true, Palette.MUTED);
        }
        for (PlacedCard card : landscape.cards()) {
            List<double[]> conditionCorners = new ArrayList<>();
            for (PlacedCard.Cell cell : card.cells()) {
                double[] at = corner(x, y, cell.row(), cell.col());
                cells.draw(canvas, cell.terrain(), cell.ends(), at[0], at[1]);
                if (cells.isCondition(cell.terrain())) {
                    conditionCorners.add(at);
                }
            }
            card.face().condition().ifPresent(condition -> cells.condition(canvas, condition.name(),
                    conditionCorners));
            double[] at = corner(x, y, card.row(), card.col());
            outline(canvas, at[0], at[1], card.width() * s, card.height() * s, s);
        }
        for (Cell cell : scored) {
            double[] at = corner(x, y, top + cell.row(), left + cell.col());
            scoredMark(canvas, at[0], at[1], s);
        }
        List<PlacedCard.Cell> badgeCells = firstVisibleCells();
        for (int i = 0; i < badgeCells.size(); i++) {
            double[] at = corner(x, y, badgeCells.get(i).row(), badgeCells.get(i).col());
            badge(canvas, i + 1, at[0], at[1], s);
        }
    }

    /**
     * For each card, its first cell (row by row) that no later card covers, where its order number goes; a card
     * covered whole keeps its number on its top-left cell.
     */
    private List<PlacedCard.Cell> firstVisibleCells() {
        Map<Cell, Integer> topCard = new HashMap<>();
        List<PlacedCard> cards = landscape.cards();
        for (int i = 0; i < cards.size(); i++) {
            for (PlacedCard.Cell cell : cards.get(i).cells()) {
                topCard.put(new Cell(cell.row(), cell.col()), i);
            }
        }
        List<PlacedCard.Cell> first = new ArrayList<>();
        for (int i = 0; i < cards.size(); i++) {
            int index = i;
            PlacedCard card = cards.get(i);
            first.add(card.cells().stream()
                    .filter(cell -> topCard.get(new Cell(cell.row(), cell.col())) == index)
                    .min(java.util.Comparator.comparingInt(PlacedCard.Cell::row).thenComparingInt(PlacedCard.Cell::col))
                    .orElse(new PlacedCard.Cell(card.row(), card.col(), java.util.Optional.empty(), 0)));
        }
        return first;
    }

    /** A card's edge: a dark line over a light one, so it stands out on dark and light cells alike. */
    static void outline(Canvas canvas, double x, double y, double w, double h, double cell) {
        canvas.strokeRect(x, y, w, h, Palette.PAPER, cell * 0.11);
        canvas.strokeRect(x, y, w, h, Palette.INK, cell * 0.06);
    }

    /** The order number in a disc at the top-left corner of the cell at (x, y). */
    static void badge(Canvas canvas, int number, double x, double y, double cell) {
        double r = cell * 0.17;
        double cx = x + r + cell * 0.06;
        double cy = y + r + cell * 0.06;
        canvas.fillCircle(cx, cy, r, Palette.INK);
        canvas.strokeCircle(cx, cy, r, Palette.PAPER, cell * 0.025);
        canvas.centredText(String.valueOf(number), cx, cy + r * 0.42, r * (number < 10 ? 1.25 : 1.0), true,
                Palette.PAPER);
    }

    /** A scored cell: a ring just inside its edge, in a colour no symbol uses. */
    static void scoredMark(Canvas canvas, double x, double y, double cell) {
        double inset = cell * 0.12;
        canvas.strokeRect(x + inset, y + inset, cell - 2 * inset, cell - 2 * inset, SCORED, cell * 0.07);
    }
}
