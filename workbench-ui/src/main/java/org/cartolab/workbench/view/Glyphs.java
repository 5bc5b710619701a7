package org.cartolab.workbench.view;

import org.cartolab.model.Terrain;

import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;

/**
 * Paints one map cell the way the printed sheets show it: its terrain's colour and a small mark (a tree, a
 * house, wheat, waves, a peak...) so maps read without a legend; a terrain without a known mark shows its symbol.
 */
final class Glyphs {

    static final Color PAPER = Color.web("#f3ead2");
    static final Color INK = Color.web("#4a3b28");

    private Glyphs() {
    }

    static Color colour(Terrain terrain) {
        return colour(terrain == null ? null : terrain.colour());
    }

    /** A colour as the language writes it ({@code #rrggbb} or {@code #rgb}), or a neutral tan for none. */
    static Color colour(String colour) {
        if (colour == null || colour.isEmpty()) {
            return Color.web("#b0a080");
        }
        return Color.web(colour);
    }

    /** Fills the cell at (x, y) of side s with the terrain and draws its mark. */
    static void terrain(GraphicsContext g, Terrain terrain, double x, double y, double s) {
        Color base = colour(terrain);
        g.setFill(base);
        g.fillRect(x, y, s, s);
        Color mark = base.deriveColor(0, 1, 0.55, 1);
        g.setStroke(mark);
        g.setFill(mark);
        g.setLineWidth(Math.max(1, s / 14));
        g.setLineCap(StrokeLineCap.ROUND);
        double cx = x + s / 2;
        double cy = y + s / 2;
        switch (terrain.id()) {
            case "forest" -> {
                g.fillPolygon(new double[] {cx, cx - s * 0.28, cx + s * 0.28},
                        new double[] {y + s * 0.15, y + s * 0.68, y + s * 0.68}, 3);
                g.strokeLine(cx, y + s * 0.68, cx, y + s * 0.85);
            }
            case "village" -> {
                g.fillPolygon(new double[] {x + s * 0.22, cx, x + s * 0.78}, new double[] {cy, y + s * 0.2, cy}, 3);
                g.fillRect(x + s * 0.28, cy, s * 0.44, s * 0.3);
            }
            case "farm" -> {
                for (int i = -1; i <= 1; i++) {
                    double sx = cx + i * s * 0.2;
                    g.strokeLine(sx, y + s * 0.82, sx, y + s * 0.3);
                    g.fillOval(sx - s * 0.06, y + s * 0.18, s * 0.12, s * 0.2);
                }
            }
            case "water" -> {
                for (int i = 0; i < 2; i++) {
                    double wy = y + s * (0.38 + i * 0.26);
                    g.strokeArc(x + s * 0.14, wy - s * 0.1, s * 0.24, s * 0.2, 0, 180, javafx.scene.shape.ArcType.OPEN);
                    g.strokeArc(x + s * 0.38, wy - s * 0.1, s * 0.24, s * 0.2, 180, 180,
                            javafx.scene.shape.ArcType.OPEN);
                    g.strokeArc(x + s * 0.62, wy - s * 0.1, s * 0.24, s * 0.2, 0, 180, javafx.scene.shape.ArcType.OPEN);
                }
            }
            case "mountain" -> {
                g.setFill(Color.web("#5b4a3a"));
                g.fillPolygon(new double[] {x + s * 0.12, x + s * 0.42, x + s * 0.72},
                        new double[] {y + s * 0.82, y + s * 0.22, y + s * 0.82}, 3);
                g.setFill(Color.web("#6e5c4a"));
                g.fillPolygon(new double[] {x + s * 0.45, x + s * 0.66, x + s * 0.88},
                        new double[] {y + s * 0.82, y + s * 0.4, y + s * 0.82}, 3);
                g.setFill(Color.WHITE);
                g.fillPolygon(new double[] {x + s * 0.34, x + s * 0.42, x + s * 0.5},
                        new double[] {y + s * 0.38, y + s * 0.22, y + s * 0.38}, 3);
            }
            case "monster" -> {
                g.setFill(mark);
                g.fillOval(x + s * 0.22, y + s * 0.2, s * 0.56, s * 0.56);
                g.setFill(Color.web("#f0e040"));
                g.fillOval(x + s * 0.34, y + s * 0.38, s * 0.1, s * 0.1);
                g.fillOval(x + s * 0.56, y + s * 0.38, s * 0.1, s * 0.1);
                g.setStroke(Color.WHITE);
                g.strokeLine(x + s * 0.36, y + s * 0.62, x + s * 0.64, y + s * 0.62);
            }
            case "hero" -> star(g, cx, cy, s * 0.34, Color.web("#fff6c0"));
            case "wasteland" -> {
                g.setStroke(Color.web("#3a3a3a"));
                for (double d = 0.2; d < 2; d += 0.3) {
                    g.strokeLine(x + Math.max(0, d - 1) * s, y + Math.min(d, 1) * s, x + Math.min(d, 1) * s,
                            y + Math.max(0, d - 1) * s);
                }
            }
            default -> {
                // The darkened mark colour is too faint on dark terrains (wolf, deer, crystal): use ink that
                // contrasts with the cell.
                g.setFill(base.getBrightness() < 0.6 || base.grayscale().getRed() < 0.45 ? Color.WHITE : INK);
                g.setFont(javafx.scene.text.Font.font("DejaVu Sans", javafx.scene.text.FontWeight.BOLD, s * 0.5));
                g.setTextAlign(javafx.scene.text.TextAlignment.CENTER);
                g.setTextBaseline(javafx.geometry.VPos.CENTER);
                g.fillText(String.valueOf(terrain.symbol()), cx, cy);
            }
        }
    }

