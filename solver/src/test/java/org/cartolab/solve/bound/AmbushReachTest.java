package org.cartolab.solve.bound;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.List;
import java.util.Random;

import org.cartolab.board.Bits;
import org.junit.jupiter.api.Test;

/** {@link AmbushReach} by hand and against every choice of the steps' drawings. */
class AmbushReachTest {

    private static final int WORDS = 1;

    @Test
    void eachSingleCellPushesTheDominoPastTheTwoPlacementsOverIt() {
        // why: a strip of 6 empty cells, a domino tried at cells 0-1, 1-2, ..., 4-5 in that order. With no step
        // before it, it goes to 0-1. One step drawing cell 1 hits 0-1 and 1-2, so 2-3 is as far as it gets: the
        // first three placements. Two steps (cells 1 and 3) hit the first four: every placement.
        List<long[]> dominoes = new ArrayList<>();
        for (int i = 0; i < 5; i++) {
            dominoes.add(Bits.of(WORDS, i, i + 1));
        }
        long[] strip = Bits.of(WORDS, 0, 1, 2, 3, 4, 5);
        assertThat(AmbushReach.reachable(dominoes, List.of(), strip)).isEqualTo(1);
        assertThat(AmbushReach.reachable(dominoes, List.of(List.of()), strip)).isEqualTo(3);
        assertThat(AmbushReach.reachable(dominoes, List.of(List.of(), List.of()), strip)).isEqualTo(5);
        // why: the cells a step may draw alone are the empty ones: with only cells 4 and 5 empty (a made-up map
        // where the dominoes' other cells are taken by no step) one step pushes it no further than 0-1.
        assertThat(AmbushReach.reachable(dominoes, List.of(List.of()), Bits.of(WORDS, 4, 5))).isEqualTo(1);
        // why: a step whose one move draws cells 0-3 hits the first four at once.
        assertThat(AmbushReach.reachable(dominoes, List.of(List.of(Bits.of(WORDS, 0, 1, 2, 3))), Bits.of(WORDS, 4, 5)))
                .isEqualTo(5);
    }

    @Test
    void equalsTheFurthestAnyChoiceOfDrawingsReaches() {
        Random random = new Random(13);
        for (int round = 0; round < 1000; round++) {
            int cellCount = 4 + random.nextInt(9);
            List<long[]> placements = new ArrayList<>();
            for (int p = random.nextInt(7); p > 0; p--) {
                placements.add(randomCells(random, cellCount, 1 + random.nextInt(3)));
            }
            List<List<long[]>> steps = new ArrayList<>();
            for (int s = random.nextInt(4); s > 0; s--) {
                List<long[]> drawings = new ArrayList<>();
                for (int d = random.nextInt(4); d > 0; d--) {
                    drawings.add(randomCells(random, cellCount, 1 + random.nextInt(3)));
                }
                steps.add(drawings);
            }
            long[] empty = randomCells(random, cellCount, random.nextInt(cellCount + 1));
            int furthest = furthest(placements, steps, empty, 0, new long[WORDS]);
            assertThat(AmbushReach.reachable(placements, steps, empty)).as("round %d", round)
                    .isEqualTo(Math.min(placements.size(), furthest + 1));
        }
    }

    /**
     * The plain way: each step draws one of its drawings, one empty cell, or nothing; the ambush goes to the first
     * placement none of them hits.
     */
    private static int furthest(List<long[]> placements, List<List<long[]>> steps, long[] empty, int step,
                                long[] drawn) {
        if (step == steps.size()) {
            int first = 0;
            while (first < placements.size() && Bits.intersects(placements.get(first), drawn)) {
                first++;
            }
            return first;
        }
        int best = furthest(placements, steps, empty, step + 1, drawn);
        List<long[]> options = new ArrayList<>(steps.get(step));
        for (int i = Bits.first(empty); i >= 0; i = Bits.next(empty, i + 1)) {
            options.add(Bits.single(WORDS, i));
        }
        for (long[] option : options) {
            best = Math.max(best, furthest(placements, steps, empty, step + 1, Bits.or(drawn, option)));
        }
        return best;
    }

    private static long[] randomCells(Random random, int cellCount, int count) {
        long[] bits = new long[WORDS];
        for (int k = 0; k < count; k++) {
            Bits.set(bits, random.nextInt(cellCount));
        }
        return bits;
    }
}
