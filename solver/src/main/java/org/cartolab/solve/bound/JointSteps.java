package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;
import java.util.function.IntPredicate;

import org.cartolab.board.Bits;
import org.cartolab.model.Terrain;
import org.cartolab.rules.Move;

/**
 * The remaining steps share one map: each empty cell is drawn at most once, however many steps' best drawings
 * want it. Taken per step (each step its best drawing by the value table) a cell counts once per step; taken for
 * all steps at once (the best cells of the table) every step may draw every terrain and any cells. This bound
 * keeps both: each step draws one of its own drawings (its placements in its terrains, or a single cell), and a
 * cell is priced. For any prices {@code y >= 0},
 * <pre>  rise <= sum of y over the cells + sum over the steps of max(0, best drawing valued at value - y)</pre>
 * because the drawings of a play are disjoint, so together they pay at most every cell's price once (Lagrangian
 * relaxation of "each cell once"). Prices start at 0 (the per-step bound) and move by subgradient steps: a cell
 * that several steps' best drawings share gets dearer, a priced cell none of them takes gets cheaper. Every price
 * vector gives a valid bound, so the best of the rounds is taken.
 * <p>
 * Lines counted whole ({@link LineGoals}: Borderlands' rows and columns, The Broken Road's diagonals) join the same
 * way. A line scores its weight only once every missing cell is drawn; that need is priced too, per line and
 * cell ({@code q >= 0}): a step's drawing earns the prices of the lines' cells it covers, and the lines add the
 * best choice of lines that fits the budget of cells, each worth its weight less its cells' prices. For a play
 * that completes the lines S its drawings earn at least the prices of S's cells and S fits the budget, so the
 * bound still holds. At prices 0 it is the budget's count of lines ({@link LineGoals#most}) beside the steps'
 * own best; the prices then move like the cell prices, up on the cells of a chosen line that no step's best
 * drawing covers, down on covered cells of a line not chosen: so the bound sees that a line's missing cells must
 * be covered by the steps' own pieces, which a budget of cells does not.
 * <p>
 * The cells that count once surrounded (The Cauldrons, Treetower, mountains' coins: the position's drawing terms)
 * are priced per target and need the same way ({@link TargetPrices}): a drawing's share of a target is worth what
 * the other steps' own best drawings leave for it, not what any other drawing could. The clusters of now that count
 * only once enough of their neighbours are drawn (Greengold Plains' village clusters lacking types: {@link
 * ClusterNeeds}) are priced per cluster the same way, when asked.
 */
final class JointSteps {

    /**
     * How hard to look: from how many steps left the steps are bounded jointly, how many rounds, and whether the
     * lines counted whole are checked against the steps' own pieces ({@link LineCover}) and priced with the cells
     * (else they are counted by the budget beside the steps' own best). With few steps left the per-step bound is
     * near the joint one; a search calls the bound at every node, a report once.
     */
    record Effort(int leastSteps, int rounds, boolean linesByPieces) {
    }

    static final Effort SEARCH = new Effort(4, 16, false);
    static final Effort REPORT = new Effort(2, 400, true);
    /** The last round's step is this share of the first. */
    private static final double LAST_STEP = 0.003;

