package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.board.Board;
import org.cartolab.board.SquareGrid;
import org.cartolab.model.Terrain;
import org.cartolab.scoring.BoardEvaluation;

/**
 * What a bound knows of a position: the map now, the cells the remaining steps can still draw on, which terrains
 * they can draw and how many cells in all, and a table of "value per drawn cell" that the term bounds fill in.
 */
final class Position {

    final Board board;
    final SquareGrid grid;
    final int coins;
    final long[] empty;
    /** Empty cells some remaining step can draw on. */
    final long[] reachable;
    /** Per terrain index: whether some remaining step can draw it. */
    final boolean[] drawable;
    /** The most cells the remaining steps can draw together. */
    final int budget;
    /** How many remaining steps can earn a coin with a coin shape. */
    final int coinSteps;
    /** How many steps remain. */
    final int stepsLeft;
    /** The steps of this position are {@code from} to {@code to - 1}; what each can draw in a line. */
    final int from;
    final int to;
    final LineReach lineReach;
    /** Per step of the puzzle (not from {@code from}): the most cells it draws, whether it may draw several pieces. */
    final int[] stepCells;
    final boolean[] stepSplit;
    /** Per step of the puzzle: the fewest cells of its shapes ({@link StepFacts#leastCells}). */
    private final int[] stepLeastCells;
    /**
     * The parts of the score valued per drawing rather than per cell ({@link SurroundTargets}): the bounds that list
     * the steps' drawings add their {@link #drawingValue}, the others use {@link #cellValue}.
     */
    final List<SurroundTargets> drawingTerms = new ArrayList<>();
    /** Per step of the puzzle: what it can draw from the start ({@link StepDrawings}), or null. */
    final StepDrawings[] stepDrawings;
    private double[][] cellValue;
    /** The parts of the score bounded by the sizes of the pieces drawn rather than cell by cell. */
    final List<PieceTerm> pieceTerms = new ArrayList<>();
    /** Clusters of now a piece term credits that count only once enough of their neighbours are drawn. */
    final List<ClusterNeeds.Need> clusterNeeds = new ArrayList<>();
    /** What the terms decide once every term has been attributed (whether a term joins another's pieces). */
    final List<Runnable> afterTerms = new ArrayList<>();
    /**
     * The work ({@link Work} units) the terms' bounds did beyond the cells they value, which the bound charges with
     * them ({@link BudgetBound}'s slack): a term that lists drawings ({@link LinkDrawings}) costs what it lists.
     */
    private long termWork;
    /**
     * The credits of drawn cells that count only if they come to touch a set ({@link CellItemsBound}: Canal Lake's
     * farm next to water): a cluster that must not touch that set gets none of them ({@link ClusterCountBound}).
     */
    final List<TouchCredit> touchCredits = new ArrayList<>();
    /**
     * The ambush that comes next, if any: the placement its monsters take (the bound's {@link StepMoves} for it: the
     * first that fits now), none if nothing fits.
     */
    final List<ComingAmbush> comingAmbushes = new ArrayList<>();

    /** The cells an ambush's monsters surely take, and their terrain's index in {@link #terrains()}. */
    record ComingAmbush(long[] cells, int terrain) {
    }

