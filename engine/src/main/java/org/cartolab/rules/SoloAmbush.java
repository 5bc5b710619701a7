package org.cartolab.rules;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.board.SquareGrid;
import org.cartolab.model.Corner;
import org.cartolab.model.Rotation;
import org.cartolab.model.Shape;

/**
 * Where a solo ambush's monsters go (RULES.md 1.10): the shape exactly as printed, its bounding box first in the
 * card's corner of the map; then slid one cell at a time along the edge in the arrow's direction all the way round;
 * then one ring further in, starting again at that corner; until it fits or no ring is left.
 *
 * <p>Reading used for what the texts leave open: the shape's bounding box touches the current ring's border and
 * slides so that its corner follows the ring's corners; on the inner ring k the box stays inside rows and columns
 * k .. size-1-k.
 */
public final class SoloAmbush {

    private SoloAmbush() {
    }

    /** The placement, or empty if the shape fits nowhere (the ambush is then skipped). */
    public static Optional<Placement> place(MapState map, Shape shape, Corner corner, Rotation direction) {
        Orientation printed = Orientation.asPrinted(shape).get(0);
        for (List<int[]> ring : rings(map.grid().height(), map.grid().width(), printed, corner, direction)) {
            for (int[] anchor : ring) {
                Placement placement = Placement.at(map.grid(), printed, anchor[0], anchor[1]);
                if (placement != null && map.fits(placement.cells())) {
                    return Optional.of(placement);
                }
            }
        }
        return Optional.empty();
    }

    /**
     * Every placement of the shape as printed, in the order they are tried ({@link #place} takes the first that
     * fits): the same for every map of this size, so a caller that asks often can keep it.
     */
    public static List<Placement> inOrder(SquareGrid grid, Shape shape, Corner corner, Rotation direction) {
        Orientation printed = Orientation.asPrinted(shape).get(0);
        List<Placement> placements = new ArrayList<>();
        for (List<int[]> ring : rings(grid.height(), grid.width(), printed, corner, direction)) {
            for (int[] anchor : ring) {
                Placement placement = Placement.at(grid, printed, anchor[0], anchor[1]);
                if (placement != null) {
                    placements.add(placement);
                }
            }
        }
        return placements;
    }

    /**
     * Of the placements {@link #inOrder} lists, every one the ambush can still take on this map or on any map drawn
     * from it, in order: drawing only fills cells, so a placement that does not fit now never will, and the first
     * one that fits later is at or after the first one that fits now. Empty if the shape fits nowhere.
     */
    public static List<Placement> stillPossible(MapState map, List<Placement> inOrder) {
        List<Placement> possible = new ArrayList<>();
        for (Placement placement : inOrder) {
            if (map.fits(placement.cells())) {
                possible.add(placement);
            }
        }
        return possible;
    }

    /**
     * The anchors (top-left of the bounding box) to try, ring by ring from the outside, each ring starting at the
     * corner and going round in the direction.
     */
    static List<List<int[]>> rings(int height, int width, Orientation shape, Corner corner, Rotation direction) {
        List<List<int[]>> rings = new ArrayList<>();
        for (int k = 0; ; k++) {
            int top = k;
            int left = k;
            int bottom = height - k - shape.height(); // last anchor row
            int right = width - k - shape.width();
            if (top > bottom || left > right) {
                return rings;
            }
            List<int[]> clockwise = perimeter(top, left, bottom, right);
            int[] start = switch (corner) {
                case TOP_LEFT -> new int[] {top, left};
                case TOP_RIGHT -> new int[] {top, right};
                case BOTTOM_RIGHT -> new int[] {bottom, right};
                case BOTTOM_LEFT -> new int[] {bottom, left};
            };
            int at = 0;
            while (clockwise.get(at)[0] != start[0] || clockwise.get(at)[1] != start[1]) {
                at++;
            }
            List<int[]> ring = new ArrayList<>();
            int n = clockwise.size();
            for (int step = 0; step < n; step++) {
                int i = direction == Rotation.CLOCKWISE ? (at + step) % n : ((at - step) % n + n) % n;
                ring.add(clockwise.get(i));
            }
            rings.add(ring);
        }
    }

    /** The border cells of a rectangle, clockwise from its top-left corner, each once. */
    private static List<int[]> perimeter(int top, int left, int bottom, int right) {
        List<int[]> cells = new ArrayList<>();
        for (int c = left; c <= right; c++) {
            cells.add(new int[] {top, c});
        }
        for (int r = top + 1; r <= bottom; r++) {
            cells.add(new int[] {r, right});
        }
        if (bottom > top) {
            for (int c = right - 1; c >= left; c--) {
                cells.add(new int[] {bottom, c});
            }
        }
        if (right > left) {
            for (int r = bottom - 1; r > top; r--) {
                cells.add(new int[] {r, left});
            }
        }
        return cells;
    }
}
