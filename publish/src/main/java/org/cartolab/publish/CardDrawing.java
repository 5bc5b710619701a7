package org.cartolab.publish;

import java.awt.Color;
import java.util.List;
import java.util.Locale;

import org.cartolab.model.AmbushCard;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.Shape;
import org.cartolab.model.ShapeCell;
import org.cartolab.model.ShapeOption;
import org.cartolab.model.Terrain;

/**
 * One card of the sequence in a box: its number in the sequence, name and time, what it lets the player draw
 * (terrain swatches, or what a ruins card or an ambush does) and its shapes as printed, a coin beside each coin
 * shape. Shapes may be turned and mirrored when drawn; the picture shows them as printed.
 */
final class CardDrawing {

    private final double size;
    private final double shapeCell;

    /** {@code size} is the title's font size; the rest scales with it. */
    CardDrawing(double size, double shapeCell) {
        this.size = size;
        this.shapeCell = shapeCell;
    }

    /** Draws the card's box of the given width at (x, y) and returns its height; {@code height} 0 = natural. */
    double draw(Canvas canvas, PlayableCard card, int number, double x, double y, double width, double height) {
        double pad = size * 0.6;
        double natural = content(Canvas.measuring(), card, number, x + pad, y + pad, width - 2 * pad) - y + pad;
        double boxHeight = Math.max(height, natural);
        canvas.fillRect(x, y, width, boxHeight, Palette.PANEL);
        canvas.strokeRect(x, y, width, boxHeight, Palette.GRID, 0.8);
        content(canvas, card, number, x + pad, y + pad, width - 2 * pad);
        return boxHeight;
    }

    /** Draws the inside; returns the y below it. */
    private double content(Canvas canvas, PlayableCard card, int number, double x, double y, double width) {
        double small = size * 0.82;
        String time = "time " + PuzzleSheet.time(card);
        double timeWidth = Fonts.width(time, small, false);
        String title = number + ". " + card.name();
        List<String> titleLines = TextBlock.wrap(title, size, true, width - timeWidth - size * 0.5);
        double baseline = y + size;
        canvas.text(time, x + width - timeWidth, baseline, small, false, Palette.MUTED);
        baseline = TextBlock.draw(canvas, titleLines, x, baseline, size, true, Palette.INK);
        if (card instanceof ExploreCard explore) {
            return exploreBody(canvas, explore, x, baseline, width, small);
        }
        return ambushBody(canvas, (AmbushCard) card, x, baseline, width, small);
    }

    private double exploreBody(Canvas canvas, ExploreCard card, double x, double baseline, double width,
                               double small) {
        double y = baseline;
        switch (card.kind()) {
            case RUINS -> {
                String rule = "Ruins: the next card's shape must cover a ruins cell. If it cannot be drawn there, "
                        + "draw a single cell of any terrain instead.";
                return TextBlock.draw(canvas, TextBlock.wrap(rule, small, false, width), x, y, small, false,
                        Palette.INK) - small;
            }
            case RIFT, PORTAL -> y = TextBlock.draw(canvas, TextBlock.wrap("Draw one cell in any of:", small, false,
                    width), x, y, small, false, Palette.INK);
            default -> {
            }
        }
        y = swatches(canvas, card.terrains(), x, y, width, small);
        Color fill = card.terrains().size() == 1 ? Palette.of(card.terrains().get(0)) : Palette.NEUTRAL_SHAPE;
        return shapes(canvas, card.shapes(), fill, x, y - small * 0.5, width);
    }

    private double ambushBody(Canvas canvas, AmbushCard card, double x, double baseline, double width,
                              double small) {
        String rule = "Ambush: " + card.fill().name().toLowerCase(Locale.ROOT) + "s are drawn for you, as printed: "
                + "first in the " + words(card.soloCorner().name()) + " corner, then sliding "
                + words(card.pass().name()) + " along the edge.";
        double y = TextBlock.draw(canvas, TextBlock.wrap(rule, small, false, width), x, baseline, small, false,
                Palette.INK);
        return shapes(canvas, List.of(new ShapeOption(card.shape().shape(), false)), Palette.of(card.fill()), x,
                y - small * 0.5, width);
    }

    private static String words(String enumName) {
        return enumName.toLowerCase(Locale.ROOT).replace('_', '-');
    }

    /** Colour squares with terrain names, flowing onto more lines when needed; returns the next baseline. */
    private double swatches(Canvas canvas, List<Terrain> terrains, double x, double baseline, double width,
                            double small) {
        double box = small * 0.95;
        double cx = x;
        double y = baseline;
        for (Terrain terrain : terrains) {
            String name = terrain.name();
            double itemWidth = box + small * 0.3 + Fonts.width(name, small, false);
            if (cx > x && cx + itemWidth > x + width) {
                cx = x;
                y += TextBlock.lineHeight(small);
            }
            Color colour = Palette.of(terrain);
            canvas.fillRect(cx, y - box * 0.85, box, box, colour);
            canvas.strokeRect(cx, y - box * 0.85, box, box, Palette.INK, 0.5);
            canvas.text(name, cx + box + small * 0.3, y, small, false, Palette.INK);
            cx += itemWidth + small * 0.8;
        }
        return y + TextBlock.lineHeight(small);
    }

    /** The shapes side by side with "or" between them; returns the y below them. */
    private double shapes(Canvas canvas, List<ShapeOption> options, Color fill, double x, double top,
                          double width) {
        double s = shapeCell;
        double cx = x;
        double y = top;
        double rowHeight = 0;
        String or = "or";
        double orWidth = Fonts.width(or, size * 0.8, false) + s;
        for (int i = 0; i < options.size(); i++) {
            Shape shape = options.get(i).shape();
            boolean coin = options.get(i).coin();
            double shapeWidth = shape.width() * s + (coin ? s * 1.1 : 0);
            if (i > 0) {
                if (cx + orWidth + shapeWidth > x + width) {
                    cx = x;
                    y += rowHeight + s * 0.5;
                    rowHeight = 0;
                } else {
                    canvas.text(or, cx + s * 0.5, y + s * 0.5 + size * 0.3, size * 0.8, false, Palette.MUTED);
                    cx += orWidth;
                }
            }
            for (ShapeCell cell : shape.cells()) {
                double px = cx + cell.col() * s;
                double py = y + cell.row() * s;
                canvas.fillRect(px, py, s, s, fill);
                canvas.strokeRect(px, py, s, s, Palette.INK, 0.7);
            }
            if (coin) {
                double r = s * 0.38;
                double ccx = cx + shape.width() * s + s * 0.55;
                double ccy = y + s * 0.45;
                canvas.fillCircle(ccx, ccy, r, Palette.COIN);
                canvas.strokeCircle(ccx, ccy, r, Palette.COIN_EDGE, 0.7);
            }
            cx += shapeWidth;
            rowHeight = Math.max(rowHeight, shape.height() * s);
        }
        return y + rowHeight;
    }
}
