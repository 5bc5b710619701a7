package org.cartolab.publish;

import java.awt.Color;
import java.util.List;

/** A scoring card in a box: its edict letter, name and rule text, wrapped to the box. */
final class ScoringDrawing {

    private final double size;

    ScoringDrawing(double size) {
        this.size = size;
    }

    /** Draws the box at (x, y) and returns its height. */
    double draw(Canvas canvas, Edict edict, double x, double y, double width) {
        double pad = size * 0.6;
        double badge = size * 1.6;
        List<String> text = TextBlock.wrap(edict.card().text(), size, false, width - 2 * pad);
        double height = pad + badge + size * 0.4 + text.size() * TextBlock.lineHeight(size) + pad * 0.5;
        canvas.fillRect(x, y, width, height, Palette.PANEL);
        canvas.strokeRect(x, y, width, height, Palette.GRID, 0.8);
        canvas.fillRect(x + pad, y + pad, badge, badge, Palette.INK);
        canvas.centredText(edict.letter(), x + pad + badge / 2, y + pad + badge * 0.74, size * 1.2, true,
                Palette.PAPER);
        canvas.text(edict.card().name(), x + pad + badge + size * 0.6, y + pad + badge * 0.72, size * 1.15, true,
                Palette.INK);
        TextBlock.draw(canvas, text, x + pad, y + pad + badge + size * 0.4 + size, size, false, Palette.INK);
        return height;
    }

    /** The season rules (coins, monsters) as a short list; returns the height used. */
    double drawRules(Canvas canvas, List<SeasonRule> rules, double x, double y, double width, Color colour) {
        double baseline = y + size;
        for (SeasonRule rule : rules) {
            String line = rule.name() + ": " + rule.text();
            baseline = TextBlock.draw(canvas, TextBlock.wrap(line, size, false, width), x, baseline, size, false,
                    colour);
        }
        return baseline - y - size;
    }
}
