package org.cartolab.model.expr;

/** The direction of a line on a square board. */
public enum Direction {
    HORIZONTAL, VERTICAL, DOWN_RIGHT, DOWN_LEFT
}
