package org.cartolab.solve.bound;

import static org.assertj.core.api.Assertions.assertThat;
import static org.cartolab.solve.bound.TwoTerrainPositions.TERRAINS;
import static org.cartolab.solve.bound.TwoTerrainPositions.move;
import static org.cartolab.solve.bound.TwoTerrainPositions.position;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.cartolab.board.Bits;
import org.cartolab.board.SquareGrid;
import org.cartolab.rules.Move;
import org.junit.jupiter.api.Test;

/**
 * Lines credited cell by cell though they add their weight once ({@link Position#creditLine},
 * {@link Position#lineExcess}): the excess of a drawing against a plain count over every line, and the joint bound
 * of the steps ({@link JointSteps}) against every way to draw disjoint drawings, each line counted once.
 */
class LineCreditsTest {

    /**
     * One line credited: its cells, the terrains that count (null: all), per cell, at most in all, and how many of
     * its cells it needs drawn.
     */
    private record Credit(long[] cells, boolean[] terrains, double amount, double most, int count) {
    }

    @Test
    void aDrawingsExcessIsWhatItsLinesAreCreditedBeyondWhatTheyAdd() {
        Random random = new Random(31);
        for (int round = 0; round < 300; round++) {
            SquareGrid grid = new SquareGrid(2 + random.nextInt(4), 2 + random.nextInt(5));
            Position position = position(grid, new double[TERRAINS.size()][grid.cellCount()], 0);
            List<Credit> credits = randomCredits(grid, random);
            credits.forEach(line -> position.creditLine(line.cells(), line.terrains(), line.amount(), line.most(),
                    line.count()));
            for (int drawing = 0; drawing < 20; drawing++) {
                long[] cells = randomCells(grid, random, 1 + random.nextInt(5));
                int t = random.nextInt(TERRAINS.size());
                double plain = 0;
                for (Credit line : credits) {
                    if (line.terrains() == null || line.terrains()[t]) {
                        plain += Math.max(0, Bits.count(Bits.and(cells, line.cells())) * line.amount() - line.most());
                    }
                }
                // To the bit: the lines a drawing misses add nothing, the others add in the same order, and a
                // search's nodes depend on the bound's every value.
                assertThat(position.lineExcess(cells, t)).as("round %d", round).isEqualTo(plain);
                // The last drawing: a line adds its weight if the drawing holds the cells it needs, else nothing.
                double credited = 0;
                double adds = 0;
                for (Credit line : credits) {
                    int held = line.terrains() == null || line.terrains()[t]
                            ? Bits.count(Bits.and(cells, line.cells())) : 0;
                    credited += held * line.amount();
                    adds += held > 0 && held >= line.count() ? line.most() : 0;
                }
                assertThat(position.lastLineExcess(cells, t)).as("round %d, last", round).isCloseTo(credited - adds,
                        org.assertj.core.data.Offset.offset(1e-9));
            }
        }
    }

    /**
     * Hand-worked: a row of four cells, one point once it has a forest (Greenbough), credited 1 on each cell. Two
     * steps, one drawing forest on cells 0-1, the other on cells 2-3: the row scores 1. Cell by cell each drawing is
     * worth 2, jointly 4; a drawing adds its row once: 1 each, 2 jointly (the steps still count the row once each).
     */
    @Test
    void theJointBoundCountsALineOncePerDrawing() {
        SquareGrid grid = new SquareGrid(1, 4);
        Position position = position(grid, new double[TERRAINS.size()][grid.cellCount()], 4);
        position.creditLine(grid.all(), new boolean[] {true, false}, 1, 1, 1);
        List<List<Move>> moves = List.of(List.of(move(grid, 0, false, 0, 1)), List.of(move(grid, 0, false, 2, 3)));
        boolean[][] none = {{false, false}, {false, false}};
        assertThat(best(position, new double[TERRAINS.size()][grid.cellCount()], List.of(new Credit(grid.all(),
                new boolean[] {true, false}, 1, 1, 1)), moves, none, 0, grid.none())).isEqualTo(1);
        assertThat(JointSteps.of(position, moves::get, j -> true, 0, 2, none, false, false)
                .bound(400, new Work())).isBetween(2.0, 2.01);
    }

