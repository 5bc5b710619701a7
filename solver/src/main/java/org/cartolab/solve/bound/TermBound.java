package org.cartolab.solve.bound;

/**
 * An upper bound of how much one additive part of the score can still rise from a position. It credits the
 * position's value table (what drawing a terrain on a cell can add, summed over the cells the remaining steps draw)
 * and returns a constant slack for what no single cell can be blamed for. Together they must never be lower than
 * the part's true rise.
 */
interface TermBound {

    /** @return the constant slack, {@link Double#POSITIVE_INFINITY} if the part cannot be bounded here */
    double attribute(Position position);
}
