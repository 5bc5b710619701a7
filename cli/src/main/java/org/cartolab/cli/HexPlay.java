package org.cartolab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.nio.file.Path;
import java.util.List;

import org.cartolab.hex.game.InkasEvent;
import org.cartolab.hex.game.InkasLog;
import org.cartolab.hex.game.InkasLogs;
import org.cartolab.hex.game.InkasMatch;
import org.cartolab.hex.game.InkasPolicies;
import org.cartolab.hex.game.InkasRules;
import org.cartolab.model.hex.HexGame;
import org.cartolab.publish.AtomicFiles;

/** {@code carto play} for a hex game (Rise of the Inkas): 3 or 4 players, seeded, with a log. */
final class HexPlay {

    private HexPlay() {
    }

    static int play(HexGame game, int players, long seed, List<String> policyNames, Path logFile, boolean json,
                    int bench, PrintWriter out) {
        if (players < InkasRules.MIN_PLAYERS || players > InkasRules.MAX_PLAYERS) {
            throw UserError.usage(game.name() + " is played by " + InkasRules.MIN_PLAYERS + " or "
                    + InkasRules.MAX_PLAYERS + " players; use --players 3 or --players 4.");
        }
        List<String> names = PolicyNames.forPlayers(policyNames, players, InkasPolicies.NAMES, " for " + game.name());
        if (bench > 0) {
            return bench(game, seed, names, bench, out);
        }
        InkasLog log = InkasMatch.play(game, seed, names);
        String logText = InkasLogs.write(log);
        if (logFile != null) {
            try {
                AtomicFiles.writeString(logFile, logText);
            } catch (IOException e) {
                throw UserError.usage("cannot write the log to '" + logFile + "': " + e.getMessage() + ".");
            }
        }
        if (json) {
            out.print(logText);
        } else {
            report(out, game, log);
        }
        out.flush();
        return ExitCode.OK;
    }

    /** What each player built and who won, from the log. */
    static void report(PrintWriter out, HexGame game, InkasLog log) {
        out.println(game.name() + " on " + log.map() + ", seed " + log.seed() + ", " + log.players() + " players ("
                + String.join(", ", log.policies()) + ")");
        for (int p = 1; p <= log.players(); p++) {
            // Counted over the whole game: declines send roads back, so a player may build more than the 7 pieces.
            out.printf("  player %d: tribe %d; built %d villages, %d cities, %d roads; rebuilt %d; bought %d action "
                            + "cards%s%s%n",
                    p, 1 + count(log, p, "declined"), count(log, p, "village") + count(log, p, "founded"),
                    count(log, p, "city"), count(log, p, "road"), count(log, p, "rebuilt"), count(log, p, "bought"),
                    holder(log, "route", "route-aside") == p ? ", Longest Trade Route" : "",
                    holder(log, "warriors", null) == p ? ", Best Warriors" : "");
        }
        out.println(log.winner() == 0
                ? "Nobody won: the game stopped at the safety limit of " + InkasRules.TURN_LIMIT + " turns "
                + "(third tribes can block each other for good, RULES.md §4.10)."
                : "Player " + log.winner() + " wins in turn " + log.turns() + ": the third tribe reached its goal, "
                + "all 11 development tokens placed.");
    }

    private static long count(InkasLog log, int player, String event) {
        return log.events().stream().filter(e -> e.player() == player && e.event().equals(event)).count();
    }

    /** The player the last event that gives the card names (0 for one that sets it aside). */
    private static int holder(InkasLog log, String takes, String setAside) {
        return log.events().stream().filter(e -> e.event().equals(takes) || e.event().equals(setAside))
                .reduce((a, b) -> b).map(InkasEvent::player).orElse(0);
    }

    /** Plays seeds S, S + 1, ... and prints games per second (one warm-up pass of the same games first). */
    private static int bench(HexGame game, long seed, List<String> names, int games, PrintWriter out) {
        long turns = 0;
        int won = 0;
        for (int i = 0; i < games; i++) {
            InkasLog log = InkasMatch.play(game, seed + i, names);
            turns += log.turns();
            won += log.winner() == 0 ? 0 : 1;
        }
        // The CPU time of this thread too: on a machine shared with other work the wall clock measures the others.
        ThreadMXBean threads = ManagementFactory.getThreadMXBean();
        long startCpu = threads.getCurrentThreadCpuTime();
        long start = System.nanoTime();
        for (int i = 0; i < games; i++) {
            InkasMatch.play(game, seed + i, names);
        }
        double seconds = (System.nanoTime() - start) / 1e9;
        double cpuSeconds = (threads.getCurrentThreadCpuTime() - startCpu) / 1e9;
        out.printf("%d games (%s), %d won, %d stopped at the turn limit, %.1f turns a game: %.3f s, %.0f games/s "
                + "(CPU %.3f s, %.0f games per CPU second)%n", games, String.join(",", names), won, games - won,
                (double) turns / games, seconds, games / seconds, cpuSeconds, games / cpuSeconds);
        out.flush();
        return ExitCode.OK;
    }
}
