package org.cartolab.cli;

import java.io.PrintWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.regex.Pattern;

import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.dsl.compile.Workspace;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.LandscapePuzzle;
import org.cartolab.model.Puzzle;
import org.cartolab.text.Suggestions;

/**
 * Finds a landscape puzzle (Confusing Lands) in a .carto file for {@code carto solve} and {@code carto check}.
 * A file that does not mention {@code landscape-puzzle} is left to the map puzzles' reader unread, so a map
 * puzzle is still loaded once.
 */
final class LandscapePuzzleFiles {

    private static final Pattern KEYWORD = Pattern.compile("(?m)^\\s*landscape-puzzle\\b");

    private LandscapePuzzleFiles() {
    }

    /**
     * The landscape puzzle the file defines (the one named {@code id} when it defines several puzzles), or empty
     * when the file is a map puzzle's.
     *
     * @param id the puzzle to take when the file defines several, or null
     */
    static Optional<LandscapePuzzle> find(String path, String id, PrintWriter err) {
        if (path.endsWith(".json") || !KEYWORD.matcher(InputFiles.read(path)).find()) {
            return Optional.empty();
        }
        LoadResult result = CardLibrary.loader().load(List.of(new SourceFile(path, InputFiles.read(path))));
        result.problems().forEach(problem -> err.println(problem.format()));
        Workspace workspace = result.workspace().orElseThrow(() -> new UserError(ExitCode.PROBLEMS,
                "'" + path + "' has errors; fix them first (carto validate " + path + ")."));
        List<String> ids = new ArrayList<>(workspace.landscapePuzzles().stream().map(LandscapePuzzle::id).toList());
        workspace.puzzles().stream().map(Puzzle::id).forEach(ids::add);
        if (id != null) {
            Optional<LandscapePuzzle> named = workspace.landscapePuzzle(id);
            if (named.isEmpty() && workspace.puzzle(id).isEmpty()) {
                throw UserError.usage("'" + path + "' has no puzzle '" + id + "'." + Suggestions.maybe(id, ids)
                        + " Its puzzles: " + String.join(", ", ids) + ".");
            }
            return named;
        }
        if (ids.size() > 1) {
            throw UserError.usage("'" + path + "' defines " + ids.size() + " puzzles (" + String.join(", ", ids)
                    + "); choose one with --puzzle ID.");
        }
        return workspace.landscapePuzzles().stream().findFirst();
    }
}
