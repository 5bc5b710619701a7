package org.cartolab.library.reference;

import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.FaceCell;

/**
 * A deliberately simple second implementation of Confusing Lands: lays the cards itself (a map from position to
 * the top-most cell) and scores the 18 conditions with plain loops and a breadth-first search, straight from
 * RULES.md 3.8 and the readings stated in scoring.carto. Cross-checks the .carto conditions and the evaluator.
 */
public final class ConfusingLandsReference {

    private static final int[][] STEPS = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}}; // n e s w, as end bits 0..3

    /** A visible cell: its symbol ('.' empty, '#' condition) and its river ends (bit 0 north ... 3 west). */
    private record Cell(char symbol, int ends) {
    }

    private final Map<Long, Cell> cells = new HashMap<>();

    public ConfusingLandsReference(List<PlacedCard> cards) {
        for (PlacedCard card : cards) {
            int h = card.face().height();
            int w = card.face().width();
            int q = card.quarterTurns();
            for (FaceCell cell : card.face().cells()) {
                int r = cell.row();
                int c = cell.col();
                int rr = switch (q) {
                    case 0 -> r;
                    case 1 -> c;
                    case 2 -> h - 1 - r;
                    default -> w - 1 - c;
                };
                int cc = switch (q) {
                    case 0 -> c;
                    case 1 -> h - 1 - r;
                    case 2 -> w - 1 - c;
                    default -> r;
                };
                int ends = 0;
                for (int side = 0; side < 4; side++) {
                    if ((cell.ends() & 1 << side) != 0) {
                        ends |= 1 << (side + q) % 4;
                    }
                }
                char symbol = cell.terrain().map(t -> t.symbol()).orElse('.');
                cells.put(key(card.row() + rr, card.col() + cc), new Cell(symbol, ends));
            }
        }
    }

    private static long key(int r, int c) {
        return ((long) r << 32) ^ (c & 0xffffffffL);
    }

    private static int row(long key) {
        return (int) (key >> 32);
    }

    private static int col(long key) {
        return (int) key;
    }

    private char at(int r, int c) {
        Cell cell = cells.get(key(r, c));
        return cell == null ? 0 : cell.symbol();
    }

    private List<Long> all(char symbol) {
        List<Long> found = new ArrayList<>();
        for (var e : cells.entrySet()) {
            if (e.getValue().symbol() == symbol) {
                found.add(e.getKey());
            }
        }
        return found;
    }

    private int count(String symbols) {
        int n = 0;
        for (Cell cell : cells.values()) {
            if (symbols.indexOf(cell.symbol()) >= 0) {
                n++;
            }
        }
        return n;
    }

    /** Shortest orthogonal path in steps through the landscape's cells; -1 if none. */
    private Map<Long, Integer> distancesFrom(long start) {
        Map<Long, Integer> dist = new HashMap<>();
        ArrayDeque<Long> queue = new ArrayDeque<>();
        dist.put(start, 0);
        queue.add(start);
        while (!queue.isEmpty()) {
            long p = queue.poll();
            for (int[] s : STEPS) {
                long n = key(row(p) + s[0], col(p) + s[1]);
                if (cells.containsKey(n) && !dist.containsKey(n)) {
                    dist.put(n, dist.get(p) + 1);
                    queue.add(n);
                }
            }
        }
        return dist;
    }

    private int neighbours8(long p, char symbol) {
        int n = 0;
        for (int dr = -1; dr <= 1; dr++) {
            for (int dc = -1; dc <= 1; dc++) {
                if ((dr != 0 || dc != 0) && at(row(p) + dr, col(p) + dc) == symbol) {
                    n++;
                }
            }
        }
        return n;
    }

    /** The points of a condition (all but land-of-plenty, which needs the others) on this landscape. */
    public int score(String id) {
        return switch (id) {
            case "mighty-river" -> 4 * largestStream();
            case "noble-forests" -> {
                int n = 0;
                for (long p : all('F')) {
                    boolean grouped = false;
                    for (int[] s : STEPS) {
                        grouped |= at(row(p) + s[0], col(p) + s[1]) == 'F';
                    }
                    n += grouped ? 3 : 0;
                }
                yield n;
            }
            case "mountain-rampart" -> {
                int n = 0;
                for (long p : all('M')) {
                    boolean edge = false;
                    for (int[] s : STEPS) {
                        edge |= at(row(p) + s[0], col(p) + s[1]) == 0;
                    }
                    n += edge ? 3 : 0;
                }
                yield n;
            }
            case "flourishing-village" -> {
                int n = 0;
                for (long p : all('V')) {
                    Set<Character> types = new HashSet<>();
                    for (char symbol : "~FMDWC".toCharArray()) {
                        if (neighbours8(p, symbol) > 0) {
                            types.add(symbol);
                        }
                    }
                    n += types.size();
                }
                yield n;
            }
            case "circle-of-life" -> 6 * Math.min(count("W"), count("D"));
            case "ancient-relics" -> {
                int n = 0;
                for (long p : all('C')) {
                    boolean alone = neighbours8(p, 'C') == 0;
                    for (long o : all('C')) {
                        if (o != p && (row(o) == row(p) || col(o) == col(p))) {
                            alone = false;
                        }
                    }
                    n += alone ? 4 : 0;
                }
                yield n;
            }
            case "roaring-falls" -> flows('M', true);
            case "shaded-streams" -> flows('F', false);
            case "valley-guardians" -> {
                int n = 0;
                for (long c : all('C')) {
                    Map<Long, Integer> dist = distancesFrom(c);
                    for (long m : all('M')) {
                        n += dist.getOrDefault(m, -1) == 4 ? 2 : 0;
                    }
                }
                yield n;
            }
            case "ruthless-hunters" -> {
                int n = 0;
                for (long w : all('W')) {
                    Map<Long, Integer> dist = distancesFrom(w);
                    boolean far = true;
                    for (var e : dist.entrySet()) {
                        char s = cells.get(e.getKey()).symbol();
                        if (e.getKey() != w && (s == 'V' || s == 'W') && e.getValue() < 5) {
                            far = false;
                        }
                    }
                    n += far ? 8 : 0;
                }
                yield n;
            }
            case "forest-spirit" -> {
                int n = 0;
                for (long d : all('D')) {
                    n += neighbours8(d, 'F') >= 3 ? 8 : 0;
                }
                yield n;
            }
            case "town-centre" -> {
                int best = 0;
                for (long c : all('C')) {
                    Map<Long, Integer> dist = distancesFrom(c);
                    int n = 0;
                    for (long v : all('V')) {
                        n += dist.containsKey(v) && dist.get(v) <= 3 ? 3 : 0;
                    }
                    best = Math.max(best, n);
                }
                yield best;
            }
            case "distant-outposts" -> longestLine();
            case "close-neighbours" -> largestSquare();
            case "great-prairie" -> 2 * largestEmptyGroup();
            case "tranquillity" -> count("VMF");
            case "wilderness" -> count("~CWD");
            default -> throw new IllegalArgumentException("No reference for " + id);
        };
    }

    private int largestStream() {
        Set<Long> seen = new HashSet<>();
        int best = 0;
        for (long start : all('~')) {
            if (!seen.add(start)) {
                continue;
            }
            int size = 0;
            ArrayDeque<Long> queue = new ArrayDeque<>(List.of(start));
            while (!queue.isEmpty()) {
                long p = queue.poll();
                size++;
                for (int side = 0; side < 4; side++) {
                    long n = key(row(p) + STEPS[side][0], col(p) + STEPS[side][1]);
                    Cell there = cells.get(n);
                    if ((cells.get(p).ends() & 1 << side) != 0 && there != null && there.symbol() == '~'
                            && (there.ends() & 1 << (side + 2) % 4) != 0 && seen.add(n)) {
                        queue.add(n);
                    }
                }
            }
            best = Math.max(best, size);
        }
        return best;
    }

    private int flows(char target, boolean throughEnd) {
        int n = 0;
        for (long p : all('~')) {
            for (int side = 0; side < 4; side++) {
                boolean end = (cells.get(p).ends() & 1 << side) != 0;
                if (end == throughEnd && at(row(p) + STEPS[side][0], col(p) + STEPS[side][1]) == target) {
                    n += 4;
                }
            }
        }
        return n;
    }

    private boolean lineCell(int r, int c) {
        char s = at(r, c);
        return s != 0 && s != '#';
    }

    private int longestLine() {
        int best = 0;
        for (long p : cells.keySet()) {
            for (int[] s : new int[][] {{0, 1}, {1, 0}}) {
                int n = 0;
                while (lineCell(row(p) + n * s[0], col(p) + n * s[1])) {
                    n++;
                }
                best = Math.max(best, n);
            }
        }
        return best;
    }

    private int largestSquare() {
        int best = 0;
        for (long p : cells.keySet()) {
            for (int k = 1; ; k++) {
                boolean square = true;
                for (int dr = 0; dr < k && square; dr++) {
                    for (int dc = 0; dc < k && square; dc++) {
                        square = lineCell(row(p) + dr, col(p) + dc);
                    }
                }
                if (!square) {
                    break;
                }
                best = Math.max(best, k * k);
            }
        }
        return best;
    }

    private int largestEmptyGroup() {
        Set<Long> seen = new HashSet<>();
        int best = 0;
        for (long start : all('.')) {
            if (!seen.add(start)) {
                continue;
            }
            int size = 0;
            ArrayDeque<Long> queue = new ArrayDeque<>(List.of(start));
            while (!queue.isEmpty()) {
                long p = queue.poll();
                size++;
                for (int[] s : STEPS) {
                    long n = key(row(p) + s[0], col(p) + s[1]);
                    if (at(row(n), col(n)) == '.' && seen.add(n)) {
                        queue.add(n);
                    }
                }
            }
            best = Math.max(best, size);
        }
        return best;
    }
}
