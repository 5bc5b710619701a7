package org.cartolab.board;

import java.util.Collection;

/** A side of a rectangular board. */
public enum EdgeSide {
    LEFT, RIGHT, TOP, BOTTOM;

    /** Every side as a set of {@link #bit()}s. */
    public static final int ALL_SIDES = 0b1111;

    /** This side in a set of sides kept as an int, see {@link SquareGrid#edges(int)}. */
    public int bit() {
        return 1 << ordinal();
    }

    /** The sides as a set of {@link #bit()}s. */
    public static int bits(Collection<EdgeSide> sides) {
        int bits = 0;
        for (EdgeSide side : sides) {
            bits |= side.bit();
        }
        return bits;
    }
}
