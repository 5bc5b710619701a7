package org.cartolab.publish;

import java.awt.Color;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.model.FaceCell;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.Terrain;

/**
 * How a landscape card's cell is drawn, on a laid landscape, on a card face and in the key: a symbol is its
 * colour with its letter in ink that stays legible on it (so it reads in black and white too); a river cell is
 * pale water with a water line from the centre to every edge where the river ends, so joins read at a glance; an
 * empty cell is plain; the two cells of a scoring condition are one yellow block with the condition's name.
 */
final class LandscapeCells {

    static final Color EMPTY = new Color(0xf7, 0xf3, 0xe8);
    static final Color WATER = new Color(0x1d, 0x5f, 0xa8);

    private final LandscapeGame game;
    private final double cell;

    LandscapeCells(LandscapeGame game, double cell) {
        this.game = game;
        this.cell = cell;
    }

    LandscapeGame game() {
        return game;
    }

    double cell() {
        return cell;
    }

    boolean isCondition(Optional<Terrain> terrain) {
        return terrain.filter(t -> t.equals(game.conditionCells())).isPresent();
    }

    /** One cell at (x, y), with its thin grid line; a condition cell is only its colour (see {@link #condition}). */
    void draw(Canvas canvas, Optional<Terrain> terrain, int ends, double x, double y) {
        if (terrain.isEmpty()) {
            canvas.fillRect(x, y, cell, cell, EMPTY);
        } else if (ends != 0) {
            river(canvas, Palette.of(terrain.get()), ends, x, y);
        } else {
            Color colour = Palette.of(terrain.get());
            canvas.fillRect(x, y, cell, cell, colour);
            if (!isCondition(terrain)) {
                canvas.centredText(String.valueOf(terrain.get().symbol()), x + cell / 2, y + cell * 0.68,
                        cell * 0.5, true, Palette.inkOn(colour));
            }
        }
        canvas.strokeRect(x, y, cell, cell, Palette.GRID, cell * 0.025);
    }

    private void river(Canvas canvas, Color colour, int ends, double x, double y) {
        canvas.fillRect(x, y, cell, cell, Palette.tint(colour, 0.3));
        double cx = x + cell / 2;
        double cy = y + cell / 2;
        double width = cell * 0.22;
        for (FaceCell.Side side : FaceCell.Side.values()) {
            if ((ends & side.bit()) != 0) {
                double dx = side == FaceCell.Side.EAST ? 0.5 : side == FaceCell.Side.WEST ? -0.5 : 0;
                double dy = side == FaceCell.Side.SOUTH ? 0.5 : side == FaceCell.Side.NORTH ? -0.5 : 0;
                // Square caps would poke half a line width past the cell's edge into the neighbour: stop short.
                canvas.line(cx, cy, cx + dx * (cell - width), cy + dy * (cell - width), WATER, width);
            }
        }
        // The disc rounds the joins at the centre.
        canvas.fillCircle(cx, cy, width * 0.72, WATER);
    }

    /**
     * A scoring condition's cells as one block with the name, largest font that fits: over the two cells' bounding
     * box when they touch, else over each cell.
     */
    void condition(Canvas canvas, String name, List<double[]> cellCorners) {
        if (cellCorners.size() == 2 && touching(cellCorners.get(0), cellCorners.get(1))) {
            double x = Math.min(cellCorners.get(0)[0], cellCorners.get(1)[0]);
            double y = Math.min(cellCorners.get(0)[1], cellCorners.get(1)[1]);
            double w = Math.abs(cellCorners.get(0)[0] - cellCorners.get(1)[0]) + cell;
            double h = Math.abs(cellCorners.get(0)[1] - cellCorners.get(1)[1]) + cell;
            block(canvas, name, x, y, w, h);
            return;
        }
        cellCorners.forEach(corner -> block(canvas, name, corner[0], corner[1], cell, cell));
    }

    private boolean touching(double[] a, double[] b) {
        double dx = Math.abs(a[0] - b[0]);
        double dy = Math.abs(a[1] - b[1]);
        return Math.abs(dx + dy - cell) < cell * 1e-6;
    }

    private void block(Canvas canvas, String name, double x, double y, double w, double h) {
        Color colour = Palette.of(game.conditionCells());
        double inset = cell * 0.06;
        canvas.fillRect(x, y, w, h, colour);
        canvas.strokeRect(x + inset, y + inset, w - 2 * inset, h - 2 * inset, Palette.inkOn(colour), cell * 0.03);
        double pad = cell * 0.12;
        double size = cell * 0.3;
        double textWidth = w - 2 * pad;
        double textHeight = h - 2 * pad;
        List<String> lines = TextBlock.wrap(name, size, true, textWidth);
        while (size > cell * 0.2 && !fits(lines, size, textWidth, textHeight)) {
            size *= 0.92;
            lines = TextBlock.wrap(name, size, true, textWidth);
        }
        if (!fits(lines, size, textWidth, textHeight)) {
            // A standing block is one cell wide: rather than a font too small to read, break long words.
            lines = hyphenated(lines, size, textWidth);
        }
        double linesHeight = (lines.size() - 1) * TextBlock.lineHeight(size) + size * 0.72;
        double baseline = y + (h - linesHeight) / 2 + size * 0.72;
        for (String line : lines) {
            canvas.centredText(line, x + w / 2, baseline, size, true, Palette.inkOn(colour));
            baseline += TextBlock.lineHeight(size);
        }
    }

    private static boolean fits(List<String> lines, double size, double width, double height) {
        return lines.stream().allMatch(line -> Fonts.width(line, size, true) <= width)
                && lines.size() * TextBlock.lineHeight(size) <= height;
    }

    /** The lines with every line too wide cut into pieces that fit, each but the last ending in a hyphen. */
    private static List<String> hyphenated(List<String> lines, double size, double width) {
        List<String> pieces = new ArrayList<>();
        for (String line : lines) {
            String rest = line;
            while (Fonts.width(rest, size, true) > width && rest.length() > 1) {
                int end = rest.length() - 1;
                while (end > 1 && Fonts.width(rest.substring(0, end) + "-", size, true) > width) {
                    end--;
                }
                pieces.add(rest.substring(0, end) + "-");
                rest = rest.substring(end);
            }
            pieces.add(rest);
        }
        return pieces;
    }
}
