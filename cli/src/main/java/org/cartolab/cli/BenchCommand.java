package org.cartolab.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.concurrent.Callable;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CompletionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.atomic.AtomicInteger;

import org.cartolab.library.CardLibrary;
import org.cartolab.model.Deck;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.ScoringCard;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.solve.BranchAndBound;
import org.cartolab.solve.ParallelBranchAndBound;
import org.cartolab.solve.ChocoPuzzleSolver;
import org.cartolab.solve.GreedyLine;
import org.cartolab.solve.PuzzleException;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.Step;
import org.cartolab.solve.Verifier;
import org.cartolab.solve.WindowsFirst;
import org.cartolab.solve.bound.BudgetBound;
import org.cartolab.text.Suggestions;

import picocli.CommandLine.Command;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/**
 * {@code carto bench solve}: the solver on a fixed set of seeded puzzles (map A empty and half drawn, two scoring
 * cards, K cards), against a plain branch-and-bound with the same bound and the greedy line, as a table.
 */
@Command(footer = {"", "Examples:",
                "  carto bench solve",
                "  carto bench solve --cards 2..4 --time-limit 10s",
                "  carto bench solve --pairs 20 --k 3..4 --time-limit 10s",
                "  carto bench solve --pairs 20 --k 3 --time-limit 10s --threads 2",
                "  carto bench solve --pairs all --k 4 --time-limit 60s --methods bnb --jobs 2",
                "  carto bench solve --pairs 0 --heroes 12 --map C --k 3 --time-limit 10s",
                "  carto bench bound --k 3",
                "  carto bench season --seasons 10 --time-limit 60s --threads 2",
                "  carto bench landscape --cards 2,3,4,5,6 --puzzles 20 --time-limit 60s --seed 1",
                "  carto bench opening --boards 100 --villages 2"},
        name = "bench", description = {
        "Benchmark the solver: carto bench solve [--cards 2..8] [--time-limit 60s]; "
                + "carto bench solve --pairs all|N [--k 3..6] [--heroes N] [--map A] "
                + "[--methods both|bnb|choco] [--jobs N]; carto bench bound [--k 3] [--pairs N]; "
                + "carto bench season [--seasons 10]; carto bench landscape [--cards 2,3,4,5,6] [--puzzles 20] "
                + "[--seed 1]; carto bench opening [--boards 100] [--villages 2] [--seed 1].",
        "Seeded puzzles on map A (empty and half drawn), two scoring cards, K explore cards; for each: the greedy "
                + "score, then Choco and a plain branch-and-bound with the same bound (time to the first play, "
                + "time to the proof, nodes, the best score and whether it is proven)."})
final class BenchCommand implements Callable<Integer> {

