package org.cartolab.cli;

import java.io.PrintWriter;
import java.util.List;
import java.util.concurrent.Callable;

import org.cartolab.board.BoardFormatException;
import org.cartolab.board.BoardProblem;
import org.cartolab.hex.OpeningSearch;
import org.cartolab.hex.PlacementText;
import org.cartolab.hex.Placements;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexGame;
import org.cartolab.model.hex.Objective;
import org.cartolab.solve.hex.ChocoOpeningSolver;
import org.cartolab.solve.hex.OpeningPuzzle;
import org.cartolab.solve.hex.OpeningSolution;
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

/**
 * {@code carto opening}: the best villages to open with on a hex map, or where a new tribe's first village goes,
 * proven optimal by Choco (or by trying every legal set with {@code --brute-force}).
 */
@Command(footer = {"", "Examples:",
                "  carto opening --game rise-of-the-inkas",
                "  carto opening --game rise-of-the-inkas --villages 3 --json",
                "  carto opening --game rise-of-the-inkas --found-tribe --placements samples/placements/inkas-opening.txt"},
        name = "opening", sortOptions = false, description = {
        "Hex games: the best opening for an objective among every legal set of villages (distance rule, a path "
                + "leads there), proven optimal by Choco. Prints the best total and every opening that reaches it, "
                + "as placements lines.",
        "--found-tribe: where a new tribe's first village goes beside the buildings of a placements file (no road "
                + "needed; the distance rule to every building); the objective scores the whole position.",
        "Exit code 0 on success, 1 for a bad placements file, 2 for a usage error."})
final class OpeningCommand implements Callable<Integer> {

    @Spec
    private CommandSpec spec;

    @Mixin
    private GameOption game;

    @Option(names = "--objective", paramLabel = "ID", description = "The objective to maximise; default: the "
            + "game's last objective.")
    private String objective;

    @Option(names = "--villages", paramLabel = "N",
            description = "How many villages to place (1 to 3); default: 2 (1 with --found-tribe, the only choice).")
    private Integer villages;

    @Option(names = "--found-tribe", description = "The best place for a new tribe's first village beside the "
            + "buildings of --placements (RULES.md §4.10).")
    private boolean foundTribe;

    @Option(names = "--placements", paramLabel = "FILE",
            description = "With --found-tribe: the position, a placements file (the earlier tribes' buildings).")
    private String placements;

    @Option(names = "--brute-force", description = "Try every legal set instead of solving with Choco (the "
            + "oracle Choco is tested against; slower).")
    private boolean bruteForce;

    @Option(names = "--map", paramLabel = "ID", description = "The hex map; default: the game's first.")
    private String map;

    @Option(names = "--json", description = "Print one JSON object.")
    private boolean json;

    @Override
    public Integer call() {
        int count = villages();
        if (placements != null && !foundTribe) {
            throw UserError.usage("--placements goes with --found-tribe: an opening starts on an empty map.");
        }
        if (foundTribe && placements == null) {
            throw UserError.usage("--found-tribe needs --placements FILE: the buildings the new tribe founds beside.");
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
        Placements standing = Placements.NONE;
        if (foundTribe) {
            try {
                standing = PlacementText.read(placements, InputFiles.read(placements), board);
            } catch (BoardFormatException e) {
                e.problems().stream().map(BoardProblem::format).forEach(spec.commandLine().getErr()::println);
                spec.commandLine().getErr().flush();
                return ExitCode.PROBLEMS;
            }
        }
        Outcome outcome = bruteForce ? bruteForce(board, hex, chosen, count, standing)
                : choco(new OpeningPuzzle(board, hex.products(), chosen, count, standing));
        PrintWriter out = spec.commandLine().getOut();
        if (json) {
            out.println(json(board, chosen, outcome));
        } else {
            out.println(chosen.name() + " (" + chosen.id() + ") on " + board.id()
                    + (foundTribe ? " beside " + placements : "") + ": " + summary(outcome, count));
            for (List<Integer> opening : outcome.openings()) {
                out.println();
                opening.forEach(i -> out.println("village " + board.intersections().get(i).id()));
            }
        }
        out.flush();
        return ExitCode.OK;
    }

    /** The optimum and how it was proven; {@code nodes} is -1 for the brute force. */
    private record Outcome(int best, List<List<Integer>> openings, long legal, String solver, long nodes) {
    }

    private int villages() {
        if (villages == null) {
            return foundTribe ? 1 : 2;
        }
        if (foundTribe && villages != 1) {
            throw UserError.usage("--found-tribe places 1 village (a new tribe starts with one), not " + villages
                    + ".");
        }
        if (villages < 1 || villages > 3) {
            throw UserError.usage("--villages must be 1, 2 or 3, not " + villages + ".");
        }
        return villages;
    }

    private static Outcome bruteForce(HexBoard board, HexGame hex, Objective objective, int villages,
                                      Placements standing) {
        OpeningSearch.Result result = OpeningSearch.best(board, hex.products(), objective, villages, standing);
        return new Outcome(result.best(), result.openings(), result.searched(), "brute-force", -1);
    }

    private static Outcome choco(OpeningPuzzle puzzle) {
        OpeningSolution solution = ChocoOpeningSolver.solve(puzzle);
        // How many legal openings the optimum is taken over: counted, not scored (cheap), so the output matches
        // the brute force's.
        long legal = OpeningSearch.count(puzzle.board(), puzzle.villages(), puzzle.standing());
        return new Outcome(solution.best(), solution.openings(), legal, "choco", solution.nodes());
    }

    private String summary(Outcome outcome, int count) {
        if (outcome.openings().isEmpty()) {
            return "no legal " + (foundTribe ? "site for a new tribe's first village" : "opening of " + count
                    + " village" + (count == 1 ? "" : "s")) + ".";
        }
        String what = foundTribe ? " sites for a new tribe's first village" : " openings of " + count + " village"
                + (count == 1 ? "" : "s");
        return "best " + outcome.best() + " of " + outcome.legal() + what + "; " + outcome.openings().size()
                + " reach it:";
    }

    private static String json(HexBoard board, Objective objective, Outcome result) {
        ObjectMapper mapper = new ObjectMapper();
        ObjectNode root = mapper.createObjectNode();
        root.put("map", board.id());
        root.put("objective", objective.id());
        root.put("best", result.best());
        root.put("searched", result.legal());
        root.put("solver", result.solver());
        if (result.nodes() >= 0) {
            root.put("nodes", result.nodes());
        }
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
