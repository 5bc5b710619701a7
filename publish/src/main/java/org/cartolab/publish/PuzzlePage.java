package org.cartolab.publish;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Collectors;

import org.cartolab.model.AmbushCard;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.ShapeOption;
import org.cartolab.web.Json;

/**
 * index.html: one self-contained page that is the game (no external requests, no server): the map to draw on, the
 * cards, the live score and, at the end, the par, a share text, the play as a moves file and the optimal play step
 * by step. The rules and the score are Cartolab's own engine compiled to JavaScript (the web module), run by
 * play.js. Below the game: the puzzle as inline SVG and as text, the grade and its numbers, and the solution
 * inside a closed {@code <details>}.
 */
public final class PuzzlePage {

    private static final String STYLE = """
            body { margin: 0; background: #eceae4; color: #222; font-family: "DejaVu Sans", Verdana, sans-serif; }
            main { max-width: 920px; margin: 0 auto; padding: 16px; background: #fff; }
            h1 { font-size: 1.5em; margin: 0.2em 0; }
            h2 { font-size: 1.15em; margin: 1.2em 0 0.4em; }
            .par { font-size: 1.25em; }
            .par strong { background: #222; color: #fff; padding: 0 0.35em; }
            table { border-collapse: collapse; }
            td, th { padding: 2px 10px 2px 0; text-align: left; vertical-align: top; }
            td.n { text-align: right; }
            figure { margin: 0; }
            svg { max-width: 100%; height: auto; display: block; }
            svg text { font-family: "DejaVu Sans", Verdana, sans-serif; }
            details { margin-top: 1.5em; border: 1px solid #999; padding: 0.5em 0.8em; }
            summary { cursor: pointer; font-weight: bold; font-size: 1.1em; }
            footer { margin-top: 1.5em; color: #666; font-size: 0.85em; }
            """;

    private PuzzlePage() {
    }

    public static String write(PuzzleSheet puzzle, SolutionSheet solution, String model) {
        StringBuilder html = new StringBuilder();
        String title = puzzle.gameName() + " · " + puzzle.seasonName() + " · " + puzzle.date();
        html.append("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n")
                .append("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n")
                .append("<title>Cartolab daily puzzle · ").append(e(title)).append("</title>\n")
                .append("<style>\n").append(STYLE).append(PLAY_STYLE).append("</style>\n</head>\n<body>\n<main>\n")
                .append("<h1>").append(e(title)).append("</h1>\n")
                .append("<p class=\"par\">Par <strong>").append(puzzle.par()).append("</strong> · grade <strong>")
                .append(e(puzzle.grade().level())).append("</strong></p>\n")
                .append("<p>Draw every card in order on the map, each shape turned (R) or mirrored (M) as you like, ")
                .append("and score the season. Can you reach par? Your play is kept in this browser.</p>\n")
                .append("<div id=\"game\"><noscript>This page plays the puzzle with JavaScript, which is off. ")
                .append("Print <a href=\"puzzle.pdf\">puzzle.pdf</a> to play on paper.</noscript></div>\n")
                .append("<h2>About this puzzle</h2>\n")
                .append("<p>Puzzle <code>").append(e(puzzle.id())).append("</code> · map ").append(e(puzzle.mapId()))
                .append(" (").append(e(puzzle.mapName())).append(") · season time limit ").append(puzzle.timeLimit())
                .append(" (the cards add up to ").append(puzzle.totalTime()).append(")</p>\n");
        grade(html, puzzle);
        html.append("<p>Print <a href=\"puzzle.pdf\">puzzle.pdf</a> to play on paper.</p>\n");
        SvgCanvas picture = svg(new PuzzlePicture(puzzle).draw(Canvas.measuring()), "The puzzle: the map, the "
                + "scoring cards and the cards in order");
        new PuzzlePicture(puzzle).draw(picture);
        html.append("<figure>\n").append(picture.svg()).append("\n</figure>\n");
        cards(html, puzzle);
        scoring(html, puzzle);
        html.append("<details>\n<summary>Show the solution</summary>\n");
        SvgCanvas answer = svg(new SolutionPicture(puzzle, solution).draw(Canvas.measuring()), "The solution");
        new SolutionPicture(puzzle, solution).draw(answer);
        html.append(answer.svg()).append('\n');
        moves(html, puzzle, solution);
        html.append("</details>\n<footer>Made with Cartolab. Schema of the files beside this page: ")
                .append("puzzle.json and solution.json (").append(PuzzleJson.SCHEMA).append(", ")
                .append(PuzzleJson.SOLUTION_SCHEMA).append(").</footer>\n</main>\n");
        script(html, "page-model", model);
        script(html, "page-data", pageData(puzzle, solution));
        // The engine's UMD wrapper exports onto the "self" it is given: an object of its own, not the window,
        // whose open() it would otherwise replace.
        html.append("<script>\nwindow.cartolab = {};\n").append(ENGINE_START).append(ENGINE).append(ENGINE_END)
                .append("\n</script>\n")
                .append("<script>\n").append(PLAY_SCRIPT).append("</script>\n</body>\n</html>\n");
        return html.toString();
    }

