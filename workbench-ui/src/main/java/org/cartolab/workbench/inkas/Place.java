package org.cartolab.workbench.inkas;

/**
 * A place on a hex board that a click can name: a crossing (an index into the board's intersections), an edge
 * (into its edges, paths or not) or a hex (into its hexes).
 */
public record Place(Kind kind, int index) {

    public enum Kind {
        CROSSING, EDGE, HEX
    }

    public static Place crossing(int index) {
        return new Place(Kind.CROSSING, index);
    }

    public static Place edge(int index) {
        return new Place(Kind.EDGE, index);
    }

    public static Place hex(int index) {
        return new Place(Kind.HEX, index);
    }
}
