package org.cartolab.library.bench;

import java.util.List;
import java.util.concurrent.TimeUnit;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.Game;
import org.cartolab.rules.GameEngine;
import org.cartolab.rules.Policies;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;

/**
 * Complete seeded solo games of Cartographers on map A, played by the greedy and the random policy, one core.
 * Each invocation plays a new seed, so the benchmark averages over many different games.
 *
 * <p>Run with {@code ./mvnw -q -pl card-library -am -Pbench verify -Djmh.args="GameBenchmark -f 1 -wi 3 -i 5"}.
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(value = 1, jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class GameBenchmark {

    @State(Scope.Thread)
    public static class Games {
        final Game game = CardLibrary.load("cartographers").game("cartographers").orElseThrow();
        final GameEngine engine = new GameEngine(game);
        long seed;
    }

    @Benchmark
    public int greedySoloGame(Games games) {
        long seed = games.seed++;
        return games.engine.play("A", seed, List.of(Policies.named("greedy", seed)), null).log().totals().get(0);
    }

    @Benchmark
    public int randomSoloGame(Games games) {
        long seed = games.seed++;
        return games.engine.play("A", seed, List.of(Policies.named("random", seed)), null).log().totals().get(0);
    }
}
