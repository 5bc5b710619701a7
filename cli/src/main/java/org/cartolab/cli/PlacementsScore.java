package org.cartolab.cli;

import java.io.PrintWriter;
import java.util.List;

import org.cartolab.board.BoardFormatException;
import org.cartolab.board.BoardProblem;
import org.cartolab.hex.HexEvaluator;
import org.cartolab.hex.PlacementText;
import org.cartolab.hex.Placements;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexGame;
import org.cartolab.model.hex.Objective;
import org.cartolab.text.Suggestions;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ObjectNode;

/**
 * {@code carto score --placements FILE}: placements on a hex game's map, scored with each of the game's
 * objectives, term by term. JSON:
 * {@code {"placements":"PATH","map":"beginner","objectives":{"best-opening":{"production":26,...,"total":33}}}}.
 */
final class PlacementsScore {

    private static final ObjectMapper MAPPER = new ObjectMapper();

    private PlacementsScore() {
    }

    static int run(GameSource source, List<String> files, String mapId, boolean json, PrintWriter out,
                   PrintWriter err) {
        HexGame game = source.hexGame().orElseThrow(() -> UserError.usage("'" + source.name() + "' has no hex game "
                + "to score placements with; try --game rise-of-the-inkas."));
        List<String> mapIds = game.maps().stream().map(HexBoard::id).toList();
        HexBoard board = mapId == null ? game.maps().get(0) : game.map(mapId).orElseThrow(() -> UserError.usage(
                "--map: " + game.id() + " has no map '" + mapId + "'." + Suggestions.maybe(mapId, mapIds)
                        + " Its maps: " + String.join(", ", mapIds) + "."));
        int status = ExitCode.OK;
        boolean first = true;
        for (String path : files) {
            Placements placements;
            try {
                placements = PlacementText.read(path, InputFiles.read(path), board);
            } catch (BoardFormatException e) {
                e.problems().stream().map(BoardProblem::format).forEach(err::println);
                status = ExitCode.PROBLEMS;
                continue;
            }
            HexEvaluator evaluator = new HexEvaluator(board, game.products(), placements);
            if (json) {
                out.println(json(path, board, game, evaluator));
            } else {
                if (!first) {
                    out.println();
                }
                print(out, path, board, game, evaluator);
            }
            first = false;
        }
        out.flush();
        return status;
    }

    private static void print(PrintWriter out, String path, HexBoard board, HexGame game, HexEvaluator evaluator) {
        out.println(path + " on " + board.id());
        int width = game.objectives().stream().flatMap(o -> o.terms().stream())
                .mapToInt(term -> term.id().length()).max().orElse(5);
        width = Math.max(width, "Total".length());
        for (Objective objective : game.objectives()) {
            List<Integer> points = evaluator.score(objective);
            out.println("  " + objective.name() + " (" + objective.id() + ")");
            for (int t = 0; t < points.size(); t++) {
                out.printf("    %-" + width + "s  %4d%n", objective.terms().get(t).id(), points.get(t));
            }
            out.printf("    %-" + width + "s  %4d%n", "Total", points.stream().mapToInt(Integer::intValue).sum());
        }
    }

    private static String json(String path, HexBoard board, HexGame game, HexEvaluator evaluator) {
        ObjectNode root = MAPPER.createObjectNode();
        root.put("placements", path);
        root.put("map", board.id());
        ObjectNode objectives = root.putObject("objectives");
        for (Objective objective : game.objectives()) {
            ObjectNode node = objectives.putObject(objective.id());
            List<Integer> points = evaluator.score(objective);
            for (int t = 0; t < points.size(); t++) {
                node.put(objective.terms().get(t).id(), points.get(t));
            }
            node.put("total", points.stream().mapToInt(Integer::intValue).sum());
        }
        try {
            return MAPPER.writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A tree of strings and numbers always serialises", e);
        }
    }
}
