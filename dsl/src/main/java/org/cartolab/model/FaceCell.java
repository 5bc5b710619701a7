package org.cartolab.model;

import java.util.Optional;

/**
 * One cell of a card face, in the face's own coordinates (row 0 at the top, column 0 at the left).
 *
 * @param terrain the symbol in the cell, or empty for an empty cell
 * @param ends    the edges of the cell where a river ends, as {@link Side} bits
 */
public record FaceCell(int row, int col, Optional<Terrain> terrain, int ends) {

    /** The four edges of a cell; {@link #bit()} is used in end masks. */
    public enum Side {
        NORTH, EAST, SOUTH, WEST;

        public int bit() {
            return 1 << ordinal();
        }

        /** The side this one becomes after turning the card {@code quarters} quarter turns clockwise. */
        public Side turned(int quarters) {
            return values()[Math.floorMod(ordinal() + quarters, 4)];
        }

        public Side opposite() {
            return turned(2);
        }
    }
}
