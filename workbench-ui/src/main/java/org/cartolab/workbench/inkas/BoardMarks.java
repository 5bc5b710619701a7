package org.cartolab.workbench.inkas;

import java.util.List;
import java.util.Set;

/**
 * What is drawn over a hex board: the hexes and crossings highlighted (a violation's), the pieces of the players
 * and the robber.
 *
 * @param hexes     ids of the hexes to highlight; the others are dimmed while any is
 * @param crossings ids of the crossings to highlight
 * @param pieces    the players' villages, cities and roads
 * @param robber    the hex the robber stands on, -1 for none
 */
public record BoardMarks(Set<String> hexes, Set<String> crossings, List<Piece> pieces, int robber) {

    public static final BoardMarks NONE = new BoardMarks(Set.of(), Set.of(), List.of(), -1);

    public BoardMarks {
        hexes = Set.copyOf(hexes);
        crossings = Set.copyOf(crossings);
        pieces = List.copyOf(pieces);
    }

    public static BoardMarks highlight(List<String> hexes, List<String> crossings) {
        return new BoardMarks(Set.copyOf(hexes), Set.copyOf(crossings), List.of(), -1);
    }

    /**
     * A player's piece.
     *
     * @param at     a crossing (village, city) or an edge (road): an index into the board's intersections or edges
     * @param player 1-based
     */
    public record Piece(Kind kind, int at, int player) {

        public enum Kind {
            VILLAGE, CITY, ROAD
        }
    }
}
