package org.cartolab.model.hex;

/**
 * One hex of a hex map.
 *
 * @param id     its column letter and row number in the map's rows, e.g. {@code d3}
 * @param column 0-based column of the map's rows
 * @param row    0-based row of the map's rows; a column's hexes are two rows apart, neighbouring columns are
 *               offset by one row (flat-topped hexes)
 * @param number the number token on it, 0 if none
 */
public record HexTile(String id, int column, int row, Landscape landscape, int number) {

    /** The chance of rolling the number with two dice, in 36ths (2 and 12 → 1, ..., 6 and 8 → 5; none → 0). */
    public int pips() {
        return number == 0 ? 0 : 6 - Math.abs(7 - number);
    }

    public boolean frame() {
        return landscape.frame();
    }
}
