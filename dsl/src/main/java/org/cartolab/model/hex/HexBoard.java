package org.cartolab.model.hex;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.TreeMap;

/**
 * A hex map with what it defines: its hexes, the intersections where hexes meet and the edges between them,
 * some of them paths. Flat-topped hexes: in the map's rows a column's hexes are two rows apart and neighbouring
 * columns are offset by one row, so the six neighbours of (column, row) are (column, row ± 2) and
 * (column ± 1, row ± 1). Intersections and edges exist only around landscape tiles, never between frame pieces
 * alone; the frame must enclose the landscape tiles (the validator checks it), so every intersection has three
 * hexes and every edge two.
 *
 * @param noPaths sets of landscape ids: no path runs between two hexes whose landscapes are in one set
 */
public record HexBoard(String id, String name, List<HexTile> hexes, List<Intersection> intersections,
                       List<HexEdge> edges, List<Set<String>> noPaths) {

    public HexBoard {
        hexes = List.copyOf(hexes);
        intersections = List.copyOf(intersections);
        edges = List.copyOf(edges);
        noPaths = noPaths.stream().map(Set::copyOf).toList();
    }

    /** The column letters of hex ids: column 0 is 'a'. */
    public static String hexId(int column, int row) {
        return String.valueOf((char) ('a' + column)) + (row + 1);
    }

    /** Hexes in id order: by column, then by row. */
    public static final Comparator<HexTile> BY_POSITION =
            Comparator.comparingInt(HexTile::column).thenComparingInt(HexTile::row);

    /**
     * Derives the intersections and edges of a map's hexes.
     *
     * @throws IllegalArgumentException if the frame leaves a landscape tile open (an intersection or edge would
     *                                  lack a hex)
     */
    public static HexBoard of(String id, String name, List<HexTile> tiles, List<Set<String>> noPaths) {
        List<HexTile> hexes = tiles.stream().sorted(BY_POSITION).toList();
        Map<Long, Integer> at = new HashMap<>();
        for (int i = 0; i < hexes.size(); i++) {
            at.put(key(hexes.get(i).column(), hexes.get(i).row()), i);
        }
        // Corners in a doubled lattice: x = 3·column ± 1 or ± 2, y = row or row ± 1. Reading order (y, x) keeps
        // the intersections in a stable order.
        TreeMap<Long, List<Integer>> corners = new TreeMap<>();
        for (int i = 0; i < hexes.size(); i++) {
            HexTile hex = hexes.get(i);
            for (int[] corner : CORNERS) {
                corners.computeIfAbsent(cornerKey(3 * hex.column() + corner[0], hex.row() + corner[1]),
                        k -> new ArrayList<>()).add(i);
            }
        }
        List<Long> cornerKeys = new ArrayList<>();
        List<List<Integer>> cornerHexes = new ArrayList<>();
        Map<Long, Integer> intersectionAt = new HashMap<>();
        for (Map.Entry<Long, List<Integer>> corner : corners.entrySet()) {
            if (corner.getValue().stream().allMatch(i -> hexes.get(i).frame())) {
                continue;
            }
            if (corner.getValue().size() != 3) {
                throw new IllegalArgumentException("The map '" + id + "' leaves a corner of "
                        + hexes.get(corner.getValue().get(0)).id() + " open; frame the landscape tiles");
            }
            intersectionAt.put(corner.getKey(), cornerKeys.size());
            cornerKeys.add(corner.getKey());
            cornerHexes.add(corner.getValue().stream().sorted().toList());
        }
        List<HexEdge> edges = new ArrayList<>();
        List<List<Integer>> neighbours = new ArrayList<>();
        List<List<Integer>> pathsAt = new ArrayList<>();
        for (int i = 0; i < cornerKeys.size(); i++) {
            neighbours.add(new ArrayList<>());
            pathsAt.add(new ArrayList<>());
        }
        for (int a = 0; a < hexes.size(); a++) {
            HexTile hex = hexes.get(a);
            // Each edge once: from the hex whose south, south-east or north-east side it is.
            for (int[] side : SIDES) {
                Integer b = at.get(key(hex.column() + side[0], hex.row() + side[1]));
                if (b == null || hex.frame() && hexes.get(b).frame()) {
                    continue;
                }
                int from = intersectionAt.get(cornerKey(3 * hex.column() + side[2], hex.row() + side[3]));
                int to = intersectionAt.get(cornerKey(3 * hex.column() + side[4], hex.row() + side[5]));
                HexTile other = hexes.get(b);
                boolean path = noPaths.stream().noneMatch(set -> set.contains(hex.landscape().id())
                        && set.contains(other.landscape().id()));
                int first = Math.min(a, b);
                int second = Math.max(a, b);
                edges.add(new HexEdge(hexes.get(first).id() + "/" + hexes.get(second).id(), first, second,
                        Math.min(from, to), Math.max(from, to), path));
            }
        }
        edges.sort(Comparator.comparingInt(HexEdge::from).thenComparingInt(HexEdge::to));
        List<HexEdge> paths = edges.stream().filter(HexEdge::path).toList();
        for (HexEdge edge : edges) {
            neighbours.get(edge.from()).add(edge.to());
            neighbours.get(edge.to()).add(edge.from());
        }
        for (int p = 0; p < paths.size(); p++) {
            pathsAt.get(paths.get(p).from()).add(p);
            pathsAt.get(paths.get(p).to()).add(p);
        }
        List<Intersection> intersections = new ArrayList<>();
        for (int i = 0; i < cornerKeys.size(); i++) {
            List<Integer> around = cornerHexes.get(i);
            intersections.add(new Intersection(String.join("/", around.stream().map(h -> hexes.get(h).id()).toList()),
                    around, neighbours.get(i).stream().sorted().toList(), pathsAt.get(i).stream().sorted().toList()));
        }
        return new HexBoard(id, name, hexes, intersections, edges, noPaths);
    }

    /** The edges where roads may be built, in the order of {@link #edges()}; path items are indices into it. */
    public List<HexEdge> paths() {
        return edges.stream().filter(HexEdge::path).toList();
    }

    public Optional<Integer> hex(String hexId) {
        for (int i = 0; i < hexes.size(); i++) {
            if (hexes.get(i).id().equals(hexId)) {
                return Optional.of(i);
            }
        }
        return Optional.empty();
    }

    /** The neighbouring hexes of a hex (indices), in id order. */
    public List<Integer> hexNeighbours(int hex) {
        HexTile tile = hexes.get(hex);
        List<Integer> result = new ArrayList<>();
        for (int i = 0; i < hexes.size(); i++) {
            HexTile other = hexes.get(i);
            int dc = Math.abs(other.column() - tile.column());
            int dr = Math.abs(other.row() - tile.row());
            if (dc == 0 && dr == 2 || dc == 1 && dr == 1) {
                result.add(i);
            }
        }
        return result;
    }

    /** Why no road may be built between two hexes, or empty if the edge between them is a path. */
    public Optional<String> whyNoPath(int hexA, int hexB) {
        HexTile a = hexes.get(hexA);
        HexTile b = hexes.get(hexB);
        for (Set<String> set : noPaths) {
            if (set.contains(a.landscape().id()) && set.contains(b.landscape().id())) {
                return Optional.of("there is no path between " + a.landscape().id() + " and " + b.landscape().id()
                        + " (no-path-between " + String.join(", ", set.stream().sorted().toList()) + ")");
            }
        }
        if (a.frame() && b.frame()) {
            return Optional.of("both are frame pieces");
        }
        return Optional.empty();
    }

    // (dx, dy) of the six corners from a hex's centre in the doubled lattice: E, SE, SW, W, NW, NE.
    private static final int[][] CORNERS = {{2, 0}, {1, 1}, {-1, 1}, {-2, 0}, {-1, -1}, {1, -1}};

    // (dcolumn, drow) of a neighbour, then the two corners (dx, dy) of the shared side: S, SE, NE.
    private static final int[][] SIDES = {{0, 2, -1, 1, 1, 1}, {1, 1, 2, 0, 1, 1}, {1, -1, 1, -1, 2, 0}};

    private static long key(int column, int row) {
        return ((long) column << 32) ^ (row & 0xffffffffL);
    }

    /** Reading order: by y, then by x. */
    private static long cornerKey(int x, int y) {
        return ((long) (y + 1_000_000) << 32) | (x + 1_000_000);
    }
}
