package org.cartolab.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.Callable;

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
import org.cartolab.solve.ChocoPuzzleSolver;
import org.cartolab.solve.GreedyLine;
import org.cartolab.solve.PuzzleException;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.Step;
import org.cartolab.solve.Verifier;
import org.cartolab.solve.bound.BudgetBound;

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
                "  carto bench solve --cards 2..4 --time-limit 10s"},
        name = "bench", description = {
        "Benchmark the solver: carto bench solve [--cards 2..8] [--time-limit 60s].",
        "Seeded puzzles on map A (empty and half drawn), two scoring cards, K explore cards; for each: the greedy "
                + "score, then Choco and a plain branch-and-bound with the same bound (time to the first play, "
                + "time to the proof, nodes, the best score and whether it is proven)."})
final class BenchCommand implements Callable<Integer> {

    private static final long SEED = 2026;

    @Spec
    private CommandSpec spec;

    @Parameters(paramLabel = "solve", description = "What to benchmark: solve.")
    private String what;

    @Option(names = "--cards", paramLabel = "FROM..TO", defaultValue = "2..8",
            description = "The numbers of cards K (default ${DEFAULT-VALUE}).")
    private String cards;

    @Option(names = "--time-limit", paramLabel = "TIME", defaultValue = "60s", converter = Durations.class,
            description = "Time limit per search (default ${DEFAULT-VALUE}).")
    private Duration timeLimit;

    @Override
    public Integer call() {
        if (!"solve".equals(what)) {
            throw UserError.usage("bench: unknown benchmark '" + what + "'; the benchmark is 'solve'.");
        }
        int[] range = range(cards);
        PrintWriter out = spec.commandLine().getOut();
        Game game = CardLibrary.load("cartographers").game("cartographers").orElseThrow();
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

    private static String cell(SolveResult result) {
        String best = result.proven() ? Integer.toString(result.score())
                : result.score() + " (<=" + result.bound() + ")";
        return String.format("%-10s %5.1f %6s %9d", best, result.millisToFirst() / 1000.0,
                result.proven() ? String.format("%.1f", result.millis() / 1000.0) : "-", result.nodes());
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
