package org.cartolab.model;

/** One cell of a shape, relative to the top-left corner of the shape's drawing. */
public record ShapeCell(int row, int col) {
}