    private final Position position;
    private final List<List<Move>> moves;
    /**
     * Per step: the terrain index of each move, and what the position's drawing terms add for it (0 with the targets
     * priced: the move earns their prices) less what the value table over-credits its lines
     * ({@link Position#lineExcess}: a line it holds several cells of adds once).
     */
    private final int[][] terrainOf;
    private final double[][] drawingValue;
    /**
     * Per step and cell: the best value of a single cell in the step's terrains (the 1x1 fallback), when no target
     * is priced.
     */
    private final double[][] single;
    /**
     * Per step: whether it may draw a single cell of its choice (false where a case fixes its drawing to a shape:
     * then it draws one of its moves, and the rounds do not scan the cells for it).
     */
    private final boolean[] singleCell;
    /**
     * Per step: the first step with the same terrains that may draw a single cell (itself if none before it): its
     * best single cell is the same in every round, so it is looked for once.
     */
    private final int[] singleLike;
    /** The position's reachable cells, in order. */
    private final int[] reachableCells;
    /** Per step, in the current round: its best single cell (first of the highest) and that cell's value. */
    private final int[] singleBest;
    private final double[] singleValue;
    private final double[] price;
    private final int[] uses;
    /** Per family and line counted whole: its missing cells, and per missing cell the price of its need. */
    private final List<LineGoals> families;
    private final int[][][] lineCells;
    private final double[][][] linePrice;
    /** Per cell: the sum of the line prices of the cell, less its own price: what covering it earns. */
    private final double[] earns;
    /**
     * The targets of the drawing terms ({@link SurroundTargets}), priced per target and need: a drawing earns the
     * prices of the needs it holds (where the term would give it a share), and each target adds what its weight
     * exceeds its prices by. Null when the position has no drawing terms.
     */
    private final TargetPrices targets;
    /** Per step (from the position's first): the terrain indices it can draw. */
    private final boolean[][] stepTerrains;
    /** Per step and move: the needs whose prices it earns ({@link TargetPrices#earned}). */
    private final TargetPrices.Earned[][] earned;
    /**
     * The clusters of now that count only once some of their open neighbours are drawn ({@link ClusterNeeds}),
     * priced per cluster; per step and move the cells it gives each (null: none).
     */
    private final ClusterNeeds clusterNeeds;
    private final int[][][] needHits;
    /** Per step and move: what it surely loses beyond its cells' values ({@link Position#lostBeyondValue}). */
    private final double[][] lostBeyond;

    private JointSteps(Position position, List<List<Move>> moves, boolean[] singleCell, boolean[][] stepTerrains,
                       boolean priceLines, boolean priceNeeds) {
        this.position = position;
        this.singleCell = singleCell;
        this.targets = TargetPrices.any(position) ? new TargetPrices(position) : null;
        this.stepTerrains = stepTerrains;
        this.moves = moves;
        this.families = position.lineGoals == null || !priceLines ? List.of() : position.lineGoals;
        this.lineCells = new int[families.size()][][];
        this.linePrice = new double[families.size()][][];
        for (int f = 0; f < families.size(); f++) {
            List<long[]> missing = families.get(f).missing();
            lineCells[f] = new int[missing.size()][];
            linePrice[f] = new double[missing.size()][];
            for (int l = 0; l < missing.size(); l++) {
                lineCells[f][l] = cellsOf(missing.get(l));
                linePrice[f][l] = new double[lineCells[f][l].length];
            }
        }
        int cellCount = position.grid.cellCount();
        this.terrainOf = new int[moves.size()][];
        this.drawingValue = new double[moves.size()][];
        this.single = new double[moves.size()][cellCount];
        List<Terrain> terrains = position.terrains();
        double[][] cellValue = position.cellValue();
        this.earned = targets == null ? null : new TargetPrices.Earned[moves.size()][];
        ClusterNeeds needs = priceNeeds ? new ClusterNeeds(position) : null;
        this.clusterNeeds = needs != null && needs.any() ? needs : null;
        this.needHits = new int[moves.size()][][];
        this.lostBeyond = new double[moves.size()][];
        for (int j = 0; j < moves.size(); j++) {
            List<Move> stepMoves = moves.get(j);
            terrainOf[j] = new int[stepMoves.size()];
            drawingValue[j] = new double[stepMoves.size()];
            needHits[j] = new int[stepMoves.size()][];
            lostBeyond[j] = new double[stepMoves.size()];
            if (targets != null) {
                earned[j] = new TargetPrices.Earned[stepMoves.size()];
            }
            for (int m = 0; m < stepMoves.size(); m++) {
                Move move = stepMoves.get(m);
                terrainOf[j][m] = terrains.indexOf(move.terrain());
                drawingValue[j][m] = (targets == null
                        ? position.drawingValue(move.cells(), terrainOf[j][m], position.from + j) : 0)
                        - position.lineExcess(move.cells(), terrainOf[j][m]);
                if (targets != null) {
                    earned[j][m] = targets.earned(move.cells(), terrainOf[j][m], position.from + j);
                    lostBeyond[j][m] = position.lostBeyondValue(move.cells(), terrainOf[j][m]);
                }
                if (clusterNeeds != null) {
                    needHits[j][m] = clusterNeeds.hits(move.cells(), terrainOf[j][m]);
                }
            }
            // With targets priced, a single cell's value moves with the prices ({@link TargetPrices#single}).
            for (int i = Bits.first(position.reachable); i >= 0 && targets == null && singleCell[j];
                 i = Bits.next(position.reachable, i + 1)) {
                double best = 0;
                for (int t = 0; t < terrains.size(); t++) {
                    if (stepTerrains[j][t]) {
                        best = Math.max(best, cellValue[t][i]);
                    }
                }
                single[j][i] = best;
            }
        }
        this.singleLike = new int[moves.size()];
        for (int j = 0; j < moves.size(); j++) {
            singleLike[j] = j;
            for (int k = 0; k < j && singleCell[j]; k++) {
                if (singleCell[k] && Arrays.equals(stepTerrains[k], stepTerrains[j])) {
                    singleLike[j] = k;
                    break;
                }
            }
        }
        this.reachableCells = cellsOf(position.reachable);
        this.singleBest = new int[moves.size()];
        this.singleValue = new double[moves.size()];
        this.price = new double[cellCount];
        this.uses = new int[cellCount];
        this.earns = new double[cellCount];
    }

