package org.cartolab.model;

/** The shape of a board's cells and which cells are neighbours. */
public enum Geometry {
    /** Square cells; adjacency is orthogonal (4), vicinity adds the diagonals (8). */
    SQUARE
}
