package org.cartolab.solve.bound;

import org.cartolab.board.Bits;
import org.cartolab.board.SquareGrid;

/**
 * The cells that may come to count for {@code w per cell c of S where c surrounded by X} (The Cauldrons,
 * Treetower), valued per drawing instead of per cell. A cell counts only if every open neighbour is drawn into X
 * and the cell itself is (or is drawn) in S, so geometry decides what a drawing can add:
 * <ul>
 * <li>a <em>waiting</em> cell (in S now, some neighbours open) counts in full for a drawing that covers all its
 * open neighbours, and {@code w / open} per neighbour for one that covers only some of them, but only if the
 * other remaining steps can still draw the rest; a drawing that covers the waiting cell itself takes it out of S
 * when S shrinks (empty cells), and earns nothing for it;</li>
 * <li>a <em>candidate</em> (an empty cell a drawing puts into S) counts {@code w} for the drawing that puts it
 * there, only if the other steps can draw the open neighbours the drawing leaves.</li>
 * </ul>
 * "Can draw the rest" is a necessary condition: the open neighbours of a cell lie on the ring of eight cells around
 * it, and a connected piece that holds several of them without the cell itself spans the arc of the ring between
 * them ({@link #leastCells}); the other steps, with their pieces, must have that many cells.
 * <p>
 * For any play, the drawings of the steps are disjoint, so a counted waiting cell collects exactly {@code w} over
 * the steps (the shares of its neighbours sum to one) and a counted candidate {@code w} from the step that draws
 * it: the sum over the steps of each step's drawing's value bounds the rise. Per cell ({@link #credits}, for the
 * bounds that do not list drawings) the same shares go to the neighbours and the candidate, for the targets the
 * remaining steps can complete at all; a step valued by cells and another by drawings still sum to at least the
 * rise, as each gives a counted cell at least its neighbours' shares.
 */
final class SurroundTargets {

