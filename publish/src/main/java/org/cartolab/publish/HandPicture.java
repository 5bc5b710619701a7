package org.cartolab.publish;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.CardFace;
import org.cartolab.model.LandscapeCard;

/**
 * A sequence of landscape cards with both faces, numbered in order, in rows; then the key to the symbols they
 * show and, for an invented deck, the caption that says so. Faces are drawn as printed, unturned.
 */
final class HandPicture {

    static final double MARGIN = 20;
    static final double CELL = 30;
    private static final double WIDTH = 720;
    private static final double GAP = 12;

    private final LandscapeHand hand;
    private final LandscapeCells cells;

    HandPicture(LandscapeHand hand) {
        this.hand = hand;
        this.cells = new LandscapeCells(hand.game(), CELL);
    }

    double width() {
        return WIDTH;
    }

    LandscapeKey key() {
        List<PlacedCard.Cell> shown = new ArrayList<>();
        for (LandscapeCard card : hand.cards()) {
            for (CardFace face : card.faces()) {
                shown.addAll(new PlacedCard(card, face, 0, 0, 0).cells());
            }
        }
        return LandscapeKey.of(hand.game(), shown, false, Optional.empty());
    }

    /** Draws the picture and returns its height. */
    double draw(Canvas canvas) {
        double y = Headings.title(canvas, hand.title(), List.of(hand.game().name() + " · " + hand.cards().size()
                + " card" + (hand.cards().size() == 1 ? "" : "s") + ", both faces"), MARGIN, MARGIN,
                WIDTH - 2 * MARGIN) + 8;
        double x = MARGIN;
        double rowHeight = 0;
        for (int i = 0; i < hand.cards().size(); i++) {
            LandscapeCard card = hand.cards().get(i);
            double boxWidth = boxWidth(card);
            if (x > MARGIN && x + boxWidth > WIDTH - MARGIN) {
                x = MARGIN;
                y += rowHeight + GAP;
                rowHeight = 0;
            }
            rowHeight = Math.max(rowHeight, box(canvas, card, i + 1, x, y, boxWidth));
            x += boxWidth + GAP;
        }
        y += rowHeight + 16;
        y = conditions(canvas, y) + 6;
        y = key().draw(canvas, cells, MARGIN, y, WIDTH - 2 * MARGIN, 2, 11) + 14;
        return LandscapePicture.caption(canvas, hand.game(), MARGIN, y, WIDTH - 2 * MARGIN) + MARGIN;
    }

    /**
     * What the hand is scored by: the shared condition, then each card's in order, name and rule text, so the
     * picture alone is enough to solve the puzzle. Returns the y below.
     */
    private double conditions(Canvas canvas, double y) {
        List<String[]> rows = new ArrayList<>();
        hand.shared().ifPresent(shared -> rows.add(new String[] {"Shared: " + shared.name(), shared.text()}));
        for (int i = 0; i < hand.cards().size(); i++) {
            int number = i + 1;
            hand.cards().get(i).condition().ifPresent(condition -> rows.add(new String[] {number + ". "
                    + condition.name(), condition.text()}));
        }
        if (rows.isEmpty()) {
            return y;
        }
        double size = 11;
        canvas.text("Scoring conditions", MARGIN, y + size, size * 1.2, true, Palette.INK);
        y += size * 2;
        double nameWidth = 190;
        for (String[] row : rows) {
            List<String> text = TextBlock.wrap(row[1], size, false, WIDTH - 2 * MARGIN - nameWidth);
            canvas.text(row[0], MARGIN, y + size, size, true, Palette.INK);
            TextBlock.draw(canvas, text, MARGIN + nameWidth, y + size, size, false, Palette.INK);
            y += Math.max(1, text.size()) * TextBlock.lineHeight(size) + 4;
        }
        return y + 6;
    }

    private double boxWidth(LandscapeCard card) {
        double faces = card.faces().stream().mapToDouble(face -> face.width() * CELL).sum();
        return 2 * pad() + faces + (card.faces().size() - 1) * GAP;
    }

    private static double pad() {
        return CELL * 0.3;
    }

    /** The card's box at (x, y): its number and name, then its faces side by side; returns its height. */
    private double box(Canvas canvas, LandscapeCard card, int number, double x, double y, double width) {
        double size = 11;
        List<String> title = TextBlock.wrap(number + ". " + card.name(), size, true, width - 2 * pad());
        int tallest = card.faces().stream().mapToInt(CardFace::height).max().orElse(0);
        double facesTop = y + pad() + title.size() * TextBlock.lineHeight(size) + size * 0.2;
        double height = facesTop - y + tallest * CELL + size * 1.6 + pad() * 0.5;
        canvas.fillRect(x, y, width, height, Palette.PANEL);
        canvas.strokeRect(x, y, width, height, Palette.GRID, 0.8);
        TextBlock.draw(canvas, title, x + pad(), y + pad() + size, size, true, Palette.INK);
        double fx = x + pad();
        for (CardFace face : card.faces()) {
            List<double[]> conditionCorners = new ArrayList<>();
            for (PlacedCard.Cell cell : new PlacedCard(card, face, 0, 0, 0).cells()) {
                double cx = fx + cell.col() * CELL;
                double cy = facesTop + cell.row() * CELL;
                cells.draw(canvas, cell.terrain(), cell.ends(), cx, cy);
                if (cells.isCondition(cell.terrain())) {
                    conditionCorners.add(new double[] {cx, cy});
                }
            }
            face.condition().ifPresent(condition -> cells.condition(canvas, condition.name(), conditionCorners));
            LandscapeDrawing.outline(canvas, fx, facesTop, face.width() * CELL, face.height() * CELL, CELL);
            canvas.text("Face " + face.id(), fx, facesTop + tallest * CELL + size * 1.2, size * 0.9, false,
                    Palette.MUTED);
            fx += face.width() * CELL + GAP;
        }
        return height;
    }
}
