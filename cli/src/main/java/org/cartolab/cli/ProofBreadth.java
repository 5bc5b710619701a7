package org.cartolab.cli;

import java.util.ArrayList;
import java.util.Collections;
import java.util.Comparator;
import java.util.List;
import java.util.Random;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.Executor;
import java.util.function.Consumer;
import java.util.function.Function;

import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.ScoringCard;
import org.cartolab.solve.PuzzleException;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.Verifier;

/**
 * The puzzles of the proof-breadth benchmark ({@code carto bench solve --pairs}) and what is said of their results:
 * map A empty, a fixed deck, every pair of scoring cards (or a seeded sample), K cards of that deck. Public for the
 * bench-cpsat module, which runs its CP-SAT baseline on the same puzzles.
 */
public final class ProofBreadth {

    static final long SEED = 2026;
    /** The deck starts with the cards of the issue that asked for this benchmark, in its order. */
    static final List<String> DECK_START = List.of("orchard", "fishing-village", "hamlet", "marshlands");

    private ProofBreadth() {
    }

    /** One pair of scoring cards of a game. */
    public record Pair(Game game, ScoringCard first, ScoringCard second) {

        public String name() {
            return first.id() + " + " + second.id();
        }
    }

    /** The fixed deck: {@link #DECK_START}, then the game's other non-ruins explore cards in a seeded order. */
    public static List<PlayableCard> deck(Game game) {
        List<ExploreCard> rest = new ArrayList<>(game.explore().stream()
                .filter(card -> card.kind() != ExploreKind.RUINS && !DECK_START.contains(card.id())).toList());
        Collections.shuffle(rest, new Random(SEED));
        List<PlayableCard> deck = new ArrayList<>();
        for (String id : DECK_START) {
            deck.add(game.explore().stream().filter(card -> card.id().equals(id)).findFirst().orElseThrow());
        }
        deck.addAll(rest);
        return List.copyOf(deck);
    }

    /** Every pair of {@code cards} in their order, or a seeded sample of {@code count} of them (still in order). */
    public static List<Pair> pairs(Game game, List<ScoringCard> cards, int count) {
        List<Pair> all = new ArrayList<>();
        for (int i = 0; i < cards.size(); i++) {
            for (int j = i + 1; j < cards.size(); j++) {
                all.add(new Pair(game, cards.get(i), cards.get(j)));
            }
        }
        if (count >= all.size()) {
            return all;
        }
        List<Integer> order = new ArrayList<>();
        for (int i = 0; i < all.size(); i++) {
            order.add(i);
        }
        Collections.shuffle(order, new Random(SEED + cards.size()));
        return order.subList(0, count).stream().sorted().map(all::get).toList();
    }

    public static PuzzleSetup puzzle(Pair pair, int k) {
        return puzzle(pair, k, "A");
    }

    /** The pair's puzzle on a map of its game, empty, with the first k cards of the deck. */
    public static PuzzleSetup puzzle(Pair pair, int k, String map) {
        Game game = pair.game();
        try {
            return PuzzleSetup.onBoard(map.toLowerCase(java.util.Locale.ROOT) + "-empty-" + k + "-"
                            + pair.first().id() + "-" + pair.second().id(), game,
                    game.map(map).orElseThrow().rows(), 0, deck(game).subList(0, k),
                    List.of(pair.first(), pair.second()));
        } catch (PuzzleException e) {
            throw new IllegalStateException(e);
        }
    }

    /** A search method of the benchmark: its name in the table and how it solves one puzzle. */
    public record Method(String name, Function<PuzzleSetup, SolveResult> search) {
    }

    /**
     * Starts every method on every pair at K on {@code pool}, one task per pair (its methods one after the other);
     * the futures are in the order of the pairs, whatever order the tasks finish in, so a table read from them is
     * the same for any number of jobs. {@code finished} hears of each pair as it finishes (from the pool's thread).
     * A play that fails the verifier is a solver bug: that pair's future fails with it rather than count it.
     */
    public static List<CompletableFuture<List<Run>>> start(List<Pair> pairs, int k, String map, List<Method> methods,
            Executor pool, Consumer<List<Run>> finished) {
        return pairs.stream().map(pair -> CompletableFuture.supplyAsync(() -> {
            PuzzleSetup setup = puzzle(pair, k, map);
            List<Run> runs = methods.stream().map(method -> {
                SolveResult result = method.search().apply(setup);
                result.best().ifPresent(best -> Verifier.verify(setup, best));
                return new Run(pair, result);
            }).toList();
            finished.accept(runs);
            return runs;
        }, pool)).toList();
    }

    /** One search of one pair. */
    public record Run(Pair pair, SolveResult result) {

        public long millisToProof() {
            return result.proven() ? result.millis() : Long.MAX_VALUE;
        }
    }

    /** What one method did on the pairs of one K. */
    public record Summary(int proven, int total, long medianMillis, long worstMillis, List<Run> worst) {

        public static Summary of(List<Run> runs, int worstCount) {
            List<Long> times = runs.stream().map(Run::millisToProof).sorted().toList();
            int proven = (int) runs.stream().filter(run -> run.result().proven()).count();
            long median = times.isEmpty() ? Long.MAX_VALUE : times.get((times.size() - 1) / 2);
            long worst = times.isEmpty() ? Long.MAX_VALUE : times.get(times.size() - 1);
            List<Run> worstRuns = runs.stream()
                    .sorted(Comparator.comparingInt((Run run) -> run.result().proven() ? -1 : run.result().gap())
                            .thenComparingLong(Run::millisToProof).reversed())
                    .limit(worstCount).toList();
            return new Summary(proven, runs.size(), median, worst, worstRuns);
        }

        public String share() {
            return String.format("%d/%d (%.0f %%)", proven, total, total == 0 ? 0.0 : 100.0 * proven / total);
        }
    }

    /** A time to proof, or "> limit" when the search did not finish. */
    public static String seconds(long millis, double limitSeconds) {
        return millis == Long.MAX_VALUE ? String.format("> %.0f s", limitSeconds)
                : String.format("%.2f s", millis / 1000.0);
    }
}
