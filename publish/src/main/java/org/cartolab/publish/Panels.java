package org.cartolab.publish;

import java.util.List;

import org.cartolab.model.PlayableCard;

/** Blocks the pictures and the printed sheet share: the scoring panel and the grid of cards. */
final class Panels {

    private Panels() {
    }

    /** The edicts, the season rules and the starting coins; returns the y below them. */
    static double scoring(Canvas canvas, PuzzleSheet puzzle, double x, double y, double width, double size) {
        canvas.text("Scored this season", x, y + size * 1.15, size * 1.15, true, Palette.INK);
        y += size * 1.8;
        ScoringDrawing scoring = new ScoringDrawing(size);
        for (Edict edict : puzzle.edicts()) {
            y += scoring.draw(canvas, edict, x, y, width) + size * 0.6;
        }
        y += scoring.drawRules(canvas, puzzle.seasonRules(), x, y, width, Palette.INK) + size * 0.8;
        if (puzzle.startCoins() > 0) {
            y = TextBlock.draw(canvas, TextBlock.wrap("Coins already marked: " + puzzle.startCoins() + ".", size,
                    false, width), x, y + size, size, false, Palette.INK) - size;
        }
        double r = size * 0.45;
        canvas.fillCircle(x + r, y + size * 0.65, r, Palette.COIN);
        canvas.strokeCircle(x + r, y + size * 0.65, r, Palette.COIN_EDGE, 0.7);
        y = TextBlock.draw(canvas, TextBlock.wrap("a coin: drawing this shape marks one coin.", size, false,
                width - 3 * r), x + 3 * r, y + size, size, false, Palette.MUTED);
        return y;
    }

    /**
     * The cards in rows, numbered from 1; each row as tall as its tallest card. {@code pager}, when not null, gives
     * the canvas and is asked for a fresh page when a row would pass {@code bottom}. Returns the y below the last row.
     */
    static double cards(Canvas canvas, List<PlayableCard> cards, CardDrawing drawing, double x, double y,
                        double width, int perRow, double gap, Pager pager) {
        double cardWidth = (width - (perRow - 1) * gap) / perRow;
        Canvas current = pager == null ? canvas : pager.current();
        for (int first = 0; first < cards.size(); first += perRow) {
            int last = Math.min(cards.size(), first + perRow);
            double height = 0;
            for (int i = first; i < last; i++) {
                height = Math.max(height, drawing.draw(Canvas.measuring(), cards.get(i), i + 1, 0, 0, cardWidth, 0));
            }
            if (pager != null && y + height > pager.bottom()) {
                current = pager.newPage();
                y = pager.top();
            }
            for (int i = first; i < last; i++) {
                drawing.draw(current, cards.get(i), i + 1, x + (i - first) * (cardWidth + gap), y, cardWidth, height);
            }
            y += height + gap;
        }
        return y - gap;
    }

    /** Gives a layout more pages. */
    interface Pager {
        Canvas current();

        double top();

        double bottom();

        Canvas newPage();
    }
}
