package org.cartolab.solve.bound;

import java.util.Arrays;
import java.util.List;

import org.cartolab.board.Bits;

/**
 * The targets of a position's drawing terms ({@link SurroundTargets}: The Cauldrons' empty cells, Treetower's
 * forest, mountains' coins) priced per need, for {@link JointSteps}. A target c of weight w counts only if each of
 * its needs n is drawn ({@code z_c <= x_n}): for a waiting cell its open neighbours, for a candidate the cell itself
 * (drawn into S) and its open neighbours. For any prices {@code mu_cn >= 0}
 * <pre>  w z_c = z_c (w - sum_n mu_cn) + sum_n mu_cn x_n z_c <= max(0, w - sum_n mu_cn) + sum_n mu_cn x_n z_c</pre>
 * and {@code x_n} is the sum over the steps of whether that step's drawing holds n (the drawings are disjoint), so
 * each step's drawing earns the prices of the needs it holds, and only where c can still come to count with that
 * drawing made (the term's own test for a share: the drawing does not take c out of S, the other steps can draw the
 * rest); each target adds what its weight exceeds its prices by. At the start prices (a waiting cell's neighbours
 * {@code w / open} each, a candidate's own cell {@code w}, its neighbours 0) a drawing earns exactly the term's own
 * value and the targets add nothing: the bound the terms give alone. The prices then move like the cell prices:
 * down on a need that a step's best drawing holds while its target is not taken as counted (its weight is below
 * its prices), up on a need that no best drawing holds of a target whose weight exceeds its prices. So a share is
 * worth what the other steps' own best drawings leave for it, shared across the steps instead of per step.
 * <p>
 * Where two targets next to each other cannot both count ({@link ApartTargets}), the targets with {@code z_c = 1}
 * are a set apart, so a drawing earns the prices of such a set of the targets it touches, the most of them, and only
 * those count as used.
 */
final class TargetPrices {

    /** Per target cell: slots 0-3 a waiting cell's neighbours, 4-7 a candidate's, 8 the candidate itself. */
    private static final int SLOTS = 9;
    private static final int CANDIDATE = 4;
    private static final int SELF = 8;

    private final Position position;
    private final List<SurroundTargets> terms;
    private final int cells;
    /** Prices by index {@code (term * cells + cell) * SLOTS + slot}, and how many steps' best drawings earn each. */
    private final double[] price;
    private final int[] uses;
    /** Per term: its waiting cells and candidates, whether each is taken as counted this round. */
    private final int[][] waiting;
    private final int[][] candidates;
    private final boolean[][] waitingCounts;
    private final boolean[][] candidateCounts;
    /** Per term: the step of its prices, shrinking each round. */
    private final double[] step;
    /** Per cell: the price indices of the neighbours it is; per term and cell the sum of those prices. */
    private final int[][] needsAt;
    private final double[][] needPriceAt;
    /** The indices a drawing earns, collected by {@link #earned}; where each target's end, and its cell. */
    private int[] collected = new int[16];
    private int count;
    private int[] ends = new int[16];
    private int[] targetCells = new int[16];
    private int targets;
    /** Scratch: each target's earned prices. */
    private double[] targetValues = new double[16];

    /** Whether the position has targets to price. */
    static boolean any(Position position) {
        return !position.drawingTerms.isEmpty();
    }

