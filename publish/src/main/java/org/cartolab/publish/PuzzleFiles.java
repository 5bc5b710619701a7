package org.cartolab.publish;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

import org.cartolab.model.Game;

/** Writes a day's puzzle files into a folder: the same puzzle always gives the same bytes. */
public final class PuzzleFiles {

    /** The file names, in the order they are written. */
    public static final List<String> NAMES = List.of("puzzle.json", "solution.json", "puzzle.png", "solution.png",
            "puzzle.pdf", "index.html");

    private PuzzleFiles() {
    }

    /** Every file's bytes by name, in {@link #NAMES} order. */
    public static Map<String, byte[]> render(PuzzleSheet puzzle, SolutionSheet solution, Game game) {
        Map<String, byte[]> files = new LinkedHashMap<>();
        files.put("puzzle.json", PuzzleJson.write(puzzle).getBytes(StandardCharsets.UTF_8));
        files.put("solution.json", PuzzleJson.writeSolution(puzzle, solution).getBytes(StandardCharsets.UTF_8));
        files.put("puzzle.png", PuzzleImages.puzzlePng(puzzle));
        files.put("solution.png", PuzzleImages.solutionPng(puzzle, solution));
        files.put("puzzle.pdf", PuzzlePdf.write(puzzle));
        files.put("index.html", PuzzlePage.write(puzzle, solution, PlayModel.json(puzzle, game)).getBytes(StandardCharsets.UTF_8));
        return files;
    }

    /** Writes the files into {@code folder} (created if needed) and returns their paths. */
    public static List<Path> write(Path folder, PuzzleSheet puzzle, SolutionSheet solution, Game game)
            throws IOException {
        Map<String, byte[]> files = render(puzzle, solution, game);
        AtomicFiles.writeAll(folder, files);
        return files.keySet().stream().map(folder::resolve).toList();
    }
}
