package org.cartolab.hex.game;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexEdge;

/**
 * RULES.md §4.6: a player's longest continuous road, a single unbranched line (the longest trail through their
 * roads, each road used once). An opponent's village or city on a crossing breaks the line there (it may end
 * there but not pass through); the player's own does not.
 */
final class TradeRoute {

    private TradeRoute() {
    }

    /**
     * @param roadOwner the player on each path, 0 for none
     * @param owner     the player on each intersection, 0 for none
     */
    static int longest(HexBoard board, List<HexEdge> paths, int[] roadOwner, int[] owner, int player) {
        List<HexEdge> roads = new ArrayList<>();
        for (int p = 0; p < roadOwner.length; p++) {
            if (roadOwner[p] == player) {
                roads.add(paths.get(p));
            }
        }
        int best = 0;
        for (HexEdge road : roads) {
            best = Math.max(best, Math.max(from(road.from(), roads, 0, owner, player),
                    from(road.to(), roads, 0, owner, player)));
        }
        return best;
    }

    private static int from(int at, List<HexEdge> roads, int used, int[] owner, int player) {
        int best = 0;
        for (int r = 0; r < roads.size(); r++) {
            HexEdge road = roads.get(r);
            if ((used & 1 << r) == 0 && (road.from() == at || road.to() == at)) {
                int next = road.from() == at ? road.to() : road.from();
                boolean broken = owner[next] != 0 && owner[next] != player;
                best = Math.max(best, 1 + (broken ? 0 : from(next, roads, used | 1 << r, owner, player)));
            }
        }
        return best;
    }
}