    private static final long SEED = 2026;

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "solve|bound|season|landscape|opening",
            description = "What to benchmark: solve, bound, season, landscape or opening.")
    private String what;

    @Option(names = {"--cards", "--k"}, paramLabel = "FROM..TO",
            description = "The numbers of cards K (default 2..8, with --pairs 3..6).")
    private String cards;

    @Option(names = "--pairs", paramLabel = "all|N|A+B,...",
            description = "Proof breadth: map A empty, a fixed deck (orchard, fishing-village, hamlet, marshlands, "
                    + "then the other explore cards in a seeded order), every pair of the 16 base scoring cards "
                    + "(all = 120), a seeded sample of N pairs (0: none, with --heroes only the Heroes pairs), or "
                    + "the pairs named (e.g. wildholds+lost-barony,great-city+shieldgate).")
    private String pairs;

    @Option(names = "--heroes", paramLabel = "N", defaultValue = "0",
            description = "With --pairs: also a seeded sample of N pairs of Heroes scoring cards (default 0).")
    private int heroes;

    @Option(names = "--map", paramLabel = "MAP", defaultValue = "A",
            description = "With --pairs: the map of every pair, A or B (base), C or D (Heroes: the pairs are then "
                    + "played in the combined game, whose maps they all are); default ${DEFAULT-VALUE}.")
    private String map;

    @Option(names = "--worst", paramLabel = "N", defaultValue = "5",
            description = "With --pairs: how many of the worst pairs to list per K and method (default 5).")
    private int worst;

    @Option(names = "--time-limit", paramLabel = "TIME", defaultValue = "60s", converter = Durations.class,
            description = "Time limit per search (default ${DEFAULT-VALUE}).")
    private Duration timeLimit;

    @Option(names = "--threads", paramLabel = "N", defaultValue = "1",
            description = "With --pairs and N > 1: also the branch-and-bound split over N threads, as a third "
                    + "method (default 1: Choco and the branch-and-bound, one thread each).")
    private int threads;

    @Option(names = "--methods", paramLabel = "both|bnb|choco", defaultValue = "both",
            description = "With --pairs: which searches to run on each pair: both (Choco, then the "
                    + "branch-and-bound), bnb (the branch-and-bound alone) or choco (default ${DEFAULT-VALUE}).")
    private String methods;

    @Option(names = "--jobs", paramLabel = "N", defaultValue = "1",
            description = "With --pairs: how many pairs run at a time, each search on one thread; the table is "
                    + "the same as with one job, in the same order (default ${DEFAULT-VALUE}).")
    private int jobs;

    @Option(names = "--seasons", paramLabel = "N", defaultValue = "10",
            description = "With season: how many seeded seasons (default ${DEFAULT-VALUE}).")
    private int seasons;

    @Option(names = "--puzzles", paramLabel = "N", defaultValue = "20",
            description = "With landscape: seeded puzzles per hand size (default ${DEFAULT-VALUE}).")
    private int puzzles;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1",
            description = "With landscape and opening: the seed of the puzzles or of the first shuffled board "
                    + "(default ${DEFAULT-VALUE}).")
    private long seed;

    @Option(names = "--boards", paramLabel = "N", defaultValue = "100",
            description = "With opening: how many seeded shuffled boards besides the shipped one "
                    + "(default ${DEFAULT-VALUE}).")
    private int boards;

    @Option(names = "--villages", paramLabel = "N", defaultValue = "2",
            description = "With opening: villages per opening, 1 to 3 (default ${DEFAULT-VALUE}).")
    private int villages;

    @Override
    public Integer call() {
        if (!"solve".equals(what) && !"bound".equals(what) && !"season".equals(what)
                && !"landscape".equals(what) && !"opening".equals(what)) {
            throw UserError.usage("bench: unknown benchmark '" + what + "'; the benchmarks are 'solve', 'bound', "
                    + "'season', 'landscape' and 'opening'.");
        }
        if (threads < 1) {
            throw UserError.usage("--threads must be 1 or more, not " + threads + ".");
        }
        PrintWriter out = spec.commandLine().getOut();
        if ("opening".equals(what)) {
            if (boards < 1 || villages < 1 || villages > 3) {
                throw UserError.usage("bench opening: --boards must be 1 or more and --villages 1 to 3, not "
                        + boards + " and " + villages + ".");
            }
            OpeningBench.print(CardLibrary.load("rise-of-the-inkas").hexGame("rise-of-the-inkas").orElseThrow(),
                    boards, villages, seed, out);
            return ExitCode.OK;
        }
        if ("landscape".equals(what)) {
            if (puzzles < 1) {
                throw UserError.usage("--puzzles must be 1 or more, not " + puzzles + ".");
            }
            LandscapeBench.print(CardLibrary.load("confusing-lands").landscapeGame("confusing-lands").orElseThrow(),
                    sizes(cards == null ? "2,3,4,5,6" : cards), puzzles, timeLimit, seed, out);
            return ExitCode.OK;
        }
        Game game = CardLibrary.load("cartographers").game("cartographers").orElseThrow();
        if ("bound".equals(what)) {
            return boundGap(game, out);
        }
        if ("season".equals(what)) {
            if (seasons < 1) {
                throw UserError.usage("--seasons must be 1 or more, not " + seasons + ".");
            }
            WholeSeasons.print(game, seasons, timeLimit, threads, out);
            return ExitCode.OK;
        }
        if (pairs != null) {
            return proofBreadth(game, out);
        }
        int[] range = range(cards == null ? "2..8" : cards);
        out.printf("%-6s %2s  %-34s %6s | %-28s | %-28s%n", "map", "K", "scoring", "greedy",
                "Choco: best  first  proof  nodes", "B&B:   best  first  proof  nodes");
        for (boolean half : new boolean[] {false, true}) {
            for (int k = range[0]; k <= range[1]; k++) {
                PuzzleSetup setup = puzzle(game, half, k);
                int greedy = GreedyLine.play(setup).score();
                SolveResult choco = new ChocoPuzzleSolver(setup, new BudgetBound(setup))
                        .solve(SearchControl.within(timeLimit), false);
                SolveResult plain = new BranchAndBound(setup, new BudgetBound(setup))
                        .solve(SearchControl.within(timeLimit));
                choco.best().ifPresent(best -> Verifier.verify(setup, best));
                plain.best().ifPresent(best -> Verifier.verify(setup, best));
                out.printf("%-6s %2d  %-34s %6d | %s | %s%n", half ? "A half" : "A", k,
                        String.join(" + ", setup.puzzle().scoring().stream().map(ScoringCard::id).toList()), greedy,
                        cell(choco), cell(plain));
                out.flush();
            }
        }
        return ExitCode.OK;
    }

    private int proofBreadth(Game game, PrintWriter out) {
        boolean named = pairs.contains("+");
        int count = "all".equals(pairs) || named ? Integer.MAX_VALUE
                : "0".equals(pairs.strip()) && heroes > 0 ? 0 : positive(pairs, "--pairs");
        int[] range = range(cards == null ? "3..6" : cards);
        Game combined = CardLibrary.load("cartographers-combined").game("cartographers-combined").orElseThrow();
        if (combined.map(map).isEmpty()) {
            throw UserError.usage("--map '" + map + "': the maps are A and B (base game), C and D (Heroes).");
        }
        // The base pairs stay in the base game on its own maps; on a Heroes map they are played combined.
        Game baseGame = game.map(map).isPresent() ? game : combined;
        List<ProofBreadth.Pair> sweep = count == 0 ? List.of() : ProofBreadth.pairs(baseGame, game.scoringCards()
                .stream().map(card -> baseGame.scoringCard(card.id()).orElseThrow()).toList(), count);
        List<ProofBreadth.Pair> chosen = new ArrayList<>(named ? named(sweep, game) : sweep);
        if (heroes > 0) {
            Game heroesGame = CardLibrary.load("cartographers-heroes").game("cartographers-heroes").orElseThrow();
            chosen.addAll(ProofBreadth.pairs(combined, heroesGame.scoringCards().stream()
                    .map(card -> combined.scoringCard(card.id()).orElseThrow()).toList(), heroes));
        }
        List<ProofBreadth.Method> searches = searches();
        PrintWriter err = spec.commandLine().getErr();
        double limit = timeLimit.toMillis() / 1000.0;
        out.printf("Proof breadth: map %s empty, deck %s, %d pairs, time limit %.0f s per search%s%n", map,
                String.join(", ", ProofBreadth.deck(game).stream().map(PlayableCard::id).toList()),
                chosen.size(), limit, jobs > 1 ? ", " + jobs + " pairs at a time" : "");
        out.printf("%2s  %-8s  %-16s  %12s  %12s%n", "K", "method", "proven", "median proof", "worst proof");
        out.flush();
        // Every K's pairs are queued at once, so the pool stays busy across K; the table is read K by K, each in
        // the order of the pairs.
        ExecutorService pool = Executors.newFixedThreadPool(jobs);
        try {
            Map<Integer, List<CompletableFuture<List<ProofBreadth.Run>>>> started = new LinkedHashMap<>();
            for (int k = range[0]; k <= range[1]; k++) {
                int cards = k;
                AtomicInteger done = new AtomicInteger();
                started.put(k, ProofBreadth.start(chosen, k, map, searches, pool, runs -> {
                    synchronized (err) {
                        err.printf("bench: K=%d %d/%d %-40s%s%n", cards, done.incrementAndGet(), chosen.size(),
                                runs.get(0).pair().name(), progress(searches, runs));
                        err.flush();
                    }
                }));
            }
            List<String> worstLines = new ArrayList<>();
            for (Map.Entry<Integer, List<CompletableFuture<List<ProofBreadth.Run>>>> entry : started.entrySet()) {
                int k = entry.getKey();
                List<List<ProofBreadth.Run>> byPair = entry.getValue().stream().map(BenchCommand::joined).toList();
                for (int m = 0; m < searches.size(); m++) {
                    String method = searches.get(m).name();
                    int index = m;
                    ProofBreadth.Summary summary = ProofBreadth.Summary.of(
                            byPair.stream().map(runs -> runs.get(index)).toList(), worst);
                    out.printf("%2d  %-8s  %-16s  %12s  %12s%n", k, method, summary.share(),
                            ProofBreadth.seconds(summary.medianMillis(), limit),
                            ProofBreadth.seconds(summary.worstMillis(), limit));
                    for (ProofBreadth.Run run : summary.worst()) {
                        SolveResult result = run.result();
                        worstLines.add(String.format("%2d  %-8s  %-42s  best %3d  bound %3d  gap %3d  %s", k,
                                method, run.pair().name(), result.score(), result.bound(), result.gap(),
                                result.proven() ? "proven in " + ProofBreadth.seconds(result.millis(), limit)
                                        : "not proven"));
                    }
                }
                out.flush();
            }
            out.println();
            out.println("Worst pairs (largest gap, then slowest proof):");
            worstLines.forEach(out::println);
            out.flush();
        } finally {
            pool.shutdownNow();
        }
        return ExitCode.OK;
    }

    /** The methods of {@code --methods}, in table order: Choco, the branch-and-bound, then its split form. */
    private List<ProofBreadth.Method> searches() {
        if (!List.of("both", "bnb", "choco").contains(methods)) {
            throw UserError.usage("--methods '" + methods + "': write both, bnb (the branch-and-bound alone) or "
                    + "choco.");
        }
        if (jobs < 1) {
            throw UserError.usage("--jobs must be 1 or more, not " + jobs + ".");
        }
        if (jobs > 1 && threads > 1) {
            throw UserError.usage("--jobs " + jobs + " with --threads " + threads + ": each search of a job runs "
                    + "on one thread; use either --jobs or --threads.");
        }
        List<ProofBreadth.Method> searches = new ArrayList<>();
        if (!"bnb".equals(methods)) {
            searches.add(new ProofBreadth.Method("choco", setup -> new ChocoPuzzleSolver(setup,
                    new BudgetBound(setup)).solve(SearchControl.within(timeLimit), false)));
        }
        if (!"choco".equals(methods)) {
            // From the windows' play: at K = 5 the depth-first search alone finds its good plays late.
            searches.add(new ProofBreadth.Method("b&b", setup -> WindowsFirst.solveAlone(setup, new BudgetBound(setup),
                    SearchControl.within(timeLimit))));
            if (threads > 1) {
                searches.add(new ProofBreadth.Method("b&b x" + threads, setup -> new ParallelBranchAndBound(setup,
                        BudgetBound::new, threads).solve(SearchControl.within(timeLimit))));
            }
        }
        return searches;
    }

    /** A pair's runs; a failed search (a play the verifier rejects) stops the benchmark with its own exception. */
    private static List<ProofBreadth.Run> joined(CompletableFuture<List<ProofBreadth.Run>> future) {
        try {
            return future.join();
        } catch (CompletionException e) {
            if (e.getCause() instanceof RuntimeException cause) {
                throw cause;
            }
            throw e;
        }
    }

    private static String progress(List<ProofBreadth.Method> searches, List<ProofBreadth.Run> runs) {
        StringBuilder line = new StringBuilder();
        for (int m = 0; m < searches.size(); m++) {
            line.append("  ").append(searches.get(m).name()).append(' ').append(progress(runs.get(m).result()));
        }
        return line.toString();
    }

    /**
     * The bound-gap report: every base and Heroes scoring card alone, then the chosen base pairs, at each K: the
     * best play found within the time limit against the bound at the root and at depth 1.
     */
    private int boundGap(Game game, PrintWriter out) {
        int[] range = range(cards == null ? "3" : cards);
        Game combined = CardLibrary.load("cartographers-combined").game("cartographers-combined").orElseThrow();
        PrintWriter err = spec.commandLine().getErr();
        for (int k = range[0]; k <= range[1]; k++) {
            out.printf("Bound gap: map A empty, K = %d, best play within %.0f s (branch-and-bound)%n", k,
                    timeLimit.toMillis() / 1000.0);
            List<BoundGap.Row> rows = new ArrayList<>();
            for (ScoringCard card : combined.scoringCards()) {
                rows.add(BoundGap.measure(card.id(), BoundGap.single(combined, card, k), timeLimit));
                err.printf("bench: K=%d %s%n", k, card.id());
            }
            if (pairs != null) {
                int count = "all".equals(pairs) ? Integer.MAX_VALUE : positive(pairs, "--pairs");
                for (ProofBreadth.Pair pair : ProofBreadth.pairs(game, game.scoringCards(), count)) {
                    rows.add(BoundGap.measure(pair.name(), ProofBreadth.puzzle(pair, k), timeLimit));
                    err.printf("bench: K=%d %s%n", k, pair.name());
                }
            }
            BoundGap.print(rows, out);
        }
        return ExitCode.OK;
    }

    /** A play that fails the verifier is a solver bug: the benchmark stops with it rather than count it. */
    private static SolveResult verified(PuzzleSetup setup, SolveResult result) {
        result.best().ifPresent(best -> Verifier.verify(setup, best));
        return result;
    }

    private static String progress(SolveResult result) {
        return result.proven() ? String.format("%d proven %.1fs", result.score(), result.millis() / 1000.0)
                : String.format("%d <= %d", result.score(), result.bound());
    }

    /**
     * The pairs of {@code all} that {@link #pairs} names ("a+b,c+d"), in the order of {@code all}: a pair is the
     * same puzzle whichever card is named first.
     */
    private List<ProofBreadth.Pair> named(List<ProofBreadth.Pair> all, Game game) {
        List<String> ids = game.scoringCards().stream().map(ScoringCard::id).toList();
        List<List<String>> wanted = new ArrayList<>();
        for (String text : pairs.split(",")) {
            String[] cards = text.strip().split("\\+");
            if (cards.length != 2) {
                throw UserError.usage("--pairs '" + text.strip() + "': name a pair as two scoring cards joined by "
                        + "'+', e.g. wildholds+lost-barony.");
            }
            for (String card : cards) {
                if (!ids.contains(card.strip())) {
                    throw UserError.usage("--pairs: '" + card.strip() + "' is not a base scoring card."
                            + Suggestions.maybe(card.strip(), ids) + " The cards: " + String.join(", ", ids) + ".");
                }
            }
            wanted.add(List.of(cards[0].strip(), cards[1].strip()));
        }
        return all.stream().filter(pair -> wanted.stream().anyMatch(two ->
                two.contains(pair.first().id()) && two.contains(pair.second().id()))).toList();
    }

    private static int positive(String text, String option) {
        try {
            int value = Integer.parseInt(text.strip());
            if (value < 1) {
                throw new NumberFormatException();
            }
            return value;
        } catch (NumberFormatException e) {
            throw UserError.usage(option + " '" + text + "': write all or a number of pairs such as 20.");
        }
    }

    private static String cell(SolveResult result) {
        String best = result.proven() ? Integer.toString(result.score())
                : result.score() + " (<=" + result.bound() + ")";
        return String.format("%-10s %5.1f %6s %9d", best, result.millisToFirst() / 1000.0,
                result.proven() ? String.format("%.1f", result.millis() / 1000.0) : "-", result.nodes());
    }

    /** Hand sizes: a list such as 2,3,4 or a range such as 2..6. */
    private static List<Integer> sizes(String text) {
        List<Integer> sizes = new ArrayList<>();
        for (String part : text.split(",")) {
            int[] range = range(part);
            for (int size = range[0]; size <= range[1]; size++) {
                sizes.add(size);
            }
        }
        if (sizes.stream().anyMatch(size -> size > 8)) {
            throw UserError.usage("--cards '" + text + "': a solo landscape holds at most 8 cards.");
        }
        return sizes;
    }

    private static int[] range(String text) {
        String[] parts = text.split("\\.\\.");
        try {
            int from = Integer.parseInt(parts[0].strip());
            int to = parts.length > 1 ? Integer.parseInt(parts[1].strip()) : from;
            if (from < 1 || to < from) {
                throw new NumberFormatException();
            }
            return new int[] {from, to};
        } catch (NumberFormatException | ArrayIndexOutOfBoundsException e) {
            throw UserError.usage("--cards '" + text + "': write a range such as 2..8 or one number.");
        }
    }

    /** The seeded benchmark puzzle: its scoring cards and cards depend only on the seed, K and the map. */
    static PuzzleSetup puzzle(Game game, boolean half, int k) {
        Random random = new Random(SEED);
        List<Deck> decks = game.decks();
        int first = random.nextInt(decks.size());
        int second = (first + 1 + random.nextInt(decks.size() - 1)) % decks.size();
        List<ScoringCard> scoring = List.of(pick(decks.get(first), random), pick(decks.get(second), random));
        List<ExploreCard> explore = game.explore().stream().filter(c -> c.kind() != ExploreKind.RUINS).toList();
        List<PlayableCard> sequence = new ArrayList<>();
        for (int i = 0; i < 8; i++) {
            sequence.add(explore.get(random.nextInt(explore.size())));
        }
        List<String> start = game.map("A").orElseThrow().rows();
        if (half) {
            start = halfDrawn(game, start, random);
        }
        try {
            return PuzzleSetup.onBoard((half ? "a-half-" : "a-empty-") + k, game, start, 0,
                    sequence.subList(0, k), scoring);
        } catch (PuzzleException e) {
            throw new IllegalStateException(e);
        }
    }

    private static ScoringCard pick(Deck deck, Random random) {
        return deck.cards().get(random.nextInt(deck.cards().size()));
    }

    /** Map A after seeded random moves of random explore cards, until half its open cells are drawn. */
    private static List<String> halfDrawn(Game game, List<String> sheet, Random random) {
        List<ExploreCard> explore = game.explore().stream().filter(c -> c.kind() == ExploreKind.NORMAL).toList();
        List<PlayableCard> many = new ArrayList<>();
        for (int i = 0; i < 60; i++) {
            many.add(explore.get(random.nextInt(explore.size())));
        }
        try {
            PuzzleSetup filler = PuzzleSetup.onBoard("filler", game, sheet, 0, many, game.decks().get(0).cards());
            MapState map = filler.startMap();
            int open = org.cartolab.board.Bits.count(map.board().empty());
            for (Step step : filler.steps()) {
                if (org.cartolab.board.Bits.count(map.board().empty()) * 2 <= open) {
                    break;
                }
                List<Move> legal = filler.legal(map, step);
                filler.apply(map, step, legal.get(random.nextInt(legal.size())));
            }
            return map.board().toRows();
        } catch (PuzzleException e) {
            throw new IllegalStateException(e);
        }
    }
}
