package org.cartolab.solve.bound;

import java.util.Arrays;
import java.util.List;

import org.cartolab.board.Bits;

/**
 * The waiting cells of a position's drawing terms ({@link SurroundTargets}: The Cauldrons' empty cells, Treetower's
 * forest, mountains' coins) priced per open neighbour, for {@link JointSteps}. A waiting cell c of weight w counts
 * only if each open neighbour n is drawn ({@code z_c <= x_n}); for any prices {@code mu_cn >= 0}
 * <pre>  w z_c = z_c (w - sum_n mu_cn) + sum_n mu_cn x_n z_c <= max(0, w - sum_n mu_cn) + sum_n mu_cn x_n z_c</pre>
 * and {@code x_n} is the sum over the steps of whether that step's drawing holds n (the drawings are disjoint), so
 * each step's drawing earns the prices of the neighbours it covers, and only where c can still come to count with
 * that drawing made (the term's own test for a share: the drawing does not take c out of S, the other steps can
 * draw the rest). At {@code mu = w / open} a drawing earns exactly the term's shares and the targets add nothing:
 * the bound the terms give alone. The prices then move like the cell prices: down on a neighbour that a step's
 * best drawing covers while its cell is not completed (its weight is below its prices), up on a neighbour no best
 * drawing covers of a cell whose weight exceeds its prices; so a share that no other step's best drawing
 * completes loses its value, shared across the steps instead of per step.
 * <p>
 * The candidates (empty cells a drawing puts into S) keep the terms' own values.
 */
final class TargetPrices {

    private final List<SurroundTargets> terms;
    private final int cells;
    /** Prices by index {@code (term * cells + cell) * 4 + direction}, and how many steps' best drawings earn each. */
    private final double[] price;
    private final int[] uses;
    /** Per term: its waiting cells, whether each is taken as completed this round (its weight above its prices). */
    private final int[][] waiting;
    private final boolean[][] completed;
    /** Per term: the step of its prices, shrinking each round. */
    private final double[] step;
    /** base[t][i]: the value table with the candidates' credits, without the waiting cells' shares. */
    private final double[][] base;
    /** Per cell: the price indices of the open neighbours it is; per term and cell the sum of those prices. */
    private final int[][] needsAt;
    private final double[][] priceAt;
    /** The indices a drawing earns, collected by {@link #drawingValue}. */
    private int[] collected = new int[16];
    private int count;

    /** Whether the position has waiting cells to price. */
    static boolean any(Position position) {
        for (SurroundTargets term : position.drawingTerms) {
            if (!Bits.isEmpty(term.waitingCells())) {
                return true;
            }
        }
        return false;
    }

    TargetPrices(Position position) {
        this.terms = position.drawingTerms;
        this.cells = position.grid.cellCount();
        this.price = new double[terms.size() * cells * 4];
        this.uses = new int[price.length];
        this.waiting = new int[terms.size()][];
        this.completed = new boolean[terms.size()][];
        this.step = new double[terms.size()];
        this.priceAt = new double[terms.size()][cells];
        this.base = new double[position.value.length][];
        for (int t = 0; t < base.length; t++) {
            base[t] = position.value[t].clone();
        }
        int[] needs = new int[cells];
        for (int k = 0; k < terms.size(); k++) {
            SurroundTargets term = terms.get(k);
            term.credit(base, false);
            long[] set = term.waitingCells();
            waiting[k] = new int[Bits.count(set)];
            completed[k] = new boolean[waiting[k].length];
            step[k] = term.weight() / Double.parseDouble(System.getProperty("tp.div", "4"));
            int w = 0;
            for (int c = Bits.first(set); c >= 0; c = Bits.next(set, c + 1)) {
                waiting[k][w++] = c;
                int dirs = term.openDirs(c);
                for (int d = 0; d < 4; d++) {
                    if ((dirs & 1 << d) != 0) {
                        price[index(k, c, d)] = term.weight() / Integer.bitCount(dirs);
                        needs[term.neighbour(c, d)]++;
                    }
                }
            }
        }
        this.needsAt = new int[cells][];
        for (int i = 0; i < cells; i++) {
            needsAt[i] = new int[needs[i]];
        }
        Arrays.fill(needs, 0);
        for (int k = 0; k < terms.size(); k++) {
            SurroundTargets term = terms.get(k);
            for (int c : waiting[k]) {
                for (int d = 0; d < 4; d++) {
                    if ((term.openDirs(c) & 1 << d) != 0) {
                        int n = term.neighbour(c, d);
                        needsAt[n][needs[n]++] = index(k, c, d);
                    }
                }
            }
        }
    }

