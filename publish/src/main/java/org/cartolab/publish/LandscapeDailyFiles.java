package org.cartolab.publish;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.TreeMap;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.SerializationFeature;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import org.cartolab.daily.LayoutDaily;
import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.LandscapeText;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapePuzzle;

/**
 * The files of a landscape daily (Confusing Lands), by name: {@code puzzle.carto} (the puzzle in the language, which
 * {@code carto solve} and {@code carto check} read), {@code solution.landscape} (the optimal layout, which {@code
 * carto score} reads), {@code puzzle.json}, {@code puzzle.png} (the hand, both faces of each card),
 * {@code solution.png} (the optimal layout and its score), {@code puzzle.pdf} (both) and {@code index.html}. The same
 * puzzle gives the same bytes.
 */
public final class LandscapeDailyFiles {

    private static final ObjectMapper JSON = new ObjectMapper().enable(SerializationFeature.INDENT_OUTPUT);

    private LandscapeDailyFiles() {
    }

    public static Map<String, byte[]> of(LayoutDaily.Puzzle daily, LocalDate date) {
        LandscapePuzzle puzzle = daily.puzzle();
        Landscape best = Landscape.empty(puzzle.game());
        for (PlacedCard placed : daily.result().best().layout()) {
            best = best.place(placed);
        }
        String id = daily.id().toString();
        String facts = puzzle.game().name() + " · " + date + " · " + daily.grade().label() + " · par " + daily.par();
        HandPicture hand = new HandPicture(new LandscapeHand("Lay these cards in this order · shared: "
                + puzzle.sharedCondition().name(), puzzle.game(), puzzle.cards(),
                Optional.of(puzzle.sharedCondition())));
        LandscapePicture solution = new LandscapePicture(new LandscapeSheet("The optimal layout · " + daily.par()
                + " points", puzzle.game(), best, Optional.of(puzzle.sharedCondition()), Optional.empty()));
        Map<String, byte[]> files = new TreeMap<>();
        files.put("puzzle.carto", utf8(carto(daily)));
        files.put("solution.landscape", utf8("// " + id + ": the optimal layout, " + daily.par() + " points "
                + "(proven). carto score --game " + puzzle.game().id() + " --landscape solution.landscape\n"
                + LandscapeText.write(best, Optional.of(puzzle.shared()))));
        files.put("puzzle.json", utf8(json(daily, date)));
        files.put("puzzle.png", LandscapeImages.png(hand.width(), hand::draw));
        files.put("solution.png", LandscapeImages.png(solution.width(), solution::draw));
        files.put("puzzle.pdf", LandscapePdf.write(id, facts, date, hand, solution));
        files.put("index.html", utf8(page(daily, date, facts, hand, solution)));
        return files;
    }

    /** The puzzle in the language, with its par and grade in comments. */
    static String carto(LayoutDaily.Puzzle daily) {
        LandscapePuzzle puzzle = daily.puzzle();
        return "// Cartolab daily puzzle " + daily.id() + " (" + daily.grade().label() + ").\n"
                + "// Par " + daily.par() + " (proven optimal); greedy play scores " + daily.greedy() + ".\n"
                + "// Lay the cards in this order, each with either face up and turned as you like; every card after\n"
                + "// the first covers a cell of the landscape and no cell of a condition. Check a layout with\n"
                + "// carto check puzzle.carto --landscape MY.landscape\n"
                + "uses " + puzzle.game().id() + "\n\n"
                + "landscape-puzzle " + puzzle.id() + " \"" + puzzle.title() + "\" {\n"
                + "    game " + puzzle.game().id() + "\n"
                + "    shared " + puzzle.shared().id() + "\n"
                + "    cards " + String.join(", ", puzzle.cards().stream().map(LandscapeCard::id).toList()) + "\n"
                + "}\n";
    }

    private static String json(LayoutDaily.Puzzle daily, LocalDate date) {
        LandscapePuzzle puzzle = daily.puzzle();
        ObjectNode root = JSON.createObjectNode();
        root.put("schema", "cartolab-landscape-puzzle/1");
        root.put("id", daily.id().toString());
        root.put("date", date.toString());
        ObjectNode game = root.putObject("game");
        game.put("id", puzzle.game().id());
        game.put("name", puzzle.game().name());
        ObjectNode shared = root.putObject("shared");
        shared.put("card", puzzle.shared().id());
        shared.put("condition", puzzle.sharedCondition().id());
        shared.put("name", puzzle.sharedCondition().name());
        shared.put("text", puzzle.sharedCondition().text());
        ArrayNode cards = root.putArray("cards");
        puzzle.cards().forEach(card -> cards.add(card.id()));
        root.put("par", daily.par());
        root.put("proven", daily.result().proven());
        root.put("greedy", daily.greedy());
        root.put("grade", daily.grade().label());
        root.put("wantedGrade", daily.wanted().label());
        root.put("nodes", daily.result().nodes());
        ArrayNode layout = root.putArray("solution");
        for (PlacedCard placed : daily.result().best().layout()) {
            ObjectNode card = layout.addObject();
            card.put("card", placed.card().id());
            card.put("face", placed.face().id());
            card.put("degrees", placed.quarterTurns() * 90);
            card.put("row", placed.row());
            card.put("col", placed.col());
        }
        try {
            return JSON.writeValueAsString(root) + "\n";
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A puzzle always serialises", e);
        }
    }

    private static String page(LayoutDaily.Puzzle daily, LocalDate date, String facts, HandPicture hand,
                               LandscapePicture solution) {
        LandscapePuzzle puzzle = daily.puzzle();
        String handSvg = LandscapeImages.svg(hand.width(), "The hand", hand::draw);
        String solutionSvg = LandscapeImages.svg(solution.width(), "The optimal layout", solution::draw);
        return "<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
                + "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
                + "<title>" + Html.escape("Cartolab daily · " + facts) + "</title>\n"
                + "<style>body{font-family:'DejaVu Sans',sans-serif;max-width:60rem;margin:1rem auto;padding:0 1rem;"
                + "color:#2b2b2b}svg{max-width:100%;height:auto}summary{cursor:pointer;font-weight:bold}</style>\n"
                + "</head>\n<body>\n"
                + "<h1>" + Html.escape("Cartolab daily puzzle · " + puzzle.game().name() + " · " + date) + "</h1>\n"
                + "<p>" + Html.escape(daily.grade().label() + " · par " + daily.par() + " (proven optimal) · greedy "
                + "play scores " + daily.greedy()) + "</p>\n"
                + "<p>" + Html.escape("Lay the " + puzzle.cards().size() + " cards below in this order into an empty "
                + "landscape, each with either face up and turned as you like. Every card after the first must "
                + "cover at least one cell of the landscape and no cell of a scoring condition. You score every "
                + "condition in your landscape and the shared one, " + puzzle.sharedCondition().name() + " ("
                + puzzle.sharedCondition().text() + "), and lose " + puzzle.game().conditionCost() + " per condition "
                + "of your own. Reach the par.") + "</p>\n"
                + handSvg + "\n"
                + "<p>" + Html.escape("Check your layout: write it as a landscape file (one line per card: CARD FACE "
                + "DEGREES ROW,COL) and run carto check puzzle.carto --landscape MY.landscape.") + "</p>\n"
                + "<details><summary>The optimal layout (spoiler)</summary>\n" + solutionSvg + "\n</details>\n"
                + "</body>\n</html>\n";
    }

    private static byte[] utf8(String text) {
        return text.getBytes(StandardCharsets.UTF_8);
    }
}
