package org.cartolab.model;

import java.util.List;

/**
 * A printed map sheet: its rows in the board text format (pre-printed mountains, ruins, wasteland).
 *
 * @param geometry the cell geometry; only {@code square} exists today, hex boards will add another
 */
public record MapSheet(String id, String name, Geometry geometry, List<String> rows) {

    public MapSheet {
        rows = List.copyOf(rows);
    }

    public int height() {
        return rows.size();
    }

    public int width() {
        return rows.isEmpty() ? 0 : rows.get(0).length();
    }
}
