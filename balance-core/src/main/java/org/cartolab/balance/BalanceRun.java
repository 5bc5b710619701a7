package org.cartolab.balance;

import java.util.function.LongConsumer;

/** A balance run in one plain loop on this thread: the baseline of the benchmark, the oracle of the Spark job's
 * tests, and the workbench's run. */
public final class BalanceRun {

    /** Games between two progress reports. */
    private static final int STEP = 100;

    private BalanceRun() {
    }

    /** The run's games, played and tallied in order. */
    public static Tallies plain(BalanceSpec spec) {
        return plain(spec, null);
    }

    /** The same, telling {@code progress} how many games are done every hundred games (null: nobody). */
    public static Tallies plain(BalanceSpec spec, LongConsumer progress) {
        Tallies sum = new Tallies();
        for (long from = 0; from < spec.games(); from += STEP) {
            long to = Math.min(spec.games(), from + STEP);
            sum = Tallies.merge(sum, GamePlayer.play(spec, from, to - from));
            if (progress != null) {
                progress.accept(to);
            }
        }
        return sum;
    }

    /** The seasons of the run's first {@code sample} games solved (see {@link SeasonOptimum}), in one loop. */
    public static OptimumTally plainOptimum(BalanceSpec spec, int sample, long nodes) {
        OptimumTally sum = new OptimumTally();
        for (long i = 0; i < sample; i++) {
            sum = OptimumTally.merge(sum, SeasonOptimum.sample(spec, i, nodes));
        }
        return sum;
    }
}