    /** {@code amount} on each of {@code cells} drawn in {@code terrains}, earned only by touching {@code touched}. */
    record TouchCredit(long[] cells, boolean[] terrains, Region touched, double amount) {
    }
    /**
     * Whether a term bounded cell by cell that could be bounded by sizes together with another term over the same
     * clusters ({@link LargestClusterPieces}) joins it: each way is a bound, the budget bound takes the lower.
     */
    final boolean joinSizes;
    /** Set when a term stayed cell by cell that could have joined another by sizes. */
    boolean sizesJoinable;
    /**
     * When not null, the complete-line terms put their lines here to be counted whole ({@link LineGoals}) instead
     * of crediting their missing cells.
     */
    final List<LineGoals> lineGoals;
    /**
     * The lines credited cell by cell ({@link LineItemsBound}): a drawing is credited for each of its cells in a
     * line, though the line adds its weight once ({@link #lineExcess}), and only once enough of them are drawn
     * ({@link #lastLineExcess}).
     */
    private final List<LineCredit> lineCredits = new ArrayList<>();
    /** Those of {@link #lineCredits} whose cells together are credited more than the line adds. */
    private final List<LineCredit> overCredits = new ArrayList<>();
    /** Whether a line of {@link #lineCredits} needs every one of its credited cells. */
    private boolean wholeLineCredited;
    /** {@link #overCredits} by cell, once asked ({@link #lineExcess}). */
    private OverCreditIndex overCreditIndex;
    /** {@link #creditsBoundDrawings}, once asked. */
    private Boolean creditsBoundDrawings;
    /** What a coin shape's coin is worth in the score (the coin terms' weights). */
    double coinValue;
    /** value[t][cell]: an upper bound of what drawing terrain t on the cell can add to the score. */
    final double[][] value;
    /**
     * lost[t][cell] (null while none): what drawing terrain t on the cell surely takes from the score, a cell that
     * counts now and leaves its set when drawn (The Cauldrons' surrounded empty cell). Taken off {@link #value} once
     * the terms are attributed ({@link #chargeLosses}); what is left of it after that comes off {@link #cellValue}.
     */
    private double[][] lost;
    /** The cells of {@link #lost}: the loops over it visit these only. */
    private long[] lostCells;
    private boolean lossesCharged;
    private BoardEvaluation evaluation;
    /** Per step of the puzzle (when known): the terrain indices it can draw. */
    final boolean[][] stepTerrains;

    /**
     * A position of the steps {@code from} to {@code to - 1} of the puzzle {@code puzzle}; {@code joinSizes}: see
     * {@link #joinSizes}; {@code wholeLines}: whether the complete-line terms count their lines whole
     * ({@link #lineGoals}).
     */
    Position(Board board, int coins, long[] reachable, boolean[] drawable, int budget, int coinSteps,
             int from, int to, PuzzleFacts puzzle, boolean joinSizes, boolean wholeLines) {
        this.stepCells = puzzle.steps().cells();
        this.stepSplit = puzzle.steps().split();
        this.stepLeastCells = puzzle.steps().leastCells();
        this.stepTerrains = puzzle.steps().terrains();
        this.stepDrawings = puzzle.drawings();
        this.lineReach = puzzle.lineReach();
        this.joinSizes = joinSizes;
        this.lineGoals = wholeLines ? new ArrayList<>() : null;
        this.coinSteps = coinSteps;
        this.stepsLeft = to - from;
        this.from = from;
        this.to = to;
        this.board = board;
        this.grid = board.grid();
        this.coins = coins;
        this.empty = board.empty();
        this.reachable = reachable;
        this.drawable = drawable;
        this.budget = budget;
        this.value = new double[board.terrains().size()][grid.cellCount()];
    }

    /** The most pieces the remaining steps can draw: one per cell at most, and at least one per step. */
    int maxPieces() {
        return Math.max(budget, stepsLeft);
    }

    /** The most pieces the remaining steps can draw: one per step, or one per cell of a split shape or unit pieces. */
    int mostPieces(boolean unitPieces) {
        int pieces = 0;
        for (int j = from; j < to; j++) {
            pieces += stepSplit[j] || unitPieces ? stepCells[j] : 1;
        }
        return pieces;
    }

    /**
     * The most cell sides the remaining steps' drawings can turn towards other cells: a connected piece of s cells
     * has at most 2s + 2 (4s less two per inner adjacency, of which it has at least s - 1); a split drawing 4 per
     * cell.
     */
    int sides() {
        int sides = 0;
        for (int j = from; j < to; j++) {
            sides += stepSplit[j] ? 4 * stepCells[j] : 2 * stepCells[j] + 2;
        }
        return sides;
    }

    /** The most cells the remaining steps can draw in one line. */
    int lineMost(LineReach.Family family, int line) {
        return Math.min(budget, lineReach.most(family, line, from, to));
    }

