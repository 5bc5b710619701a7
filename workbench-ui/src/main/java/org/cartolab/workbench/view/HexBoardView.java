package org.cartolab.workbench.view;

import java.util.List;
import java.util.Optional;

import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexEdge;
import org.cartolab.workbench.inkas.BoardMarks;
import org.cartolab.workbench.inkas.Place;

import javafx.geometry.Point2D;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.shape.StrokeLineCap;

/**
 * A hex board to work on: drawn as the gallery draws it ({@link HexCanvas}, numbers and pips), with marks over it
 * (highlighted hexes and crossings, the players' pieces, the robber), and the place under the mouse for clicks.
 */
final class HexBoardView extends Canvas {

    /** The players' colours, seat 1 first. */
    static final List<Color> PLAYERS = List.of(Color.web("#c62828"), Color.web("#1e5bc6"), Color.web("#ef8f14"),
            Color.web("#f4f4f4"));
    private static final Color HIGHLIGHT = Color.web("#ff1744");

    private final double radius;
    private HexBoard board;
    private HexLayout layout;
    private BoardMarks marks = BoardMarks.NONE;

    HexBoardView(double radius) {
        this.radius = radius;
    }

    void show(HexBoard shown, BoardMarks shownMarks) {
        if (!shown.equals(board)) {
            board = shown;
            layout = new HexLayout(shown, radius);
            setWidth(layout.width());
            setHeight(layout.height());
        }
        marks = shownMarks;
        draw();
    }

    HexBoard board() {
        return board;
    }

    BoardMarks marks() {
        return marks;
    }

    /** The crossing, edge or hex under a point of the canvas. */
    Optional<Place> placeAt(double x, double y) {
        return layout == null ? Optional.empty() : layout.placeAt(x, y);
    }

    /** Where a place lies on the screen: for tests that click it. */
    Point2D onScreen(Place place) {
        Point2D centre = layout.centre(place);
        return localToScreen(centre.getX(), centre.getY());
    }

    private void draw() {
        GraphicsContext g = getGraphicsContext2D();
        g.clearRect(0, 0, getWidth(), getHeight());
        HexCanvas.paintBoard(g, board, layout);
        double r = radius;
        if (!marks.hexes().isEmpty()) {
            for (int i = 0; i < board.hexes().size(); i++) {
                boolean marked = marks.hexes().contains(board.hexes().get(i).id());
                double[][] corners = corners(layout.hex(i), marked ? r - 2 : r);
                if (marked) {
                    g.setStroke(HIGHLIGHT);
                    g.setLineWidth(4);
                    g.strokePolygon(corners[0], corners[1], 6);
                } else {
                    g.setFill(Color.rgb(255, 255, 255, 0.6));
                    g.fillPolygon(corners[0], corners[1], 6);
                }
            }
        }
        for (int i = 0; i < board.intersections().size(); i++) {
            if (marks.crossings().contains(board.intersections().get(i).id())) {
                Point2D at = layout.crossing(i);
                g.setStroke(HIGHLIGHT);
                g.setLineWidth(3);
                g.strokeOval(at.getX() - r * 0.25, at.getY() - r * 0.25, r * 0.5, r * 0.5);
            }
        }
        if (marks.robber() >= 0) {
            Point2D at = layout.hex(marks.robber());
            g.setFill(Color.web("#262626"));
            g.fillOval(at.getX() - r * 0.62, at.getY() - r * 0.2, r * 0.26, r * 0.26);
            g.fillRoundRect(at.getX() - r * 0.66, at.getY(), r * 0.34, r * 0.4, r * 0.2, r * 0.2);
        }
        marks.pieces().stream().filter(p -> p.kind() == BoardMarks.Piece.Kind.ROAD).forEach(p -> road(g, p));
        marks.pieces().stream().filter(p -> p.kind() != BoardMarks.Piece.Kind.ROAD).forEach(p -> building(g, p));
    }

    private void road(GraphicsContext g, BoardMarks.Piece piece) {
        HexEdge edge = board.edges().get(piece.at());
        Point2D from = layout.crossing(edge.from());
        Point2D to = layout.crossing(edge.to());
        // Shortened so the buildings at the ends stay visible.
        Point2D a = from.add(to.subtract(from).multiply(0.18));
        Point2D b = to.add(from.subtract(to).multiply(0.18));
        g.setLineCap(StrokeLineCap.ROUND);
        g.setStroke(Glyphs.INK);
        g.setLineWidth(radius * 0.2);
        g.strokeLine(a.getX(), a.getY(), b.getX(), b.getY());
        g.setStroke(colour(piece.player()));
        g.setLineWidth(radius * 0.13);
        g.strokeLine(a.getX(), a.getY(), b.getX(), b.getY());
    }

    private void building(GraphicsContext g, BoardMarks.Piece piece) {
        Point2D at = layout.crossing(piece.at());
        double s = radius * (piece.kind() == BoardMarks.Piece.Kind.CITY ? 0.3 : 0.21);
        double x = at.getX();
        double y = at.getY();
        double[] xs = {x - s, x - s, x, x + s, x + s};
        double[] ys = {y + s, y - s * 0.2, y - s * 1.1, y - s * 0.2, y + s};
        g.setFill(colour(piece.player()));
        g.fillPolygon(xs, ys, 5);
        g.setStroke(Glyphs.INK);
        g.setLineWidth(1.5);
        g.strokePolygon(xs, ys, 5);
        if (piece.kind() == BoardMarks.Piece.Kind.CITY) {
            g.strokeLine(x - s, y + s * 0.2, x + s, y + s * 0.2);
        }
    }

    static Color colour(int player) {
        return PLAYERS.get((player - 1) % PLAYERS.size());
    }

    private static double[][] corners(Point2D centre, double r) {
        double[] xs = new double[6];
        double[] ys = new double[6];
        for (int i = 0; i < 6; i++) {
            xs[i] = centre.getX() + r * Math.cos(Math.PI / 3 * i);
            ys[i] = centre.getY() + r * Math.sin(Math.PI / 3 * i);
        }
        return new double[][] {xs, ys};
    }
}
