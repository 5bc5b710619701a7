package org.cartolab.rules;

import org.cartolab.model.Terrain;

/**
 * A choice drawn on a map: which of the card's shapes ({@code shape}, or {@link #SINGLE_CELL} for the 1x1
 * fallback cell), where, and in which terrain; {@code coin} is true when drawing it marks the shape's coin.
 * A hero is a single cell whose {@code shape} is the turn of its attack pattern and {@code attack} its range; a
 * destroyed cell has no terrain.
 */
public record Move(int shape, Placement placement, Terrain terrain, boolean coin, long[] attack) {

    public Move(int shape, Placement placement, Terrain terrain, boolean coin) {
        this(shape, placement, terrain, coin, null);
    }

    /** The shape index of a single cell drawn instead of the card's shapes. */
    public static final int SINGLE_CELL = -1;

    public long[] cells() {
        return placement.cells();
    }

    /** "shape 1 turned 3 at (2,4) in water", for messages and logs. */
    public String describe() {
        String what = shape == SINGLE_CELL ? "a single cell" : "shape " + (shape + 1) + " (orientation "
                + placement.orientation().index() + ")";
        return what + " at row " + placement.row() + ", column " + placement.col()
                + (terrain == null ? " (destroyed)" : " in " + terrain.id());
    }
}
