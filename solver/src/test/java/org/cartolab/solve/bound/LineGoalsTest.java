package org.cartolab.solve.bound;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;

import org.cartolab.board.Bits;
import org.cartolab.board.SquareGrid;
import org.junit.jupiter.api.Test;

/** {@link LineGoals} against every choice of lines, and by hand. */
class LineGoalsTest {

    private static final SquareGrid GRID = new SquareGrid(4, 4);

    @Test
    void rowsAndColumnsShareTheCellsWhereTheyCross() {
        // why: on an empty 4x4 map, 7 cells complete row 0 and column 0 (they share the corner), 2 lines; 6 cells
        // complete only one line (each needs 4), and 10 cells two rows and a column (4 + 4 + 2), 3 lines.
        List<LineGoals> lines = List.of(new LineGoals(6, GRID.rows()), new LineGoals(6, GRID.columns()));
        assertThat(LineGoals.most(lines, 7)).isEqualTo(12);
        assertThat(LineGoals.most(lines, 6)).isEqualTo(6);
        assertThat(LineGoals.most(lines, 10)).isEqualTo(18);
    }

    @Test
    void equalsTheBestChoiceOfRandomLines() {
        Random random = new Random(5);
        for (int round = 0; round < 500; round++) {
            List<LineGoals> families = new ArrayList<>();
            for (int f = random.nextInt(3); f >= 0; f--) {
                List<long[]> lines = random.nextBoolean() ? GRID.rows() : GRID.columns();
                List<long[]> missing = new ArrayList<>();
                for (long[] line : lines) {
                    if (random.nextInt(4) > 0) {
                        long[] cells = RandomCells.subset(GRID, line, random);
                        if (!Bits.isEmpty(cells)) {
                            missing.add(cells);
                        }
                    }
                }
                families.add(new LineGoals(1 + random.nextInt(6), missing));
            }
            int budget = random.nextInt(12);
            assertThat(LineGoals.most(families, budget)).as("round %d", round).isEqualTo(best(families, budget));
        }
    }

    @Test
    void tooManyChoicesStillBoundTheBestChoice() {
        // Rows and columns of a 5x5 map, twice: 2^15 choices of the first three families, past the most tried
        // together, so one family is counted apart (with every cell to itself): never below the best choice.
        SquareGrid grid = new SquareGrid(5, 5);
        Random random = new Random(3);
        for (int round = 0; round < 12; round++) {
            List<LineGoals> families = new ArrayList<>();
            for (List<long[]> lines : List.of(grid.rows(), grid.columns(), grid.rows(), grid.columns())) {
                List<long[]> missing = new ArrayList<>();
                for (long[] line : lines) {
                    long[] cells = RandomCells.subset(grid, line, random);
                    missing.add(cells);
                }
                families.add(new LineGoals(1 + random.nextInt(6), missing));
            }
            int budget = 3 + random.nextInt(10);
            assertThat(LineGoals.most(families, budget)).as("round %d", round)
                    .isGreaterThanOrEqualTo(best(families, budget, grid));
        }
    }

    @Test
    void linesOfTheirOwnWorthAreTheBestChoiceOfRandomLines() {
        // The priced form (each line its own worth, some worth nothing): the best choice that fits, and the lines
        // it marks are such a choice.
        Random random = new Random(8);
        for (int round = 0; round < 500; round++) {
            List<LineGoals> families = new ArrayList<>();
            for (int f = random.nextInt(3); f >= 0; f--) {
                List<long[]> missing = new ArrayList<>();
                for (long[] line : random.nextBoolean() ? GRID.rows() : GRID.columns()) {
                    long[] cells = RandomCells.subset(GRID, line, random);
                    if (!Bits.isEmpty(cells)) {
                        missing.add(cells);
                    }
                }
                families.add(new LineGoals(6, missing));
            }
            double[][] gains = new double[families.size()][];
            boolean[][] chosen = new boolean[families.size()][];
            for (int f = 0; f < gains.length; f++) {
                gains[f] = new double[families.get(f).missing().size()];
                for (int l = 0; l < gains[f].length; l++) {
                    gains[f][l] = random.nextInt(4) == 0 ? -random.nextInt(3) : random.nextInt(13) / 2.0;
                }
                chosen[f] = new boolean[gains[f].length];
            }
            int budget = random.nextInt(12);
            double found = LineGoals.best(families, gains, budget, chosen);
            assertThat(found).as("round %d", round).isEqualTo(best(families, gains, budget, GRID));
            long[] union = new long[GRID.words()];
            double marked = 0;
            for (int f = 0; f < chosen.length; f++) {
                for (int l = 0; l < chosen[f].length; l++) {
                    if (chosen[f][l]) {
                        union = Bits.or(union, families.get(f).missing().get(l));
                        marked += gains[f][l];
                    }
                }
            }
            assertThat(Bits.count(union)).as("round %d", round).isLessThanOrEqualTo(budget);
            assertThat(marked).as("round %d", round).isEqualTo(found);
        }
    }

    /** Every subset of every family's lines whose missing cells fit. */
    private static double best(List<LineGoals> families, int budget) {
        return best(families, budget, GRID);
    }

    private static double best(List<LineGoals> families, int budget, SquareGrid grid) {
        double[][] gains = new double[families.size()][];
        for (int f = 0; f < gains.length; f++) {
            gains[f] = new double[families.get(f).missing().size()];
            Arrays.fill(gains[f], families.get(f).weight());
        }
        return best(families, gains, budget, grid);
    }

    private static double best(List<LineGoals> families, double[][] gains, int budget, SquareGrid grid) {
        List<long[]> all = new ArrayList<>();
        List<Double> weights = new ArrayList<>();
        for (int f = 0; f < gains.length; f++) {
            for (int l = 0; l < gains[f].length; l++) {
                all.add(families.get(f).missing().get(l));
                weights.add(gains[f][l]);
            }
        }
        double best = 0;
        for (int subset = 0; subset < 1 << all.size(); subset++) {
            long[] union = new long[grid.words()];
            double value = 0;
            for (int l = 0; l < all.size(); l++) {
                if ((subset & 1 << l) != 0) {
                    union = Bits.or(union, all.get(l));
                    value += weights.get(l);
                }
            }
            if (Bits.count(union) <= budget) {
                best = Math.max(best, value);
            }
        }
        return best;
    }
}
