package org.cartolab.publish;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.FaceCell;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.Terrain;

/**
 * The key to a landscape picture: one entry per kind of mark the picture shows (each symbol, river water, an
 * empty cell, a scoring condition, a card's outline and number, the highlighted cells), in the game's terrain
 * order, so that nothing drawn goes unexplained and nothing absent is listed.
 */
final class LandscapeKey {

    enum Kind { SYMBOL, RIVER, EMPTY, CONDITION, CARD, SCORED }

    /** One entry: what kind of mark, the terrain it shows (for a symbol or river) and what it means. */
    record Entry(Kind kind, Optional<Terrain> terrain, String label) {
    }

    private final List<Entry> entries;

    private LandscapeKey(List<Entry> entries) {
        this.entries = List.copyOf(entries);
    }

    /**
     * The key to {@code cells} as drawn; {@code outlines} when cards are drawn with outlines and order numbers;
     * {@code scored} names the condition whose scoring cells are marked, if any.
     */
    static LandscapeKey of(LandscapeGame game, List<PlacedCard.Cell> cells, boolean outlines,
                           Optional<String> scored) {
        List<Entry> entries = new ArrayList<>();
        for (Terrain terrain : game.terrains()) {
            if (terrain.equals(game.conditionCells())) {
                continue;
            }
            List<PlacedCard.Cell> with = cells.stream().filter(c -> c.terrain().filter(terrain::equals).isPresent())
                    .toList();
            if (with.stream().anyMatch(c -> c.ends() != 0)) {
                entries.add(new Entry(Kind.RIVER, Optional.of(terrain), terrain.name() + ": the water runs to each "
                        + "edge where the " + terrain.name().toLowerCase(java.util.Locale.ROOT) + " ends"));
            }
            if (with.stream().anyMatch(c -> c.ends() == 0)) {
                entries.add(new Entry(Kind.SYMBOL, Optional.of(terrain), terrain.name() + " (" + terrain.symbol()
                        + ")"));
            }
        }
        if (cells.stream().anyMatch(c -> c.terrain().isEmpty())) {
            entries.add(new Entry(Kind.EMPTY, Optional.empty(), "Empty cell: no symbol"));
        }
        if (cells.stream().anyMatch(c -> c.terrain().filter(game.conditionCells()::equals).isPresent())) {
            entries.add(new Entry(Kind.CONDITION, Optional.of(game.conditionCells()), "Scoring condition: its two "
                    + "cells with its name; no card may cover them"));
        }
        if (outlines) {
            entries.add(new Entry(Kind.CARD, Optional.empty(), "A card's outline and the order it was laid in; "
                    + "a later card lies on top"));
        }
        scored.ifPresent(name -> entries.add(new Entry(Kind.SCORED, Optional.empty(), "Cells that scored for "
                + name)));
        return new LandscapeKey(entries);
    }

    List<Entry> entries() {
        return entries;
    }

    /** Draws "Key" and the entries in {@code columns} columns within {@code width}; returns the y below them. */
    double draw(Canvas canvas, LandscapeCells cells, double x, double y, double width, int columns, double size) {
        canvas.text("Key", x, y + size * 1.15, size * 1.15, true, Palette.INK);
        y += size * 1.8;
        double swatch = size * 1.8;
        double gap = size * 1.2;
        double columnWidth = (width - (columns - 1) * gap) / columns;
        LandscapeCells small = new LandscapeCells(cells.game(), swatch);
        double rowTop = y;
        double rowBottom = y;
        for (int i = 0; i < entries.size(); i++) {
            if (i % columns == 0) {
                rowTop = i == 0 ? y : rowBottom + size * 0.5;
            }
            double ex = x + (i % columns) * (columnWidth + gap);
            Entry entry = entries.get(i);
            double swatchWidth = swatch(canvas, small, entry, ex, rowTop);
            double labelX = ex + swatchWidth + size * 0.6;
            double below = TextBlock.draw(canvas, TextBlock.wrap(entry.label(), size, false,
                    ex + columnWidth - labelX), labelX, rowTop + swatch * 0.62, size, false, Palette.INK);
            rowBottom = Math.max(rowBottom, Math.max(rowTop + swatch, below - size));
        }
        return rowBottom;
    }

    /** The entry's mark at (x, y); returns its width. */
    private static double swatch(Canvas canvas, LandscapeCells small, Entry entry, double x, double y) {
        double s = small.cell();
        switch (entry.kind()) {
            case SYMBOL -> small.draw(canvas, entry.terrain(), 0, x, y);
            // A straight river, west to east.
            case RIVER -> small.draw(canvas, entry.terrain(), FaceCell.Side.WEST.bit() | FaceCell.Side.EAST.bit(), x,
                    y);
            case EMPTY -> small.draw(canvas, Optional.empty(), 0, x, y);
            case CONDITION -> {
                small.condition(canvas, "Name", List.of(new double[] {x, y}, new double[] {x + s, y}));
                return 2 * s;
            }
            case CARD -> {
                canvas.fillRect(x, y, 2 * s, s, Palette.PAPER);
                LandscapeDrawing.outline(canvas, x, y, 2 * s, s, s);
                LandscapeDrawing.badge(canvas, 1, x, y, s);
                return 2 * s;
            }
            case SCORED -> {
                small.draw(canvas, Optional.empty(), 0, x, y);
                LandscapeDrawing.scoredMark(canvas, x, y, s);
            }
        }
        return s;
    }
}
