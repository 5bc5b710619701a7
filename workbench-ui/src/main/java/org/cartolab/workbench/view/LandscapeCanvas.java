package org.cartolab.workbench.view;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.LandscapeGame;

import javafx.geometry.Point2D;
import javafx.scene.canvas.Canvas;
import javafx.scene.canvas.GraphicsContext;
import javafx.scene.paint.Color;
import javafx.scene.text.Font;
import javafx.scene.text.FontWeight;
import javafx.scene.text.TextAlignment;

/**
 * A landscape on the table: the cards in the order laid, each on top with its outline and number, on a grid that
 * reaches {@value #ROOM} cells past the landscape on every side (room for the next card), and a preview of a
 * card where it would lie: green-edged when the rules allow it, red-edged when not.
 */
final class LandscapeCanvas extends Canvas {

    /** Free cells around the landscape: a 2 x 3 card laid beside it needs at most 3. */
    static final int ROOM = 3;
    private static final Color OK = Color.web("#2e8b3a");
    private static final Color REFUSED = Color.web("#c0392b");

    private final double cell;
    private int top;
    private int left;

    LandscapeCanvas(double cell) {
        this.cell = cell;
    }

    /** The landscape cell under a point of the canvas. */
    int[] cellAt(double x, double y) {
        return new int[] {top + (int) Math.floor(y / cell), left + (int) Math.floor(x / cell)};
    }

    /** The centre of a landscape cell in the canvas's coordinates. */
    Point2D centre(int row, int col) {
        return new Point2D((col - left + 0.5) * cell, (row - top + 0.5) * cell);
    }

    void draw(LandscapeGame game, Landscape landscape, Optional<PlacedCard> preview, boolean allowed) {
        List<PlacedCard> cards = landscape.cards();
        int bottom = cards.stream().mapToInt(card -> card.row() + card.height() - 1).max().orElse(0);
        int right = cards.stream().mapToInt(card -> card.col() + card.width() - 1).max().orElse(0);
        top = (cards.isEmpty() ? 0 : landscape.top()) - ROOM;
        left = (cards.isEmpty() ? 0 : landscape.left()) - ROOM;
        setWidth((right + ROOM - left + 1) * cell);
        setHeight((bottom + ROOM - top + 1) * cell);
        GraphicsContext g = getGraphicsContext2D();
        g.setFill(Color.web("#e9e4d8"));
        g.fillRect(0, 0, getWidth(), getHeight());
        g.setStroke(Color.web("#d6cfbf"));
        g.setLineWidth(1);
        for (double x = 0; x <= getWidth(); x += cell) {
            g.strokeLine(x, 0, x, getHeight());
        }
        for (double y = 0; y <= getHeight(); y += cell) {
            g.strokeLine(0, y, getWidth(), y);
        }
        for (int i = 0; i < cards.size(); i++) {
            card(g, game, cards.get(i), Glyphs.INK, 1);
            badge(g, i + 1, cards.get(i));
        }
        preview.ifPresent(card -> card(g, game, card, allowed ? OK : REFUSED, 0.6));
    }

    private void card(GraphicsContext g, LandscapeGame game, PlacedCard card, Color edge, double opacity) {
        g.setGlobalAlpha(opacity);
        List<double[]> conditionCorners = new ArrayList<>();
        for (PlacedCard.Cell at : card.cells()) {
            double x = (at.col() - left) * cell;
            double y = (at.row() - top) * cell;
            LandscapeCells.cell(g, at.terrain(), at.ends(), x, y, cell);
            if (at.terrain().filter(game.conditionCells()::equals).isPresent()) {
                conditionCorners.add(new double[] {x, y});
            }
        }
        card.face().condition().ifPresent(condition -> LandscapeCells.condition(g,
                Glyphs.colour(game.conditionCells()), condition.name(), conditionCorners, cell));
        g.setGlobalAlpha(1);
        g.setStroke(edge);
        g.setLineWidth(3);
        g.strokeRect((card.col() - left) * cell + 1.5, (card.row() - top) * cell + 1.5, card.width() * cell - 3,
                card.height() * cell - 3);
    }

    /** The order number on the card's top-left corner; a later card may cover it, as on the table. */
    private void badge(GraphicsContext g, int number, PlacedCard card) {
        double r = cell * 0.17;
        double cx = (card.col() - left) * cell + r + 4;
        double cy = (card.row() - top) * cell + r + 4;
        g.setFill(Glyphs.INK);
        g.fillOval(cx - r, cy - r, 2 * r, 2 * r);
        g.setFill(Color.WHITE);
        g.setFont(Font.font("DejaVu Sans", FontWeight.BOLD, r * 1.2));
        g.setTextAlign(TextAlignment.CENTER);
        g.setTextBaseline(javafx.geometry.VPos.CENTER);
        g.fillText(String.valueOf(number), cx, cy);
    }
}