    /** The engine as this build compiled it; {@link #engineOf} finds it again in a page. */
    static final String ENGINE = resource("/org/cartolab/web/engine.js");

    private static final String ENGINE_START = "(function (self) {\n";
    private static final String ENGINE_END = "\n}).call(window.cartolab, window.cartolab);";

    /**
     * The engine script a page carries. TeaVM names the compiled classes in an order that varies from one build
     * of Cartolab to the next (the JavaScript differs only in its short names), so a page's bytes are fixed by the
     * date and the build that wrote it; tests that compare pages written by different builds set this part aside.
     */
    static String engineOf(String page) {
        int start = page.indexOf(ENGINE_START);
        int end = page.indexOf(ENGINE_END, start);
        if (start < 0 || end < 0) {
            throw new IllegalArgumentException("the page carries no engine script");
        }
        return page.substring(start + ENGINE_START.length(), end);
    }
    private static final String PLAY_SCRIPT = resource("/org/cartolab/publish/play.js");
    private static final String PLAY_STYLE = resource("/org/cartolab/publish/play.css");

    private static String resource(String name) {
        try (var in = PuzzlePage.class.getResourceAsStream(name)) {
            if (in == null) {
                throw new IllegalStateException("missing from the build: " + name);
            }
            return new String(in.readAllBytes(), java.nio.charset.StandardCharsets.UTF_8);
        } catch (java.io.IOException e) {
            throw new java.io.UncheckedIOException(e);
        }
    }

    /** Data in the page as JSON that cannot end its script element (Json.quote escapes '<', '>' and '&'). */
    private static void script(StringBuilder html, String id, String json) {
        html.append("<script type=\"application/json\" id=\"").append(id).append("\">")
                .append(json.replace("</", "<\\/")).append("</script>\n");
    }

    /** What the script shows besides the engine's answers: par, grade, the optimal play to reveal. */
    private static String pageData(PuzzleSheet puzzle, SolutionSheet solution) {
        List<Object> moves = new ArrayList<>();
        for (SolutionMove move : solution.moves()) {
            List<Object> cells = new ArrayList<>();
            move.cells().forEach(cell -> cells.add(List.of(cell.row(), cell.col())));
            moves.add(Json.object("card", move.card(), "terrain", move.terrain().id(), "shape", move.shape(),
                    "orientation", move.orientation(), "cells", cells, "scoreAfter", move.scoreAfter(), "text",
                    puzzle.cards().get(move.card()).name() + ": " + move.terrain().name().toLowerCase(Locale.ROOT)
                            + " on " + move.cells().stream().map(Cell::label).collect(Collectors.joining(" "))));
        }
        Map<String, Object> optimal = new LinkedHashMap<>();
        solution.points().forEach(points -> optimal.put(points.id(), points.points()));
        return Json.write(Json.object("puzzleId", puzzle.id(), "date", puzzle.date().toString(), "par", puzzle.par(),
                "grade", puzzle.grade().level(), "solutionSchema", PuzzleJson.SOLUTION_SCHEMA, "start",
                puzzle.start().toRows(), "solution", moves, "optimalCards", optimal));
    }

