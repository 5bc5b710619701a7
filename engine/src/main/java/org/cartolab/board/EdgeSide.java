package org.cartolab.board;

/** A side of a rectangular board. */
public enum EdgeSide {
    LEFT, RIGHT, TOP, BOTTOM;

    /** Every side as a set of {@link #bit()}s. */
    public static final int ALL_SIDES = 0b1111;

    /** This side in a set of sides kept as an int, see {@link SquareGrid#edges(int)}. */
    public int bit() {
        return 1 << ordinal();
    }
}