    TargetPrices(Position position) {
        this.position = position;
        this.terms = position.drawingTerms;
        this.cells = position.grid.cellCount();
        this.price = new double[terms.size() * cells * SLOTS];
        this.uses = new int[price.length];
        this.waiting = new int[terms.size()][];
        this.candidates = new int[terms.size()][];
        this.waitingCounts = new boolean[terms.size()][];
        this.candidateCounts = new boolean[terms.size()][];
        this.step = new double[terms.size()];
        this.needPriceAt = new double[terms.size()][cells];
        int[] needs = new int[cells];
        for (int k = 0; k < terms.size(); k++) {
            SurroundTargets term = terms.get(k);
            waiting[k] = cellsOf(term.waitingCells());
            candidates[k] = cellsOf(term.candidateCells());
            waitingCounts[k] = new boolean[waiting[k].length];
            candidateCounts[k] = new boolean[candidates[k].length];
            step[k] = term.weight() / 4;
            for (int c : waiting[k]) {
                int dirs = term.openDirs(c);
                for (int d = 0; d < 4; d++) {
                    if ((dirs & 1 << d) != 0) {
                        price[index(k, c, d)] = term.weight() / Integer.bitCount(dirs);
                        needs[term.neighbour(c, d)]++;
                    }
                }
            }
            for (int c : candidates[k]) {
                price[index(k, c, SELF)] = term.weight();
                for (int d = 0; d < 4; d++) {
                    if ((term.openDirs(c) & 1 << d) != 0) {
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
            for (int kind = 0; kind < 2; kind++) {
                for (int c : kind == 0 ? waiting[k] : candidates[k]) {
                    for (int d = 0; d < 4; d++) {
                        if ((term.openDirs(c) & 1 << d) != 0) {
                            int n = term.neighbour(c, d);
                            needsAt[n][needs[n]++] = index(k, c, kind * CANDIDATE + d);
                        }
                    }
                }
            }
        }
    }

    private static int[] cellsOf(long[] set) {
        int[] cells = new int[Bits.count(set)];
        int n = 0;
        for (int c = Bits.first(set); c >= 0; c = Bits.next(set, c + 1)) {
            cells[n++] = c;
        }
        return cells;
    }

    private int index(int term, int cell, int slot) {
        return (term * cells + cell) * SLOTS + slot;
    }

    /** Collects the price indices of {@code dirs} from slot {@code first} on of one target. */
    private void collect(int term, int cell, int first, int dirs) {
        for (int d = 0; d < 4; d++) {
            if ((dirs & 1 << d) != 0) {
                add(index(term, cell, first + d));
            }
        }
    }

    private void add(int index) {
        if (count == collected.length) {
            collected = Arrays.copyOf(collected, 2 * count);
        }
        collected[count++] = index;
    }

    /**
     * The price indices a drawing earns, target by target ({@code ends[g]}: where target g's indices end), and per
     * target the targets it excludes ({@link ApartTargets}; null if none excludes another): the drawing earns the
     * prices of a set of targets apart.
     */
    record Earned(int[] indices, int[] ends, int[] conflicts) {
    }

    /** The price indices that drawing {@code drawn} in terrain index t as step {@code stepIndex} earns. */
    Earned earned(long[] drawn, int t, int stepIndex) {
        count = 0;
        targets = 0;
        int[] conflicts = null;
        for (int k = 0; k < terms.size(); k++) {
            int term = k;
            int first = targets;
            terms.get(k).value(drawn, t, stepIndex, new SurroundTargets.Shares() {
                @Override
                public void earn(int cell, int dirs) {
                    collect(term, cell, 0, dirs);
                    endTarget(cell);
                }

                @Override
                public void earnCandidate(int cell, boolean drawnIn, int dirs) {
                    if (drawnIn) {
                        add(index(term, cell, SELF));
                    }
                    collect(term, cell, CANDIDATE, dirs);
                    endTarget(cell);
                }
            });
            int[] local = terms.get(k).conflicts(Arrays.copyOfRange(targetCells, first, targets), targets - first);
            if (local != null && targets <= ApartTargets.MOST) {
                if (conflicts == null) {
                    conflicts = new int[ApartTargets.MOST];
                }
                for (int i = 0; i < local.length; i++) {
                    conflicts[first + i] = local[i] << first;
                }
            }
        }
        return new Earned(Arrays.copyOf(collected, count), Arrays.copyOf(ends, targets),
                conflicts == null || targets > ApartTargets.MOST ? null : Arrays.copyOf(conflicts, targets));
    }

    /** The indices collected since the last target are target {@code cell}'s. */
    private void endTarget(int cell) {
        if (targets == ends.length) {
            ends = Arrays.copyOf(ends, 2 * targets);
            targetCells = Arrays.copyOf(targetCells, 2 * targets);
        }
        ends[targets] = count;
        targetCells[targets++] = cell;
    }

    /** Before a round: no drawing chosen yet, each cell's neighbour prices summed for the single cells. */
    void startRound() {
        Arrays.fill(uses, 0);
        for (int k = 0; k < terms.size(); k++) {
            Arrays.fill(needPriceAt[k], 0);
        }
        for (int i = 0; i < cells; i++) {
            for (int g : needsAt[i]) {
                needPriceAt[g / (SLOTS * cells)][i] += price[g];
            }
        }
    }

    /** What the targets add beyond their prices: each its weight less its prices, where that is positive. */
    double open() {
        double sum = 0;
        for (int k = 0; k < terms.size(); k++) {
            double weight = terms.get(k).weight();
            for (int w = 0; w < waiting[k].length; w++) {
                double rest = weight - prices(k, waiting[k][w], 0, 4);
                waitingCounts[k][w] = rest > 0;
                sum += Math.max(0, rest);
            }
            for (int w = 0; w < candidates[k].length; w++) {
                double rest = weight - prices(k, candidates[k][w], CANDIDATE, SLOTS);
                candidateCounts[k][w] = rest > 0;
                sum += Math.max(0, rest);
            }
        }
        return sum;
    }

    private double prices(int term, int cell, int from, int to) {
        double sum = 0;
        for (int slot = from; slot < to; slot++) {
            sum += price[index(term, cell, slot)];
        }
        return sum;
    }

    /**
     * What a drawing earns at the current prices, the most of a set of its targets apart, where that may be above
     * {@code enough}; where all of its targets' prices together are not, their sum (the set apart is worth no more:
     * a move that needs more loses either way, and choosing the set is skipped).
     */
    double earnings(Earned earned, double enough) {
        double sum = 0;
        for (int g : earned.indices()) {
            sum += price[g];
        }
        if (earned.conflicts() == null || sum <= enough) {
            return sum;
        }
        return ApartTargets.most(byTarget(earned), earned.conflicts(), (1 << earned.ends().length) - 1);
    }

    /** Each target's earned prices, summed (in a scratch array, valid until the next call). */
    private double[] byTarget(Earned earned) {
        int[] ends = earned.ends();
        if (targetValues.length < ends.length) {
            targetValues = new double[Math.max(ends.length, 2 * targetValues.length)];
        }
        double[] values = targetValues;
        Arrays.fill(values, 0, ends.length, 0);
        for (int g = 0, i = 0; g < ends.length; g++) {
            for (; i < ends[g]; i++) {
                values[g] += price[earned.indices()[i]];
            }
        }
        return values;
    }

    /**
     * A single cell's best value in one of {@code terrains} by the value table {@code base} (without the terms'
     * credits), earning the prices of the neighbours it is and of the candidate it is.
     */
    double single(double[][] base, int cell, boolean[] terrains) {
        double best = 0;
        for (int t = 0; t < base.length; t++) {
            if (terrains[t]) {
                double earned = 0;
                for (int k = 0; k < terms.size(); k++) {
                    SurroundTargets term = terms.get(k);
                    if (term.fills(t)) {
                        earned += needPriceAt[k][cell];
                    }
                    if (term.draws(t)) {
                        earned += price[index(k, cell, SELF)];
                    }
                }
                // Less what drawing the cell surely loses beyond its value (Position#chargeLosses).
                double value = base[t][cell] + Math.max(0, earned - position.lostBeyondValue(t, cell));
                best = Math.max(best, value);
            }
        }
        return best;
    }

    /** A step's best is a drawing that earns {@code earned}: the targets of the set {@link #earnings} takes. */
    void use(Earned earned) {
        int[] ends = earned.ends();
        int taken = earned.conflicts() == null ? -1
                : ApartTargets.chosen(byTarget(earned), earned.conflicts(), (1 << ends.length) - 1);
        for (int g = 0, i = 0; g < ends.length; g++) {
            for (; i < ends[g]; i++) {
                if ((taken >> g & 1) != 0) {
                    uses[earned.indices()[i]]++;
                }
            }
        }
    }

    /** A step's best is the single cell {@code cell}. */
    void useCell(int cell) {
        for (int g : needsAt[cell]) {
            uses[g]++;
        }
        for (int k = 0; k < terms.size(); k++) {
            uses[index(k, cell, SELF)]++;
        }
    }

    /**
     * A subgradient step: a price moves down by the step times (the best drawings that earn it, less one if its
     * target is taken as counted), so up when its target counts and no best drawing earns it. Whether one moved.
     */
    boolean move(double decay) {
        boolean moved = false;
        for (int k = 0; k < terms.size(); k++) {
            SurroundTargets term = terms.get(k);
            for (int w = 0; w < waiting[k].length; w++) {
                moved |= move(k, waiting[k][w], 0, term.openDirs(waiting[k][w]), waitingCounts[k][w]);
            }
            for (int w = 0; w < candidates[k].length; w++) {
                int c = candidates[k][w];
                moved |= move(k, c, CANDIDATE, term.openDirs(c) | 1 << 4, candidateCounts[k][w]);
            }
            step[k] *= decay;
        }
        return moved;
    }

    /** Moves the prices of slots {@code first + d} for the bits d of {@code dirs} (bit 4: from a candidate, SELF). */
    private boolean move(int term, int cell, int first, int dirs, boolean counts) {
        boolean moved = false;
        int need = counts ? 1 : 0;
        for (int d = 0; d < 5; d++) {
            if ((dirs & 1 << d) != 0) {
                int g = index(term, cell, d == 4 ? SELF : first + d);
                if (uses[g] != need) {
                    double next = Math.max(0, price[g] - step[term] * (uses[g] - need));
                    moved |= next != price[g];
                    price[g] = next;
                }
            }
        }
        return moved;
    }
}