    private static SvgCanvas svg(double height, String label) {
        return new SvgCanvas(PuzzlePicture.WIDTH, height, label);
    }

    private static void grade(StringBuilder html, PuzzleSheet puzzle) {
        Grade grade = puzzle.grade();
        html.append("<table class=\"grade\">\n")
                .append(row("Par (proven optimum)", String.valueOf(puzzle.par())))
                .append(row("Greedy play scores", String.valueOf(grade.greedyScore())))
                .append(row("Optimal solutions", String.valueOf(grade.optimalSolutions())))
                .append(row("Solver nodes for the proof", String.valueOf(grade.solverNodes())))
                .append("</table>\n");
    }

    private static String row(String label, String value) {
        return "<tr><th>" + e(label) + "</th><td class=\"n\">" + e(value) + "</td></tr>\n";
    }

    private static void cards(StringBuilder html, PuzzleSheet puzzle) {
        html.append("<h2>The cards, in order</h2>\n<ol>\n");
        for (PlayableCard card : puzzle.cards()) {
            html.append("<li><strong>").append(e(card.name())).append("</strong> (time ").append(PuzzleSheet.time(card))
                    .append("): ").append(e(describe(card))).append("</li>\n");
        }
        html.append("</ol>\n");
    }

    private static String describe(PlayableCard card) {
        if (card instanceof AmbushCard ambush) {
            return "ambush: " + ambush.fill().name().toLowerCase(Locale.ROOT) + "s drawn for you, as "
                    + "printed, starting in the " + ambush.soloCorner().name().toLowerCase(Locale.ROOT)
                    .replace('_', '-') + " corner";
        }
        ExploreCard explore = (ExploreCard) card;
        return switch (explore.kind()) {
            case RUINS -> "ruins: the next shape must cover a ruins cell";
            default -> explore.terrains().stream().map(t -> t.name().toLowerCase(Locale.ROOT))
                    .collect(Collectors.joining(" or ")) + "; " + explore.shapes().size() + " shape"
                    + (explore.shapes().size() == 1 ? "" : "s") + coinNote(explore);
        };
    }

    private static String coinNote(ExploreCard card) {
        return card.shapes().stream().anyMatch(ShapeOption::coin) ? ", one with a coin" : "";
    }

    private static void scoring(StringBuilder html, PuzzleSheet puzzle) {
        html.append("<h2>Scored this season</h2>\n<dl>\n");
        for (Edict edict : puzzle.edicts()) {
            html.append("<dt>").append(e(edict.letter())).append(" · <strong>").append(e(edict.card().name()))
                    .append("</strong></dt>\n<dd>").append(e(edict.card().text())).append("</dd>\n");
        }
        for (SeasonRule rule : puzzle.seasonRules()) {
            html.append("<dt>").append(e(rule.name())).append("</dt>\n<dd>").append(e(rule.text())).append("</dd>\n");
        }
        html.append("</dl>\n");
    }

    private static void moves(StringBuilder html, PuzzleSheet puzzle, SolutionSheet solution) {
        html.append("<table class=\"moves\">\n<tr><th>Card</th><th>Drawn</th><th>Cells</th><th>Score</th></tr>\n");
        for (SolutionMove move : solution.moves()) {
            html.append("<tr><td>").append(move.card() + 1).append(". ")
                    .append(e(puzzle.cards().get(move.card()).name())).append("</td><td>")
                    .append(e(move.terrain().name().toLowerCase(Locale.ROOT))).append(move.coin() ? " (coin)" : "")
                    .append("</td><td>").append(move.cells().stream().map(Cell::label).collect(Collectors.joining(" ")))
                    .append("</td><td class=\"n\">").append(move.scoreAfter()).append("</td></tr>\n");
        }
        html.append("</table>\n<table class=\"score\">\n");
        for (Points points : solution.points()) {
            html.append(row(points.name(), String.valueOf(points.points())));
        }
        html.append(row("Total", String.valueOf(solution.total()))).append("</table>\n");
    }

    private static String e(String text) {
        return Html.escape(text);
    }
}
