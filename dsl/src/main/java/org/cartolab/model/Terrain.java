package org.cartolab.model;

/**
 * A terrain (or symbol) that a board cell can hold.
 *
 * @param id      the name used in .carto files and card expressions, e.g. {@code forest}
 * @param name    the display name, e.g. {@code Forest}
 * @param symbol  the character used in board text files; drawable terrains use its lower case on a ruins cell
 * @param colour  a display colour as {@code #rrggbb}, or empty
 * @param role    whether players draw it or it is printed on the map sheet
 */
public record Terrain(String id, String name, char symbol, String colour, TerrainRole role) {

    @Override
    public String toString() {
        return id;
    }
}
