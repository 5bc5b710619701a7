package org.cartolab.model.expr;

/**
 * A name bound by a source. {@code slot} is its depth of nesting within the score term (0 for the outermost
 * source), so an evaluator can keep the current items in an array.
 */
public record Var(String name, int slot) {
}
