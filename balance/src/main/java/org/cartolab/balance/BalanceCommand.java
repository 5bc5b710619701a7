package org.cartolab.balance;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;

import org.cartolab.publish.AtomicFiles;
import org.cartolab.rules.Policies;

import me.tongfei.progressbar.ConsoleProgressBarConsumer;
import me.tongfei.progressbar.ProgressBar;
import me.tongfei.progressbar.ProgressBarBuilder;
import picocli.CommandLine;
import picocli.CommandLine.Command;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * {@code carto balance}: the main class of the balance jar, which the {@code carto} launcher runs in a JVM of its
 * own (with the flags Spark needs on Java 17), so that Spark never slows the start of carto's other commands.
 */
@Command(name = "carto balance", mixinStandardHelpOptions = true, sortOptions = false, version = "carto balance 0.1",
        footer = {"", "Examples:",
                "  carto balance --game cartographers --games 10000",
                "  carto balance --game cartographers-heroes --games 100000 --seed 1 --out docs/balance/heroes",
                "  carto balance --card my-wood.carto --replace sentinel-wood --policy random --games 20000",
                "  carto balance --card my-wood.carto --deck forest --games 20000",
                "  carto balance --games 1000000 --master spark://host:7077"},
        description = {"Play many seeded games and measure every scoring card: its points per season (mean, "
                + "quantiles, histogram), its share of the season score, its correlation with the cards it scores "
                + "beside, and its mean against the solo value printed on it. Writes report.html, report.json and "
                + "cards.csv. Runs on Apache Spark, embedded (local[*]) unless --master names a cluster; the "
                + "numbers depend only on the options, not on the cores or partitions.",
                "Exit code 0 when written, 1 for a bad game or card file, 2 for a usage error."})
