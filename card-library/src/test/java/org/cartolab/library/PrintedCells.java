package org.cartolab.library;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.model.MapSheet;

/** The cells of a map sheet that show a character, as "row,col" in board order: for the library data tests. */
final class PrintedCells {

    private PrintedCells() {
    }

    static List<String> of(MapSheet map, char symbol) {
        List<String> found = new ArrayList<>();
        for (int r = 0; r < map.height(); r++) {
            for (int c = 0; c < map.width(); c++) {
                if (map.rows().get(r).charAt(c) == symbol) {
                    found.add(r + "," + c);
                }
            }
        }
        return found;
    }
}
