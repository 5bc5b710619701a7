package org.cartolab.library.reference;

import java.util.ArrayDeque;
import java.util.Deque;
import java.util.HashSet;
import java.util.List;
import java.util.Set;

/**
 * Deliberately simple, independent reference implementation of the 16 Cartographers Heroes scoring cards and the
 * Heroes monster penalty. Written straight from the card texts and the readings stated in the comments of
 * cartographers-heroes/scoring.carto and game.carto, with plain loops over a char grid; it shares no code with the
 * evaluator or with {@link ReferenceScorer}. Used only to cross-check the real evaluator.
 *
 * <p>Board text: {@code .} empty, {@code R} empty ruins, {@code M} mountain, {@code #} wasteland, {@code *} destroyed
 * (filled, no terrain), {@code F V P W X H} forest/village/farm/water/monster/hero, {@code K} killed monster (still a
 * monster), lowercase {@code f v p w x h k} = the same on a ruins cell.
 */
public final class HeroesReferenceScorer {

    /** The 16 Heroes card ids plus "monsters", in this order. */
    public static final List<String> IDS = List.of(
            "faunlost-thicket", "deepwood", "heart-of-the-forest", "sleepy-valley",
            "craylund", "ulems-wallow", "clawsgrave-peaks", "jorekburg",
            "traylo-monastery", "outer-enclave", "gnomish-colony", "caravansary",
            "dwarvenholds", "silos", "banded-hills", "starlit-sigil",
            "monsters");

    private HeroesReferenceScorer() {
    }

    /** Returns the card's points for the board (monsters: a value &lt;= 0). */
    public static int score(String id, List<String> rows) {
        char[][] g = grid(rows);
        switch (id) {
            case "faunlost-thicket": return faunlostThicket(g);
            case "deepwood": return deepwood(g);
            case "heart-of-the-forest": return heartOfTheForest(g);
            case "sleepy-valley": return sleepyValley(g);
            case "craylund": return craylund(g);
            case "ulems-wallow": return ulemsWallow(g);
            case "clawsgrave-peaks": return clawsgravePeaks(g);
            case "jorekburg": return jorekburg(g);
            case "traylo-monastery": return trayloMonastery(g);
            case "outer-enclave": return outerEnclave(g);
            case "gnomish-colony": return gnomishColony(g);
            case "caravansary": return caravansary(g);
            case "dwarvenholds": return dwarvenholds(g);
            case "silos": return silos(g);
            case "banded-hills": return bandedHills(g);
            case "starlit-sigil": return starlitSigil(g);
            case "monsters": return monsters(g);
            default: throw new IllegalArgumentException("unknown card id: " + id);
        }
    }

    // ------------------------------------------------------------------ cells

    private static char[][] grid(List<String> rows) {
        if (rows == null || rows.isEmpty()) {
            throw new IllegalArgumentException("empty board");
        }
        char[][] g = new char[rows.size()][];
        for (int r = 0; r < rows.size(); r++) {
            g[r] = rows.get(r).toCharArray();
            if (g[r].length != g[0].length) {
                throw new IllegalArgumentException("ragged board at row " + r);
            }
        }
        return g;
    }

    /** The cell's terrain as one upper-case letter F V P W X H M; killed monsters are X; '\0' for none. */
    private static char kind(char ch) {
        switch (ch) {
            case 'F': case 'f': return 'F';
            case 'V': case 'v': return 'V';
            case 'P': case 'p': return 'P';
            case 'W': case 'w': return 'W';
            case 'X': case 'x': case 'K': case 'k': return 'X';
            case 'H': case 'h': return 'H';
            case 'M': return 'M';
            default: return '\0';
        }
    }

    private static boolean empty(char ch) {
        return ch == '.' || ch == 'R';
    }

    private static boolean livingMonster(char ch) {
        return ch == 'X' || ch == 'x';
    }

    private static boolean in(char[][] g, int r, int c) {
        return r >= 0 && c >= 0 && r < g.length && c < g[0].length;
    }

