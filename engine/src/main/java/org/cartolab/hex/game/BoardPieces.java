package org.cartolab.hex.game;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.cartolab.hex.PlacementRules;
import org.cartolab.hex.Placements;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexEdge;

/**
 * The pieces on the board of a game of Rise of the Inkas: buildings (village or city, active or declined, and the
 * tribe that placed them) on the intersections and roads on the paths, with the placement rules that read them
 * (§4.5, §4.10). Which events a change makes is the match's business; this class only keeps the position.
 */
final class BoardPieces {

    private final HexBoard board;
    private final List<HexEdge> paths;
    private final InkasRules rules;
    private final int[] owner;
    private final boolean[] city;
    /** §4.10: a declined building, surrounded by thickets; it stays, produces and can be robbed or rebuilt. */
    private final boolean[] declined;
    /** The tribe (1-3) of the building's owner that placed it, for the removal when the second tribe declines. */
    private final int[] builtBy;
    private final int[] roadOwner;
    private Placements standing = Placements.NONE;
    /** {@link PlacementRules#freeSites} of the standing buildings, kept as they change (policies ask often). */
    private List<Integer> freeSites;
    private final boolean[] free;

    BoardPieces(HexBoard board, InkasRules rules) {
        this.board = board;
        this.paths = board.paths();
        this.rules = rules;
        this.owner = new int[board.intersections().size()];
        this.city = new boolean[owner.length];
        this.declined = new boolean[owner.length];
        this.builtBy = new int[owner.length];
        this.free = new boolean[owner.length];
        this.roadOwner = new int[paths.size()];
        restand();
    }

    /** A village or city of the player's tribe, replacing whatever stood there (a rebuilt or upgraded one). */
    void build(int player, int at, boolean upgrade, int tribe) {
        owner[at] = player;
        city[at] = upgrade;
        declined[at] = false;
        builtBy[at] = tribe;
        restand();
    }

    void road(int player, int path) {
        roadOwner[path] = player;
    }

    /**
     * §4.10, the second tribe's decline: the player's buildings placed by the tribe leave the board.
     *
     * @return the ids of the intersections cleared, ascending
     */
    List<String> remove(int player, int tribe) {
        List<String> removed = new ArrayList<>();
        for (int at = 0; at < owner.length; at++) {
            if (owner[at] == player && builtBy[at] == tribe) {
                owner[at] = 0;
                city[at] = false;
                declined[at] = false;
                removed.add(board.intersections().get(at).id());
            }
        }
        restand();
        return removed;
    }

    /**
     * §4.10, a decline: every road of the player goes back to the supply and every active building of theirs
     * declines.
     *
     * @return the ids of the roads taken back, then of the buildings declined, each ascending
     */
    List<String> decline(int player) {
        List<String> pieces = new ArrayList<>();
        for (int path = 0; path < roadOwner.length; path++) {
            if (roadOwner[path] == player) {
                roadOwner[path] = 0;
                pieces.add(paths.get(path).id());
            }
        }
        for (int at = 0; at < owner.length; at++) {
            if (owner[at] == player && !declined[at]) {
                declined[at] = true;
                pieces.add(board.intersections().get(at).id());
            }
        }
        return pieces;
    }

    private void restand() {
        List<Integer> villages = new ArrayList<>();
        List<Integer> cityList = new ArrayList<>();
        for (int i = 0; i < owner.length; i++) {
            if (owner[i] != 0) {
                (city[i] ? cityList : villages).add(i);
            }
        }
        standing = new Placements(villages, cityList, List.of());
        freeSites = PlacementRules.freeSites(board, standing);
        Arrays.fill(free, false);
        freeSites.forEach(at -> free[at] = true);
    }

    /**
     * Where the player may build a village, cost aside, ascending: a free site under the distance rule
     * ({@link PlacementRules#freeSites}) that one of their roads leads to (§4.5).
     */
    List<Integer> villageSites(int player) {
        List<Integer> sites = new ArrayList<>();
        for (int at : freeSites) {
            if (roadReaches(player, at)) {
                sites.add(at);
            }
        }
        return sites;
    }

    /**
     * §4.10 rebuilding: the declined buildings (anyone's) that one of the player's roads reaches, ascending.
     * Replacing a building on its own crossing keeps the distance rule as it was.
     */
    List<Integer> rebuildSites(int player) {
        List<Integer> sites = new ArrayList<>();
        for (int at = 0; at < owner.length; at++) {
            if (declined[at] && roadReaches(player, at)) {
                sites.add(at);
            }
        }
        return sites;
    }

    /** The player's active villages, ascending: where a city may go. */
    List<Integer> activeVillages(int player) {
        List<Integer> villages = new ArrayList<>();
        for (int at : standing.villageList()) {
            if (owner[at] == player && !declined[at]) {
                villages.add(at);
            }
        }
        return villages;
    }

    private boolean roadReaches(int player, int at) {
        for (int path : rules.pathsAt(at)) {
            if (roadOwner[path] == player) {
                return true;
            }
        }
        return false;
    }

    /**
     * §4.5 and §4.10: a free path with an end where the player's active building stands, or where another of
     * their roads ends and no building blocks it: an opponent's, or a declined one (anyone's), from which no road
     * goes on until an active village replaces it.
     */
    boolean roadMayGo(int player, int path) {
        if (roadOwner[path] != 0) {
            return false;
        }
        HexEdge edge = paths.get(path);
        return extendsFrom(player, edge.from(), path) || extendsFrom(player, edge.to(), path);
    }

    private boolean extendsFrom(int player, int at, int path) {
        if (owner[at] != 0) {
            return owner[at] == player && !declined[at];
        }
        for (int other : rules.pathsAt(at)) {
            if (other != path && roadOwner[other] == player) {
                return true;
            }
        }
        return false;
    }

    /** Where the player's next tribe may be founded: no opponent could build a village there now (§4.10). */
    List<Integer> foundingSites(int player) {
        return PlacementRules.foundingSites(board, standing, at -> {
            for (int path : rules.pathsAt(at)) {
                if (roadOwner[path] != 0 && roadOwner[path] != player) {
                    return true;
                }
            }
            return false;
        });
    }

    /** The player's longest trade route ({@link TradeRoute}). */
    int routeLength(int player) {
        return TradeRoute.longest(board, paths, roadOwner, owner, player);
    }

    List<Integer> villageList() {
        return standing.villageList();
    }

    int owner(int intersection) {
        return owner[intersection];
    }

    boolean isCity(int intersection) {
        return city[intersection];
    }

    boolean declined(int intersection) {
        return declined[intersection];
    }

    int roadOwner(int path) {
        return roadOwner[path];
    }

    boolean freeSite(int intersection) {
        return free[intersection];
    }

    Placements standing() {
        return standing;
    }

    int cities(int player) {
        int count = 0;
        for (int at = 0; at < owner.length; at++) {
            if (owner[at] == player && city[at]) {
                count++;
            }
        }
        return count;
    }

    int villages(int player) {
        int count = 0;
        for (int at = 0; at < owner.length; at++) {
            if (owner[at] == player && !city[at]) {
                count++;
            }
        }
        return count;
    }

    int roads(int player) {
        int count = 0;
        for (int path : roadOwner) {
            if (path == player) {
                count++;
            }
        }
        return count;
    }
}