    /**
     * The most cells the remaining steps can draw in the terrains {@code terrains}: those of the steps that can
     * draw one of them (all of {@link #budget} when the steps are not known).
     */
    int budgetWith(boolean[] terrains) {
        if (stepTerrains == null) {
            return budget;
        }
        int cells = 0;
        for (int j = from; j < to; j++) {
            for (int t = 0; t < terrains.length; t++) {
                if (terrains[t] && stepTerrains[j][t]) {
                    cells += stepCells[j];
                    break;
                }
            }
        }
        return Math.min(budget, cells);
    }

    List<Terrain> terrains() {
        return board.terrains();
    }

    BoardEvaluation evaluation() {
        if (evaluation == null) {
            evaluation = BoardEvaluation.of(board, coins);
        }
        return evaluation;
    }

    /** What the drawing terms add when step {@code step} draws {@code cells} in terrain index {@code t}. */
    double drawingValue(long[] cells, int t, int step) {
        double sum = 0;
        for (SurroundTargets term : drawingTerms) {
            sum += term.value(cells, t, step);
        }
        return sum == 0 ? 0 : Math.max(0, sum - lostBeyondValue(cells, t));
    }

    /**
     * What drawing {@code cells} in terrain index {@code t} surely loses beyond what the value table took
     * ({@link #chargeLosses}): it comes off what the drawing terms add, down to 0.
     */
    double lostBeyondValue(long[] cells, int t) {
        if (lost == null) {
            return 0;
        }
        if (!Bits.intersects(cells, lostCells)) {
            return 0;
        }
        double sum = 0;
        for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
            sum += lost[t][i];
        }
        return sum;
    }

    /** {@link #lostBeyondValue} of one cell. */
    double lostBeyondValue(int t, int cell) {
        return lost == null ? 0 : lost[t][cell];
    }

    /**
     * At least what {@code term} adds to a drawing of {@code cells} in terrain index {@code t} as any step, found
     * without following the drawing's outline: a target adds at most the term's weight to one drawing, and only a
     * waiting cell next to the drawing ({@code around}: the cells next to one of its cells) or a candidate in it can.
     */
    private static double termBound(SurroundTargets term, long[] cells, long[] around, int t) {
        if (term.weight() <= 0) {
            return 0;
        }
        int targets = 0;
        if (term.fills(t)) {
            targets += countAnd(around, term.waitingCells());
        }
        if (term.draws(t)) {
            targets += countAnd(cells, term.candidateCells());
        }
        return term.weight() * targets;
    }

    /**
     * At least {@link #drawingValue} of placement {@code p} of {@code drawings} in terrain index {@code t} as step
     * {@code step}: each term's weight for each target next to the drawing or in it ({@link #termBound}), but a term
     * that credits targets whole with two steps left bounded by what its drawing completes and the targets it starts
     * that the other step can finish ({@link SurroundTargets#wholeBound}).
     */
    double drawingBound(StepPlacements drawings, int p, int t, int step) {
        double most = 0;
        for (SurroundTargets term : drawingTerms) {
            double whole = term.wholeBound(drawings.besideCells(p), drawings.besideDirs(p), t, step);
            most += Double.isNaN(whole) ? termBound(term, drawings.cells(p), drawings.around(p), t) : whole;
        }
        return most;
    }

    /** Whether every drawing term treats terrain indices {@code t} and {@code u} alike (the same bounds and values). */
    boolean drawsAlike(int t, int u) {
        for (SurroundTargets term : drawingTerms) {
            if (term.fills(t) != term.fills(u) || term.draws(t) != term.draws(u)) {
                return false;
            }
        }
        return true;
    }

    /** Whether some drawing term credits targets whole ({@link SurroundTargets#creditsWhole}) to a step. */
    boolean creditsWhole() {
        for (SurroundTargets term : drawingTerms) {
            if (term.creditsWhole(from)) {
                return true;
            }
        }
        return false;
    }

    /**
     * Whether {@link #cellValue} bounds {@link #drawingValue} too, cell by cell: a drawing earns of a waiting cell
     * {@code w / open} per open neighbour it draws, which is the share credited to that neighbour, and of a
     * candidate it draws {@code w}, its credit. That needs every term's weight to be non-negative and every empty
     * neighbour of a waiting cell to be open (a drawn neighbour not open would earn a share nobody was credited).
     */
    boolean creditsBoundDrawings() {
        if (creditsBoundDrawings == null) {
            creditsBoundDrawings = drawingTerms.stream().allMatch(this::creditsBound);
        }
        return creditsBoundDrawings;
    }

    /**
     * What a drawing of step {@code step} may earn of the drawing terms above its cells' shares
     * ({@link #cellValue}): 0 but for a step credited targets whole ({@link SurroundTargets#aboveShares}).
     */
    double aboveShares(int step) {
        double above = 0;
        for (SurroundTargets term : drawingTerms) {
            above += term.aboveShares(step);
        }
        return above;
    }

    private boolean creditsBound(SurroundTargets term) {
        if (term.weight() < 0) {
            return false;
        }
        long[] waiting = term.waitingCells();
        for (int c = Bits.first(waiting); c >= 0; c = Bits.next(waiting, c + 1)) {
            for (int d = 0; d < 4; d++) {
                int n = term.neighbour(c, d);
                if (n >= 0 && Bits.get(empty, n) && (term.openDirs(c) & 1 << d) == 0) {
                    return false;
                }
            }
        }
        return true;
    }

    private static int countAnd(long[] a, long[] b) {
        int count = 0;
        for (int w = 0; w < a.length; w++) {
            count += Long.bitCount(a[w] & b[w]);
        }
        return count;
    }

    /**
     * The value table with the drawing terms' per-cell credits added: for the bounds that do not list drawings.
     * Read once the terms have been attributed.
     */
    double[][] cellValue() {
        if (drawingTerms.isEmpty()) {
            return value;
        }
        if (cellValue == null) {
            cellValue = new double[value.length][];
            for (int t = 0; t < value.length; t++) {
                cellValue[t] = value[t].clone();
            }
            for (SurroundTargets term : drawingTerms) {
                term.credit(cellValue);
            }
            if (lost != null) {
                // The loss left after the value table (the drawing terms' shares on the same cell, a coin of a
                // mountain whose open neighbour is such a cell) comes off the shares, down to 0 (see chargeLosses).
                for (int i = Bits.first(lostCells); i >= 0; i = Bits.next(lostCells, i + 1)) {
                    for (int t = 0; t < value.length; t++) {
                        cellValue[t][i] = Math.max(0, cellValue[t][i] - lost[t][i]);
                    }
                }
            }
        }
        return cellValue;
    }

    /**
     * Drawing {@code cells} in a terrain not in {@code keeps} (null: none) surely loses {@code amount} each: they
     * count now, and leave the set once drawn.
     */
    void loseOnDrawing(long[] cells, boolean[] keeps, double amount) {
        if (amount <= 0 || Bits.isEmpty(cells)) {
            return;
        }
        if (lost == null) {
            lost = new double[value.length][value[0].length];
            lostCells = grid.none();
        }
        lostCells = Bits.or(lostCells, cells);
        for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
            for (int t = 0; t < value.length; t++) {
                if (keeps == null || !keeps[t]) {
                    lost[t][i] += amount;
                }
            }
        }
    }

    /**
     * The sure losses taken off what drawing there adds, once every term is attributed. For any play the score's
     * rise is what its drawings add less what they lose, and the drawings are disjoint: so a drawn cell's credit
     * less its loss bounds it, and so does {@code max(0, credit - loss)} per cell, which keeps every credit
     * non-negative for the bounds that pick cells by credit. The credits the cell-by-cell bounds read are the value
     * table and, in {@link #cellValue}, the drawing terms' shares: the loss comes off the value table first and
     * what is left of it off the shares. The bounds that value the drawing terms per drawing take what is left off
     * what the drawing terms add to the drawing ({@link #drawingValue}, {@link TargetPrices}' earnings).
     */
    void chargeLosses() {
        if (lost == null || lossesCharged) {
            return;
        }
        lossesCharged = true;
        cellValue = null;
        for (int i = Bits.first(lostCells); i >= 0; i = Bits.next(lostCells, i + 1)) {
            for (int t = 0; t < value.length; t++) {
                double taken = Math.min(value[t][i], lost[t][i]);
                value[t][i] -= taken;
                lost[t][i] -= taken;
            }
        }
    }

    /**
     * A line's cells, each credited {@code amount} for {@code terrains} (null: all): the line adds at most
     * {@code most}, and only once {@code count} of them are drawn.
     */
    private record LineCredit(long[] cells, boolean[] terrains, double amount, double most, int count) {

        /** How many of a drawing's cells in terrain index t the line holds (0 if t does not count for it). */
        int held(long[] drawing, int t) {
            if (terrains != null && !terrains[t]) {
                return 0;
            }
            int held = 0;
            for (int w = 0; w < drawing.length; w++) {
                held += Long.bitCount(drawing[w] & cells[w]);
            }
            return held;
        }
    }

    /**
     * Credits each cell of a line {@code amount} for {@code terrains} (null: all): the line adds at most
     * {@code most}, and only once {@code count} of its cells are drawn.
     */
    void creditLine(long[] cells, boolean[] terrains, double amount, double most, int count) {
        credit(cells, terrains, amount);
        LineCredit line = new LineCredit(cells, terrains, amount, most, count);
        lineCredits.add(line);
        // Each missing cell of a line that must be complete (w / missing) never sums above the line's weight.
        if (Bits.count(cells) * amount > most) {
            overCredits.add(line);
            overCreditIndex = null;
        }
        wholeLineCredited |= count == Bits.count(cells);
    }

    /** Whether a line is credited on cells that must all be drawn (Borderlands' w / missing each). */
    boolean creditsWholeLines() {
        return wholeLineCredited;
    }

    /**
     * What the value table credits one drawing of {@code cells} in terrain index {@code t} beyond what its lines
     * can add: a line credited per cell adds at most its weight, however many of the drawing's cells it holds.
     */
    double lineExcess(long[] cells, int t) {
        if (overCredits.isEmpty()) {
            return 0;
        }
        OverCreditIndex index = overCreditIndex();
        if (index == null) {
            double excess = 0;
            for (LineCredit line : overCredits) {
                excess += Math.max(0, line.held(cells, t) * line.amount() - line.most());
            }
            return excess;
        }
        return index.excess(cells, t);
    }

    /**
     * The over-credited lines by cell, for {@link #lineExcess} of many drawings: built once the terms have been
     * attributed; null if some line adds at most a negative amount (then even a line a drawing misses counts).
     */
    private OverCreditIndex overCreditIndex() {
        if (overCreditIndex == null && overCredits.stream().allMatch(line -> line.most() >= 0)) {
            overCreditIndex = new OverCreditIndex(overCredits, grid.cellCount());
        }
        return overCreditIndex;
    }

    /**
     * {@link #lineExcess} by the lines a drawing's cells lie on, not by every line: a line the drawing misses adds
     * max(0, -most) = 0, and the lines it meets are summed in the same order, so the sum is the same to the bit.
     */
    private static final class OverCreditIndex {
        private final List<LineCredit> lines;
        /** Per cell: the indices of the lines holding it, ascending. */
        private final int[][] byCell;
        /** Scratch: per line the drawing's cells on it; the lines met, in the order met. */
        private final int[] held;
        private final int[] met;

        OverCreditIndex(List<LineCredit> lines, int cellCount) {
            this.lines = lines;
            this.byCell = new int[cellCount][];
            int[] count = new int[cellCount];
            for (LineCredit line : lines) {
                for (int i = Bits.first(line.cells()); i >= 0; i = Bits.next(line.cells(), i + 1)) {
                    count[i]++;
                }
            }
            for (int i = 0; i < cellCount; i++) {
                byCell[i] = new int[count[i]];
                count[i] = 0;
            }
            for (int l = 0; l < lines.size(); l++) {
                long[] cells = lines.get(l).cells();
                for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
                    byCell[i][count[i]++] = l;
                }
            }
            this.held = new int[lines.size()];
            this.met = new int[lines.size()];
        }

        double excess(long[] cells, int t) {
            int metCount = 0;
            for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
                for (int l : byCell[i]) {
                    if (held[l]++ == 0) {
                        met[metCount++] = l;
                    }
                }
            }
            Arrays.sort(met, 0, metCount);
            double excess = 0;
            for (int k = 0; k < metCount; k++) {
                LineCredit line = lines.get(met[k]);
                int drawn = line.terrains() == null || line.terrains()[t] ? held[met[k]] : 0;
                excess += Math.max(0, drawn * line.amount() - line.most());
                held[met[k]] = 0;
            }
            return excess;
        }
    }

    /**
     * The same when the drawing is the last of the play: a line then adds its weight only if the drawing holds the
     * cells it still needs, else nothing (the other steps cannot draw the rest).
     */
    double lastLineExcess(long[] cells, int t) {
        double excess = 0;
        for (LineCredit line : lineCredits) {
            int held = line.held(cells, t);
            if (held > 0) {
                excess += held * line.amount() - (held >= line.count() ? line.most() : 0);
            }
        }
        return excess;
    }

    /** Counts {@code units} of a term's work on this position ({@link #termWork}). */
    void chargeTerm(long units) {
        termWork += units;
    }

    /** The terms' work counted on this position since the last call: charged once however often it is asked. */
    long takeTermWork() {
        long taken = termWork;
        termWork = 0;
        return taken;
    }

    /** Adds {@code amount} to every cell of {@code cells} for each terrain in {@code terrains} (null: all). */
    void credit(long[] cells, boolean[] terrains, double amount) {
        if (amount <= 0) {
            return;
        }
        for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
            for (int t = 0; t < value.length; t++) {
                if (terrains == null || terrains[t]) {
                    value[t][i] += amount;
                }
            }
        }
    }

    /**
     * The fewest cells of one piece that a remaining step draws in {@code terrains}: a step's smallest shape, or
     * one cell for split shapes, {@code unitPieces}, and a step whose 1x1 fallback may come (none of its shapes
     * fits). The fallback cannot come while more of its shape's placements lie apart on the empty cells now than
     * the steps before it draw cells: they cannot cover all of them. {@link Integer#MAX_VALUE} when no step draws
     * those terrains.
     */
    int leastPiece(boolean[] terrains, boolean unitPieces) {
        int least = Integer.MAX_VALUE;
        int drawnBefore = 0;
        for (int j = from; j < to; j++) {
            boolean draws = false;
            for (int t = 0; t < terrains.length; t++) {
                draws |= terrains[t] && stepTerrains != null && stepTerrains[j][t];
            }
            if (draws) {
                boolean whole = !unitPieces && !stepSplit[j] && stepLeastCells[j] > 1
                        && shapesApart(j, drawnBefore);
                least = Math.min(least, whole ? stepLeastCells[j] : 1);
            }
            drawnBefore += stepCells[j];
        }
        return least;
    }

    /** Whether more than {@code cells} of step j's placements (not its single cells) lie apart on the empty cells. */
    private boolean shapesApart(int j, int cells) {
        StepDrawings drawings = stepDrawings == null ? null : stepDrawings[j];
        if (drawings == null) {
            return false;
        }
        long[] used = grid.none();
        int apart = 0;
        for (int p = 0; p < drawings.size() && apart <= cells; p++) {
            long[] placement = drawings.cells(p);
            if (drawings.indices(p).length > 1 && Bits.subsetOf(placement, empty)
                    && !Bits.intersects(placement, used)) {
                used = Bits.or(used, placement);
                apart++;
            }
        }
        return apart > cells;
    }

    /** The reachable empty cells on which some remaining step can draw a terrain of {@code terrains}. */
    long[] reachableWith(boolean[] terrains) {
        for (int t = 0; t < terrains.length; t++) {
            if (terrains[t] && drawable[t]) {
                return reachable;
            }
        }
        return grid.none();
    }
}
