package org.cartolab.model;

/** A named rule option of a game with its value as written, e.g. {@code one-cell-fallback = card-terrain}. */
public record RuleOption(String id, String value) {
}
