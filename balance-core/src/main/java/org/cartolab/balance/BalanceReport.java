package org.cartolab.balance;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Base64;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import org.cartolab.model.Deck;
import org.cartolab.model.Game;
import org.cartolab.model.ScoringCard;
import org.knowm.xchart.BitmapEncoder;
import org.knowm.xchart.CategoryChart;
import org.knowm.xchart.CategoryChartBuilder;
import org.knowm.xchart.style.CategoryStyler;
import org.knowm.xchart.style.Styler;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;

/**
 * A run's report: one {@link CardRow} per scoring card of the game's decks, in deck order, written as
 * {@code report.json}, {@code cards.csv} and {@code report.html} (a single file, its charts drawn by XChart and
 * embedded as PNG).
 */
public record BalanceReport(BalanceSpec spec, String gameName, String map, long seasons, double meanSeasonScore,
                            List<CardRow> rows, Map<String, OptimumTally.Line> optimum, int sampled,
                            long optimumNodes) {

    public static final String SCHEMA = "cartolab-balance/1";

    public BalanceReport {
        rows = List.copyOf(rows);
        optimum = java.util.Collections.unmodifiableMap(new TreeMap<>(optimum));
    }

    public static BalanceReport of(BalanceSpec spec, Tallies tallies) {
        return of(spec, tallies, new OptimumTally(), 0, 0);
    }

    /** With the optimum of the seasons of {@code sampled} games, each solved within {@code nodes} nodes. */
    public static BalanceReport of(BalanceSpec spec, Tallies tallies, OptimumTally optimum, int sampled,
                                   long nodes) {
        Game game = BalanceGames.of(spec);
        List<CardRow> rows = new ArrayList<>();
        for (Deck deck : game.decks()) {
            for (ScoringCard card : deck.cards()) {
                rows.add(CardRow.of(card, deck.id(), tallies.cards().get(card.id())));
            }
        }
        return new BalanceReport(spec, game.name(), GamePlayer.mapOf(spec, game), tallies.seasons(),
                tallies.meanSeasonScore(), rows, optimum.lines(), sampled, nodes);
    }

    /** The three files, by name. */
    public Map<String, byte[]> files() {
        Map<String, byte[]> files = new TreeMap<>();
        files.put("report.json", json().getBytes(StandardCharsets.UTF_8));
        files.put("cards.csv", csv().getBytes(StandardCharsets.UTF_8));
        files.put("report.html", html().getBytes(StandardCharsets.UTF_8));
        return files;
    }

    public String json() {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("schema", SCHEMA);
        root.put("game", spec.game());
        root.put("cardFiles", spec.cards().stream().map(BalanceSpec.CardFile::path).toList());
        root.put("replace", spec.replace());
        root.put("map", map);
        root.put("policy", spec.policy());
        root.put("players", spec.players());
        root.put("seed", spec.seed());
        root.put("games", spec.games());
        root.put("seasonSheets", seasons);
        root.put("meanSeasonScore", round(meanSeasonScore));
        if (sampled > 0) {
            root.put("optimumSampledGames", sampled);
            root.put("optimumNodeBudget", optimumNodes);
        }
        List<Map<String, Object>> cards = new ArrayList<>();
        for (CardRow row : rows) {
            Map<String, Object> card = new LinkedHashMap<>();
            card.put("id", row.id());
            card.put("name", row.name());
            card.put("deck", row.deck());
            card.put("soloValue", row.soloValue());
            card.put("games", row.games());
            card.put("seasons", row.seasons());
            card.put("mean", round(row.mean()));
            card.put("meanPerGame", round(row.meanPerGame()));
            card.put("perGameOverSoloValue", round(row.perGameOverSoloValue()));
            card.put("standardDeviation", round(row.standardDeviation()));
            card.put("quantiles", Map.of("min", row.min(), "p10", row.p10(), "p25", row.p25(), "median",
                    row.median(), "p75", row.p75(), "p90", row.p90(), "max", row.max()));
            card.put("share", round(row.share()));
            Map<String, Long> histogram = new LinkedHashMap<>();
            row.histogram().forEach((points, count) -> histogram.put(String.valueOf(points), count));
            card.put("histogram", histogram);
            Map<String, Object> correlations = new LinkedHashMap<>();
            row.correlations().forEach((other, r) -> correlations.put(other, round(r)));
            card.put("correlations", correlations);
            OptimumTally.Line line = optimum.get(row.id());
            if (line != null) {
                Map<String, Object> best = new LinkedHashMap<>();
                best.put("sampledSeasons", line.sampled());
                best.put("provenSeasons", line.proven());
                best.put("greedySeasonScore", round(line.greedyTotal()));
                best.put("optimalSeasonScore", round(line.optimum()));
                best.put("leftOnTable", round(line.leftOnTable()));
                best.put("greedyCardPoints", round(line.greedyPoints()));
                best.put("optimalPlayCardPoints", round(line.optimalPoints()));
                best.put("meanBoundOverGreedy", round(line.meanBoundGap()));
                card.put("optimum", best);
            }
            cards.add(card);
        }
        root.put("cards", cards);
        try {
            // Quantiles are a small Map.of: the mapper sorts map keys so that they come out in one order.
            return new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT)
                    .enable(SerializationFeature.ORDER_MAP_ENTRIES_BY_KEYS).writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException(e);
        }
    }

    public String csv() {
        StringBuilder csv = new StringBuilder("id,name,deck,solo_value,seasons,mean,games,mean_per_game,"
                + "per_game_over_solo_value,sd,min,p10,p25,median,p75,p90,max,share\n");
        for (CardRow row : rows) {
            csv.append(row.id()).append(',').append(quote(row.name())).append(',').append(row.deck()).append(',')
                    .append(row.soloValue()).append(',').append(row.seasons()).append(',')
                    .append(number(row.mean())).append(',').append(row.games()).append(',')
                    .append(number(row.meanPerGame())).append(',').append(number(row.perGameOverSoloValue()))
                    .append(',')
                    .append(number(row.standardDeviation())).append(',').append(row.min()).append(',')
                    .append(row.p10()).append(',').append(row.p25()).append(',').append(row.median()).append(',')
                    .append(row.p75()).append(',').append(row.p90()).append(',').append(row.max()).append(',')
                    .append(number(row.share())).append('\n');
        }
        return csv.toString();
    }

    public String html() {
        StringBuilder html = new StringBuilder();
        String title = "Balance of " + gameName + ": " + String.format(Locale.ROOT, "%,d", spec.games()) + " "
                + spec.policy() + " games";
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n<title>")
                .append(escape(title)).append("</title>\n<style>\n")
                .append("body { font-family: \"DejaVu Sans\", Verdana, sans-serif; margin: 1em auto; max-width: 1100px;")
                .append(" color: #222; }\ntable { border-collapse: collapse; }\n")
                .append("td, th { padding: 2px 8px; border-bottom: 1px solid #ddd; text-align: right; }\n")
                .append("td.t, th.t { text-align: left; }\nimg { max-width: 100%; }\n")
                .append(".cards { display: flex; flex-wrap: wrap; gap: 8px; }\n</style>\n</head>\n<body>\n<h1>")
                .append(escape(title)).append("</h1>\n<p>")
                .append(escape(String.format(Locale.ROOT, "Map %s, %d player%s, seeds %d to %d: %,d season score "
                                + "sheets, %.2f points per season on average.", map, spec.players(),
                        spec.players() == 1 ? "" : "s", spec.seed(), spec.seed() + spec.games() - 1, seasons,
                        meanSeasonScore)));
        if (!spec.cards().isEmpty()) {
            html.append(" Designer's cards from ").append(escape(String.join(", ",
                    spec.cards().stream().map(BalanceSpec.CardFile::path).toList())))
                    .append(spec.replace() == null ? "" : " in place of " + escape(spec.replace())).append('.');
        }
        html.append("</p>\n<p>Each scoring card's points in each season it scored (a card scores in two seasons "
                + "of a game), and its points per game against the solo value printed on it, which solo scoring "
                + "subtracts once per game.</p>\n");
        html.append(image(meansAgainstSoloValues(), "Mean points per game and printed solo value, per card"));
        html.append("<table>\n<tr><th class=\"t\">card</th><th class=\"t\">deck</th><th>solo value</th>")
                .append("<th>seasons</th><th>mean</th><th>per game</th><th>per game − solo</th><th>sd</th>")
                .append("<th>p10</th><th>median</th>")
                .append("<th>p90</th><th>max</th><th>share</th><th class=\"t\">most correlated with</th></tr>\n");
        for (CardRow row : rows) {
            html.append("<tr><td class=\"t\">").append(escape(row.name())).append("</td><td class=\"t\">")
                    .append(escape(row.deck())).append("</td><td>").append(row.soloValue()).append("</td><td>")
                    .append(row.seasons()).append("</td><td>").append(fixed(row.mean())).append("</td><td>")
                    .append(fixed(row.meanPerGame())).append("</td><td>").append(fixed(row.perGameOverSoloValue()))
                    .append("</td><td>").append(fixed(row.standardDeviation()))
                    .append("</td><td>").append(row.p10()).append("</td><td>").append(row.median())
                    .append("</td><td>").append(row.p90()).append("</td><td>").append(row.max()).append("</td><td>")
                    .append(row.seasons() == 0 ? "" : String.format(Locale.ROOT, "%.0f%%", 100 * row.share()))
                    .append("</td><td class=\"t\">").append(escape(strongest(row))).append("</td></tr>\n");
        }
        html.append("</table>\n");
        if (sampled > 0) {
            optimumTable(html);
        }
        html.append("<h2>Points per season, card by card</h2>\n<div class=\"cards\">\n");
        for (CardRow row : rows) {
            if (row.seasons() > 0) {
                html.append(image(histogram(row), "Histogram of " + row.name() + "'s points per season"));
            }
        }
        html.append("</div>\n<footer>Made with Cartolab's carto balance (report schema ").append(SCHEMA)
                .append(").</footer>\n</body>\n</html>\n");
        return html.toString();
    }

    private void optimumTable(StringBuilder html) {
        html.append("<h2>What greedy play leaves on the table</h2>\n<p>")
                .append(escape(String.format(Locale.ROOT, "Every season of the first %d games, made a puzzle from "
                        + "the position greedy play reached (its revealed cards in order, its two scoring cards) and "
                        + "solved by Choco within %,d search nodes; means over the seasons proven optimal.", sampled,
                        optimumNodes)))
                .append("</p>\n<table>\n<tr><th class=\"t\">card</th><th>seasons proven / sampled</th>")
                .append("<th>greedy season</th><th>optimal season</th><th>left on the table</th>")
                .append("<th>card, greedy</th><th>card, optimal play</th><th>bound − greedy (bounded seasons)</th></tr>\n");
        for (CardRow row : rows) {
            OptimumTally.Line line = optimum.get(row.id());
            if (line == null) {
                continue;
            }
            html.append("<tr><td class=\"t\">").append(escape(row.name())).append("</td><td>")
                    .append(line.proven()).append(" / ").append(line.sampled()).append("</td><td>")
                    .append(fixed(line.greedyTotal())).append("</td><td>").append(fixed(line.optimum()))
                    .append("</td><td>").append(fixed(line.leftOnTable())).append("</td><td>")
                    .append(fixed(line.greedyPoints())).append("</td><td>").append(fixed(line.optimalPoints()))
                    .append("</td><td>").append(fixed(line.meanBoundGap())).append("</td></tr>\n");
        }
        html.append("</table>\n");
    }

    private static String strongest(CardRow row) {
        String best = null;
        double strongest = -1;
        for (Map.Entry<String, Double> entry : row.correlations().entrySet()) {
            double r = entry.getValue();
            if (!Double.isNaN(r) && Math.abs(r) > strongest) {
                strongest = Math.abs(r);
                best = entry.getKey() + String.format(Locale.ROOT, " (r = %.2f)", r);
            }
        }
        return best == null ? "" : best;
    }

    private CategoryChart meansAgainstSoloValues() {
        CategoryChart chart = new CategoryChartBuilder().width(1080).height(420)
                .title("Mean points per game vs. printed solo value").yAxisTitle("points").build();
        CategoryStyler styler = chart.getStyler();
        styler.setLegendPosition(Styler.LegendPosition.InsideNE);
        styler.setXAxisLabelRotation(60);
        styler.setChartBackgroundColor(java.awt.Color.WHITE);
        List<String> names = rows.stream().map(CardRow::name).toList();
        chart.addSeries("per game in play", names,
                rows.stream().map(r -> r.seasons() == 0 ? 0.0 : r.meanPerGame()).toList());
        chart.addSeries("solo value", names, rows.stream().map(r -> (double) r.soloValue()).toList());
        return chart;
    }

    private static CategoryChart histogram(CardRow row) {
        CategoryChart chart = new CategoryChartBuilder().width(350).height(220).title(row.name())
                .xAxisTitle("points in a season").yAxisTitle("seasons").build();
        CategoryStyler styler = chart.getStyler();
        styler.setLegendVisible(false);
        styler.setChartBackgroundColor(java.awt.Color.WHITE);
        styler.setAvailableSpaceFill(0.9);
        List<Integer> points = new ArrayList<>();
        List<Long> counts = new ArrayList<>();
        for (int p = row.min(); p <= row.max(); p++) {
            points.add(p);
            counts.add(row.histogram().getOrDefault(p, 0L));
        }
        chart.addSeries("seasons", points, counts);
        return chart;
    }

    /** The chart of every card's mean points per game against its solo value, as PNG (the workbench shows it). */
    public byte[] overviewPng() {
        return png(meansAgainstSoloValues());
    }

    /** A card's points per season as a histogram (PNG), or empty when it never scored. */
    public Optional<byte[]> histogramPng(CardRow row) {
        return row.seasons() == 0 ? Optional.empty() : Optional.of(png(histogram(row)));
    }

    private static byte[] png(CategoryChart chart) {
        try {
            return BitmapEncoder.getBitmapBytes(chart, BitmapEncoder.BitmapFormat.PNG);
        } catch (IOException e) {
            throw new UncheckedIOException(e);
        }
    }

    private static String image(CategoryChart chart, String alt) {
        return "<img alt=\"" + escape(alt) + "\" src=\"data:image/png;base64,"
                + Base64.getEncoder().encodeToString(png(chart)) + "\">\n";
    }

    private static Double round(double value) {
        return Double.isNaN(value) ? null : Math.round(value * 10_000) / 10_000.0;
    }

    private static String number(double value) {
        return Double.isNaN(value) ? "" : String.format(Locale.ROOT, "%.4f", value);
    }

    private static String fixed(double value) {
        return Double.isNaN(value) ? "" : String.format(Locale.ROOT, "%.2f", value);
    }

    private static String quote(String text) {
        return text.contains(",") || text.contains("\"") ? "\"" + text.replace("\"", "\"\"") + "\"" : text;
    }

    private static String escape(String text) {
        return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;").replace("\"", "&quot;");
    }
}
