package org.cartolab.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;

import org.cartolab.model.Game;
import org.cartolab.review.GameReviewer;
import org.cartolab.review.Outlook;
import org.cartolab.review.SeasonReview;
import org.cartolab.rules.GameEngine;
import org.cartolab.rules.GameLog;
import org.cartolab.rules.Policies;

/**
 * {@code carto bench season}: whole seasons of seeded solo games of Cartographers on map A, played greedily; game
 * {@code i} gives its season {@code (i - 1) mod 4} (spring from the empty map, the later ones from where greedy
 * play left the map), posed as a puzzle with every card it revealed (ruins and ambushes included) and searched
 * once within the time limit. Prints the best found, the bound and the gap, as {@code carto review} would.
 */
final class WholeSeasons {

    /** A season counts as closed when its gap is at most this share of the best found. */
    static final double TARGET_GAP = 0.10;

    record Row(long seed, SeasonReview season, int cards) {

        /** (bound - best) / best; infinite without a bound or a positive best. */
        double gap() {
            Outlook outlook = season.outlook().orElseThrow();
            if (!outlook.bounded() || outlook.best() <= 0) {
                return outlook.proven() ? 0 : Double.POSITIVE_INFINITY;
            }
            return (outlook.bound() - outlook.best()) / (double) outlook.best();
        }
    }

    private WholeSeasons() {
    }

    static List<Row> run(Game game, int count, Duration limit, int threads, PrintWriter out) {
        List<Row> rows = new ArrayList<>();
        out.printf("%4s  %-7s %5s  %-36s %6s %5s %6s %7s  %s%n", "seed", "season", "cards", "scoring", "greedy",
                "best", "bound", "gap", "proven");
        for (long seed = 1; seed <= count; seed++) {
            GameLog log = new GameEngine(game).play("A", seed, List.of(Policies.named("greedy", seed)), null).log();
            int index = (int) ((seed - 1) % game.seasons().size());
            SeasonReview season = GameReviewer.seasonStartsOnly(game, limit, threads).reviewSeason(log, index);
            if (season.notReviewed().isPresent()) {
                out.printf("%4d  %-7s not posed: %s%n", seed, season.seasonId(), season.notReviewed().get());
                continue;
            }
            Row row = new Row(seed, season, season.setup().orElseThrow().puzzle().cards().size());
            rows.add(row);
            Outlook outlook = season.outlook().orElseThrow();
            out.printf("%4d  %-7s %5d  %-36s %6d %5d %6s %7s  %s%n", seed, season.seasonId(), row.cards(),
                    String.join(" + ", season.scoring()), season.scored(), outlook.best(),
                    outlook.bounded() ? String.valueOf(outlook.bound()) : "none", percent(row.gap()),
                    outlook.proven() ? "yes" : "no");
            out.flush();
        }
        return rows;
    }

    static void print(Game game, int count, Duration limit, int threads, PrintWriter out) {
        out.printf("Whole seasons: %d seeded solo game%s of Cartographers on map A (greedy play), one season each, "
                + "searched for %s on %d thread%s.%n", count, count == 1 ? "" : "s", Durations.format(limit),
                threads, threads == 1 ? "" : "s");
        List<Row> rows = run(game, count, limit, threads, out);
        long closed = rows.stream().filter(row -> row.gap() <= TARGET_GAP).count();
        long proven = rows.stream().filter(row -> row.season().outlook().orElseThrow().proven()).count();
        List<Double> gaps = rows.stream().map(Row::gap).sorted().toList();
        String median = gaps.isEmpty() ? "-" : percent(gaps.get((gaps.size() - 1) / 2));
        out.printf("gap <= %s: %d of %d; proven: %d of %d; median gap %s; best over greedy: %+d points in all.%n",
                percent(TARGET_GAP), closed, rows.size(), proven, rows.size(), median,
                rows.stream().mapToInt(row -> row.season().outlook().orElseThrow().best() - row.season().scored())
                        .sum());
    }

    private static String percent(double share) {
        return Double.isInfinite(share) ? "-" : String.format(Locale.ROOT, "%.0f %%", share * 100);
    }
}