public final class BalanceCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Option(names = "--game", paramLabel = "GAME", defaultValue = "cartographers",
            description = "A shipped game (cartographers, cartographers-heroes, cartographers-combined) or a "
                    + "designer's .carto file; default: ${DEFAULT-VALUE}.")
    private String game;

    @Option(names = "--card", paramLabel = "FILE.carto", description = "A .carto file whose scoring cards join "
            + "the decks their 'deck' names (repeatable): measured beside the shipped cards in the same games.")
    private List<Path> cards = new ArrayList<>();

    @Option(names = "--replace", paramLabel = "ID", description = "Put the one new card of --card in the place of "
            + "this card of the game (the same deck position), instead of adding it.")
    private String replace;

    @Option(names = "--deck", paramLabel = "ID", description = "The deck the new cards of --card join when their "
            + "file puts them in none (forest, farm-water, village, arrangement in the base game).")
    private String deck;

    @Option(names = "--games", paramLabel = "N", defaultValue = "1000", description = "Games to play; default: "
            + "${DEFAULT-VALUE}.")
    private long games;

    @Option(names = "--seed", paramLabel = "S", defaultValue = "1", description = "The run's seed: game i plays "
            + "the seed SplitMix64(S+i), which carto play --seed replays; default: ${DEFAULT-VALUE}.")
    private long seed;

    @Option(names = "--policy", paramLabel = "NAME", defaultValue = "greedy", description = "How every player "
            + "chooses: random, greedy or lookahead (greedy looking one card ahead; slower); default: "
            + "${DEFAULT-VALUE}.")
    private String policy;

    @Option(names = "--players", paramLabel = "N", defaultValue = "1", description = "Players per game (1: solo, "
            + "up to 5); each player's season sheets count; default: ${DEFAULT-VALUE}.")
    private int players;

    @Option(names = "--map", paramLabel = "ID", description = "The map sheet; default: the game's first.")
    private String map;

    @Option(names = "--optimum", paramLabel = "K", defaultValue = "0", description = "Also solve every season of "
            + "K sampled solo games (greedy positions) with Choco: per card, what greedy play leaves on the table.")
    private int optimum;

    @Option(names = "--optimum-nodes", paramLabel = "N", defaultValue = "30000", description = "Search nodes per "
            + "sampled season (a node budget, not a time limit, keeps the numbers the same on every machine); "
            + "default: ${DEFAULT-VALUE}.")
    private long optimumNodes;

    @Option(names = "--out", paramLabel = "DIR", defaultValue = "balance", description = "Where the report goes; "
            + "default: ${DEFAULT-VALUE}.")
    private Path out;

    @Option(names = "--master", paramLabel = "URL", defaultValue = "local[*]", description = "Spark's master: "
            + "local[*] (every core of this machine), local[N], or spark://host:port; default: ${DEFAULT-VALUE}.")
    private String master;

    @Option(names = "--partitions", paramLabel = "N", defaultValue = "0", description = "Spark partitions (0: one "
            + "per shard of " + BalanceJob.SHARD + " games); the numbers do not depend on it.")
    private int partitions;

    @Option(names = "--plain", description = "Play the games in one plain loop on this thread, without Spark (the "
            + "baseline the benchmark compares Spark with).")
    private boolean plain;

    public static void main(String[] args) {
        System.exit(run(new PrintWriter(System.out, true), new PrintWriter(System.err, true), args));
    }

    /** Runs the command as the launcher does, printing to the given writers; returns the exit code. */
    public static int run(PrintWriter out, PrintWriter err, String... args) {
        CommandLine line = new CommandLine(new BalanceCommand()).setOut(out).setErr(err);
        line.setExecutionExceptionHandler((e, commandLine, parsed) -> {
            if (e instanceof BalanceGames.BalanceException problem) {
                commandLine.getErr().println("carto balance: " + problem.getMessage());
                return 1;
            }
            if (e instanceof IOException problem) {
                commandLine.getErr().println("carto balance: cannot write the report: " + problem.getMessage());
                return 1;
            }
            throw e;
        });
        return line.execute(args);
    }

    @Override
    public Integer call() throws IOException {
        if (games < 1) {
            throw usage("--games must be at least 1.");
        }
        if (players < 1 || players > 5) {
            throw usage("--players must be 1 to 5.");
        }
        if (!Policies.NAMES.contains(policy)) {
            throw usage("--policy: there is no policy '" + policy + "'; there is " + String.join(", ",
                    Policies.NAMES) + ".");
        }
        if (replace != null && cards.isEmpty()) {
            throw usage("--replace needs the card to put in its place: give it with --card FILE.carto.");
        }
        if (optimum < 0 || optimumNodes < 1) {
            throw usage("--optimum must be 0 or more and --optimum-nodes at least 1.");
        }
        if (partitions < 0) {
            throw usage("--partitions must be 0 or more.");
        }
        List<BalanceSpec.CardFile> files = new ArrayList<>();
        for (Path card : cards) {
            files.add(new BalanceSpec.CardFile(card.toString(), read(card)));
        }
        String gameText = game.endsWith(".carto") ? read(Path.of(game)) : null;
        BalanceSpec run = new BalanceSpec(game, gameText, files, replace, deck, map, policy, players, seed,
                games);
        BalanceGames.of(run); // every problem with the game or the cards, before anything starts
        GamePlayer.mapOf(run, BalanceGames.of(run));

        long start = System.nanoTime();
        BalanceJob.Result result;
        if (plain) {
            result = new BalanceJob.Result(BalanceRun.plain(run), BalanceRun.plainOptimum(run, optimum, optimumNodes));
        } else {
            try (ProgressBar bar = progressBar(games)) {
                result = BalanceJob.spark(run, optimum, optimumNodes, master, partitions,
                        bar == null ? null : bar::stepTo);
            }
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        BalanceReport report = BalanceReport.of(run, result.tallies(), result.optimum(), optimum, optimumNodes);
        AtomicFiles.writeAll(out, report.files());
        PrintWriter printer = spec.commandLine().getOut();
        String where = plain ? ", one plain loop" : " on " + master;
        if (optimum == 0) {
            printer.printf(Locale.ROOT, "%,d games (%s, %d player%s) in %.1f s: %,.0f games/s%s.%n", games, policy,
                    players, players == 1 ? "" : "s", seconds, games / seconds, where);
        } else {
            printer.printf(Locale.ROOT, "%,d games (%s, %d player%s) and the seasons of %d sampled games solved, in "
                    + "%.1f s%s.%n", games, policy, players, players == 1 ? "" : "s", optimum, seconds, where);
        }
        printer.printf(Locale.ROOT, "%-24s %5s %8s %8s %8s %6s%n", "card", "solo", "/season", "/game", "- solo",
                "share");
        for (CardRow row : report.rows()) {
            if (row.seasons() > 0) {
                printer.printf(Locale.ROOT, "%-24s %5d %8.2f %8.2f %+8.2f %5.0f%%%n", row.id(), row.soloValue(),
                        row.mean(), row.meanPerGame(), row.perGameOverSoloValue(), 100 * row.share());
            }
        }
        printer.println("Wrote " + out.resolve("report.html") + ", report.json and cards.csv.");
        printer.flush();
        return 0;
    }

    private CommandLine.ParameterException usage(String message) {
        return new CommandLine.ParameterException(spec.commandLine(), message);
    }

    private String read(Path file) {
        try {
            return Files.readString(file);
        } catch (IOException e) {
            throw usage("cannot read '" + file + "': " + (Files.exists(file) ? e.getMessage() : "no such file") + ".");
        }
    }

    /** A bar on stderr for a person at a terminal; none when the output goes to a file or a test. */
    private static ProgressBar progressBar(long games) {
        if (System.console() == null) {
            return null;
        }
        return new ProgressBarBuilder().setTaskName("balance").setInitialMax(games)
                .setConsumer(new ConsoleProgressBarConsumer(System.err)).setUnit(" games", 1).build();
    }
}
