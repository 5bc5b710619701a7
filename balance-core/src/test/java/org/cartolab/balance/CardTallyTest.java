package org.cartolab.balance;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Random;

import org.junit.jupiter.api.Test;

/** The tally's statistics against the textbook formulas computed directly on the list of values. */
class CardTallyTest {

    @Test
    void aHandWorkedTally() {
        CardTally tally = new CardTally();
        // Points 2, 4, 4, 10 in seasons whose totals are 10, 10, 20, 40.
        tally.add(2, 10);
        tally.add(4, 10);
        tally.add(4, 20);
        tally.add(10, 40);
        tally.addGame();
        tally.addGame(); // dealt in two games, scoring in two seasons of each
        assertThat(tally.mean()).isEqualTo(5.0);
        assertThat(tally.meanPerGame()).isEqualTo(10.0);
        // Variance: (9 + 1 + 1 + 25) / 4 = 9.
        assertThat(tally.standardDeviation()).isEqualTo(3.0);
        assertThat(tally.share()).isEqualTo(20.0 / 80);
        assertThat(tally.quantile(0.25)).isEqualTo(2);
        assertThat(tally.quantile(0.5)).isEqualTo(4);
        assertThat(tally.quantile(0.75)).isEqualTo(4);
        assertThat(tally.quantile(0.76)).isEqualTo(10);
        assertThat(tally.quantile(1.0)).isEqualTo(10);
        assertThat(tally.histogram()).containsExactly(java.util.Map.entry(2, 1L), java.util.Map.entry(4, 2L),
                java.util.Map.entry(10, 1L));
    }

    @Test
    void statisticsEqualTheDirectFormulasOnRandomSamples() {
        Random random = new Random(7);
        for (int sample = 0; sample < 200; sample++) {
            int n = 2 + random.nextInt(60);
            List<Integer> xs = new ArrayList<>();
            List<Integer> ys = new ArrayList<>();
            CardTally tally = new CardTally();
            for (int i = 0; i < n; i++) {
                int x = random.nextInt(30);
                int y = random.nextInt(5) == 0 ? random.nextInt(30) : x / 2 + random.nextInt(6);
                xs.add(x);
                ys.add(y);
                tally.add(x, x + y);
                tally.pair("other", x, y);
            }
            double mean = xs.stream().mapToInt(Integer::intValue).average().orElseThrow();
            double my = ys.stream().mapToInt(Integer::intValue).average().orElseThrow();
            double sxx = 0;
            double syy = 0;
            double sxy = 0;
            for (int i = 0; i < n; i++) {
                sxx += (xs.get(i) - mean) * (xs.get(i) - mean);
                syy += (ys.get(i) - my) * (ys.get(i) - my);
                sxy += (xs.get(i) - mean) * (ys.get(i) - my);
            }
            assertThat(tally.mean()).isCloseTo(mean, within(1e-9));
            assertThat(tally.standardDeviation()).isCloseTo(Math.sqrt(sxx / n), within(1e-9));
            if (sxx > 0 && syy > 0) {
                assertThat(tally.correlation("other")).isCloseTo(sxy / Math.sqrt(sxx * syy), within(1e-9));
            }
            List<Integer> sorted = new ArrayList<>(xs);
            Collections.sort(sorted);
            for (double q : new double[] {0.1, 0.25, 0.5, 0.9}) {
                // Nearest rank: the value at 1-based position ceil(q n).
                assertThat(tally.quantile(q)).as("q=" + q).isEqualTo(sorted.get((int) Math.ceil(q * n) - 1));
            }
        }
    }

    @Test
    void mergingInAnyGroupingGivesTheSameTally() {
        Random random = new Random(11);
        List<CardTally> parts = new ArrayList<>();
        CardTally whole = new CardTally();
        for (int p = 0; p < 6; p++) {
            CardTally part = new CardTally();
            for (int i = 0; i < 10; i++) {
                int x = random.nextInt(20);
                int y = random.nextInt(20);
                part.add(x, x + y);
                part.pair("b", x, y);
                whole.add(x, x + y);
                whole.pair("b", x, y);
            }
            parts.add(part);
        }
        CardTally left = new CardTally();
        parts.forEach(left::merge);
        CardTally right = new CardTally();
        for (int p = parts.size() - 1; p >= 0; p -= 2) {
            CardTally pair = new CardTally();
            pair.merge(parts.get(p));
            pair.merge(parts.get(p - 1));
            right.merge(pair);
        }
        assertThat(left).isEqualTo(whole);
        assertThat(right).isEqualTo(whole);
    }
}
