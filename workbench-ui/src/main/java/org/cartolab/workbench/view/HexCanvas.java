package org.cartolab.workbench.view;

import java.util.List;

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
 * number token on a round counter (6 and 8 in red, as Catan prints the likeliest numbers). A column's hexes are two
 * rows apart and neighbouring columns one row offset, as in the map's rows.
 */
final class HexCanvas extends Canvas {

    private static final double PAD = 3;
    private static final double ROW = Math.sqrt(3) / 2;

    HexCanvas(HexBoard board, double radius) {
        super(width(board.hexes(), radius), height(board.hexes(), radius));
        int minColumn = board.hexes().stream().mapToInt(HexTile::column).min().orElse(0);
        int minRow = board.hexes().stream().mapToInt(HexTile::row).min().orElse(0);
        GraphicsContext g = getGraphicsContext2D();
        for (HexTile tile : board.hexes()) {
            double cx = PAD + radius + 1.5 * radius * (tile.column() - minColumn);
            double cy = PAD + ROW * radius * (tile.row() - minRow + 1);
            paint(g, tile.landscape(), cx, cy, radius, tile.frame() ? "" : tile.landscape().symbol(), tile.number());
        }
    }

    /** One hex of a landscape with its symbol: a landscape card's picture and a legend's swatch. */
    static Canvas tile(Landscape landscape, double radius) {
        Canvas canvas = new Canvas(2 * radius + 2 * PAD, 2 * ROW * radius + 2 * PAD);
        paint(canvas.getGraphicsContext2D(), landscape, PAD + radius, PAD + ROW * radius, radius,
                radius >= 14 ? landscape.symbol() : "", 0);
        return canvas;
    }

    private static void paint(GraphicsContext g, Landscape landscape, double cx, double cy, double r, String symbol,
                              int number) {
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
            g.setFill(number == 6 || number == 8 ? Color.web("#b02020") : Glyphs.INK);
            g.setFont(Font.font("DejaVu Sans", FontWeight.BOLD, token * 1.05));
            g.fillText(Integer.toString(number), cx, cy + r * 0.1);
        }
    }

    private static double width(List<HexTile> hexes, double r) {
        int columns = hexes.stream().mapToInt(HexTile::column).max().orElse(0)
                - hexes.stream().mapToInt(HexTile::column).min().orElse(0);
        return 2 * PAD + 2 * r + 1.5 * r * columns;
    }

    private static double height(List<HexTile> hexes, double r) {
        int rows = hexes.stream().mapToInt(HexTile::row).max().orElse(0)
                - hexes.stream().mapToInt(HexTile::row).min().orElse(0);
        return 2 * PAD + ROW * r * (rows + 2);
    }
}
