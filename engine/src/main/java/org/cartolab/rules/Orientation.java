package org.cartolab.rules;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.cartolab.model.Shape;
import org.cartolab.model.ShapeCell;

/**
 * A shape turned and/or mirrored: its cells relative to the top-left of its bounding box. {@code index} is the
 * transform (0 = as printed, 1-3 = turned 90/180/270 degrees clockwise, 4-7 = mirrored left-right, then turned).
 */
public record Orientation(int index, int height, int width, List<ShapeCell> cells) {

    public Orientation {
        cells = List.copyOf(cells);
    }

    /** The shape as printed only (solo ambushes). */
    public static List<Orientation> asPrinted(Shape shape) {
        return List.of(transform(shape, 0));
    }

    private static final Map<Shape, List<Orientation>> ALL = new java.util.concurrent.ConcurrentHashMap<>();

    /** Every distinct orientation, in transform order; a symmetric shape has fewer than 8. */
    public static List<Orientation> all(Shape shape) {
        return ALL.computeIfAbsent(shape, s -> {
            Map<List<ShapeCell>, Orientation> distinct = new LinkedHashMap<>();
            for (int t = 0; t < 8; t++) {
                Orientation orientation = transform(s, t);
                distinct.putIfAbsent(orientation.cells(), orientation);
            }
            return List.copyOf(distinct.values());
        });
    }

    /** The shape under transform {@code t} (see the class comment). */
    public static Orientation transform(Shape shape, int t) {
        List<int[]> points = new ArrayList<>();
        for (ShapeCell cell : shape.cells()) {
            int r = cell.row();
            int c = t >= 4 ? -cell.col() : cell.col();
            for (int turn = 0; turn < t % 4; turn++) {
                int turned = c;
                c = -r;
                r = turned;
            }
            points.add(new int[] {r, c});
        }
        int minRow = points.stream().mapToInt(p -> p[0]).min().orElse(0);
        int minCol = points.stream().mapToInt(p -> p[1]).min().orElse(0);
        List<ShapeCell> cells = new ArrayList<>();
        for (int[] p : points) {
            cells.add(new ShapeCell(p[0] - minRow, p[1] - minCol));
        }
        cells.sort(Comparator.comparingInt(ShapeCell::row).thenComparingInt(ShapeCell::col));
        int height = cells.stream().mapToInt(ShapeCell::row).max().orElse(0) + 1;
        int width = cells.stream().mapToInt(ShapeCell::col).max().orElse(0) + 1;
        return new Orientation(t, height, width, cells);
    }
}
