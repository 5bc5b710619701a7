package org.cartolab.workbench.daily;

import java.io.IOException;
import java.nio.file.Path;
import java.time.LocalDate;
import java.util.Map;
import java.util.concurrent.CancellationException;
import java.util.function.BooleanSupplier;

import org.cartolab.daily.DailyGenerator;
import org.cartolab.daily.DailyPuzzle;
import org.cartolab.daily.Grade;
import org.cartolab.daily.Measures;
import org.cartolab.daily.PuzzleId;
import org.cartolab.publish.AtomicFiles;
import org.cartolab.model.Game;
import org.cartolab.publish.DailyFiles;
import org.cartolab.solve.PuzzleException;

/**
 * The daily puzzle of a date, generated as {@code carto daily} does (same generator, same node budget, same
 * files), for the workbench to preview and export.
 */
public final class DailyRun {

    private final LocalDate date;
    private final DailyPuzzle puzzle;
    private final Map<String, byte[]> files;

    private DailyRun(LocalDate date, DailyPuzzle puzzle) {
        this.date = date;
        this.puzzle = puzzle;
        this.files = DailyFiles.of(puzzle, date);
    }

    /**
     * Generates the puzzle of {@code date}; {@code cancelled} is polled after every candidate.
     *
     * @throws CancellationException when cancelled
     */
    public static DailyRun generate(Game game, LocalDate date, BooleanSupplier cancelled) throws PuzzleException {
        DailyGenerator generator = new DailyGenerator(game, DailyGenerator.NODE_BUDGET);
        DailyPuzzle puzzle = generator.generate(PuzzleId.ofDate(game.id(), date),
                Grade.target(date.getDayOfWeek()), evaluation -> {
                    if (cancelled.getAsBoolean()) {
                        throw new CancellationException("cancelled");
                    }
                });
        return new DailyRun(date, puzzle);
    }

    public LocalDate date() {
        return date;
    }

    /** One line for the panel: the id, the grade, the par and greedy play's score. */
    public String summary() {
        Measures measures = puzzle.measures();
        return puzzle.id() + " · " + puzzle.grade().label() + " · par " + measures.par() + " (proven) · greedy "
                + measures.greedy();
    }

    /** A file by name (puzzle.png, solution.png, puzzle.pdf, index.html, puzzle.json, solution.json, puzzle.carto). */
    public byte[] file(String name) {
        byte[] bytes = files.get(name);
        if (bytes == null) {
            throw new IllegalArgumentException("No daily file '" + name + "'; the files are " + files.keySet());
        }
        return bytes.clone();
    }

    /** Writes every file into {@code out/DATE/}, as {@code carto daily --out out} does; returns that folder. */
    public Path exportTo(Path out) throws IOException {
        Path folder = out.resolve(puzzle.id().key());
        AtomicFiles.writeAll(folder, files);
        return folder;
    }
}
