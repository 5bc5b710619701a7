package org.cartolab.hex;

/**
 * One line of a placements file: a piece on an intersection (village, city) or a path (road), with where it was
 * written (1-based line and column of its id).
 */
public record PlacedPiece(Piece piece, int index, String id, int line, int column) {

    public enum Piece {
        VILLAGE, CITY, ROAD;

        public String word() {
            return name().toLowerCase();
        }

        public boolean building() {
            return this != ROAD;
        }
    }
}