    private static final int[][] STEPS = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};

    /** Number of orthogonal neighbours of (r,c) with the given kind. */
    private static int neighboursOfKind(char[][] g, int r, int c, char k) {
        int n = 0;
        for (int[] s : STEPS) {
            int nr = r + s[0];
            int nc = c + s[1];
            if (in(g, nr, nc) && kind(g[nr][nc]) == k) {
                n++;
            }
        }
        return n;
    }

    private interface CellTest {
        boolean test(char ch);
    }

    /**
     * Labels the maximal orthogonally connected groups of cells accepted by the test; returns an int grid
     * with -1 for cells outside any group and 0..n-1 for the group number. Fills {@code count[0]} with n.
     */
    private static int[][] label(char[][] g, CellTest test, int[] count) {
        int h = g.length;
        int w = g[0].length;
        int[][] lab = new int[h][w];
        for (int[] row : lab) {
            java.util.Arrays.fill(row, -1);
        }
        int n = 0;
        for (int r = 0; r < h; r++) {
            for (int c = 0; c < w; c++) {
                if (lab[r][c] != -1 || !test.test(g[r][c])) {
                    continue;
                }
                Deque<int[]> stack = new ArrayDeque<>();
                stack.push(new int[] {r, c});
                lab[r][c] = n;
                while (!stack.isEmpty()) {
                    int[] cur = stack.pop();
                    for (int[] s : STEPS) {
                        int nr = cur[0] + s[0];
                        int nc = cur[1] + s[1];
                        if (in(g, nr, nc) && lab[nr][nc] == -1 && test.test(g[nr][nc])) {
                            lab[nr][nc] = n;
                            stack.push(new int[] {nr, nc});
                        }
                    }
                }
                n++;
            }
        }
        count[0] = n;
        return lab;
    }

    private static int[][] labelKind(char[][] g, char k, int[] count) {
        return label(g, ch -> kind(ch) == k, count);
    }

    /** Cells outside group {@code id} that are orthogonally next to one of its cells, each once, as r*w+c. */
    private static Set<Integer> around(char[][] g, int[][] lab, int id) {
        int w = g[0].length;
        Set<Integer> out = new HashSet<>();
        for (int r = 0; r < g.length; r++) {
            for (int c = 0; c < w; c++) {
                if (lab[r][c] != id) {
                    continue;
                }
                for (int[] s : STEPS) {
                    int nr = r + s[0];
                    int nc = c + s[1];
                    if (in(g, nr, nc) && lab[nr][nc] != id) {
                        out.add(nr * w + nc);
                    }
                }
            }
        }
        return out;
    }

    // ------------------------------------------------------------------ forest deck

    /** 2 per forest cell of the longest unbroken vertical run of forest in one column. */
    private static int faunlostThicket(char[][] g) {
        int best = 0;
        for (int c = 0; c < g[0].length; c++) {
            int run = 0;
            for (int r = 0; r < g.length; r++) {
                run = kind(g[r][c]) == 'F' ? run + 1 : 0;
                best = Math.max(best, run);
            }
        }
        return 2 * best;
    }

    /** 6 per forest cluster (any size) with no village cell next to it. */
    private static int deepwood(char[][] g) {
        int[] n = new int[1];
        int[][] lab = labelKind(g, 'F', n);
        int w = g[0].length;
        int points = 0;
        for (int id = 0; id < n[0]; id++) {
            boolean nearVillage = false;
            for (int cell : around(g, lab, id)) {
                if (kind(g[cell / w][cell % w]) == 'V') {
                    nearVillage = true;
                }
            }
            if (!nearVillage) {
                points += 6;
            }
        }
        return points;
    }

    /** 2 per forest cell whose four sides are each a forest cell or off the map. */
    private static int heartOfTheForest(char[][] g) {
        int points = 0;
        for (int r = 0; r < g.length; r++) {
            for (int c = 0; c < g[0].length; c++) {
                if (kind(g[r][c]) != 'F') {
                    continue;
                }
                boolean ok = true;
                for (int[] s : STEPS) {
                    int nr = r + s[0];
                    int nc = c + s[1];
                    if (in(g, nr, nc) && kind(g[nr][nc]) != 'F') {
                        ok = false;
                    }
                }
                if (ok) {
                    points += 2;
                }
            }
        }
        return points;
    }

    /** 4 per row holding three or more forest cells. */
    private static int sleepyValley(char[][] g) {
        int points = 0;
        for (char[] row : g) {
            int forests = 0;
            for (char ch : row) {
                if (kind(ch) == 'F') {
                    forests++;
                }
            }
            if (forests > 2) {
                points += 4;
            }
        }
        return points;
    }

    // ------------------------------------------------------------------ farm and water deck

    /** 7 per farm cluster with at least three distinct water cells next to it. */
    private static int craylund(char[][] g) {
        int[] n = new int[1];
        int[][] lab = labelKind(g, 'P', n);
        int w = g[0].length;
        int points = 0;
        for (int id = 0; id < n[0]; id++) {
            int waters = 0;
            for (int cell : around(g, lab, id)) {
                if (kind(g[cell / w][cell % w]) == 'W') {
                    waters++;
                }
            }
            if (waters >= 3) {
                points += 7;
            }
        }
        return points;
    }

    /** 4 per water cell with at least two farm neighbours. */
    private static int ulemsWallow(char[][] g) {
        int points = 0;
        for (int r = 0; r < g.length; r++) {
            for (int c = 0; c < g[0].length; c++) {
                if (kind(g[r][c]) == 'W' && neighboursOfKind(g, r, c, 'P') >= 2) {
                    points += 4;
                }
            }
        }
        return points;
    }

    /** 5 per mountain cell such that a single water cluster is next to it and next to some farm cell. */
    private static int clawsgravePeaks(char[][] g) {
        int[] n = new int[1];
        int[][] lab = labelKind(g, 'W', n);
        int w = g[0].length;
        // For each water cluster: is a farm cell next to it?
        boolean[] nearFarm = new boolean[n[0]];
        for (int id = 0; id < n[0]; id++) {
            for (int cell : around(g, lab, id)) {
                if (kind(g[cell / w][cell % w]) == 'P') {
                    nearFarm[id] = true;
                }
            }
        }
        int points = 0;
        for (int r = 0; r < g.length; r++) {
            for (int c = 0; c < w; c++) {
                if (kind(g[r][c]) != 'M') {
                    continue;
                }
                boolean scores = false;
                for (int[] s : STEPS) {
                    int nr = r + s[0];
                    int nc = c + s[1];
                    if (in(g, nr, nc) && lab[nr][nc] >= 0 && nearFarm[lab[nr][nc]]) {
                        scores = true;
                    }
                }
                if (scores) {
                    points += 5;
                }
            }
        }
        return points;
    }

    /** 4 per column with as many farm as water cells and at least one of each. */
    private static int jorekburg(char[][] g) {
        int points = 0;
        for (int c = 0; c < g[0].length; c++) {
            int farms = 0;
            int waters = 0;
            for (char[] row : g) {
                if (kind(row[c]) == 'P') {
                    farms++;
                }
                if (kind(row[c]) == 'W') {
                    waters++;
                }
            }
            if (farms >= 1 && waters >= 1 && farms == waters) {
                points += 4;
            }
        }
        return points;
    }

    // ------------------------------------------------------------------ village deck

    /** 7 per village cluster holding four village cells in a straight horizontal or vertical line. */
    private static int trayloMonastery(char[][] g) {
        int[] n = new int[1];
        int[][] lab = labelKind(g, 'V', n);
        boolean[] hasLine = new boolean[n[0]];
        int h = g.length;
        int w = g[0].length;
        for (int r = 0; r < h; r++) {
            for (int c = 0; c < w; c++) {
                if (lab[r][c] < 0) {
                    continue;
                }
                boolean across = c + 3 < w;
                boolean down = r + 3 < h;
                for (int i = 1; i <= 3; i++) {
                    if (across && lab[r][c + i] != lab[r][c]) {
                        across = false;
                    }
                    if (down && lab[r + i][c] != lab[r][c]) {
                        down = false;
                    }
                }
                if (across || down) {
                    hasLine[lab[r][c]] = true;
                }
            }
        }
        int points = 0;
        for (boolean b : hasLine) {
            if (b) {
                points += 7;
            }
        }
        return points;
    }

    /** The best village cluster's number of distinct empty cells next to it; 0 with no village. */
    private static int outerEnclave(char[][] g) {
        int[] n = new int[1];
        int[][] lab = labelKind(g, 'V', n);
        int w = g[0].length;
        int best = 0;
        for (int id = 0; id < n[0]; id++) {
            int empties = 0;
            for (int cell : around(g, lab, id)) {
                if (empty(g[cell / w][cell % w])) {
                    empties++;
                }
            }
            best = Math.max(best, empties);
        }
        return best;
    }

    /** 6 per village cluster holding a 2x2 block of village cells. */
    private static int gnomishColony(char[][] g) {
        int[] n = new int[1];
        int[][] lab = labelKind(g, 'V', n);
        boolean[] hasBlock = new boolean[n[0]];
        for (int r = 0; r + 1 < g.length; r++) {
            for (int c = 0; c + 1 < g[0].length; c++) {
                int id = lab[r][c];
                if (id >= 0 && lab[r][c + 1] == id && lab[r + 1][c] == id && lab[r + 1][c + 1] == id) {
                    hasBlock[id] = true;
                }
            }
        }
        int points = 0;
        for (boolean b : hasBlock) {
            if (b) {
                points += 6;
            }
        }
        return points;
    }

    /** The best village cluster's count of rows it occupies plus columns it occupies; 0 with no village. */
    private static int caravansary(char[][] g) {
        int[] n = new int[1];
        int[][] lab = labelKind(g, 'V', n);
        int best = 0;
        for (int id = 0; id < n[0]; id++) {
            int lines = 0;
            for (int r = 0; r < g.length; r++) {
                boolean hit = false;
                for (int c = 0; c < g[0].length; c++) {
                    if (lab[r][c] == id) {
                        hit = true;
                    }
                }
                if (hit) {
                    lines++;
                }
            }
            for (int c = 0; c < g[0].length; c++) {
                boolean hit = false;
                for (int r = 0; r < g.length; r++) {
                    if (lab[r][c] == id) {
                        hit = true;
                    }
                }
                if (hit) {
                    lines++;
                }
            }
            best = Math.max(best, lines);
        }
        return best;
    }

    // ------------------------------------------------------------------ arrangement deck

    /** 7 per completely filled row holding a mountain, plus 7 per such column. */
    private static int dwarvenholds(char[][] g) {
        int points = 0;
        for (int r = 0; r < g.length; r++) {
            boolean full = true;
            boolean mountain = false;
            for (int c = 0; c < g[0].length; c++) {
                if (empty(g[r][c])) {
                    full = false;
                }
                if (g[r][c] == 'M') {
                    mountain = true;
                }
            }
            if (full && mountain) {
                points += 7;
            }
        }
        for (int c = 0; c < g[0].length; c++) {
            boolean full = true;
            boolean mountain = false;
            for (int r = 0; r < g.length; r++) {
                if (empty(g[r][c])) {
                    full = false;
                }
                if (g[r][c] == 'M') {
                    mountain = true;
                }
            }
            if (full && mountain) {
                points += 7;
            }
        }
        return points;
    }

    /** 10 per completely filled column whose number, counting 1, 2, 3, ... from the left, is odd. */
    private static int silos(char[][] g) {
        int points = 0;
        for (int c = 0; c < g[0].length; c++) {
            int number = c + 1;
            if (number % 2 == 0) {
                continue;
            }
            boolean full = true;
            for (char[] row : g) {
                if (empty(row[c])) {
                    full = false;
                }
            }
            if (full) {
                points += 10;
            }
        }
        return points;
    }

    /** 4 per row holding at least five of the seven types forest, village, farm, water, monster, hero, mountain. */
    private static int bandedHills(char[][] g) {
        int points = 0;
        for (char[] row : g) {
            Set<Character> types = new HashSet<>();
            for (char ch : row) {
                char k = kind(ch);
                if (k != '\0') {
                    types.add(k);
                }
            }
            if (types.size() >= 5) {
                points += 4;
            }
        }
        return points;
    }

    /** 4 per maximal group of exactly three connected empty cells (ruins without terrain included). */
    private static int starlitSigil(char[][] g) {
        int[] n = new int[1];
        int[][] lab = label(g, HeroesReferenceScorer::empty, n);
        int[] size = new int[n[0]];
        for (int[] row : lab) {
            for (int id : row) {
                if (id >= 0) {
                    size[id]++;
                }
            }
        }
        int points = 0;
        for (int s : size) {
            if (s == 3) {
                points += 4;
            }
        }
        return points;
    }

    // ------------------------------------------------------------------ monsters

    /** Minus one per empty cell next to at least one living (not killed) monster cell. */
    private static int monsters(char[][] g) {
        int penalty = 0;
        for (int r = 0; r < g.length; r++) {
            for (int c = 0; c < g[0].length; c++) {
                if (!empty(g[r][c])) {
                    continue;
                }
                boolean threatened = false;
                for (int[] s : STEPS) {
                    int nr = r + s[0];
                    int nc = c + s[1];
                    if (in(g, nr, nc) && livingMonster(g[nr][nc])) {
                        threatened = true;
                    }
                }
                if (threatened) {
                    penalty++;
                }
            }
        }
        return -penalty;
    }
}
