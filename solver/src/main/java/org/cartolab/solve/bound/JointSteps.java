package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.IntFunction;

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
 */
final class JointSteps {

    /**
     * How hard to look for good prices: from how many steps left, and how many rounds. With few steps left the
     * per-step bound is near this one; a search calls the bound at every node, a report once.
     */
    record Effort(int leastSteps, int rounds) {
    }

    static final Effort SEARCH = new Effort(4, 16);
    static final Effort REPORT = new Effort(2, 400);
    /** The last round's step is this share of the first. */
    private static final double LAST_STEP = 0.003;

    private final Position position;
    private final List<List<Move>> moves;
    /** Per step: the terrain index of each move, and what the position's drawing terms add for it. */
    private final int[][] terrainOf;
    private final double[][] drawingValue;
    /** Per step and cell: the best value of a single cell in the step's terrains (the 1x1 fallback). */
    private final double[][] single;
    private final double[] price;
    private final int[] uses;

    private JointSteps(Position position, List<List<Move>> moves, boolean[][] stepTerrains) {
        this.position = position;
        this.moves = moves;
        int cellCount = position.grid.cellCount();
        this.terrainOf = new int[moves.size()][];
        this.drawingValue = new double[moves.size()][];
        this.single = new double[moves.size()][cellCount];
        List<Terrain> terrains = position.terrains();
        double[][] cellValue = position.cellValue();
        for (int j = 0; j < moves.size(); j++) {
            List<Move> stepMoves = moves.get(j);
            terrainOf[j] = new int[stepMoves.size()];
            drawingValue[j] = new double[stepMoves.size()];
            for (int m = 0; m < stepMoves.size(); m++) {
                Move move = stepMoves.get(m);
                terrainOf[j][m] = terrains.indexOf(move.terrain());
                drawingValue[j][m] = position.drawingValue(move.cells(), terrainOf[j][m], position.from + j);
            }
            for (int i = Bits.first(position.reachable); i >= 0; i = Bits.next(position.reachable, i + 1)) {
                double best = 0;
                for (int t = 0; t < terrains.size(); t++) {
                    if (stepTerrains[j][t]) {
                        best = Math.max(best, cellValue[t][i]);
                    }
                }
                single[j][i] = best;
            }
        }
        this.price = new double[cellCount];
        this.uses = new int[cellCount];
    }

    /**
     * @param movesOf      the legal moves of step j on the position's map
     * @param stepTerrains per step (from 0, not from {@code next}), the terrain indices it can draw
     */
    static JointSteps of(Position position, IntFunction<List<Move>> movesOf, int next, int end,
                         boolean[][] stepTerrains) {
        List<List<Move>> moves = new ArrayList<>();
        boolean[][] terrains = new boolean[end - next][];
        for (int j = next; j < end; j++) {
            moves.add(movesOf.apply(j));
            terrains[j - next] = stepTerrains[j];
        }
        return new JointSteps(position, moves, terrains);
    }

    /** The least of the rounds' bounds of what the value table's cells and the coins can add. */
    double bound(int rounds) {
        double decay = Math.pow(LAST_STEP, 1.0 / rounds);
        double best = Double.POSITIVE_INFINITY;
        double stepSize = 0;
        for (double[] row : position.cellValue()) {
            for (double v : row) {
                stepSize = Math.max(stepSize, v);
            }
        }
        stepSize /= 2;
        for (int round = 0; round < rounds; round++) {
            double bound = round();
            best = Math.min(best, bound);
            boolean moved = false;
            for (int i = 0; i < price.length; i++) {
                if (uses[i] > 1 || uses[i] == 0 && price[i] > 0) {
                    price[i] = Math.max(0, price[i] + stepSize * (uses[i] - 1));
                    moved = true;
                }
            }
            if (!moved) {
                break; // no cell is shared: the drawings fit together and the bound cannot fall further
            }
            stepSize *= decay;
        }
        return best;
    }

    /** The bound at the current prices; counts how many steps' best drawings use each cell. */
    private double round() {
        Arrays.fill(uses, 0);
        double sum = 0;
        for (int i = 0; i < price.length; i++) {
            sum += price[i];
        }
        for (int j = 0; j < moves.size(); j++) {
            double best = 0;
            Move bestMove = null;
            int bestCell = -1;
            List<Move> stepMoves = moves.get(j);
            for (int m = 0; m < stepMoves.size(); m++) {
                Move move = stepMoves.get(m);
                double[] values = position.value[terrainOf[j][m]];
                double value = (move.coin() ? position.coinValue : 0) + drawingValue[j][m];
                long[] cells = move.cells();
                for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
                    value += values[i] - price[i];
                }
                if (value > best) {
                    best = value;
                    bestMove = move;
                }
            }
            for (int i = Bits.first(position.reachable); i >= 0; i = Bits.next(position.reachable, i + 1)) {
                double value = single[j][i] - price[i];
                if (value > best) {
                    best = value;
                    bestMove = null;
                    bestCell = i;
                }
            }
            sum += best;
            if (bestMove != null) {
                long[] cells = bestMove.cells();
                for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
                    uses[i]++;
                }
            } else if (bestCell >= 0) {
                uses[bestCell]++;
            }
        }
        return sum;
    }
}
