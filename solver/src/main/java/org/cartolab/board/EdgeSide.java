package org.cartolab.board;

/** A side of a rectangular board. */
public enum EdgeSide {
    LEFT, RIGHT, TOP, BOTTOM
}
