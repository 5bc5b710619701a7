package org.cartolab.balance;

import java.util.ArrayList;
import java.util.List;
import java.util.function.LongConsumer;

import org.apache.spark.SparkConf;
import org.apache.spark.api.java.JavaSparkContext;
import org.apache.spark.util.LongAccumulator;

/**
 * A balance run on Apache Spark: the run's games cut into shards of consecutive seeds, each shard played and
 * tallied on an executor, the tallies summed. The shards do not depend on the partitions or the cluster, and the
 * sums are exact integers, so the numbers are the same on {@code local[1]}, {@code local[*]} or a cluster, and equal
 * to {@link BalanceRun#plain} on one thread.
 */
public final class BalanceJob {

    /** Games per shard: enough to keep the per-task cost small against play, few enough to spread well. */
    static final int SHARD = 250;

    private BalanceJob() {
    }

    /** A run's tallies, and the sampled seasons' optimum (empty when none were sampled). */
    public record Result(Tallies tallies, OptimumTally optimum) {
    }

    /**
     * The run on Spark.
     *
     * @param master     {@code local[*]}, {@code local[N]} or {@code spark://host:port}
     * @param partitions Spark partitions (0: one per shard)
     * @param progress   told how many games are done as tasks finish (on the driver), or null
     */
    public static Tallies spark(BalanceSpec spec, String master, int partitions, LongConsumer progress) {
        return spark(spec, 0, 0, master, partitions, progress).tallies();
    }

    /**
     * The run on Spark, and the seasons of its first {@code sample} games solved within {@code nodes} search nodes
     * each (one Spark task per game).
     */
    public static Result spark(BalanceSpec spec, int sample, long nodes, String master, int partitions,
                               LongConsumer progress) {
        BalanceGames.of(spec); // a bad game or card file fails here, with its message, before any executor starts
        List<long[]> shards = new ArrayList<>();
        for (long first = 0; first < spec.games(); first += SHARD) {
            shards.add(new long[] {first, Math.min(SHARD, spec.games() - first)});
        }
        SparkConf conf = new SparkConf().setAppName("carto balance").setMaster(master)
                .set("spark.ui.enabled", "false")
                .set("spark.ui.showConsoleProgress", "false")
                .set("spark.driver.host", "127.0.0.1")
                .set("spark.driver.bindAddress", "127.0.0.1");
        try (JavaSparkContext context = new JavaSparkContext(conf)) {
            context.setLogLevel("ERROR");
            LongAccumulator done = context.sc().longAccumulator("games");
            Thread watcher = progress == null ? null : watch(done, progress);
            try {
                int slices = partitions > 0 ? partitions : shards.size();
                Tallies tallies = context.parallelize(shards, slices)
                        .map(shard -> {
                            Tallies part = GamePlayer.play(spec, shard[0], shard[1]);
                            done.add(shard[1]);
                            return part;
                        })
                        .reduce(Tallies::merge);
                OptimumTally optimum = new OptimumTally();
                if (sample > 0) {
                    List<Long> games = new ArrayList<>();
                    for (long i = 0; i < sample; i++) {
                        games.add(i);
                    }
                    optimum = context.parallelize(games, sample)
                            .map(i -> SeasonOptimum.sample(spec, i, nodes))
                            .reduce(OptimumTally::merge);
                }
                return new Result(tallies, optimum);
            } finally {
                if (watcher != null) {
                    watcher.interrupt();
                    progress.accept(done.value());
                }
            }
        }
    }

    private static Thread watch(LongAccumulator done, LongConsumer progress) {
        Thread watcher = new Thread(() -> {
            try {
                while (!Thread.currentThread().isInterrupted()) {
                    progress.accept(done.value());
                    Thread.sleep(200);
                }
            } catch (InterruptedException stopped) {
                Thread.currentThread().interrupt();
            }
        }, "balance-progress");
        watcher.setDaemon(true);
        watcher.start();
        return watcher;
    }
}
