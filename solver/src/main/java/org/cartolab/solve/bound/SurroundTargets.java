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
 * there, only if the other steps can draw the open neighbours the drawing leaves; the candidates of one drawing
 * together, only as many as the other steps' cells can surround ({@link #mostDrawnCounting}).</li>
 * </ul>
 * "Can draw the rest" is a necessary condition: the open neighbours of a cell lie on the ring of eight cells around
 * it, and a connected piece that holds several of them without the cell itself spans the arc of the ring between
 * them ({@link #least}); the other steps, with their pieces, must have that many cells.
 * <p>
 * With two steps left, for a term whose targets only leave S (The Cauldrons), the shares give way to whole
 * targets: the first step's drawing is credited the targets it starts, as many as one drawing of the second step
 * finishes, and the second's only what it completes alone ({@link #twoStepsWhole}).
 * <p>
 * For any play, the drawings of the steps are disjoint, so a counted waiting cell collects exactly {@code w} over
 * the steps (the shares of its neighbours sum to one) and a counted candidate {@code w} from the step that draws
 * it: the sum over the steps of each step's drawing's value bounds the rise. Per cell ({@link #credit}, for the
 * bounds that do not list drawings) the same shares go to the neighbours and the candidate, for the targets the
 * remaining steps can complete at all; a step valued by cells and another by drawings still sum to at least the
 * rise, as each gives a counted cell at least its neighbours' shares.
 */
final class SurroundTargets {

    /** Directions: north, east, south, west; on the ring around a cell at positions 0, 2, 4, 6. */
    private static final int[][] STEP = {{-1, 0}, {0, 1}, {1, 0}, {0, -1}};
    /** LEAST[dirs][pieces - 1]: the fewest cells of {@code pieces} pieces that hold those neighbours, not the cell. */
    private static final int[][] LEAST = leastTable();
    /** The drawn candidates tried subset by subset: a drawing holds at most a few (shapes have up to six cells). */
    private static final int MOST_SUBSETS = 8;

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
    /** Per step (global index): whether the other remaining steps may draw the open neighbours {@code dirs}. */
    private final boolean[][] othersDraw;
    /** Per step (global index): the most cells the other remaining steps draw together. */
    private final int[] othersMost;
    /** The same as sets: the waiting cells, their open neighbours, the candidates. */
    private final long[] waitingSet;
    private final long[] needSet;
    /** openToward[d]: the waiting cells with an open neighbour in direction d. */
    private final long[][] openToward;
    private final long[] candidateSet;
    /** The open neighbours of the candidates. */
    private final long[] candidateNeeds;
    /** Scratch: beside[d], the cells whose neighbour in direction d a drawing covers. */
    private final long[][] beside;
    /**
     * The targets a drawing earns, where two next to each other cannot both count ({@link ApartTargets}); null
     * where they can (a set that a drawing puts cells into, or that keeps the cells drawn on).
     */
    private ApartTargets apart;

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
        this.waitingSet = new long[position.grid.words()];
        this.needSet = new long[position.grid.words()];
        this.openToward = new long[4][position.grid.words()];
        this.candidateSet = new long[position.grid.words()];
        this.candidateNeeds = new long[position.grid.words()];
        this.beside = new long[4][position.grid.words()];
        this.othersDraw = new boolean[position.to][16];
        this.othersMost = new int[position.to];
        for (int j = position.from; j < position.to; j++) {
            int pieces = 0;
            int most = 0;
            for (int i = position.from; i < position.to; i++) {
                if (i != j) {
                    pieces += position.stepSplit[i] ? position.stepCells[i] : 1;
                    most += position.stepCells[i];
                }
            }
            othersMost[j] = most;
            for (int dirs = 1; dirs < 16 && pieces > 0; dirs++) {
                othersDraw[j][dirs] = least(dirs, pieces) <= most;
            }
        }
    }

    /**
     * The targets of a position.
     *
     * @param inX           the cells in X now
     * @param helpers       the cells the remaining steps can draw into X
     * @param waitingCells  cells in S now whose condition may come to hold
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
                if (waiting[i]) {
                    Bits.set(waitingSet, i);
                    for (int d = 0; d < 4; d++) {
                        if ((dirs & 1 << d) != 0) {
                            Bits.set(needSet, neighbour[i][d]);
                            Bits.set(openToward[d], i);
                        }
                    }
                }
            }
            if (Bits.get(candidates, i)) {
                // The drawing that puts the cell into S may hold all its open neighbours too (an empty cell of a
                // set such as "empty | forest" is both: waiting, and drawn into S again as forest).
                candidate[i] = Integer.bitCount(dirs) + 1 <= position.budget;
                if (candidate[i]) {
                    Bits.set(candidateSet, i);
                    for (int d = 0; d < 4; d++) {
                        if ((dirs & 1 << d) != 0) {
                            Bits.set(candidateNeeds, neighbour[i][d]);
                        }
                    }
                }
            }
        }
        boolean grows = false;
        for (boolean t : targetTerrains) {
            grows |= t;
        }
        if (drawnLeaves && !grows) {
            apart = new ApartTargets(neighbour, openDirs);
        }
    }

    /**
     * Per target i of {@code targets[0..count)}, the bits of those it excludes ({@link ApartTargets#conflicts});
     * null if none excludes another.
     */
    int[] conflicts(int[] targets, int count) {
        return apart == null ? null : apart.conflicts(targets, count);
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

    /**
     * What drawing {@code cells} in terrain {@code t} as step {@code step} can add, the other steps helping. The
     * search asks this of every move it bounds: the waiting cells next to the drawing are found by shifting it,
     * not cell by cell.
     */
    double value(long[] cells, int t, int step) {
        return value(cells, t, step, null);
    }

    /** Told what of each target a drawing earns the shares of. */
    interface Shares {
        /** The open neighbours {@code dirs} of waiting cell {@code cell}. */
        void earn(int cell, int dirs);

        /**
         * Candidate {@code cell}: whether the drawing puts it into S, and the open neighbours {@code dirs} it
         * fills.
         */
        void earnCandidate(int cell, boolean drawn, int dirs);
    }

    /**
     * {@link #value(long[], int, int)}, or with {@code shares} not null: what the drawing earns of each target is
     * told to it instead of summed (the open neighbours it fills of a waiting cell it may help complete, each worth
     * {@code w / open} here; a candidate it puts into S and may complete, worth {@code w} here, with the open
     * neighbours it fills; a candidate next to it that it does not draw, with the open neighbours it fills, worth
     * nothing here), and the sum is 0. {@link TargetPrices} prices them itself.
     */
    double value(long[] cells, int t, int step, Shares shares) {
        double sum = 0;
        int words = cells.length;
        if (needTerrains[t] && Bits.intersects(cells, needSet)) {
            // With two steps left and no shares asked, a target the two complete together is credited whole to
            // the first step's drawing, as many as one drawing of the second can finish (mostFinished).
            boolean twoWhole = shares == null && twoStepsWhole();
            started.clear();
            if (apart != null) {
                apart.clear();
            }
            for (int d = 0; d < 4; d++) {
                position.grid.step(cells, d ^ 2, beside[d]);
            }
            for (int w = 0; w < words; w++) {
                long touched = (beside[0][w] | beside[1][w] | beside[2][w] | beside[3][w]) & waitingSet[w];
                if (drawnLeaves) {
                    touched &= ~cells[w];
                }
                long full = touched;
                for (int d = 0; d < 4; d++) {
                    full &= ~openToward[d][w] | beside[d][w];
                }
                if (shares == null && apart != null) {
                    for (long each = full; each != 0; each &= each - 1) {
                        apart.add((w << 6) + Long.numberOfTrailingZeros(each), weight);
                    }
                } else if (shares == null) {
                    sum += weight * Long.bitCount(full);
                } else {
                    for (long each = full; each != 0; each &= each - 1) {
                        int c = (w << 6) + Long.numberOfTrailingZeros(each);
                        shares.earn(c, openDirs[c]);
                    }
                }
                for (long partial = touched & ~full; partial != 0; partial &= partial - 1) {
                    int bit = Long.numberOfTrailingZeros(partial);
                    int c = (w << 6) + bit;
                    int dirs = 0;
                    for (int d = 0; d < 4; d++) {
                        dirs |= (int) (beside[d][w] >>> bit & 1) << d;
                    }
                    int rest = openDirs[c] & ~dirs;
                    if (twoWhole && step != position.from) {
                        continue; // the first step is credited the targets the two steps complete together
                    }
                    if (twoWhole) {
                        if (othersDraw[step][rest] && otherCompletes(c, rest, step)) {
                            started.add(c, rest);
                        }
                        continue;
                    }
                    if (othersDraw[step][rest] && otherCompletes(c, rest, step)) {
                        double share = weight * Integer.bitCount(dirs) / Integer.bitCount(openDirs[c]);
                        if (shares == null && apart != null) {
                            apart.add(c, share);
                        } else if (shares == null) {
                            sum += share;
                        } else {
                            shares.earn(c, openDirs[c] & dirs);
                        }
                    }
                }
            }
            if (shares == null && apart != null) {
                sum += apart.most();
            }
            if (started.count() > 0) {
                sum += weight * mostFinished();
            }
        }
        if (targetTerrains[t]) {
            drawnCandidates.clear();
            for (int w = 0; w < words; w++) {
                for (long drawn = cells[w] & candidateSet[w]; drawn != 0; drawn &= drawn - 1) {
                    int i = (w << 6) + Long.numberOfTrailingZeros(drawn);
                    int rest = openDirs[i];
                    if (needTerrains[t]) {
                        for (int d = 0; d < 4; d++) {
                            int n = neighbour[i][d];
                            if (n >= 0 && Bits.get(cells, n)) {
                                rest &= ~(1 << d);
                            }
                        }
                    }
                    if (rest == 0 || othersDraw[step][rest] && otherCompletes(i, rest, step)) {
                        if (shares == null && rest != 0) {
                            drawnCandidates.add(i, rest);
                        } else if (shares == null) {
                            sum += weight;
                        } else {
                            shares.earnCandidate(i, true, openDirs[i] & ~rest);
                        }
                    }
                }
            }
            if (drawnCandidates.count() > 0) {
                sum += weight * mostDrawnCounting(othersMost[step]);
            }
        }
        if (shares != null && needTerrains[t] && Bits.intersects(cells, candidateNeeds)) {
            // Candidates next to the drawing and not in it: the drawing fills some of their open neighbours.
            for (int d = 0; d < 4; d++) {
                position.grid.step(cells, d ^ 2, beside[d]);
            }
            for (int w = 0; w < words; w++) {
                long next = (beside[0][w] | beside[1][w] | beside[2][w] | beside[3][w]) & candidateSet[w] & ~cells[w];
                for (; next != 0; next &= next - 1) {
                    int bit = Long.numberOfTrailingZeros(next);
                    int c = (w << 6) + bit;
                    int dirs = 0;
                    for (int d = 0; d < 4; d++) {
                        dirs |= (int) (beside[d][w] >>> bit & 1) << d;
                    }
                    shares.earnCandidate(c, false, openDirs[c] & dirs);
                }
            }
        }
        return sum;
    }

    /**
     * At least {@link #value} of a drawing as step {@code step} in terrain {@code t}, given the cells next to it and
     * not in it ({@code besideCells}) and per such cell the directions toward the drawing ({@code besideDirs}), when
     * this term credits targets whole ({@link #twoStepsWhole}); NaN otherwise. The same targets as {@link #value}:
     * what the drawing completes alone (all of them, where {@link #value} takes those apart) and, for the first step,
     * the most of those it starts that one still-empty drawing of the second finishes ({@link #mostFinished}). Found
     * from the cells next to the drawing, without shifting it: a quick bound that knows the finishing drawings, where
     * the cells' shares and the targets next to the drawing give 3-10 and the value is 0-2.
     */
    double wholeBound(int[] besideCells, int[] besideDirs, int t, int step) {
        if (!twoStepsWhole() || weight < 0) {
            return Double.NaN;
        }
        if (!needTerrains[t]) {
            return 0; // the set only loses cells (no candidates): only filling an open neighbour earns
        }
        boolean first = step == position.from;
        int full = 0;
        started.clear();
        for (int k = 0; k < besideCells.length; k++) {
            int c = besideCells[k];
            if (!waiting[c]) {
                continue;
            }
            int rest = openDirs[c] & ~besideDirs[k];
            if (rest == 0) {
                full++;
            } else if (first && othersDraw[step][rest] && otherCompletes(c, rest, step)) {
                started.add(c, rest);
            }
        }
        // One started target: otherCompletes found a drawing that finishes it, and mostFinished would count 1.
        return weight * (full + (started.count() > 1 ? mostFinished() : started.count()));
    }

    /** Scratch of {@link #value}: the candidates a drawing puts into S that wait for other steps, their rests. */
    private final CellRests drawnCandidates = new CellRests();
    /**
     * Scratch of {@link #mostDrawnCounting}: the open neighbours of a subset of them, at most four each of
     * {@link #MOST_SUBSETS}. Made at its first use and reused: the search asks it of many drawings in its last
     * steps, and builds a term at every position, most of which never ask it.
     */
    private int[] union;

    /**
     * The most of the candidates {@link #drawnCandidates} that can count together: every open neighbour a
     * counted one has outside the drawing must be drawn by the other steps, whose drawings are disjoint, so the
     * open neighbours of the counted ones together are at most {@code most} cells. The per-cell test
     * ({@link #othersDraw}) sees each candidate alone: an L of four forest cells has nine open neighbours, each cell
     * two or three, and one five-cell drawing left passes each test but can surround at most two of them.
     */
    private int mostDrawnCounting(int most) {
        int drawnCount = drawnCandidates.count();
        int needs = 0;
        for (int k = 0; k < drawnCount; k++) {
            needs += Integer.bitCount(drawnCandidates.rest(k));
        }
        if (needs <= most || drawnCount > MOST_SUBSETS) {
            return drawnCount; // fits even without the shared neighbours; or too many to try (all may count)
        }
        if (union == null) {
            union = new int[4 * MOST_SUBSETS];
        }
        int best = 0;
        for (int subset = 1; subset < 1 << drawnCount; subset++) {
            int size = Integer.bitCount(subset);
            if (size <= best) {
                continue;
            }
            int n = 0;
            for (int k = 0; k < drawnCount; k++) {
                if ((subset & 1 << k) != 0) {
                    for (int d = 0; d < 4; d++) {
                        if ((drawnCandidates.rest(k) & 1 << d) != 0) {
                            n = addOnce(union, n, neighbour[drawnCandidates.cell(k)][d]);
                        }
                    }
                }
            }
            if (n <= most) {
                best = size;
            }
        }
        return best;
    }

    /** Adds {@code cell} to {@code set[0..n)} if it is not there; the new size. */
    private static int addOnce(int[] set, int n, int cell) {
        for (int k = 0; k < n; k++) {
            if (set[k] == cell) {
                return n;
            }
        }
        set[n] = cell;
        return n + 1;
    }

    /**
     * Whether targets completed by the two remaining steps together are credited whole to the first step's
     * drawing ({@link #mostFinished}) instead of in shares to both: with two steps left, none split, whose
     * drawings are known, for a term with no candidates (its set only loses cells). The second step's drawing then
     * earns only what it completes alone. For any play the rise is what the first drawing completes, what the
     * second completes alone, and the targets they complete together; those are at most the most that one
     * drawing of the second step (still empty now) finishes of the targets the first one started.
     */
    private boolean twoStepsWhole() {
        return position.stepsLeft == 2 && position.stepDrawings != null && apart != null
                && !position.stepSplit[position.from] && !position.stepSplit[position.from + 1];
    }

    /**
     * What a drawing of step {@code step} may earn above the shares {@link #credit} gives its cells: for a step
     * credited targets whole ({@link #twoStepsWhole}) the targets one drawing of the other step finishes (two
     * targets the drawing started, each a quarter of its ring, one drawing of the other step finishing both: 2
     * against 1/2; what it completes alone its shares pay in full). Those lie next to that drawing, not in it: at
     * most the most targets next to one drawing of the other step that is still empty. 0 for any other step.
     */
    double aboveShares(int step) {
        if (!creditsWhole(step)) {
            return 0;
        }
        if (mostNextToOne < 0) {
            StepDrawings other = position.stepDrawings[step == position.from ? position.from + 1 : position.from];
            mostNextToOne = 0;
            for (int p = 0; p < other.size(); p++) {
                long[] cells = other.cells(p);
                if (Bits.subsetOf(cells, position.empty)) {
                    long[] around = other.around(p);
                    int next = 0;
                    for (int w = 0; w < around.length; w++) {
                        next += Long.bitCount(around[w] & waitingSet[w] & ~cells[w]);
                    }
                    mostNextToOne = Math.max(mostNextToOne, next);
                }
            }
        }
        return weight * mostNextToOne;
    }

    /** {@link #aboveShares}' count of targets, once found (-1 before). */
    private int mostNextToOne = -1;

    /** Whether step {@code step}'s drawings are credited targets whole ({@link #twoStepsWhole}). */
    boolean creditsWhole(int step) {
        return twoStepsWhole() && step == position.from;
    }

    /** Scratch of {@link #value}: the targets a first step's drawing started, and their open neighbours left. */
    private final CellRests started = new CellRests();

    /**
     * The most targets of {@link #started} one drawing of the second step finishes: holds their open neighbours
     * left, not the target, and is still empty.
     */
    private int mostFinished() {
        int second = position.from + 1;
        StepDrawings drawings = position.stepDrawings[second];
        long stamp = stamp(second);
        int[] finished = drawings.completed;
        int[] touched = drawings.touched;
        int touchedCount = 0;
        int most = 0;
        for (int k = 0; k < started.count(); k++) {
            int c = started.cell(k);
            int rest = started.rest(k);
            int[] finishers = drawings.emptyAround(c, rest, neighbour, position.empty, stamp);
            int n = drawings.emptyAroundCount(c, rest);
            for (int f = 0; f < n; f++) {
                int p = finishers[f];
                if (finished[p] == 0) {
                    touched[touchedCount++] = p;
                }
                most = Math.max(most, ++finished[p]);
            }
            if (most == started.count()) {
                break; // one drawing finishes them all: none can finish more
            }
        }
        for (int k = 0; k < touchedCount; k++) {
            finished[touched[k]] = 0;
        }
        return most;
    }

    /** Per step of the two ({@code step - from}): this position's stamp in its drawings, 0 before one is asked. */
    private final long[] stamps = new long[2];

    /** This position's stamp in step {@code step}'s drawings ({@link StepDrawings#emptyAround}). */
    private long stamp(int step) {
        int k = step - position.from;
        if (stamps[k] == 0) {
            stamps[k] = position.stepDrawings[step].newStamp();
        }
        return stamps[k];
    }

    /** The weight of a cell that comes to count. */
    double weight() {
        return weight;
    }

    /** Whether drawing terrain index t fills an open neighbour. */
    boolean fills(int t) {
        return needTerrains[t];
    }

    /** The waiting cells the steps can complete, and per cell the directions of its open neighbours. */
    long[] waitingCells() {
        return waitingSet;
    }

    /** The candidates the steps can complete. */
    long[] candidateCells() {
        return candidateSet;
    }

    /** Whether drawing terrain index t puts an empty cell into S. */
    boolean draws(int t) {
        return targetTerrains[t];
    }

    int openDirs(int cell) {
        return openDirs[cell];
    }

    int neighbour(int cell, int dir) {
        return neighbour[cell][dir];
    }

    /**
     * The most that one drawing adds when it is the position's only step: what it completes. Each waiting cell is
     * looked up in the placements that hold one of its open neighbours, each candidate in those that hold it; a
     * placement counts if it is still empty and holds all the open neighbours (and, for a waiting cell of a set
     * that drawing leaves, not the cell).
     *
     * @param terrains the terrains the step may draw
     */
    double mostByOneDrawing(StepDrawings placements, long[] empty, boolean[] terrains) {
        boolean needs = false;
        boolean targets = false;
        for (int t = 0; t < terrains.length; t++) {
            needs |= terrains[t] && needTerrains[t];
            targets |= terrains[t] && targetTerrains[t];
        }
        int[] completed = placements.completed;
        int[] drawnWhole = placements.drawnWhole;
        int[] drawnAlone = placements.drawnAlone;
        int[] touched = placements.touched;
        int count = 0;
        if (needs) {
            for (int c = Bits.first(waitingSet); c >= 0; c = Bits.next(waitingSet, c + 1)) {
                int first = neighbour[c][Integer.numberOfTrailingZeros(openDirs[c])];
                for (int p : placements.holding(first)) {
                    long[] cells = placements.cells(p);
                    if (holdsAll(cells, c) && Bits.subsetOf(cells, empty)
                            && !(drawnLeaves && Bits.get(cells, c))) {
                        if (completed[p] + drawnWhole[p] + drawnAlone[p] == 0) {
                            touched[count++] = p;
                        }
                        completed[p]++;
                    }
                }
            }
        }
        if (targets) {
            for (int c = Bits.first(candidateSet); c >= 0; c = Bits.next(candidateSet, c + 1)) {
                for (int p : placements.holding(c)) {
                    long[] cells = placements.cells(p);
                    boolean alone = openDirs[c] == 0;
                    if ((alone || holdsAll(cells, c)) && Bits.subsetOf(cells, empty)) {
                        if (completed[p] + drawnWhole[p] + drawnAlone[p] == 0) {
                            touched[count++] = p;
                        }
                        if (alone) {
                            drawnAlone[p]++;
                        } else {
                            drawnWhole[p]++;
                        }
                    }
                }
            }
        }
        int most = 0;
        for (int k = 0; k < count; k++) {
            int p = touched[k];
            for (int t = 0; t < terrains.length; t++) {
                if (terrains[t]) {
                    int sum = needTerrains[t] ? completed[p] : 0;
                    if (targetTerrains[t]) {
                        sum += drawnAlone[p] + (needTerrains[t] ? drawnWhole[p] : 0);
                    }
                    most = Math.max(most, sum);
                }
            }
            completed[p] = 0;
            drawnWhole[p] = 0;
            drawnAlone[p] = 0;
        }
        return weight * most;
    }

    /** Whether {@code cells} hold every open neighbour of cell {@code c}. */
    private boolean holdsAll(long[] cells, int c) {
        for (int d = 0; d < 4; d++) {
            if ((openDirs[c] & 1 << d) != 0 && !Bits.get(cells, neighbour[c][d])) {
                return false;
            }
        }
        return true;
    }

    /**
     * Whether the other steps can draw the open neighbours {@code rest} of cell {@code c}, not {@code c} itself
     * (which is in S, or drawn by this step), as far as one look can tell: with two steps left, the other step
     * must have one placement still empty that holds them all (a cell that needs the two steps has the neighbours
     * the first does not draw drawn by the second, in one piece). With more steps left, {@link #othersDraw} alone.
     * Looked for up to the first such placement; {@link #mostFinished} lists them all where it needs them.
     */
    private boolean otherCompletes(int c, int rest, int step) {
        if (position.stepsLeft != 2 || position.stepDrawings == null) {
            return true;
        }
        int other = step == position.from ? position.from + 1 : position.from;
        if (position.stepSplit[other]) {
            return true;
        }
        StepDrawings drawings = position.stepDrawings[other];
        return drawings.anyEmptyAround(c, rest, neighbour, position.empty, stamp(other));
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
