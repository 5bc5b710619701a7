package org.cartolab.publish;

import java.util.ArrayList;
import java.util.List;

/** Text broken into lines that fit a width, measured with the shipped font. */
final class TextBlock {

    private TextBlock() {
    }

    /** The words of {@code text} packed greedily into lines no wider than {@code width}. */
    static List<String> wrap(String text, double size, boolean bold, double width) {
        List<String> lines = new ArrayList<>();
        StringBuilder line = new StringBuilder();
        for (String word : text.strip().split("\\s+")) {
            String candidate = line.isEmpty() ? word : line + " " + word;
            if (!line.isEmpty() && Fonts.width(candidate, size, bold) > width) {
                lines.add(line.toString());
                line = new StringBuilder(word);
            } else {
                line = new StringBuilder(candidate);
            }
        }
        if (!line.isEmpty()) {
            lines.add(line.toString());
        }
        return lines;
    }

    /** Draws the lines from the first baseline {@code y}; returns the baseline a next line would have. */
    static double draw(Canvas canvas, List<String> lines, double x, double y, double size, boolean bold,
                       java.awt.Color colour) {
        double baseline = y;
        for (String line : lines) {
            canvas.text(line, x, baseline, size, bold, colour);
            baseline += lineHeight(size);
        }
        return baseline;
    }

    static double lineHeight(double size) {
        return size * 1.3;
    }
}