    private static int[] cellsOf(long[] bits) {
        int[] cells = new int[Bits.count(bits)];
        int k = 0;
        for (int i = Bits.first(bits); i >= 0; i = Bits.next(bits, i + 1)) {
            cells[k++] = i;
        }
        return cells;
    }

    /**
     * @param movesOf      the legal moves of step j on the position's map
     * @param singleCell   whether step j may draw a single cell of its choice besides its moves
     * @param stepTerrains per step (from 0, not from {@code next}), the terrain indices it can draw
     * @param priceLines   whether the position's lines counted whole join (else they are left out)
     * @param priceNeeds   whether the clusters of now that need neighbours drawn are priced ({@link ClusterNeeds}:
     *                     their credit is then the bound's, not the piece terms')
     */
    static JointSteps of(Position position, IntFunction<List<Move>> movesOf, IntPredicate singleCell, int next,
                         int end, boolean[][] stepTerrains, boolean priceLines, boolean priceNeeds) {
        List<List<Move>> moves = new ArrayList<>();
        boolean[] single = new boolean[end - next];
        boolean[][] terrains = new boolean[end - next][];
        for (int j = next; j < end; j++) {
            moves.add(movesOf.apply(j));
            single[j - next] = singleCell.test(j);
            terrains[j - next] = stepTerrains[j];
        }
        return new JointSteps(position, moves, single, terrains, priceLines, priceNeeds);
    }

    /**
     * The least of the rounds' bounds of what the value table's cells, the coins and the lines counted whole add;
     * each round charged to {@code work} as the moves and line cells it values.
     */
    double bound(int rounds, Work work) {
        long perRound = 1;
        for (List<Move> stepMoves : moves) {
            perRound += stepMoves.size();
        }
        for (int[][] lines : lineCells) {
            for (int[] cells : lines) {
                perRound += cells.length;
            }
        }
        double decay = Math.pow(LAST_STEP, 1.0 / rounds);
        double best = Double.POSITIVE_INFINITY;
        double stepSize = 0;
        for (double[] row : position.cellValue()) {
            for (double v : row) {
                stepSize = Math.max(stepSize, v);
            }
        }
        stepSize /= 2;
        // The line prices move on their own scale: a line's weight spread over its missing cells.
        double lineStep = 0;
        for (int f = 0; f < families.size(); f++) {
            for (int[] cells : lineCells[f]) {
                lineStep = Math.max(lineStep, (double) families.get(f).weight() / cells.length);
            }
        }
        lineStep /= 2;
        boolean[][] counts = new boolean[families.size()][];
        for (int f = 0; f < counts.length; f++) {
            counts[f] = new boolean[lineCells[f].length];
        }
        for (int round = 0; round < rounds; round++) {
            work.charge(perRound);
            double bound = round(counts);
            best = Math.min(best, bound);
            boolean moved = false;
            for (int i = 0; i < price.length; i++) {
                if (uses[i] > 1 || uses[i] == 0 && price[i] > 0) {
                    price[i] = Math.max(0, price[i] + stepSize * (uses[i] - 1));
                    moved = true;
                }
            }
            for (int f = 0; f < families.size(); f++) {
                for (int l = 0; l < lineCells[f].length; l++) {
                    int need = counts[f][l] ? 1 : 0;
                    for (int k = 0; k < lineCells[f][l].length; k++) {
                        int covered = Math.min(uses[lineCells[f][l][k]], 1);
                        if (covered != need && (need > 0 || linePrice[f][l][k] > 0)) {
                            linePrice[f][l][k] = Math.max(0, linePrice[f][l][k] + lineStep * (need - covered));
                            moved = true;
                        }
                    }
                }
            }
            if (targets != null) {
                moved |= targets.move(decay);
            }
            if (clusterNeeds != null) {
                moved |= clusterNeeds.move(decay);
            }
            if (!moved) {
                break; // no cell is shared: the drawings fit together and the bound cannot fall further
            }
            stepSize *= decay;
            lineStep *= decay;
        }
        return best;
    }

