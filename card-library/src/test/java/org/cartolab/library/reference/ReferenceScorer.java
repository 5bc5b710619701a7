package org.cartolab.library.reference;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Collections;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Deliberately simple, independent reference implementation of the 16 Cartographers
 * base-game scoring cards and the monster penalty. Written straight from the rule text
 * with plain loops over a char grid; used only to cross-check the real evaluator.
 *
 * <p>Board text format: one string per row, one char per cell.
 * {@code .} empty, {@code R} empty ruins, {@code M} mountain, {@code #} wasteland,
 * {@code F V P W X H} forest/village/farm/water/monster/hero, {@code *} destroyed,
 * lowercase {@code f v p w x h} = that terrain on a ruins cell.
 */
public final class ReferenceScorer {

    /** All 16 card ids plus "monsters", in this order. */
    public static final List<String> IDS = List.of(
            "sentinel-wood", "greenbough", "treetower", "stoneside-forest",
            "canal-lake", "mages-valley", "the-golden-granary", "shoreside-expanse",
            "wildholds", "great-city", "greengold-plains", "shieldgate",
            "borderlands", "lost-barony", "the-broken-road", "the-cauldrons",
            "monsters");

    private ReferenceScorer() {
    }

    /** Returns the card's points for the board (monsters: a value &lt;= 0). */
    public static int score(String id, List<String> rows) {
        char[][] g = toGrid(rows);
        switch (id) {
            case "sentinel-wood": return sentinelWood(g);
            case "greenbough": return greenbough(g);
            case "treetower": return treetower(g);
            case "stoneside-forest": return stonesideForest(g);
            case "canal-lake": return canalLake(g);
            case "mages-valley": return magesValley(g);
            case "the-golden-granary": return goldenGranary(g);
            case "shoreside-expanse": return shoresideExpanse(g);
            case "wildholds": return wildholds(g);
            case "great-city": return greatCity(g);
            case "greengold-plains": return greengoldPlains(g);
            case "shieldgate": return shieldgate(g);
            case "borderlands": return borderlands(g);
            case "lost-barony": return lostBarony(g);
            case "the-broken-road": return brokenRoad(g);
            case "the-cauldrons": return cauldrons(g);
            case "monsters": return monsters(g);
            default: throw new IllegalArgumentException("unknown card id: " + id);
        }
    }

    // ------------------------------------------------------------------ board helpers

    private static char[][] toGrid(List<String> rows) {
        if (rows == null || rows.isEmpty()) {
            throw new IllegalArgumentException("empty board");
        }
        int w = rows.get(0).length();
        char[][] g = new char[rows.size()][];
        for (int r = 0; r < rows.size(); r++) {
            String row = rows.get(r);
            if (row.length() != w) {
                throw new IllegalArgumentException("ragged board at row " + r);
            }
            g[r] = row.toCharArray();
        }
        return g;
    }

    private static final int[] DR = {-1, 1, 0, 0};
    private static final int[] DC = {0, 0, -1, 1};

    private static int height(char[][] g) {
        return g.length;
    }

    private static int width(char[][] g) {
        return g[0].length;
    }

    private static boolean inside(char[][] g, int r, int c) {
        return r >= 0 && r < height(g) && c >= 0 && c < width(g);
    }

    /** Empty = '.' or 'R'. */
    private static boolean isEmpty(char ch) {
        return ch == '.' || ch == 'R';
    }

    /** Filled = anything not empty. */
    private static boolean isFilled(char ch) {
        return !isEmpty(ch);
    }

    /** Ruins cell = 'R' or any lowercase terrain letter. */
    private static boolean isRuins(char ch) {
        return ch == 'R' || Character.isLowerCase(ch);
    }

    /** Terrain kind of a cell as an uppercase letter (F V P W X H M), or 0 when it has none. */
    private static char terrain(char ch) {
        switch (ch) {
            case 'F': case 'f': return 'F';
            case 'V': case 'v': return 'V';
            case 'P': case 'p': return 'P';
            case 'W': case 'w': return 'W';
            case 'X': case 'x': return 'X';
            case 'H': case 'h': return 'H';
            case 'M': return 'M';
            default: return 0;
        }
    }

    private static boolean is(char[][] g, int r, int c, char kind) {
        return terrain(g[r][c]) == kind;
    }

    private static boolean onEdge(char[][] g, int r, int c) {
        return r == 0 || c == 0 || r == height(g) - 1 || c == width(g) - 1;
    }

    /** True if some orthogonal neighbour of (r,c) has the given terrain. */
    private static boolean hasNeighbour(char[][] g, int r, int c, char kind) {
        for (int d = 0; d < 4; d++) {
            int nr = r + DR[d];
            int nc = c + DC[d];
            if (inside(g, nr, nc) && is(g, nr, nc, kind)) {
                return true;
            }
        }
        return false;
    }

    /** True if each of the 4 orthogonal neighbours is filled or off the board. */
    private static boolean surrounded(char[][] g, int r, int c) {
        for (int d = 0; d < 4; d++) {
            int nr = r + DR[d];
            int nc = c + DC[d];
            if (inside(g, nr, nc) && isEmpty(g[nr][nc])) {
                return false;
            }
        }
        return true;
    }

    /** All clusters (maximal orthogonally connected groups) of the given terrain, by BFS. */
    private static List<List<int[]>> clusters(char[][] g, char kind) {
        int h = height(g);
        int w = width(g);
        boolean[][] visited = new boolean[h][w];
        List<List<int[]>> result = new ArrayList<>();
        for (int r = 0; r < h; r++) {
            for (int c = 0; c < w; c++) {
                if (visited[r][c] || !is(g, r, c, kind)) {
                    continue;
                }
                List<int[]> cluster = new ArrayList<>();
                Deque<int[]> queue = new ArrayDeque<>();
                visited[r][c] = true;
                queue.add(new int[] {r, c});
                while (!queue.isEmpty()) {
                    int[] cell = queue.poll();
                    cluster.add(cell);
                    for (int d = 0; d < 4; d++) {
                        int nr = cell[0] + DR[d];
                        int nc = cell[1] + DC[d];
                        if (inside(g, nr, nc) && !visited[nr][nc] && is(g, nr, nc, kind)) {
                            visited[nr][nc] = true;
                            queue.add(new int[] {nr, nc});
                        }
                    }
                }
                result.add(cluster);
            }
        }
        return result;
    }

    /** Cells orthogonally adjacent to a cluster but not part of it (each listed once). */
    private static List<int[]> borderCells(char[][] g, List<int[]> cluster) {
        boolean[][] inCluster = new boolean[height(g)][width(g)];
        for (int[] cell : cluster) {
            inCluster[cell[0]][cell[1]] = true;
        }
        boolean[][] seen = new boolean[height(g)][width(g)];
        List<int[]> result = new ArrayList<>();
        for (int[] cell : cluster) {
            for (int d = 0; d < 4; d++) {
                int nr = cell[0] + DR[d];
                int nc = cell[1] + DC[d];
                if (inside(g, nr, nc) && !inCluster[nr][nc] && !seen[nr][nc]) {
                    seen[nr][nc] = true;
                    result.add(new int[] {nr, nc});
                }
            }
        }
        return result;
    }

    private static boolean clusterTouches(char[][] g, List<int[]> cluster, char kind) {
        for (int[] cell : borderCells(g, cluster)) {
            if (is(g, cell[0], cell[1], kind)) {
                return true;
            }
        }
        return false;
    }

    private static boolean clusterOnEdge(char[][] g, List<int[]> cluster) {
        for (int[] cell : cluster) {
            if (onEdge(g, cell[0], cell[1])) {
                return true;
            }
        }
        return false;
    }

    // ------------------------------------------------------------------ the cards

    /** Sentinel Wood: 1 per forest cell on the edge. */
    private static int sentinelWood(char[][] g) {
        int points = 0;
        for (int r = 0; r < height(g); r++) {
            for (int c = 0; c < width(g); c++) {
                if (is(g, r, c, 'F') && onEdge(g, r, c)) {
                    points++;
                }
            }
        }
        return points;
    }

    /** Greenbough: 1 per row with a forest + 1 per column with a forest. */
    private static int greenbough(char[][] g) {
        int points = 0;
        for (int r = 0; r < height(g); r++) {
            boolean found = false;
            for (int c = 0; c < width(g); c++) {
                if (is(g, r, c, 'F')) {
                    found = true;
                }
            }
            if (found) {
                points++;
            }
        }
        for (int c = 0; c < width(g); c++) {
            boolean found = false;
            for (int r = 0; r < height(g); r++) {
                if (is(g, r, c, 'F')) {
                    found = true;
                }
            }
            if (found) {
                points++;
            }
        }
        return points;
    }

    /** Treetower: 1 per forest cell whose 4 neighbours are filled or off the board. */
    private static int treetower(char[][] g) {
        int points = 0;
        for (int r = 0; r < height(g); r++) {
            for (int c = 0; c < width(g); c++) {
                if (is(g, r, c, 'F') && surrounded(g, r, c)) {
                    points++;
                }
            }
        }
        return points;
    }

    /**
     * Stoneside Forest: 3 per mountain M such that some forest cluster is adjacent to M
     * and also adjacent to another mountain (not M).
     */
    private static int stonesideForest(char[][] g) {
        List<List<int[]>> forests = clusters(g, 'F');
        int points = 0;
        for (int r = 0; r < height(g); r++) {
            for (int c = 0; c < width(g); c++) {
                if (!is(g, r, c, 'M')) {
                    continue;
                }
                boolean connected = false;
                for (List<int[]> forest : forests) {
                    boolean touchesThis = false;
                    boolean touchesOther = false;
                    for (int[] cell : borderCells(g, forest)) {
                        if (is(g, cell[0], cell[1], 'M')) {
                            if (cell[0] == r && cell[1] == c) {
                                touchesThis = true;
                            } else {
                                touchesOther = true;
                            }
                        }
                    }
                    if (touchesThis && touchesOther) {
                        connected = true;
                    }
                }
                if (connected) {
                    points += 3;
                }
            }
        }
        return points;
    }

    /** Canal Lake: 1 per water next to a farm + 1 per farm next to a water. */
    private static int canalLake(char[][] g) {
        int points = 0;
        for (int r = 0; r < height(g); r++) {
            for (int c = 0; c < width(g); c++) {
                if (is(g, r, c, 'W') && hasNeighbour(g, r, c, 'P')) {
                    points++;
                }
                if (is(g, r, c, 'P') && hasNeighbour(g, r, c, 'W')) {
                    points++;
                }
            }
        }
        return points;
    }

    /** Mages Valley: 2 per water next to a mountain + 1 per farm next to a mountain. */
    private static int magesValley(char[][] g) {
        int points = 0;
        for (int r = 0; r < height(g); r++) {
            for (int c = 0; c < width(g); c++) {
                if (is(g, r, c, 'W') && hasNeighbour(g, r, c, 'M')) {
                    points += 2;
                }
                if (is(g, r, c, 'P') && hasNeighbour(g, r, c, 'M')) {
                    points += 1;
                }
            }
        }
        return points;
    }

    /**
     * The Golden Granary: 1 per water cell with a ruins neighbour + 3 per farm cell that
     * is itself a ruins cell.
     */
    private static int goldenGranary(char[][] g) {
        int points = 0;
        for (int r = 0; r < height(g); r++) {
            for (int c = 0; c < width(g); c++) {
                if (is(g, r, c, 'W')) {
                    boolean ruinsNext = false;
                    for (int d = 0; d < 4; d++) {
                        int nr = r + DR[d];
                        int nc = c + DC[d];
                        if (inside(g, nr, nc) && isRuins(g[nr][nc])) {
                            ruinsNext = true;
                        }
                    }
                    if (ruinsNext) {
                        points += 1;
                    }
                }
                if (is(g, r, c, 'P') && isRuins(g[r][c])) {
                    points += 3;
                }
            }
        }
        return points;
    }

    /**
     * Shoreside Expanse: 3 per farm cluster not on the edge and not next to water
     * + 3 per water cluster not on the edge and not next to a farm.
     */
    private static int shoresideExpanse(char[][] g) {
        int points = 0;
        for (List<int[]> farm : clusters(g, 'P')) {
            if (!clusterOnEdge(g, farm) && !clusterTouches(g, farm, 'W')) {
                points += 3;
            }
        }
        for (List<int[]> water : clusters(g, 'W')) {
            if (!clusterOnEdge(g, water) && !clusterTouches(g, water, 'P')) {
                points += 3;
            }
        }
        return points;
    }

    /** Wildholds: 8 per village cluster of at least 6 cells. */
    private static int wildholds(char[][] g) {
        int points = 0;
        for (List<int[]> village : clusters(g, 'V')) {
            if (village.size() >= 6) {
                points += 8;
            }
        }
        return points;
    }

    /** Great City: size of the largest village cluster not adjacent to a mountain. */
    private static int greatCity(char[][] g) {
        int best = 0;
        for (List<int[]> village : clusters(g, 'V')) {
            if (!clusterTouches(g, village, 'M')) {
                best = Math.max(best, village.size());
            }
        }
        return best;
    }

    /**
     * Greengold Plains: 3 per village cluster adjacent to at least 3 distinct kinds among
     * forest, village, farm, water, mountain, monster.
     */
    private static int greengoldPlains(char[][] g) {
        String countedKinds = "FVPWMX";
        int points = 0;
        for (List<int[]> village : clusters(g, 'V')) {
            Set<Character> kinds = new HashSet<>();
            for (int[] cell : borderCells(g, village)) {
                char kind = terrain(g[cell[0]][cell[1]]);
                if (kind != 0 && countedKinds.indexOf(kind) >= 0) {
                    kinds.add(kind);
                }
            }
            if (kinds.size() >= 3) {
                points += 3;
            }
        }
        return points;
    }

    /** Shieldgate: 2 x the size of the second-largest village cluster (0 if fewer than 2). */
    private static int shieldgate(char[][] g) {
        List<Integer> sizes = new ArrayList<>();
        for (List<int[]> village : clusters(g, 'V')) {
            sizes.add(village.size());
        }
        if (sizes.size() < 2) {
            return 0;
        }
        sizes.sort(Collections.reverseOrder());
        return 2 * sizes.get(1);
    }

    /** Borderlands: 6 per completely filled row + 6 per completely filled column. */
    private static int borderlands(char[][] g) {
        int points = 0;
        for (int r = 0; r < height(g); r++) {
            boolean full = true;
            for (int c = 0; c < width(g); c++) {
                if (isEmpty(g[r][c])) {
                    full = false;
                }
            }
            if (full) {
                points += 6;
            }
        }
        for (int c = 0; c < width(g); c++) {
            boolean full = true;
            for (int r = 0; r < height(g); r++) {
                if (isEmpty(g[r][c])) {
                    full = false;
                }
            }
            if (full) {
                points += 6;
            }
        }
        return points;
    }

    /** Lost Barony: 3 x side of the largest all-filled k x k square, by brute force. */
    private static int lostBarony(char[][] g) {
        int best = 0;
        int maxSide = Math.min(height(g), width(g));
        for (int k = 1; k <= maxSide; k++) {
            for (int top = 0; top + k <= height(g); top++) {
                for (int left = 0; left + k <= width(g); left++) {
                    boolean full = true;
                    for (int r = top; r < top + k; r++) {
                        for (int c = left; c < left + k; c++) {
                            if (isEmpty(g[r][c])) {
                                full = false;
                            }
                        }
                    }
                    if (full) {
                        best = Math.max(best, k);
                    }
                }
            }
        }
        return 3 * best;
    }

    /**
     * The Broken Road: 3 per maximal down-right diagonal that contains a left-column cell
     * and a bottom-row cell and whose cells are all filled.
     */
    private static int brokenRoad(char[][] g) {
        int h = height(g);
        int w = width(g);
        // Every maximal down-right diagonal starts in the top row or the left column.
        List<int[]> starts = new ArrayList<>();
        for (int c = 0; c < w; c++) {
            starts.add(new int[] {0, c});
        }
        for (int r = 1; r < h; r++) {
            starts.add(new int[] {r, 0});
        }
        int points = 0;
        for (int[] start : starts) {
            boolean hasLeft = false;
            boolean hasBottom = false;
            boolean allFilled = true;
            int r = start[0];
            int c = start[1];
            while (r < h && c < w) {
                if (c == 0) {
                    hasLeft = true;
                }
                if (r == h - 1) {
                    hasBottom = true;
                }
                if (isEmpty(g[r][c])) {
                    allFilled = false;
                }
                r++;
                c++;
            }
            if (hasLeft && hasBottom && allFilled) {
                points += 3;
            }
        }
        return points;
    }

    /** The Cauldrons: 1 per empty cell whose 4 neighbours are filled or off the board. */
    private static int cauldrons(char[][] g) {
        int points = 0;
        for (int r = 0; r < height(g); r++) {
            for (int c = 0; c < width(g); c++) {
                if (isEmpty(g[r][c]) && surrounded(g, r, c)) {
                    points++;
                }
            }
        }
        return points;
    }

    /** Monsters: minus the number of empty cells adjacent to at least one monster cell. */
    private static int monsters(char[][] g) {
        int penalty = 0;
        for (int r = 0; r < height(g); r++) {
            for (int c = 0; c < width(g); c++) {
                if (isEmpty(g[r][c]) && hasNeighbour(g, r, c, 'X')) {
                    penalty++;
                }
            }
        }
        return -penalty;
    }
}
