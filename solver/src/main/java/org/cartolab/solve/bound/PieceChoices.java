package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

/**
 * The best total over the remaining steps when each step picks one terrain (option values are never negative and
 * a piece never lowers a piece term, so a step that can draw always does): the value table's best drawing of the
 * step in that terrain, plus what the {@link PieceTerm}s make of the pieces drawn in their terrains. Terrains that
 * every piece term treats alike form one option, so a step usually has two or three options and the choices are
 * tried one by one; past {@link #MOST_CHOICES} combinations each step takes its best option and each piece term
 * its largest pieces (still an upper bound, only a weaker one).
 * <p>
 * An option is not one drawing of its best value and its most cells at once: a step's best value may come from a
 * small shape (Hamlet's three-cell coin shape, worth its coin) and its most cells from another (Hamlet's five
 * cells, for Great City). Each option keeps its best value per size ({@link #bySize}) and is tried at every size
 * that no larger size matches in value: any drawing of the option is matched by one of those, no smaller and worth
 * no less, and a larger piece never lowers a piece term (the same reason the relaxed bound takes the largest).
 */
final class PieceChoices {

    static final int MOST_CHOICES = 1 << 12;

    private final List<PieceTerm> terms;
    /** option index of each terrain */
    private final int[] optionOf;
    /** member[o][k]: whether option o's terrains feed piece term k */
    private final boolean[][] member;
    /** best[row][o]: the step's best value drawing option o (negative infinity: it cannot) */
    private final double[][] best;
    /** size[row][o]: the most cells the step draws in option o */
    private final int[][] size;
    /** bySize[row][o][n]: the step's best value drawing n cells in option o (negative infinity: none offered) */
    private final double[][][] bySize;

    /** split[row]: whether the step may draw a split shape (its cells then count as pieces of one cell) */
    private final boolean[] split;
    private final int[][] pieces;
    private final int[] counts;
    /** Per term: the steps chosen so far that draw outside its terrains. */
    private final int[] others;
    private double top;

    /**
     * @param split    per step: whether it may draw a split shape
     * @param capacity the most pieces a term can be given: the cells the steps draw at most, or the steps
     */
    PieceChoices(List<PieceTerm> terms, int terrainCount, boolean[] split, int capacity) {
        int rows = split.length;
        this.terms = terms;
        this.split = split;
        this.optionOf = new int[terrainCount];
        List<boolean[]> options = new ArrayList<>();
        for (int t = 0; t < terrainCount; t++) {
            boolean[] feeds = new boolean[terms.size()];
            for (int k = 0; k < feeds.length; k++) {
                feeds[k] = terms.get(k).terrains[t];
            }
            int o = 0;
            while (o < options.size() && !Arrays.equals(options.get(o), feeds)) {
                o++;
            }
            if (o == options.size()) {
                options.add(feeds);
            }
            optionOf[t] = o;
        }
        this.member = options.toArray(boolean[][]::new);
        this.best = new double[rows][options.size()];
        this.size = new int[rows][options.size()];
        for (double[] row : best) {
            Arrays.fill(row, Double.NEGATIVE_INFINITY);
        }
        this.bySize = new double[rows][options.size()][0];
        this.pieces = new int[terms.size()][capacity];
        this.counts = new int[terms.size()];
        this.others = new int[terms.size()];
    }

    private PieceChoices(PieceChoices other) {
        this.terms = other.terms;
        this.split = other.split;
        this.optionOf = other.optionOf;
        this.member = other.member;
        this.best = new double[other.best.length][];
        this.size = new int[other.size.length][];
        this.bySize = new double[other.bySize.length][][];
        for (int row = 0; row < best.length; row++) {
            best[row] = other.best[row].clone();
            size[row] = other.size[row].clone();
            bySize[row] = new double[other.bySize[row].length][];
            for (int o = 0; o < bySize[row].length; o++) {
                bySize[row][o] = other.bySize[row][o].clone();
            }
        }
        this.pieces = new int[other.pieces.length][other.pieces.length == 0 ? 0 : other.pieces[0].length];
        this.counts = new int[other.counts.length];
        this.others = new int[other.counts.length];
    }

    /** The same offers so far, to be offered more on its own. */
    PieceChoices copy() {
        return new PieceChoices(this);
    }

