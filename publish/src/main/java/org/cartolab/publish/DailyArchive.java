package org.cartolab.publish;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.DayOfWeek;
import java.time.LocalDate;
import java.time.YearMonth;
import java.time.format.DateTimeParseException;
import java.time.format.TextStyle;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;

import com.fasterxml.jackson.databind.JsonNode;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * The archive of a folder of daily puzzles ({@code OUT/index.html}): a calendar of every published date, month by
 * month, with its grade and par, linking each day's page, and the player's own result where this browser has
 * played it. A day's page keeps its play in localStorage under {@code cartolab:PUZZLE-ID} (see play.js); this
 * page's short script only reads those entries, so it works from disk and on any static host, offline.
 */
public final class DailyArchive {

    /** One published date, as its {@code DATE/puzzle.json} describes it. */
    public record Day(LocalDate date, String puzzleId, String game, String grade, int par) {
    }

    private static final ObjectMapper JSON = new ObjectMapper();

    private DailyArchive() {
    }

    /**
     * Every {@code DATE/puzzle.json} directly under {@code folder}, in date order. Folders that are not a date, or
     * hold no readable puzzle, are not days of the archive and are left out.
     */
    public static List<Day> read(Path folder) throws IOException {
        Map<LocalDate, Day> days = new TreeMap<>();
        try (Stream<Path> children = Files.list(folder)) {
            for (Path child : children.toList()) {
                LocalDate date = dateOf(child.getFileName().toString());
                Path puzzle = child.resolve("puzzle.json");
                if (date != null && Files.isRegularFile(puzzle)) {
                    JsonNode json;
                    try {
                        json = JSON.readTree(puzzle.toFile());
                    } catch (IOException unreadable) {
                        continue; // not a puzzle this archive can list; carto check names what is wrong with it
                    }
                    days.put(date, new Day(date, json.path("id").asText(), json.path("game").path("name").asText(),
                            json.path("grade").path("level").asText(), json.path("par").asInt()));
                }
            }
        }
        return List.copyOf(days.values());
    }

    private static LocalDate dateOf(String name) {
        try {
            return LocalDate.parse(name);
        } catch (DateTimeParseException notADate) {
            return null;
        }
    }

    /** The archive page; the same days give the same bytes. */
    public static String page(List<Day> days) {
        StringBuilder html = new StringBuilder();
        String games = String.join(" · ", days.stream().map(Day::game).distinct().sorted().toList());
        String title = "Cartolab daily puzzles" + (games.isEmpty() ? "" : " · " + games);
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>").append(Html.escape(title)).append("</title>\n<style>\n").append(STYLE)
                .append("</style>\n</head>\n<body>\n<main>\n<h1>").append(Html.escape(title)).append("</h1>\n");
        if (days.isEmpty()) {
            html.append("<p>No puzzles yet.</p>\n");
        } else {
            html.append("<p>").append(days.size()).append(days.size() == 1 ? " puzzle" : " puzzles")
                    .append(", each with a proven par. Your results appear here once you have played a day ")
                    .append("in this browser.</p>\n");
        }
        Map<YearMonth, List<Day>> months = new TreeMap<>();
        for (Day day : days) {
            months.computeIfAbsent(YearMonth.from(day.date()), month -> new ArrayList<>()).add(day);
        }
        months.forEach((month, list) -> month(html, month, list));
        html.append("<footer>Made with Cartolab.</footer>\n</main>\n<script>\n").append(SCRIPT)
                .append("</script>\n</body>\n</html>\n");
        return html.toString();
    }

    /** One month as a calendar table, weeks from Monday; days without a puzzle stay blank. */
    private static void month(StringBuilder html, YearMonth month, List<Day> days) {
        Map<Integer, Day> byDay = new TreeMap<>();
        days.forEach(day -> byDay.put(day.date().getDayOfMonth(), day));
        html.append("<h2>").append(month.getMonth().getDisplayName(TextStyle.FULL, Locale.ENGLISH)).append(' ')
                .append(month.getYear()).append("</h2>\n<table class=\"month\">\n<tr>");
        for (DayOfWeek weekday : DayOfWeek.values()) {
            html.append("<th>").append(weekday.getDisplayName(TextStyle.SHORT, Locale.ENGLISH)).append("</th>");
        }
        html.append("</tr>\n<tr>");
        int column = month.atDay(1).getDayOfWeek().getValue() - 1;
        html.append("<td></td>".repeat(column));
        for (int d = 1; d <= month.lengthOfMonth(); d++) {
            if (column == 7) {
                html.append("</tr>\n<tr>");
                column = 0;
            }
            Day day = byDay.get(d);
            if (day == null) {
                html.append("<td class=\"none\"><span class=\"d\">").append(d).append("</span></td>");
            } else {
                String link = day.date() + "/index.html";
                html.append("<td class=\"day\" data-date=\"").append(day.date()).append("\"><a href=\"")
                        .append(Html.escape(link)).append("\"><span class=\"d\">").append(d)
                        .append("</span><span class=\"grade\">").append(Html.escape(day.grade()))
                        .append("</span><span class=\"par\">par ").append(day.par())
                        .append("</span><span class=\"result\" data-puzzle=\"").append(Html.escape(day.puzzleId()))
                        .append("\" data-par=\"").append(day.par()).append("\"></span></a></td>");
            }
            column++;
        }
        html.append("<td></td>".repeat(7 - column)).append("</tr>\n</table>\n");
    }

    private static final String STYLE = """
            body { margin: 0; background: #eceae4; color: #222; font-family: "DejaVu Sans", Verdana, sans-serif; }
            main { max-width: 920px; margin: 0 auto; padding: 16px; background: #fff; }
            h1 { font-size: 1.5em; margin: 0.2em 0; }
            h2 { font-size: 1.15em; margin: 1.2em 0 0.4em; }
            table.month { border-collapse: collapse; width: 100%; table-layout: fixed; }
            table.month th { font-weight: normal; color: #555; padding: 2px; }
            table.month td { border: 1px solid #ccc; height: 5.2em; vertical-align: top; padding: 0; }
            table.month td.none { color: #aaa; padding: 4px; }
            table.month a { display: block; height: 100%; padding: 4px; color: inherit; text-decoration: none; }
            table.month a:hover, table.month a:focus { background: #f3efe2; outline: 2px solid #222; }
            .d { font-weight: bold; display: block; }
            .grade, .par, .result { display: block; font-size: 0.85em; }
            .result.done { font-weight: bold; }
            .result.par-reached::before { content: "★ "; }
            footer { margin-top: 1.5em; color: #666; font-size: 0.85em; }
            """;

    // Reads what each day's page saved (play.js's save()): its drawings, whether it is finished, its total.
    private static final String SCRIPT = """
            (function () {
              "use strict";
              Array.prototype.forEach.call(document.querySelectorAll(".result[data-puzzle]"), function (node) {
                var saved = null;
                try { saved = JSON.parse(window.localStorage.getItem("cartolab:" + node.getAttribute("data-puzzle"))); }
                catch (ignored) { saved = null; }
                if (!saved || !saved.decisions || saved.decisions.length === 0) { return; }
                var par = Number(node.getAttribute("data-par"));
                if (saved.finished) {
                  node.textContent = "you: " + saved.total + "/" + par;
                  node.className = "result done" + (saved.total >= par ? " par-reached" : "");
                } else {
                  node.textContent = "in progress";
                  node.className = "result playing";
                }
              });
            })();
            """;
}