    @Test
    void theJointBoundIsNeverBelowTheBestDisjointDrawingsWithLinesCountedOnce() {
        Random random = new Random(32);
        for (int round = 0; round < 300; round++) {
            SquareGrid grid = new SquareGrid(2 + random.nextInt(2), 3);
            double[][] values = new double[TERRAINS.size()][grid.cellCount()];
            for (double[] row : values) {
                for (int i = 0; i < row.length; i++) {
                    row[i] = random.nextInt(3) == 0 ? random.nextInt(5) / 2.0 : 0;
                }
            }
            int steps = 2 + random.nextInt(3);
            List<List<Move>> moves = new ArrayList<>();
            boolean[][] terrains = new boolean[steps][TERRAINS.size()];
            for (int j = 0; j < steps; j++) {
                terrains[j][random.nextInt(2)] = true;
                terrains[j][random.nextInt(2)] = true;
                List<Move> stepMoves = new ArrayList<>();
                for (int m = random.nextInt(5); m > 0; m--) {
                    int t = random.nextBoolean() && terrains[j][0] ? 0 : terrains[j][1] ? 1 : 0;
                    int[] cells = new int[1 + random.nextInt(4)];
                    for (int k = 0; k < cells.length; k++) {
                        cells[k] = random.nextInt(grid.cellCount());
                    }
                    stepMoves.add(move(grid, t, random.nextInt(4) == 0, cells));
                }
                moves.add(stepMoves);
            }
            Position position = position(grid, values, 0);
            position.coinValue = random.nextInt(3);
            // Lines that count once they have a cell of their terrains: credited their weight on every cell.
            List<Credit> credits = new ArrayList<>();
            for (List<long[]> lines : List.of(grid.rows(), grid.columns())) {
                int weight = 1 + random.nextInt(3);
                boolean[] counted = {random.nextBoolean(), random.nextBoolean()};
                for (long[] line : lines) {
                    if (random.nextInt(4) > 0) {
                        credits.add(new Credit(line, random.nextInt(3) == 0 ? null : counted, weight, weight, 1));
                    }
                }
            }
            credits.forEach(line -> position.creditLine(line.cells(), line.terrains(), line.amount(), line.most(),
                    line.count()));
            double best = best(position, values, credits, moves, terrains, 0, grid.none());
            for (int rounds : new int[] {1, 16, 400}) {
                double bound = JointSteps.of(position, moves::get, j -> true, 0, steps, terrains, false, false)
                        .bound(rounds, new Work());
                assertThat(bound).as("case %d, %d rounds", round, rounds).isGreaterThanOrEqualTo(best - 1e-9);
            }
        }
    }

    /**
     * The plain way: every choice of each step (one of its moves, a single cell in one of its terrains, or nothing),
     * cells disjoint; the drawn cells worth their values, the coins theirs, each line its weight once it holds a
     * drawn cell of its terrains.
     */
    private static double best(Position position, double[][] values, List<Credit> credits, List<List<Move>> moves,
                               boolean[][] terrains, int step, long[] usedCells) {
        return best(position, values, credits, moves, terrains, step, usedCells, new long[TERRAINS.size()][]);
    }

    private static double best(Position position, double[][] values, List<Credit> credits, List<List<Move>> moves,
                               boolean[][] terrains, int step, long[] used, long[][] drawnIn) {
        SquareGrid grid = position.grid;
        if (step == moves.size()) {
            double lines = 0;
            for (Credit line : credits) {
                for (int t = 0; t < TERRAINS.size(); t++) {
                    if ((line.terrains() == null || line.terrains()[t]) && drawnIn[t] != null
                            && Bits.intersects(drawnIn[t], line.cells())) {
                        lines += line.most();
                        break;
                    }
                }
            }
            return lines;
        }
        double best = best(position, values, credits, moves, terrains, step + 1, used, drawnIn);
        List<long[]> drawings = new ArrayList<>();
        List<Integer> drawnTerrain = new ArrayList<>();
        List<Double> worth = new ArrayList<>();
        for (Move move : moves.get(step)) {
            drawings.add(move.cells());
            drawnTerrain.add(TERRAINS.indexOf(move.terrain()));
            worth.add(move.coin() ? position.coinValue : 0);
        }
        for (int i = 0; i < grid.cellCount(); i++) {
            for (int t = 0; t < TERRAINS.size(); t++) {
                if (terrains[step][t]) {
                    drawings.add(Bits.single(grid.words(), i));
                    drawnTerrain.add(t);
                    worth.add(0.0);
                }
            }
        }
        for (int d = 0; d < drawings.size(); d++) {
            long[] cells = drawings.get(d);
            if (Bits.intersects(cells, used)) {
                continue;
            }
            int t = drawnTerrain.get(d);
            double value = worth.get(d);
            for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
                value += values[t][i];
            }
            long[][] next = drawnIn.clone();
            next[t] = next[t] == null ? cells : Bits.or(next[t], cells);
            best = Math.max(best, value + best(position, values, credits, moves, terrains, step + 1,
                    Bits.or(used, cells), next));
        }
        return best;
    }

    private static List<Credit> randomCredits(SquareGrid grid, Random random) {
        List<Credit> credits = new ArrayList<>();
        for (List<long[]> lines : List.of(grid.rows(), grid.columns())) {
            for (long[] line : lines) {
                if (random.nextBoolean()) {
                    continue;
                }
                long[] cells = RandomCells.subset(grid, line, random);
                int count = Math.max(1, Bits.count(cells));
                double weight = 1 + random.nextInt(6);
                // "has": the weight on every cell; "is": the weight shared by the missing cells.
                boolean has = random.nextBoolean();
                boolean[] terrains = random.nextInt(3) == 0 ? null
                        : new boolean[] {random.nextBoolean(), random.nextBoolean()};
                credits.add(new Credit(cells, terrains, has ? weight : weight / count, weight, has ? 1 : count));
            }
        }
        return credits;
    }

    /** {@code count} random cells of the grid (fewer where a cell comes twice). */
    static long[] randomCells(SquareGrid grid, Random random, int count) {
        long[] cells = new long[grid.words()];
        for (int k = 0; k < count; k++) {
            Bits.set(cells, random.nextInt(grid.cellCount()));
        }
        return cells;
    }
}
