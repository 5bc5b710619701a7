package org.cartolab.workbench.view;

import java.util.List;
import java.util.Optional;

import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexEdge;
import org.cartolab.model.hex.HexTile;
import org.cartolab.model.hex.Intersection;
import org.cartolab.workbench.inkas.Place;

import javafx.geometry.Point2D;

/**
 * Where a hex board's hexes, crossings and edges lie when drawn with a radius: flat-topped hexes, a column's hexes
 * two rows apart and neighbouring columns one row offset. A crossing is where its three hexes meet, so it lies at
 * the centre of their three centres; an edge runs between its two crossings. Finds the place under a point.
 */
final class HexLayout {

    static final double PAD = 3;
    static final double ROW = Math.sqrt(3) / 2;
    /** How near (in radii) a click must be to a crossing or to an edge's middle to name it (they are 0.5 apart). */
    private static final double REACH = 0.24;

    private final HexBoard board;
    private final double radius;
    private final int minColumn;
    private final int minRow;

    HexLayout(HexBoard board, double radius) {
        this.board = board;
        this.radius = radius;
        this.minColumn = board.hexes().stream().mapToInt(HexTile::column).min().orElse(0);
        this.minRow = board.hexes().stream().mapToInt(HexTile::row).min().orElse(0);
    }

    double radius() {
        return radius;
    }

    double width() {
        return width(board.hexes(), radius);
    }

    double height() {
        return height(board.hexes(), radius);
    }

    static double width(List<HexTile> hexes, double r) {
        int columns = hexes.stream().mapToInt(HexTile::column).max().orElse(0)
                - hexes.stream().mapToInt(HexTile::column).min().orElse(0);
        return 2 * PAD + 2 * r + 1.5 * r * columns;
    }

    static double height(List<HexTile> hexes, double r) {
        int rows = hexes.stream().mapToInt(HexTile::row).max().orElse(0)
                - hexes.stream().mapToInt(HexTile::row).min().orElse(0);
        return 2 * PAD + ROW * r * (rows + 2);
    }

    Point2D hex(int index) {
        HexTile tile = board.hexes().get(index);
        return new Point2D(PAD + radius + 1.5 * radius * (tile.column() - minColumn),
                PAD + ROW * radius * (tile.row() - minRow + 1));
    }

    Point2D crossing(int index) {
        Intersection crossing = board.intersections().get(index);
        double x = 0;
        double y = 0;
        for (int hex : crossing.hexes()) {
            x += hex(hex).getX();
            y += hex(hex).getY();
        }
        return new Point2D(x / crossing.hexes().size(), y / crossing.hexes().size());
    }

    Point2D edgeMiddle(int index) {
        HexEdge edge = board.edges().get(index);
        return crossing(edge.from()).midpoint(crossing(edge.to()));
    }

    Point2D centre(Place place) {
        return switch (place.kind()) {
            case CROSSING -> crossing(place.index());
            case EDGE -> edgeMiddle(place.index());
            case HEX -> hex(place.index());
        };
    }

    /** The crossing, else the edge, else the hex under the point: the nearest within reach, or none. */
    Optional<Place> placeAt(double x, double y) {
        Point2D at = new Point2D(x, y);
        Optional<Place> crossing = nearest(at, board.intersections().size(), this::crossing, REACH)
                .map(Place::crossing);
        if (crossing.isPresent()) {
            return crossing;
        }
        Optional<Place> edge = nearest(at, board.edges().size(), this::edgeMiddle, REACH).map(Place::edge);
        if (edge.isPresent()) {
            return edge;
        }
        // Inside the circle a hex's edges touch, away from its corners and sides.
        return nearest(at, board.hexes().size(), this::hex, ROW).map(Place::hex);
    }

    private Optional<Integer> nearest(Point2D at, int count, java.util.function.IntFunction<Point2D> position,
                                      double reach) {
        int best = -1;
        double bestDistance = reach * radius;
        for (int i = 0; i < count; i++) {
            double distance = position.apply(i).distance(at);
            if (distance < bestDistance) {
                best = i;
                bestDistance = distance;
            }
        }
        return best < 0 ? Optional.empty() : Optional.of(best);
    }
}
