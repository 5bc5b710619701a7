package org.cartolab.model;

/** A shape offered by a card; {@code coin} marks the shapes that earn a coin when drawn. */
public record ShapeOption(Shape shape, boolean coin) {
}
