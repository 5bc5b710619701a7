package org.cartolab.workbench.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.model.FaceCell;
import org.cartolab.model.Terrain;

import javafx.geometry.VPos;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.Text;
import javafx.scene.text.TextAlignment;

/**
 * Paints the cells of landscape cards (on a card face and on a laid landscape) as the published pictures draw
 * them: a symbol in its colour with its letter, a river as water from the centre to every edge where it ends, an
 * empty cell plain, a scoring condition's two cells as one block with the condition's name.
 */
final class LandscapeCells {

    static final Color WATER = Color.web("#1d5fa8");
    private static final String FONT = "DejaVu Sans";

    private LandscapeCells() {
    }

    /** One cell at (x, y) of side s with its grid line; a condition cell is only its colour (see {@link #condition}). */
    static void cell(GraphicsContext g, Optional<Terrain> terrain, int ends, double x, double y, double s) {
        if (terrain.isEmpty()) {
            Glyphs.empty(g, x, y, s);
        } else if (ends != 0) {
            g.setFill(Glyphs.colour(terrain.get()).interpolate(Color.WHITE, 0.7));
            g.fillRect(x, y, s, s);
            river(g, ends, x + s / 2, y + s / 2, s);
        } else {
            Glyphs.terrain(g, terrain.get(), x, y, s);
        }
        g.setStroke(Glyphs.INK.interpolate(Color.WHITE, 0.5));
        g.setLineWidth(1);
        g.strokeRect(x, y, s, s);
    }

    private static void river(GraphicsContext g, int ends, double cx, double cy, double s) {
        g.setStroke(WATER);
        g.setLineWidth(s / 5);
        g.setLineCap(StrokeLineCap.ROUND);
        for (FaceCell.Side side : FaceCell.Side.values()) {
            if ((ends & side.bit()) != 0) {
                double dx = side == FaceCell.Side.EAST ? 0.5 : side == FaceCell.Side.WEST ? -0.5 : 0;
                double dy = side == FaceCell.Side.SOUTH ? 0.5 : side == FaceCell.Side.NORTH ? -0.5 : 0;
                g.strokeLine(cx, cy, cx + dx * s, cy + dy * s);
            }
        }
        g.setLineCap(StrokeLineCap.SQUARE);
    }

    /**
     * A condition's cells as one block over (x, y, w, h) with its name in the largest font that fits; where no
     * readable font fits (a standing block of small cells) a sun, the game's point symbol, marks it instead.
     */
    static void condition(GraphicsContext g, Color colour, String name, double x, double y, double w, double h) {
        g.setFill(colour);
        g.fillRect(x, y, w, h);
        g.setStroke(Glyphs.INK);
        g.setLineWidth(1);
        g.strokeRect(x + 2, y + 2, w - 4, h - 4);
        g.setFill(Glyphs.INK);
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(VPos.CENTER);
        for (double size = Math.min(h * 0.36, 13); size >= 7; size -= 0.5) {
            Font font = Font.font(FONT, FontWeight.BOLD, size);
            List<String> lines = wrap(name, font, w - 6);
            double lineHeight = size * 1.15;
            if (lines.size() * lineHeight <= h - 4 && lines.stream().allMatch(line -> width(line, font) <= w - 6)) {
                g.setFont(font);
                double top = y + h / 2 - (lines.size() - 1) * lineHeight / 2;
                for (int i = 0; i < lines.size(); i++) {
                    g.fillText(lines.get(i), x + w / 2, top + i * lineHeight);
                }
                return;
            }
        }
        g.setFont(Font.font(FONT, FontWeight.BOLD, Math.min(w, h) * 0.6));
        g.fillText("\u2600", x + w / 2, y + h / 2);
    }

    private static List<String> wrap(String text, Font font, double width) {
        List<String> lines = new ArrayList<>();
        String line = "";
        for (String word : text.split("\\s+")) {
            String candidate = line.isEmpty() ? word : line + " " + word;
            if (!line.isEmpty() && width(candidate, font) > width) {
                lines.add(line);
                line = word;
            } else {
                line = candidate;
            }
        }
        lines.add(line);
        return lines;
    }

    private static double width(String text, Font font) {
        Text measured = new Text(text);
        measured.setFont(font);
        return measured.getLayoutBounds().getWidth();
    }

    /**
     * A condition's cells, given by their top-left corners: one block over both when they touch (as on every
     * printed card), else a block on each.
     */
    static void condition(GraphicsContext g, Color colour, String name, List<double[]> corners, double s) {
        boolean touching = corners.size() == 2 && Math.abs(Math.abs(corners.get(0)[0] - corners.get(1)[0])
                + Math.abs(corners.get(0)[1] - corners.get(1)[1]) - s) < 1e-6;
        if (!touching) {
            corners.forEach(corner -> condition(g, colour, name, corner[0], corner[1], s, s));
            return;
        }
        double x = Math.min(corners.get(0)[0], corners.get(1)[0]);
        double y = Math.min(corners.get(0)[1], corners.get(1)[1]);
        condition(g, colour, name, x, y, Math.abs(corners.get(0)[0] - corners.get(1)[0]) + s,
                Math.abs(corners.get(0)[1] - corners.get(1)[1]) + s);
    }
}