    /** An empty space of the sheet. */
    static void empty(GraphicsContext g, double x, double y, double s) {
        g.setFill(PAPER);
        g.fillRect(x, y, s, s);
    }

    /** The ruins mark, drawn over whatever the cell holds: a broken arch. */
    static void ruins(GraphicsContext g, double x, double y, double s, boolean drawnOn) {
        g.setStroke(drawnOn ? Color.web("#fff8e0") : INK);
        g.setLineWidth(Math.max(1.2, s / 12));
        double left = x + s * 0.25;
        double right = x + s * 0.75;
        double top = y + s * 0.3;
        double bottom = y + s * 0.8;
        g.strokeLine(left, bottom, left, top + s * 0.1);
        g.strokeLine(right, bottom, right, top + s * 0.2);
        g.strokeArc(left, top - s * 0.05, right - left, s * 0.3, 60, 120, javafx.scene.shape.ArcType.OPEN);
        g.strokeLine(x + s * 0.15, bottom, x + s * 0.85, bottom);
    }

    /** A destroyed space: blacked out and crossed. */
    static void destroyed(GraphicsContext g, double x, double y, double s) {
        g.setFill(Color.web("#2a2420"));
        g.fillRect(x, y, s, s);
        g.setStroke(Color.web("#c8beb0"));
        g.setLineWidth(Math.max(1, s / 12));
        g.strokeLine(x + s * 0.2, y + s * 0.2, x + s * 0.8, y + s * 0.8);
        g.strokeLine(x + s * 0.8, y + s * 0.2, x + s * 0.2, y + s * 0.8);
    }

    /** A killed monster: the monster struck through. */
    static void killed(GraphicsContext g, double x, double y, double s) {
        g.setStroke(Color.web("#f8f0e0"));
        g.setLineWidth(Math.max(1.5, s / 9));
        g.strokeLine(x + s * 0.15, y + s * 0.15, x + s * 0.85, y + s * 0.85);
    }

    /** A coin, as the cards mark coin shapes. */
    static void coin(GraphicsContext g, double cx, double cy, double r) {
        g.setFill(Color.web("#e8c040"));
        g.fillOval(cx - r, cy - r, 2 * r, 2 * r);
        g.setStroke(Color.web("#8a6a10"));
        g.setLineWidth(Math.max(1, r / 5));
        g.strokeOval(cx - r, cy - r, 2 * r, 2 * r);
    }

    static void star(GraphicsContext g, double cx, double cy, double r, Color colour) {
        double[] xs = new double[10];
        double[] ys = new double[10];
        for (int i = 0; i < 10; i++) {
            double angle = Math.PI / 2 + i * Math.PI / 5;
            double radius = i % 2 == 0 ? r : r * 0.45;
            xs[i] = cx + radius * Math.cos(angle);
            ys[i] = cy - radius * Math.sin(angle);
        }
        g.setFill(colour);
        g.fillPolygon(xs, ys, 10);
    }
}
