package org.cartolab.model;

/** A solo title, earned by a final solo score of at least {@code minimum}. */
public record SoloTitle(int minimum, String title) {
}