    /** Step {@code row} can draw {@code cells} cells of terrain {@code t} worth {@code value} by the table. */
    void offer(int row, int t, double value, int cells) {
        int o = optionOf[t];
        best[row][o] = Math.max(best[row][o], value);
        size[row][o] = Math.max(size[row][o], cells);
        if (terms.isEmpty()) {
            return; // no choice is tried (best() is the relaxed sum): the sizes are not needed
        }
        double[] values = bySize[row][o];
        if (cells >= values.length) {
            int had = values.length;
            values = Arrays.copyOf(values, cells + 1);
            Arrays.fill(values, had, values.length, Double.NEGATIVE_INFINITY);
            bySize[row][o] = values;
        }
        values[cells] = Math.max(values[cells], value);
    }

    /**
     * The best value offered so far for step {@code row} in terrain {@code t}'s option: an offer of no more changes
     * nothing but the option's size.
     */
    double offered(int row, int t) {
        return best[row][optionOf[t]];
    }

    /** The best total of all ways to choose the steps' options. */
    double best() {
        if (terms.isEmpty()) {
            return relaxed(); // exact when no choice matters beyond each step's own best
        }
        long combinations = 1;
        for (int row = 0; row < best.length; row++) {
            int tries = 0;
            for (int o = 0; o < best[row].length; o++) {
                tries += Math.max(1, sizesToTry(row, o));
            }
            combinations *= tries;
            if (combinations > MOST_CHOICES) {
                return relaxed();
            }
        }
        top = Double.NEGATIVE_INFINITY;
        choose(0, 0);
        return top;
    }

    private void choose(int row, double sum) {
        if (row == best.length) {
            double total = sum;
            for (int k = 0; k < terms.size(); k++) {
                total += terms.get(k).rise(pieces[k], counts[k], others[k]);
            }
            top = Math.max(top, total);
            return;
        }
        boolean any = false;
        for (int o = 0; o < best[row].length; o++) {
            if (best[row][o] == Double.NEGATIVE_INFINITY) {
                continue;
            }
            any = true;
            double[] values = bySize[row][o];
            for (int n = nextSize(values, values.length); n >= 0; n = nextSize(values, n)) {
                choose(row, o, n, sum + values[n]);
            }
        }
        if (!any) {
            choose(row + 1, sum); // a step with no move at all is skipped
        }
    }

    /** Step {@code row} draws {@code cells} cells in option {@code o}, then the later rows choose. */
    private void choose(int row, int o, int cells, double sum) {
        for (int k = 0; k < terms.size(); k++) {
            if (member[o][k]) {
                add(k, row, cells);
            } else {
                others[k]++;
            }
        }
        choose(row + 1, sum);
        for (int k = 0; k < terms.size(); k++) {
            if (member[o][k]) {
                counts[k] -= terms.get(k).pieceCount(cells, split[row]);
            } else {
                others[k]--;
            }
        }
    }

    /** How many sizes {@link #choose} tries for step {@code row} in option {@code o}. */
    private int sizesToTry(int row, int o) {
        double[] values = bySize[row][o];
        int tries = 0;
        for (int n = nextSize(values, values.length); n >= 0; n = nextSize(values, n)) {
            tries++;
        }
        return tries;
    }

    /**
     * The sizes a step is tried at are those worth more than every larger one, from the largest down: the next such
     * size below {@code size} (the largest offered when {@code size} is {@code values.length}), or -1 when none is.
     * A size below {@code size} is worth trying only if it beats {@code values[size]}, which beat every size above.
     */
    private static int nextSize(double[] values, int size) {
        double above = size == values.length ? Double.NEGATIVE_INFINITY : values[size];
        for (int n = size - 1; n >= 0; n--) {
            if (values[n] > above) {
                return n;
            }
        }
        return -1;
    }

    /** Gives term k what step {@code row} draws in {@code cells} cells. */
    private void add(int k, int row, int cells) {
        counts[k] = terms.get(k).addDrawing(cells, split[row], pieces[k], counts[k]);
    }

    private double relaxed() {
        double total = 0;
        Arrays.fill(counts, 0);
        for (int row = 0; row < best.length; row++) {
            double rowBest = 0;
            int[] largest = new int[terms.size()];
            for (int o = 0; o < best[row].length; o++) {
                if (best[row][o] == Double.NEGATIVE_INFINITY) {
                    continue;
                }
                rowBest = Math.max(rowBest, best[row][o]);
                for (int k = 0; k < terms.size(); k++) {
                    if (member[o][k]) {
                        largest[k] = Math.max(largest[k], size[row][o]);
                    }
                }
            }
            total += rowBest;
            for (int k = 0; k < terms.size(); k++) {
                if (largest[k] > 0) {
                    add(k, row, largest[k]);
                }
            }
        }
        for (int k = 0; k < terms.size(); k++) {
            total += terms.get(k).rise(pieces[k], counts[k]);
        }
        return total;
    }
}
