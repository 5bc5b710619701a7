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
 * of all but the last family is tried (their missing cells as one set), the last takes its cheapest lines in the
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
        if (families.isEmpty()) {
            return 0;
        }
        // The family with the most lines is the one taken cheapest first: the others' choices are tried.
        List<LineGoals> sorted = new ArrayList<>(families);
        sorted.sort(Comparator.comparingInt(family -> family.missing.size()));
        long choices = 1;
        for (int f = 0; f < sorted.size() - 1; f++) {
            int lines = sorted.get(f).missing.size();
            choices = lines > 30 ? Long.MAX_VALUE : choices << lines;
            if (choices > MOST_CHOICES) {
                return most(sorted.subList(0, 1), budget) + most(sorted.subList(1, sorted.size()), budget);
            }
        }
        return most(sorted, 0, null, 0, budget);
    }

    private static double most(List<LineGoals> families, int f, long[] drawn, double value, int budget) {
        LineGoals family = families.get(f);
        if (f == families.size() - 1) {
            return value + family.weight * family.cheapest(drawn, budget - (drawn == null ? 0 : Bits.count(drawn)));
        }
        double best = 0;
        int lines = family.missing.size();
        for (int subset = 0; subset < 1 << lines; subset++) {
            long[] cells = drawn;
            for (int l = 0; l < lines; l++) {
                if ((subset & 1 << l) != 0) {
                    cells = cells == null ? family.missing.get(l) : Bits.or(cells, family.missing.get(l));
                }
            }
            if (cells != null && Bits.count(cells) > budget) {
                continue;
            }
            best = Math.max(best, most(families, f + 1, cells, value + family.weight * Integer.bitCount(subset),
                    budget));
        }
        return best;
    }

    /** How many lines fit in {@code cells} more drawn cells, cheapest first, the cells of {@code drawn} free. */
    private int cheapest(long[] drawn, int cells) {
        int[] costs = new int[missing.size()];
        for (int l = 0; l < costs.length; l++) {
            costs[l] = Bits.count(drawn == null ? missing.get(l) : Bits.andNot(missing.get(l), drawn));
        }
        Arrays.sort(costs);
        int count = 0;
        for (int cost : costs) {
            if (cost > cells) {
                break;
            }
            cells -= cost;
            count++;
        }
        return count;
    }
}
