package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
import java.util.List;

import org.cartolab.board.Bits;

/**
 * One family of lines that score {@code weight} each once all their missing cells are drawn (Borderlands' rows,
 * its columns, The Broken Road's diagonals), counted whole: the lines of one family share no cell, so with
 * {@code n} cells to draw the most lines of one family are its cheapest ones that fit. Credited cell by cell
 * ({@code w / missing} each) a line half drawn already pays; counted whole it does not, and two families (rows
 * and columns) share only the cells where they cross. The most lines of several families: every choice of lines
 * of all but the last family is tried (their missing cells as one set), the last takes its best lines in the
 * cells left, each less the cells the choice already draws.
 *
 * @param missing per line that can still come to count (not yet complete), its missing cells
 */
record LineGoals(int weight, List<long[]> missing) {

    /** The most choices of lines tried together. */
    static final int MOST_CHOICES = 1 << 12;

    /**
     * The most the families' lines can add when at most {@code budget} cells are drawn. Past {@link #MOST_CHOICES}
     * choices the smallest family is counted apart, with every cell to itself: still an upper bound, a weaker one.
     */
    static double most(List<LineGoals> families, int budget) {
        double[][] gains = new double[families.size()][];
        boolean[][] chosen = new boolean[families.size()][];
        for (int f = 0; f < gains.length; f++) {
            gains[f] = new double[families.get(f).missing.size()];
            Arrays.fill(gains[f], families.get(f).weight);
            chosen[f] = new boolean[gains[f].length];
        }
        return best(families, gains, budget, chosen);
    }

    /**
     * The same when line {@code l} of family {@code f} is worth {@code gains[f][l]} instead of its family's weight
     * (a line worth nothing is never taken): the most the lines can add with at most {@code budget} cells drawn.
     * Marks the lines of a best choice in {@code chosen} (all false when the families are counted apart).
     */
    static double best(List<LineGoals> families, double[][] gains, int budget, boolean[][] chosen) {
        for (boolean[] row : chosen) {
            Arrays.fill(row, false);
        }
        if (families.isEmpty()) {
            return 0;
        }
        // The family with the most lines is the one whose lines are packed last: the others' choices are tried.
        Integer[] order = new Integer[families.size()];
        for (int f = 0; f < order.length; f++) {
            order[f] = f;
        }
        Arrays.sort(order, Comparator.comparingInt(f -> families.get(f).missing.size()));
        long choices = 1;
        for (int o = 0; o < order.length - 1; o++) {
            int lines = families.get(order[o]).missing.size();
            choices = lines > 30 ? Long.MAX_VALUE : choices << lines;
            if (choices > MOST_CHOICES) {
                int alone = order[0];
                List<LineGoals> rest = new ArrayList<>(families);
                rest.remove(alone);
                List<double[]> restGains = new ArrayList<>(Arrays.asList(gains));
                restGains.remove(alone);
                boolean[][] restChosen = new boolean[rest.size()][];
                for (int f = 0; f < rest.size(); f++) {
                    restChosen[f] = new boolean[rest.get(f).missing.size()];
                }
                return best(List.of(families.get(alone)), new double[][] {gains[alone]}, budget,
                        new boolean[][] {new boolean[gains[alone].length]})
                        + best(rest, restGains.toArray(new double[0][]), budget, restChosen);
            }
        }
        Search search = new Search(families, gains, order, budget, chosen);
        search.choose(0, null, 0);
        return search.best;
    }

    /** Every choice of the lines worth something of all but the last family, the last packed into the rest. */
    private static final class Search {
        private final List<LineGoals> families;
        private final double[][] gains;
        private final Integer[] order;
        private final int budget;
        private final boolean[][] chosen;
        private final boolean[][] current;
        private double best = Double.NEGATIVE_INFINITY;

        Search(List<LineGoals> families, double[][] gains, Integer[] order, int budget, boolean[][] chosen) {
            this.families = families;
            this.gains = gains;
            this.order = order;
            this.budget = budget;
            this.chosen = chosen;
            this.current = new boolean[chosen.length][];
            for (int f = 0; f < chosen.length; f++) {
                current[f] = new boolean[chosen[f].length];
            }
        }

        void choose(int o, long[] drawn, double value) {
            int f = order[o];
            LineGoals family = families.get(f);
            int used = drawn == null ? 0 : Bits.count(drawn);
            if (o == order.length - 1) {
                Arrays.fill(current[f], false);
                double total = value + family.pack(gains[f], drawn, budget - used, current[f]);
                if (total > best) {
                    best = total;
                    for (int g = 0; g < current.length; g++) {
                        System.arraycopy(current[g], 0, chosen[g], 0, current[g].length);
                    }
                }
                return;
            }
            int[] worth = new int[family.missing.size()];
            int lines = 0;
            for (int l = 0; l < worth.length; l++) {
                // A line worth nothing only takes cells: a choice with it is never better than one without.
                if (gains[f][l] > 0) {
                    worth[lines++] = l;
                }
            }
            for (int subset = 0; subset < 1 << lines; subset++) {
                long[] cells = drawn;
                double sum = value;
                Arrays.fill(current[f], false);
                for (int k = 0; k < lines; k++) {
                    if ((subset & 1 << k) != 0) {
                        int l = worth[k];
                        current[f][l] = true;
                        sum += gains[f][l];
                        cells = cells == null ? family.missing.get(l) : Bits.or(cells, family.missing.get(l));
                    }
                }
                if (cells == null || Bits.count(cells) <= budget) {
                    choose(o + 1, cells, sum);
                }
            }
        }
    }

    /**
     * The most the lines worth something can add in {@code cells} more drawn cells, the cells of {@code drawn}
     * free (a 0/1 knapsack; cheapest first when they are all worth the same); marks them in {@code taken}.
     */
    private double pack(double[] gains, long[] drawn, int cells, boolean[] taken) {
        int n = missing.size();
        int[] costs = new int[n];
        boolean even = true;
        double worth = Double.NaN;
        for (int l = 0; l < n; l++) {
            costs[l] = Bits.count(drawn == null ? missing.get(l) : Bits.andNot(missing.get(l), drawn));
            if (gains[l] > 0) {
                even &= Double.isNaN(worth) || gains[l] == worth;
                worth = gains[l];
            }
        }
        if (even) {
            Integer[] byCost = new Integer[n];
            for (int l = 0; l < n; l++) {
                byCost[l] = l;
            }
            Arrays.sort(byCost, Comparator.comparingInt(l -> costs[l]));
            double sum = 0;
            for (int l : byCost) {
                if (gains[l] <= 0) {
                    continue;
                }
                if (costs[l] > cells) {
                    break;
                }
                cells -= costs[l];
                sum += gains[l];
                taken[l] = true;
            }
            return sum;
        }
        // most[l][c]: the most of lines l.. in c cells.
        double[][] most = new double[n + 1][cells + 1];
        for (int l = n - 1; l >= 0; l--) {
            for (int c = 0; c <= cells; c++) {
                most[l][c] = most[l + 1][c];
                if (gains[l] > 0 && costs[l] <= c) {
                    most[l][c] = Math.max(most[l][c], gains[l] + most[l + 1][c - costs[l]]);
                }
            }
        }
        for (int l = 0, c = cells; l < n; l++) {
            if (most[l][c] != most[l + 1][c]) {
                taken[l] = true;
                c -= costs[l];
            }
        }
        return most[0][cells];
    }
}