    private int index(int term, int cell, int dir) {
        return (term * cells + cell) * 4 + dir;
    }

    /**
     * What the terms' candidates add to a drawing; the waiting cells' neighbours whose prices it earns are kept for
     * {@link #earned}.
     */
    double drawingValue(long[] drawn, int t, int stepIndex) {
        count = 0;
        double sum = 0;
        for (int k = 0; k < terms.size(); k++) {
            int term = k;
            sum += terms.get(k).value(drawn, t, stepIndex, (c, dirs) -> {
                for (int d = 0; d < 4; d++) {
                    if ((dirs & 1 << d) != 0) {
                        if (count == collected.length) {
                            collected = Arrays.copyOf(collected, 2 * count);
                        }
                        collected[count++] = index(term, c, d);
                    }
                }
            });
        }
        return sum;
    }

    /** The price indices the last drawing of {@link #drawingValue} earns. */
    int[] earned() {
        return Arrays.copyOf(collected, count);
    }

    /** Before a round: no drawing chosen yet, each cell's prices summed for the single cells. */
    void startRound() {
        Arrays.fill(uses, 0);
        for (int k = 0; k < terms.size(); k++) {
            Arrays.fill(priceAt[k], 0);
        }
        for (int i = 0; i < cells; i++) {
            for (int g : needsAt[i]) {
                priceAt[g / (4 * cells)][i] += price[g];
            }
        }
    }

    /** What the waiting cells add beyond their prices: each its weight less its prices, where that is positive. */
    double open() {
        double sum = 0;
        for (int k = 0; k < terms.size(); k++) {
            double weight = terms.get(k).weight();
            for (int w = 0; w < waiting[k].length; w++) {
                int c = waiting[k][w];
                double rest = weight;
                for (int d = 0; d < 4; d++) {
                    rest -= price[index(k, c, d)];
                }
                completed[k][w] = rest > 0;
                sum += Math.max(0, rest);
            }
        }
        return sum;
    }

    /** What a drawing earns at the current prices. */
    double earnings(int[] indices) {
        double sum = 0;
        for (int g : indices) {
            sum += price[g];
        }
        return sum;
    }

    /** A single cell's best value in one of {@code terrains}, earning the prices of the neighbours it is. */
    double single(int cell, boolean[] terrains) {
        double best = 0;
        for (int t = 0; t < base.length; t++) {
            if (terrains[t]) {
                double value = base[t][cell];
                for (int k = 0; k < terms.size(); k++) {
                    if (terms.get(k).fills(t)) {
                        value += priceAt[k][cell];
                    }
                }
                best = Math.max(best, value);
            }
        }
        return best;
    }

    /** A step's best is a drawing that earns {@code indices}. */
    void use(int[] indices) {
        for (int g : indices) {
            uses[g]++;
        }
    }

    /** A step's best is the single cell {@code cell}. */
    void useCell(int cell) {
        for (int g : needsAt[cell]) {
            uses[g]++;
        }
    }

    /**
     * A subgradient step: a price goes down by the step for each best drawing that earns it beyond one if its cell
     * is completed, and up by the step if its cell is completed and no best drawing earns it. Whether a price moved.
     */
    boolean move(double decay) {
        boolean moved = false;
        for (int k = 0; k < terms.size(); k++) {
            SurroundTargets term = terms.get(k);
            for (int w = 0; w < waiting[k].length; w++) {
                int c = waiting[k][w];
                int need = completed[k][w] ? 1 : 0;
                for (int d = 0; d < 4; d++) {
                    if ((term.openDirs(c) & 1 << d) != 0) {
                        int g = index(k, c, d);
                        if (uses[g] != need) {
                            double moved1 = Math.max(0, price[g] - step[k] * (uses[g] - need));
                            moved |= moved1 != price[g];
                            price[g] = moved1;
                        }
                    }
                }
            }
            step[k] *= decay;
        }
        return moved;
    }
}
