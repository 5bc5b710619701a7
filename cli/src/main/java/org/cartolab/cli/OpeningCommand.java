package org.cartolab.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;

import org.cartolab.hex.OpeningSearch;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexGame;
import org.cartolab.model.hex.Objective;
import org.cartolab.text.Suggestions;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import com.fasterxml.jackson.databind.node.ArrayNode;
import com.fasterxml.jackson.databind.node.ObjectNode;

import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;
import picocli.CommandLine.Model.CommandSpec;

/** {@code carto opening}: the best villages to open with on a hex map, by exhaustive search. */
@Command(footer = {"", "Examples:",
                "  carto opening --game rise-of-the-inkas",
                "  carto opening --game rise-of-the-inkas --villages 3 --json"},
        name = "opening", sortOptions = false, description = {
        "Hex games: the best opening for an objective, by trying every legal set of villages (distance rule, a "
                + "path leads there). Prints the best total and every opening that reaches it, as placements lines.",
        "Exit code 0 on success, 2 for a usage error."})
final class OpeningCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Mixin
    private GameOption game;

    @Option(names = "--objective", paramLabel = "ID", description = "The objective to maximise; default: the "
            + "game's last objective.")
    private String objective;

    @Option(names = "--villages", paramLabel = "N", defaultValue = "2",
            description = "How many villages to place (1 to 3); default: ${DEFAULT-VALUE}.")
    private int villages;

    @Option(names = "--map", paramLabel = "ID", description = "The hex map; default: the game's first.")
    private String map;

    @Option(names = "--json", description = "Print one JSON object.")
    private boolean json;

    @Override
    public Integer call() {
        if (villages < 1 || villages > 3) {
            throw UserError.usage("--villages must be 1, 2 or 3 (the search tries every set), not " + villages + ".");
        }
        GameSource source = GameSource.resolve(game.name, spec.commandLine().getErr());
        HexGame hex = source.hexGame().orElseThrow(() -> UserError.usage("'" + game.name + "' has no hex game; "
                + "try --game rise-of-the-inkas."));
        List<String> objectiveIds = hex.objectives().stream().map(Objective::id).toList();
        if (objectiveIds.isEmpty()) {
            throw UserError.usage("the hex game '" + hex.id() + "' has no objectives to maximise.");
        }
        Objective chosen = objective == null ? hex.objectives().get(hex.objectives().size() - 1)
                : hex.objectives().stream().filter(o -> o.id().equals(objective)).findFirst().orElseThrow(() ->
                UserError.usage("--objective: " + hex.id() + " has no objective '" + objective + "'."
                        + Suggestions.maybe(objective, objectiveIds) + " Its objectives: "
                        + String.join(", ", objectiveIds) + "."));
        List<String> mapIds = hex.maps().stream().map(HexBoard::id).toList();
        HexBoard board = map == null ? hex.maps().get(0) : hex.map(map).orElseThrow(() -> UserError.usage(
                "--map: " + hex.id() + " has no map '" + map + "'." + Suggestions.maybe(map, mapIds)
                        + " Its maps: " + String.join(", ", mapIds) + "."));
        OpeningSearch.Result result = OpeningSearch.best(board, hex.products(), chosen, villages);
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(json(board, chosen, result));
        } else {
            out.println(chosen.name() + " (" + chosen.id() + ") on " + board.id() + ": best " + result.best()
                    + " of " + result.searched() + " openings of " + villages + " village" + (villages == 1 ? "" : "s")
                    + "; " + result.openings().size() + " reach it:");
            for (List<Integer> opening : result.openings()) {
                out.println();
                opening.forEach(i -> out.println("village " + board.intersections().get(i).id()));
            }
        }
        out.flush();
        return ExitCode.OK;
    }

    private static String json(HexBoard board, Objective objective, OpeningSearch.Result result) {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = mapper.createObjectNode();
        root.put("map", board.id());
        root.put("objective", objective.id());
        root.put("best", result.best());
        root.put("searched", result.searched());
        ArrayNode openings = root.putArray("openings");
        for (List<Integer> opening : result.openings()) {
            ArrayNode ids = openings.addArray();
            opening.forEach(i -> ids.add(board.intersections().get(i).id()));
        }
        try {
            return mapper.writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A tree of strings and numbers always serialises", e);
        }
    }
}
