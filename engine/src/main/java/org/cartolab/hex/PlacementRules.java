package org.cartolab.hex;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.function.IntPredicate;

import org.cartolab.board.BoardProblem;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexEdge;

/**
 * The building rules of RULES.md §4.5 that one player's placements must follow, one method per rule. (No path
 * between two jungle hexes is the map's business: such an edge is no path, so a road there cannot even be named.)
 * Not checked: that a village has a road leading to it, since the first village of a new tribe has none (§4.10),
 * and the one city per tribe, since placements do not say which tribe a building belongs to.
 */
public final class PlacementRules {

    private PlacementRules() {
    }

    /** Every rule a list of pieces breaks, at the piece that breaks it. */
    public static List<BoardProblem> check(String path, HexBoard board, List<PlacedPiece> pieces) {
        List<BoardProblem> problems = new ArrayList<>();
        onePiecePerPlace(path, pieces, problems);
        noPathNoBuilding(path, board, pieces, problems);
        distanceRule(path, board, pieces, problems);
        roadsConnectToBuildings(path, board, pieces, problems);
        problems.sort(java.util.Comparator.comparingInt(BoardProblem::line).thenComparingInt(BoardProblem::column));
        return problems;
    }

    /** One building per intersection and one road per path. */
    static void onePiecePerPlace(String path, List<PlacedPiece> pieces, List<BoardProblem> problems) {
        Map<String, PlacedPiece> first = new HashMap<>();
        for (PlacedPiece piece : pieces) {
            String place = (piece.piece().building() ? "i:" : "p:") + piece.index();
            PlacedPiece earlier = first.putIfAbsent(place, piece);
            if (earlier != null) {
                problems.add(new BoardProblem(path, piece.line(), piece.column(), (piece.piece().building()
                        ? "there is already a " + earlier.piece().word() + " at " + piece.id() + " (line "
                        + earlier.line() + "); one building per intersection (a city replaces its village: "
                        + "write only 'city " + piece.id() + "')"
                        : "there is already a road on " + piece.id() + " (line " + earlier.line()
                        + "); one road per path") + "."));
            }
        }
    }

    /** RULES.md §4.10: a building may stand only on a crossing that a path leads to (not one amid jungle). */
    public static boolean pathLeadsTo(HexBoard board, int intersection) {
        return !board.intersections().get(intersection).paths().isEmpty();
    }

    /** The distance rule: two buildings may not stand on neighbouring intersections, whoever owns them. */
    public static boolean tooClose(HexBoard board, int intersection, int other) {
        return board.intersections().get(intersection).neighbours().contains(other);
    }

    /**
     * The intersections where one more building may stand beside those already there, ascending: a path leads
     * there and no building stands there or next to it.
     */
    public static List<Integer> freeSites(HexBoard board, Placements standing) {
        List<Integer> sites = new ArrayList<>();
        for (int i = 0; i < board.intersections().size(); i++) {
            if (pathLeadsTo(board, i) && !standing.built(i)
                    && board.intersections().get(i).neighbours().stream().noneMatch(standing::built)) {
                sites.add(i);
            }
        }
        return sites;
    }

    /**
     * RULES.md §4.10: where a new tribe's first village may go, ascending: a free site ({@link #freeSites}: a path
     * leads there, the distance rule holds towards every building, declined ones included) that is not an "active
     * tribe's village crossing", one where an opponent's road leads and that opponent could build a village now.
     * No road of one's own is needed. A position of one player's placements (the founding puzzle, README "A new
     * tribe's first village") has no opponents' roads, so there every free site qualifies.
     *
     * @param opponentMayBuild whether some opponent could legally build a village on the intersection
     */
    public static List<Integer> foundingSites(HexBoard board, Placements standing, IntPredicate opponentMayBuild) {
        List<Integer> sites = new ArrayList<>();
        for (int at : freeSites(board, standing)) {
            if (!opponentMayBuild.test(at)) {
                sites.add(at);
            }
        }
        return sites;
    }

    /** RULES.md §4.10: no building on a crossing that no path leads to (e.g. surrounded by jungle). */
    static void noPathNoBuilding(String path, HexBoard board, List<PlacedPiece> pieces, List<BoardProblem> problems) {
        for (PlacedPiece piece : pieces) {
            if (piece.piece().building() && !pathLeadsTo(board, piece.index())) {
                problems.add(new BoardProblem(path, piece.line(), piece.column(), "no path leads to " + piece.id()
                        + ", so no " + piece.piece().word() + " can stand there (no roads between jungle hexes)."));
            }
        }
    }

    /** The distance rule: no building on an intersection next to another building, whoever owns it. */
    static void distanceRule(String path, HexBoard board, List<PlacedPiece> pieces, List<BoardProblem> problems) {
        List<PlacedPiece> buildings = pieces.stream().filter(p -> p.piece().building()).toList();
        for (int b = 0; b < buildings.size(); b++) {
            PlacedPiece later = buildings.get(b);
            for (int a = 0; a < b; a++) {
                PlacedPiece earlier = buildings.get(a);
                if (tooClose(board, later.index(), earlier.index())) {
                    problems.add(new BoardProblem(path, later.line(), later.column(), "the " + later.piece().word()
                            + " at " + later.id() + " is next to the " + earlier.piece().word() + " at "
                            + earlier.id() + " (line " + earlier.line() + "); the distance rule wants at least one "
                            + "free intersection between two buildings."));
                    break;
                }
            }
        }
    }

    /** Roads are built out from one's own buildings and roads: every road network reaches a building. */
    static void roadsConnectToBuildings(String path, HexBoard board, List<PlacedPiece> pieces,
                                        List<BoardProblem> problems) {
        List<HexEdge> paths = board.paths();
        boolean[] reached = new boolean[board.intersections().size()];
        List<Integer> frontier = new ArrayList<>();
        for (PlacedPiece piece : pieces) {
            if (piece.piece().building() && !reached[piece.index()]) {
                reached[piece.index()] = true;
                frontier.add(piece.index());
            }
        }
        List<PlacedPiece> roads = pieces.stream().filter(p -> !p.piece().building()).toList();
        boolean[] connected = new boolean[roads.size()];
        while (!frontier.isEmpty()) {
            int at = frontier.remove(frontier.size() - 1);
            for (int r = 0; r < roads.size(); r++) {
                HexEdge road = paths.get(roads.get(r).index());
                if (!connected[r] && (road.from() == at || road.to() == at)) {
                    connected[r] = true;
                    int other = road.from() == at ? road.to() : road.from();
                    if (!reached[other]) {
                        reached[other] = true;
                        frontier.add(other);
                    }
                }
            }
        }
        for (int r = 0; r < roads.size(); r++) {
            if (!connected[r]) {
                PlacedPiece road = roads.get(r);
                HexEdge edge = paths.get(road.index());
                problems.add(new BoardProblem(path, road.line(), road.column(), "the road on " + road.id()
                        + " is not connected to a village or city: roads are built out from your own buildings "
                        + "and roads. Place a building at " + board.intersections().get(edge.from()).id() + " or "
                        + board.intersections().get(edge.to()).id() + ", or a road that leads there."));
            }
        }
    }
}
