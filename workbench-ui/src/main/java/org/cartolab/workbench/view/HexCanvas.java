package org.cartolab.workbench.view;

import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexTile;
import org.cartolab.model.hex.Landscape;

import javafx.geometry.VPos;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

/**
 * A hex map drawn as the board is laid out: flat-topped hexes in their landscape's colour with its symbol, and each
 * number token on a round counter with its pips, the dots that count its chance in 36ths (6 and 8 in red, as Catan
 * prints the likeliest numbers). A column's hexes are two rows apart and neighbouring columns one row offset, as
 * in the map's rows ({@link HexLayout}).
 */
final class HexCanvas extends Canvas {

    private static final double PAD = HexLayout.PAD;
    private static final double ROW = HexLayout.ROW;

    HexCanvas(HexBoard board, double radius) {
        super(HexLayout.width(board.hexes(), radius), HexLayout.height(board.hexes(), radius));
        paintBoard(getGraphicsContext2D(), board, new HexLayout(board, radius));
    }

    /** Every hex of the board where the layout puts it. */
    static void paintBoard(GraphicsContext g, HexBoard board, HexLayout layout) {
        for (int i = 0; i < board.hexes().size(); i++) {
            HexTile tile = board.hexes().get(i);
            javafx.geometry.Point2D centre = layout.hex(i);
            paint(g, tile.landscape(), centre.getX(), centre.getY(), layout.radius(),
                    tile.frame() ? "" : tile.landscape().symbol(), tile.number(), tile.pips());
        }
    }

    /** One hex of a landscape with its symbol: a landscape card's picture and a legend's swatch. */
    static Canvas tile(Landscape landscape, double radius) {
        Canvas canvas = new Canvas(2 * radius + 2 * PAD, 2 * ROW * radius + 2 * PAD);
        paint(canvas.getGraphicsContext2D(), landscape, PAD + radius, PAD + ROW * radius, radius,
                radius >= 14 ? landscape.symbol() : "", 0, 0);
        return canvas;
    }

    private static void paint(GraphicsContext g, Landscape landscape, double cx, double cy, double r, String symbol,
                              int number, int pips) {
        double[] xs = new double[6];
        double[] ys = new double[6];
        for (int i = 0; i < 6; i++) {
            xs[i] = cx + r * Math.cos(Math.PI / 3 * i);
            ys[i] = cy + r * Math.sin(Math.PI / 3 * i);
        }
        Color fill = Glyphs.colour(landscape.colour());
        g.setFill(landscape.frame() ? fill.deriveColor(0, 0.7, 1.1, 1) : fill);
        g.fillPolygon(xs, ys, 6);
        g.setStroke(landscape.frame() ? fill.deriveColor(0, 1, 0.8, 1) : Glyphs.INK);
        g.setLineWidth(landscape.frame() ? 1 : 1.5);
        g.strokePolygon(xs, ys, 6);
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        if (!symbol.isEmpty()) {
            g.setFill(fill.getBrightness() < 0.6 ? Color.web("#f8f2e0") : Glyphs.INK);
            g.setFont(Font.font("DejaVu Sans", FontWeight.BOLD, r * (number == 0 ? 0.6 : 0.36)));
            g.fillText(symbol, cx, number == 0 ? cy : cy - r * 0.52);
        }
        if (number != 0) {
            double token = r * 0.4;
            g.setFill(Color.web("#f6ecd0"));
            g.fillOval(cx - token, cy + r * 0.1 - token, 2 * token, 2 * token);
            g.setStroke(Glyphs.INK);
            g.setLineWidth(1);
            g.strokeOval(cx - token, cy + r * 0.1 - token, 2 * token, 2 * token);
            Color ink = number == 6 || number == 8 ? Color.web("#b02020") : Glyphs.INK;
            g.setFill(ink);
            g.setFont(Font.font("DejaVu Sans", FontWeight.BOLD, token * 0.95));
            g.fillText(Integer.toString(number), cx, cy + r * 0.1 - token * 0.18);
            double dot = Math.max(1, token * 0.09);
            for (int i = 0; i < pips; i++) {
                double x = cx + (i - (pips - 1) / 2.0) * dot * 2.6;
                g.fillOval(x - dot, cy + r * 0.1 + token * 0.55 - dot, 2 * dot, 2 * dot);
            }
        }
    }
}
