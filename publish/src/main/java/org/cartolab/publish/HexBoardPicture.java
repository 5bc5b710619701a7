package org.cartolab.publish;

import java.awt.Color;

import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexTile;

/**
 * A hex board drawn flat-topped as its map's rows place it: each hex in its landscape's colour with its symbol,
 * a number token with the number (6 and 8 in red) and one dot per pip. Rise of the Inkas has no harbours (the
 * rules mention none, RULES.md §4.4), so none are drawn.
 */
final class HexBoardPicture {

    private static final double RADIUS = 30;
    private static final double HALF_HEIGHT = RADIUS * Math.sqrt(3) / 2;
    private static final double MARGIN = 12;
    private static final double TITLE = 22;
    private static final Color RED = new Color(0xc0, 0x1c, 0x1c);
    private static final Color PLAIN = new Color(0xd0, 0xd0, 0xc8);

    private final HexBoard board;
    private final String title;

    HexBoardPicture(HexBoard board, String title) {
        this.board = board;
        this.title = title;
    }

    double width() {
        int columns = board.hexes().stream().mapToInt(HexTile::column).max().orElse(0) + 1;
        return 2 * MARGIN + 2 * RADIUS + (columns - 1) * 1.5 * RADIUS;
    }

    /** Draws the board; returns the height it takes. */
    double draw(Canvas canvas) {
        int rows = board.hexes().stream().mapToInt(HexTile::row).max().orElse(0) + 1;
        double height = 2 * MARGIN + TITLE + (rows + 1) * HALF_HEIGHT;
        canvas.fillRect(0, 0, width(), height, Palette.PAPER);
        canvas.text(title, MARGIN, MARGIN + 14, 14, true, Palette.INK);
        for (HexTile hex : board.hexes()) {
            double x = MARGIN + RADIUS + hex.column() * 1.5 * RADIUS;
            double y = MARGIN + TITLE + HALF_HEIGHT + hex.row() * HALF_HEIGHT;
            drawHex(canvas, hex, x, y);
        }
        return height;
    }

    private static void drawHex(Canvas canvas, HexTile hex, double x, double y) {
        double[] corners = new double[12];
        for (int i = 0; i < 6; i++) {
            double angle = Math.PI / 3 * i;
            corners[2 * i] = x + RADIUS * Math.cos(angle);
            corners[2 * i + 1] = y + RADIUS * Math.sin(angle);
        }
        String colour = hex.landscape().colour();
        canvas.fillPolygon(corners, colour.isEmpty() ? PLAIN : Color.decode(colour));
        for (int i = 0; i < 6; i++) {
            int j = (i + 1) % 6;
            canvas.line(corners[2 * i], corners[2 * i + 1], corners[2 * j], corners[2 * j + 1], Palette.PAPER, 1.5);
        }
        if (hex.frame()) {
            return;
        }
        canvas.centredText(hex.landscape().symbol(), x, y - RADIUS * 0.55, 8, true, Palette.PAPER);
        if (hex.number() == 0) {
            return;
        }
        Color ink = hex.pips() == 5 ? RED : Palette.INK;
        canvas.fillCircle(x, y + 2, RADIUS * 0.42, Palette.PANEL);
        canvas.strokeCircle(x, y + 2, RADIUS * 0.42, Palette.INK, 0.8);
        canvas.centredText(Integer.toString(hex.number()), x, y + 4, 11, true, ink);
        double step = 2.6;
        double first = x - (hex.pips() - 1) * step / 2;
        for (int pip = 0; pip < hex.pips(); pip++) {
            canvas.fillCircle(first + pip * step, y + 8.5, 0.9, ink);
        }
    }
}