    /** Directions: north, east, south, west; on the ring around a cell at positions 0, 2, 4, 6. */
    private static final int[][] STEP = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}};
    /** LEAST[dirs][pieces - 1]: the fewest cells of {@code pieces} pieces that hold those neighbours, not the cell. */
    private static final int[][] LEAST = leastTable();

    private final double weight;
    private final Position position;
    /** Terrains whose drawing fills an open neighbour (puts it into X). */
    private final boolean[] needTerrains;
    /** Terrains whose drawing puts an empty cell into S. */
    private final boolean[] targetTerrains;
    /** Whether a waiting cell drawn on leaves S. */
    private final boolean drawnLeaves;
    /** neighbour[i][d]: the cell next to i in direction d, or -1. */
    private final int[][] neighbour;
    /** Per cell: the directions of its open neighbours (not in X now). */
    private final int[] openDirs;
    /** Per cell: whether it is a waiting cell the steps can complete, a candidate the steps can complete. */
    private final boolean[] waiting;
    private final boolean[] candidate;
    /** Per step (global index): the pieces and cells the other remaining steps draw. */
    private final int[] othersPieces;
    private final int[] othersCells;
    /** Scratch: per cell, the directions of its open neighbours a drawing covers; the cells touched. */
    private final int[] covered;
    private final int[] touched;

    private SurroundTargets(double weight, Position position, boolean[] needTerrains, boolean[] targetTerrains,
                            boolean drawnLeaves, int[][] neighbour) {
        this.weight = weight;
        this.position = position;
        this.needTerrains = needTerrains;
        this.targetTerrains = targetTerrains;
        this.drawnLeaves = drawnLeaves;
        this.neighbour = neighbour;
        int cells = position.grid.cellCount();
        this.openDirs = new int[cells];
        this.waiting = new boolean[cells];
        this.candidate = new boolean[cells];
        this.covered = new int[cells];
        this.touched = new int[cells];
        this.othersPieces = new int[position.to];
        this.othersCells = new int[position.to];
        for (int j = position.from; j < position.to; j++) {
            for (int i = position.from; i < position.to; i++) {
                if (i != j) {
                    othersPieces[j] += position.stepSplit[i] ? position.stepCells[i] : 1;
                    othersCells[j] += position.stepCells[i];
                }
            }
        }
    }

    /**
     * The targets of a position.
     *
     * @param inX           the cells in X now
     * @param helpers       the cells the remaining steps can draw into X
     * @param waitingCells  cells in S now whose condition may come to hold (none if the caller bounds them otherwise)
     * @param candidates    empty cells the steps can draw into S whose condition may hold
     * @param neighbour     {@link #neighbourTable} of the position's grid
     */
    static SurroundTargets of(double weight, Position position, long[] inX, long[] helpers, long[] waitingCells,
                              long[] candidates, boolean[] needTerrains, boolean[] targetTerrains,
                              boolean drawnLeaves, int[][] neighbour) {
        SurroundTargets targets = new SurroundTargets(weight, position, needTerrains, targetTerrains, drawnLeaves,
                neighbour);
        targets.find(inX, helpers, waitingCells, candidates);
        return targets;
    }

    private void find(long[] inX, long[] helpers, long[] waitingCells, long[] candidates) {
        int allPieces = 0;
        for (int j = position.from; j < position.to; j++) {
            allPieces += position.stepSplit[j] ? position.stepCells[j] : 1;
        }
        long[] candidateOrWaiting = Bits.or(waitingCells, candidates);
        for (int i = Bits.first(candidateOrWaiting); i >= 0; i = Bits.next(candidateOrWaiting, i + 1)) {
            int dirs = 0;
            boolean drawable = true;
            for (int d = 0; d < 4; d++) {
                int n = neighbour[i][d];
                if (n >= 0 && !Bits.get(inX, n)) {
                    dirs |= 1 << d;
                    drawable &= Bits.get(helpers, n);
                }
            }
            openDirs[i] = dirs;
            if (!drawable) {
                continue;
            }
            if (Bits.get(waitingCells, i)) {
                waiting[i] = dirs != 0 && least(dirs, allPieces) <= position.budget;
            } else {
                // The drawing that puts the cell into S may hold all its open neighbours too.
                candidate[i] = Integer.bitCount(dirs) + 1 <= position.budget;
            }
        }
    }

    /** Whether some cell may come to count. */
    boolean any() {
        for (int i = 0; i < waiting.length; i++) {
            if (waiting[i] || candidate[i]) {
                return true;
            }
        }
        return false;
    }

    /**
     * Per cell credits for the bounds that do not list drawings: {@code credits[t][i]} bounds what drawing terrain
     * t on cell i adds, one target's shares at a time.
     */
    void credit(double[][] credits) {
        for (int i = 0; i < waiting.length; i++) {
            if (waiting[i]) {
                double share = weight / Integer.bitCount(openDirs[i]);
                for (int d = 0; d < 4; d++) {
                    if ((openDirs[i] & 1 << d) != 0) {
                        add(credits, needTerrains, neighbour[i][d], share);
                    }
                }
            }
            if (candidate[i]) {
                add(credits, targetTerrains, i, weight);
            }
        }
    }

    private static void add(double[][] credits, boolean[] terrains, int cell, double amount) {
        for (int t = 0; t < credits.length; t++) {
            if (terrains[t]) {
                credits[t][cell] += amount;
            }
        }
    }

    /** What drawing {@code cells} in terrain {@code t} as step {@code step} can add, the other steps helping. */
    double value(long[] cells, int t, int step) {
        double sum = 0;
        if (needTerrains[t]) {
            int count = 0;
            for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
                int[] around = neighbour[i];
                for (int d = 0; d < 4; d++) {
                    int c = around[d];
                    if (c >= 0 && waiting[c]) {
                        if (covered[c] == 0) {
                            touched[count++] = c;
                        }
                        covered[c] |= 1 << (d ^ 2); // i lies in the opposite direction seen from c
                    }
                }
            }
            for (int k = 0; k < count; k++) {
                int c = touched[k];
                int dirs = covered[c];
                covered[c] = 0;
                if (drawnLeaves && Bits.get(cells, c)) {
                    continue;
                }
                int rest = openDirs[c] & ~dirs;
                if (rest == 0) {
                    sum += weight;
                } else if (othersCanDraw(rest, step)) {
                    sum += weight * Integer.bitCount(dirs) / Integer.bitCount(openDirs[c]);
                }
            }
        }
        if (targetTerrains[t]) {
            for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
                if (!candidate[i]) {
                    continue;
                }
                int rest = openDirs[i];
                if (needTerrains[t]) {
                    for (int d = 0; d < 4; d++) {
                        int n = neighbour[i][d];
                        if (n >= 0 && Bits.get(cells, n)) {
                            rest &= ~(1 << d);
                        }
                    }
                }
                if (rest == 0 || othersCanDraw(rest, step)) {
                    sum += weight;
                }
            }
        }
        return sum;
    }

    /** Whether the steps other than {@code step} may draw the open neighbours {@code dirs} of one cell. */
    private boolean othersCanDraw(int dirs, int step) {
        return othersPieces[step] > 0 && least(dirs, othersPieces[step]) <= othersCells[step];
    }

    /** The fewest cells that {@code pieces} pieces need to hold the neighbours {@code dirs}, not the cell. */
    static int least(int dirs, int pieces) {
        return LEAST[dirs][Math.min(pieces, 4) - 1];
    }

    /**
     * Each grouping of the neighbours into at most {@code pieces} groups, a group held by one connected piece that
     * avoids the centre: the piece runs along the ring of eight around it, so it has at least the cells of the
     * shortest arc holding the group (eight less the largest gap between its members, plus one).
     */
    private static int[][] leastTable() {
        int[][] table = new int[16][4];
        for (int dirs = 0; dirs < 16; dirs++) {
            for (int pieces = 1; pieces <= 4; pieces++) {
                table[dirs][pieces - 1] = leastOver(dirs, pieces, new int[4], 0);
            }
        }
        return table;
    }

    /** The least total over the groupings of the directions from {@code d} on, {@code group[g]} so far. */
    private static int leastOver(int dirs, int pieces, int[] group, int d) {
        if (d == 4) {
            int sum = 0;
            for (int g = 0; g < pieces; g++) {
                sum += arc(group[g]);
            }
            return sum;
        }
        if ((dirs & 1 << d) == 0) {
            return leastOver(dirs, pieces, group, d + 1);
        }
        int best = Integer.MAX_VALUE;
        for (int g = 0; g < pieces; g++) {
            group[g] |= 1 << d;
            best = Math.min(best, leastOver(dirs, pieces, group, d + 1));
            group[g] &= ~(1 << d);
        }
        return best;
    }

    /** The cells of the shortest arc of the ring of eight that holds the directions of {@code group}. */
    private static int arc(int group) {
        if (group == 0) {
            return 0;
        }
        if (Integer.bitCount(group) == 1) {
            return 1;
        }
        int largestGap = 0;
        int first = Integer.numberOfTrailingZeros(group);
        int previous = first;
        for (int d = first + 1; d < 4; d++) {
            if ((group & 1 << d) != 0) {
                largestGap = Math.max(largestGap, 2 * (d - previous));
                previous = d;
            }
        }
        largestGap = Math.max(largestGap, 2 * (first + 4 - previous));
        return 8 - largestGap + 1;
    }

    /** neighbour[i][d]: the cell next to i in direction d (north, east, south, west), or -1. */
    static int[][] neighbourTable(SquareGrid grid) {
        int[][] table = new int[grid.cellCount()][4];
        for (int i = 0; i < table.length; i++) {
            int row = grid.row(i);
            int col = grid.col(i);
            for (int d = 0; d < 4; d++) {
                int r = row + STEP[d][0];
                int c = col + STEP[d][1];
                table[i][d] = grid.has(r, c) ? grid.index(r, c) : -1;
            }
        }
        return table;
    }
}
