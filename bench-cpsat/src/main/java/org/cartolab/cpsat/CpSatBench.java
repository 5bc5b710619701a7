package org.cartolab.cpsat;

import java.io.PrintStream;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

import org.cartolab.cli.ProofBreadth;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.Game;
import org.cartolab.model.PlayableCard;
import org.cartolab.solve.BranchAndBound;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.bound.BudgetBound;

/**
 * The proof-breadth benchmark of {@code carto bench solve --pairs} with OR-Tools CP-SAT as the search, and the
 * plain branch-and-bound beside it on the same pairs in the same run (so both see the same load): map A empty, the
 * benchmark's fixed deck, the pairs of base scoring cards whose two cards are both modelled. Every play either
 * reports is replayed through the engine's verifier.
 *
 * <pre>
 * ./mvnw -B -q -pl bench-cpsat exec:java -Dexec.args="--k 3..4 --time-limit 60s --jobs 2"
 * </pre>
 *
 * Options: {@code --k A..B} (default 3..4), {@code --time-limit Ns} (default 10s), {@code --pairs all|N} (default
 * all: of the 120 pairs, a seeded sample of N as {@code bench solve} draws it), {@code --methods both|cpsat}
 * (default both), {@code --jobs N} pairs at a time (default 1), {@code --workers N} CP-SAT workers per search
 * (default 1), {@code --seed N} CP-SAT's random seed (default 0), {@code --worst N} (default 5), {@code --deterministic-limit D} (CP-SAT's own
 * work measure, which stops a search at the same point on any machine and load: the repeatable limit; default 0,
 * none but the time limit).
 */
public final class CpSatBench {

    private CpSatBench() {
    }

    public static void main(String[] args) {
        Map<String, String> options = new LinkedHashMap<>(Map.of("--k", "3..4", "--time-limit", "10s", "--pairs",
                "all", "--methods", "both", "--jobs", "1", "--workers", "1", "--seed", "0", "--worst", "5",
                "--deterministic-limit", "0"));
        for (int i = 0; i < args.length; i += 2) {
            if (!options.containsKey(args[i]) || i + 1 >= args.length) {
                System.err.println("bench-cpsat: unknown option or missing value '" + args[i] + "'; the options are "
                        + String.join(", ", options.keySet()) + ", each with a value.");
                System.exit(2);
            }
            options.put(args[i], args[i + 1]);
        }
        String[] range = options.get("--k").split("\\.\\.");
        int from = Integer.parseInt(range[0]);
        int to = Integer.parseInt(range[range.length - 1]);
        Duration limit = Duration.ofSeconds(Long.parseLong(options.get("--time-limit").replace("s", "")));
        int count = "all".equals(options.get("--pairs")) ? Integer.MAX_VALUE
                : Integer.parseInt(options.get("--pairs"));
        int jobs = Integer.parseInt(options.get("--jobs"));
        int workers = Integer.parseInt(options.get("--workers"));
        int seed = Integer.parseInt(options.get("--seed"));
        int worst = Integer.parseInt(options.get("--worst"));
        double deterministic = Double.parseDouble(options.get("--deterministic-limit"));
        List<ProofBreadth.Method> methods = new ArrayList<>();
        methods.add(new ProofBreadth.Method("cpsat", setup -> new CpSatPuzzleSolver(setup, workers, seed)
                .solve(limit, deterministic)));
        if ("both".equals(options.get("--methods"))) {
            methods.add(new ProofBreadth.Method("b&b", setup -> new BranchAndBound(setup, new BudgetBound(setup))
                    .solve(SearchControl.within(limit))));
        }
        run(from, to, limit, count, jobs, workers, seed, deterministic, worst, methods, System.out);
    }

    private static void run(int from, int to, Duration limit, int count, int jobs, int workers, int seed,
            double deterministic, int worst, List<ProofBreadth.Method> methods, PrintStream out) {
        Game game = CardLibrary.load("cartographers").game("cartographers").orElseThrow();
        List<ProofBreadth.Pair> all = ProofBreadth.pairs(game, game.scoringCards(), count);
        List<ProofBreadth.Pair> chosen = all.stream()
                .filter(pair -> CpSatPuzzleSolver.modelled(List.of(pair.first(), pair.second()))).toList();
        double seconds = limit.toMillis() / 1000.0;
        out.printf("Proof breadth, CP-SAT baseline: map A empty, deck %s, %d of %d pairs (both cards modelled: %s), "
                        + "time limit %.0f s per search, CP-SAT %d worker(s) seed %d%s, %d pairs at a time%n",
                String.join(", ", ProofBreadth.deck(game).stream().map(PlayableCard::id).toList()), chosen.size(),
                all.size(), String.join(", ", CpSatPuzzleSolver.modelledCards()), seconds, workers, seed,
                deterministic > 0 ? " deterministic limit " + deterministic : "", jobs);
        out.printf("%2s  %-8s  %-16s  %12s  %12s%n", "K", "method", "proven", "median proof", "worst proof");
        ExecutorService pool = Executors.newFixedThreadPool(jobs);
        try {
            Map<Integer, List<CompletableFuture<List<ProofBreadth.Run>>>> started = new LinkedHashMap<>();
            for (int k = from; k <= to; k++) {
                int cards = k;
                AtomicInteger done = new AtomicInteger();
                started.put(k, ProofBreadth.start(chosen, k, "A", methods, pool, runs -> {
                    StringBuilder line = new StringBuilder(String.format("bench-cpsat: K=%d %d/%d %-40s", cards,
                            done.incrementAndGet(), chosen.size(), runs.get(0).pair().name()));
                    for (int m = 0; m < methods.size(); m++) {
                        SolveResult result = runs.get(m).result();
                        line.append(String.format("  %s %d/%d%s", methods.get(m).name(), result.score(),
                                result.bound(), result.proven() ? " proven" : ""));
                    }
                    synchronized (System.err) {
                        System.err.println(line);
                    }
                }));
            }
            List<String> worstLines = new ArrayList<>();
            for (Map.Entry<Integer, List<CompletableFuture<List<ProofBreadth.Run>>>> entry : started.entrySet()) {
                List<List<ProofBreadth.Run>> byPair = entry.getValue().stream().map(CompletableFuture::join).toList();
                for (int m = 0; m < methods.size(); m++) {
                    int index = m;
                    ProofBreadth.Summary summary = ProofBreadth.Summary.of(
                            byPair.stream().map(runs -> runs.get(index)).toList(), worst);
                    out.printf("%2d  %-8s  %-16s  %12s  %12s%n", entry.getKey(), methods.get(m).name(),
                            summary.share(), ProofBreadth.seconds(summary.medianMillis(), seconds),
                            ProofBreadth.seconds(summary.worstMillis(), seconds));
                    for (ProofBreadth.Run run : summary.worst()) {
                        SolveResult result = run.result();
                        worstLines.add(String.format("%2d  %-8s  %-42s  best %4s  bound %3d  gap %4s  %s",
                                entry.getKey(), methods.get(m).name(), run.pair().name(),
                                result.best().isEmpty() ? "none" : String.valueOf(result.score()), result.bound(),
                                result.best().isEmpty() ? "-" : String.valueOf(result.gap()), result.proven()
                                        ? "proven in " + ProofBreadth.seconds(result.millis(), seconds)
                                        : "not proven"));
                    }
                }
            }
            out.println();
            out.println("Worst pairs (largest gap, then slowest proof):");
            worstLines.forEach(out::println);
        } finally {
            pool.shutdownNow();
        }
    }
}
