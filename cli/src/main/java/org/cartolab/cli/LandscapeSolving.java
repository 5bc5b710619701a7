package org.cartolab.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.cartolab.landscape.LandscapeScorer;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.LandscapeCard;
import org.cartolab.model.LandscapePuzzle;
import org.cartolab.publish.AtomicFiles;
import org.cartolab.solve.landscape.ChocoLandscapeSolver;
import org.cartolab.solve.landscape.LandscapeSolveResult;
import org.cartolab.solve.landscape.LandscapeVerifier;
import org.cartolab.solve.landscape.LayoutText;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;

/**
 * {@code carto solve} for a landscape puzzle: the proven optimum (or the best layout and its bound at the time
 * limit), the search's effort, and the layout as a landscape file, which {@code --out} writes.
 */
final class LandscapeSolving {

    private LandscapeSolving() {
    }

    static int run(LandscapePuzzle puzzle, Duration timeLimit, boolean json, String outPath, PrintWriter out) {
        LandscapeSolveResult result = new ChocoLandscapeSolver(puzzle).solve(timeLimit);
        int verified = LandscapeVerifier.verify(puzzle, result.best());
        String layout = LayoutText.write(puzzle, result.best().layout(), result.score());
        if (outPath != null) {
            try {
                AtomicFiles.writeString(Path.of(outPath), layout);
            } catch (IOException e) {
                throw UserError.usage("cannot write '" + outPath + "': " + e.getMessage() + ".");
            }
        }
        if (json) {
            out.println(json(puzzle, result, layout));
        } else {
            text(out, puzzle, result, timeLimit, layout, verified);
            if (outPath != null) {
                out.println("Written to " + outPath + " (carto score --game " + puzzle.game().id() + " --landscape "
                        + outPath + ").");
            }
        }
        out.flush();
        return ExitCode.OK;
    }

    private static void text(PrintWriter out, LandscapePuzzle puzzle, LandscapeSolveResult result, Duration limit,
                             String layout, int verified) {
        out.printf("Landscape puzzle %s (%s): shared %s, %d card%s in order: %s%n", puzzle.id(), puzzle.game().id(),
                puzzle.shared().id(), puzzle.cards().size(), puzzle.cards().size() == 1 ? "" : "s",
                String.join(", ", puzzle.cards().stream().map(LandscapeCard::id).toList()));
        if (result.proven()) {
            out.printf("Optimum: %d (proven)%n", result.score());
        } else {
            out.printf("Best found: %d, not proven: no layout scores more than %d (gap %d) - the time limit of %s "
                    + "stopped the search%n", result.score(), result.bound(), result.gap(), limit);
        }
        out.printf("Search: %,d nodes in %.1f s%n", result.nodes(), result.millis() / 1000.0);
        new LandscapeScorer(puzzle.game()).soloTitle(result.score())
                .ifPresent(title -> out.println("Solo rating: " + title));
        out.println();
        out.print(layout);
        out.println();
        out.printf("Verified: the rules engine lays these cards in order and scores the landscape %d.%n", verified);
    }

    private static String json(LandscapePuzzle puzzle, LandscapeSolveResult result, String layout) {
        Map<String, Object> root = new LinkedHashMap<>();
        root.put("puzzle", puzzle.id());
        root.put("game", puzzle.game().id());
        root.put("shared", puzzle.shared().id());
        root.put("cards", puzzle.cards().stream().map(LandscapeCard::id).toList());
        root.put("score", result.score());
        root.put("proven", result.proven());
        root.put("bound", result.bound());
        root.put("gap", result.gap());
        root.put("nodes", result.nodes());
        root.put("millis", result.millis());
        List<Map<String, Object>> placements = new ArrayList<>();
        for (PlacedCard placed : result.best().layout()) {
            Map<String, Object> placement = new LinkedHashMap<>();
            placement.put("card", placed.card().id());
            placement.put("face", placed.face().id());
            placement.put("degrees", placed.quarterTurns() * 90);
            placement.put("row", placed.row());
            placement.put("col", placed.col());
            placements.add(placement);
        }
        root.put("layout", placements);
        root.put("landscape", layout);
        try {
            return new ObjectMapper().writeValueAsString(root);
        } catch (JsonProcessingException e) {
            throw new IllegalStateException("A tree of strings and numbers always serialises", e);
        }
    }
}
