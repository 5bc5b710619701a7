package org.cartolab.publish;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.cartolab.board.Board;
import org.cartolab.model.Terrain;
import org.cartolab.model.TerrainRole;

/**
 * The key to a drawn map: one entry for each kind of cell the map shows (each terrain, ruins, a killed monster, a
 * destroyed cell), drawn exactly as the map draws it, in the order the map first shows them (row by row), so that
 * nothing on a picture goes unexplained and nothing absent is listed.
 */
final class MapKey {

    /** One kind of cell: how it is drawn and what it means. */
    record Entry(Optional<Terrain> terrain, boolean ruins, boolean destroyed, boolean killed, String label) {
    }

    private final List<Entry> entries;

    private MapKey(List<Entry> entries) {
        this.entries = List.copyOf(entries);
    }

    static MapKey of(Board board) {
        Map<String, Entry> entries = new LinkedHashMap<>();
        for (int r = 0; r < board.height(); r++) {
            for (int c = 0; c < board.width(); c++) {
                if (board.isDestroyed(r, c)) {
                    entries.putIfAbsent("destroyed", new Entry(Optional.empty(), false, true, false,
                            "Destroyed cell: filled, no terrain"));
                    continue;
                }
                Optional<Terrain> terrain = board.terrainAt(r, c);
                terrain.ifPresent(t -> entries.putIfAbsent("terrain:" + t.id(),
                        new Entry(terrain, false, false, false, label(t))));
                if (board.isKilled(r, c)) {
                    entries.putIfAbsent("killed", new Entry(terrain, false, false, true,
                            "Killed monster: still a monster cell"));
                }
                if (board.isRuins(r, c)) {
                    entries.putIfAbsent("ruins", new Entry(Optional.empty(), true, false, false,
                            "Ruins: a ruins card's shape must cover one"));
                }
            }
        }
        return new MapKey(new ArrayList<>(entries.values()));
    }

    private static String label(Terrain terrain) {
        return terrain.role() == TerrainRole.PRINTED ? terrain.name() + ", printed on the map" : terrain.name();
    }

    List<Entry> entries() {
        return entries;
    }

    /** Draws "Key" and one line per entry within {@code width}; returns the y below them. */
    double draw(Canvas canvas, BoardDrawing map, double x, double y, double width, double size) {
        canvas.text("Key", x, y + size * 1.15, size * 1.15, true, Palette.INK);
        y += size * 1.8;
        double swatch = size * 1.4;
        BoardDrawing cells = map.withCell(swatch);
        double labelX = x + swatch + size * 0.6;
        for (Entry entry : entries) {
            canvas.fillRect(x, y, swatch, swatch, Palette.PAPER);
            cells.drawCell(canvas, entry.terrain(), entry.ruins(), entry.destroyed(), entry.killed(), x, y);
            canvas.strokeRect(x, y, swatch, swatch, Palette.GRID, 0.8);
            double below = TextBlock.draw(canvas, TextBlock.wrap(entry.label(), size, false, x + width - labelX),
                    labelX, y + swatch * 0.72, size, false, Palette.INK);
            y = Math.max(y + swatch, below - size) + size * 0.45;
        }
        return y;
    }
}