    /** Step j's best single cell at the current prices (the same as an earlier step's with its terrains). */
    private void bestSingle(int j) {
        int like = singleLike[j];
        if (like == j) {
            singleValue[j] = Double.NEGATIVE_INFINITY;
            singleBest[j] = -1;
            for (int i : reachableCells) {
                double value = earns[i]
                        + (targets == null ? single[j][i] : targets.single(position.value, i, stepTerrains[j]))
                        + (clusterNeeds == null ? 0 : clusterNeeds.single(i, stepTerrains[j]));
                if (value > singleValue[j]) {
                    singleValue[j] = value;
                    singleBest[j] = i;
                }
            }
        } else {
            singleValue[j] = singleValue[like];
            singleBest[j] = singleBest[like];
        }
    }

    /**
     * The bound at the current prices; counts how many steps' best drawings use each cell, and marks the lines
     * that count.
     */
    private double round(boolean[][] counts) {
        Arrays.fill(uses, 0);
        if (targets != null) {
            targets.startRound();
        }
        double sum = 0;
        for (int i = 0; i < price.length; i++) {
            sum += price[i];
            earns[i] = -price[i];
        }
        if (!families.isEmpty()) {
            double[][] gains = new double[families.size()][];
            for (int f = 0; f < gains.length; f++) {
                gains[f] = new double[lineCells[f].length];
                for (int l = 0; l < gains[f].length; l++) {
                    gains[f][l] = families.get(f).weight();
                    for (int k = 0; k < lineCells[f][l].length; k++) {
                        gains[f][l] -= linePrice[f][l][k];
                        earns[lineCells[f][l][k]] += linePrice[f][l][k];
                    }
                }
            }
            sum += LineGoals.best(families, gains, position.budget, counts);
        }
        if (targets != null) {
            sum += targets.open();
        }
        if (clusterNeeds != null) {
            sum += clusterNeeds.open();
        }
        for (int j = 0; j < moves.size(); j++) {
            double best = 0;
            Move bestMove = null;
            int bestIndex = -1;
            int bestCell = -1;
            List<Move> stepMoves = moves.get(j);
            for (int m = 0; m < stepMoves.size(); m++) {
                Move move = stepMoves.get(m);
                double[] values = position.value[terrainOf[j][m]];
                double value = (move.coin() ? position.coinValue : 0) + drawingValue[j][m];
                long[] cells = move.cells();
                for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
                    value += values[i] + earns[i];
                }
                if (clusterNeeds != null) {
                    value += clusterNeeds.earnings(needHits[j][m]);
                }
                if (targets != null) {
                    // The targets' prices less what the drawing surely loses beyond its cells' values.
                    double lost = lostBeyond[j][m];
                    value += Math.max(0, targets.earnings(earned[j][m], best - value + lost) - lost);
                }
                if (value > best) {
                    best = value;
                    bestMove = move;
                    bestIndex = m;
                }
            }
            if (singleCell[j]) {
                bestSingle(j);
                if (singleValue[j] > best) {
                    best = singleValue[j];
                    bestMove = null;
                    bestCell = singleBest[j];
                }
            }
            sum += best;
            if (bestMove != null) {
                long[] cells = bestMove.cells();
                for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
                    uses[i]++;
                }
                if (targets != null) {
                    targets.use(earned[j][bestIndex]);
                }
                if (clusterNeeds != null) {
                    clusterNeeds.use(needHits[j][bestIndex]);
                }
            } else if (bestCell >= 0) {
                uses[bestCell]++;
                if (targets != null) {
                    targets.useCell(bestCell);
                }
                if (clusterNeeds != null) {
                    clusterNeeds.useCell(bestCell, stepTerrains[j]);
                }
            }
        }
        return sum;
    }
}
