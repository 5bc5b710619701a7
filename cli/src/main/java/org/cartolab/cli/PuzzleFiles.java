package org.cartolab.cli;

import java.io.PrintWriter;
import java.util.List;

import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.dsl.compile.Workspace;
import org.cartolab.text.Suggestions;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.Game;
import org.cartolab.model.Puzzle;
import org.cartolab.solve.PuzzleException;
import org.cartolab.solve.PuzzleSetup;

/** Reads a puzzle from a .carto file: its problems are printed, a puzzle that cannot be played says why. */
final class PuzzleFiles {

    private PuzzleFiles() {
    }

    /** @param id the puzzle to take when the file defines several, or null */
    static PuzzleSetup load(String path, String id, PrintWriter err) {
        LoadResult result = CardLibrary.loader().load(List.of(new SourceFile(path, InputFiles.read(path))));
        result.problems().forEach(problem -> err.println(problem.format()));
        Workspace workspace = result.workspace().orElseThrow(() -> new UserError(ExitCode.PROBLEMS,
                "'" + path + "' has errors; fix them first (carto validate " + path + ")."));
        List<Puzzle> puzzles = workspace.puzzles();
        List<String> ids = puzzles.stream().map(Puzzle::id).toList();
        if (puzzles.isEmpty()) {
            throw new UserError(ExitCode.PROBLEMS, path + ": defines no puzzle. Write one, e.g.\n"
                    + "  uses cartographers\n"
                    + "  puzzle first-light { game cartographers map A cards hamlet, orchard scoring "
                    + "sentinel-wood, canal-lake }");
        }
        Puzzle puzzle;
        if (id != null) {
            puzzle = workspace.puzzle(id).orElseThrow(() -> UserError.usage("'" + path + "' has no puzzle '" + id
                    + "'." + Suggestions.maybe(id, ids) + " Its puzzles: " + String.join(", ", ids) + "."));
        } else if (puzzles.size() == 1) {
            puzzle = puzzles.get(0);
        } else {
            throw UserError.usage("'" + path + "' defines " + puzzles.size() + " puzzles (" + String.join(", ", ids)
                    + "); choose one with --puzzle ID.");
        }
        Game game = workspace.game(puzzle.game()).orElseThrow();
        try {
            return PuzzleSetup.of(puzzle, game);
        } catch (PuzzleException e) {
            throw new UserError(ExitCode.PROBLEMS, path + ": " + e.getMessage());
        }
    }
}
