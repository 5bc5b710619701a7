package org.cartolab.publish;

import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;

import org.cartolab.daily.DailyPuzzle;
import org.cartolab.daily.Evaluation;
import org.cartolab.daily.Measures;
import org.cartolab.daily.PuzzleText;

/**
 * The files of a daily puzzle, by name: {@code puzzle.carto} and the six published files. The command line and the
 * workbench both write exactly these, so a puzzle exported from either is the same bytes.
 */
public final class DailyFiles {

    private DailyFiles() {
    }

    public static Map<String, byte[]> of(DailyPuzzle puzzle, LocalDate date) {
        Measures measures = puzzle.measures();
        String carto = PuzzleText.write(puzzle.evaluation().puzzle(), List.of(
                "Cartolab daily puzzle " + puzzle.id() + " (" + puzzle.grade().label() + ").",
                "Par " + measures.par() + " (proven optimal); greedy play scores " + measures.greedy() + "."));
        return of(puzzle.id().toString(), puzzle.evaluation(), date, carto);
    }

    /**
     * The same files for any proven puzzle ({@code carto publish}): {@code id} names it in every file; {@code
     * carto} is the puzzle's text, written as {@code puzzle.carto}.
     */
    public static Map<String, byte[]> of(String id, Evaluation evaluation, LocalDate date, String carto) {
        Map<String, byte[]> files = new TreeMap<>();
        files.put("puzzle.carto", carto.getBytes(StandardCharsets.UTF_8));
        files.putAll(PuzzleFiles.render(DailySheets.puzzle(id, evaluation, date), DailySheets.solution(id, evaluation),
                evaluation.setup().game()));
        return files;
    }
}
