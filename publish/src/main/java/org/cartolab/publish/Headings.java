package org.cartolab.publish;

import java.util.ArrayList;
import java.util.List;

/** The title lines every picture and the printed sheet start with. */
final class Headings {

    private Headings() {
    }

    /** The bold title and the lines under it, wrapped to the width; returns the y below them. */
    static double title(Canvas canvas, String title, List<String> lines, double x, double y, double width) {
        return title(canvas, title, lines, x, y, width, 22, 13);
    }

    static double title(Canvas canvas, String title, List<String> lines, double x, double y, double width,
                        double size, double small) {
        double baseline = TextBlock.draw(canvas, TextBlock.wrap(title, size, true, width), x, y + size, size, true,
                Palette.INK);
        baseline += small * 0.2;
        for (String line : lines) {
            baseline = TextBlock.draw(canvas, TextBlock.wrap(line, small, false, width), x, baseline, small, false,
                    Palette.MUTED);
        }
        return baseline;
    }

    /** The puzzle's facts a player needs before starting. */
    static List<String> facts(PuzzleSheet puzzle) {
        List<String> lines = new ArrayList<>();
        lines.add("Puzzle " + puzzle.id() + " · map " + puzzle.mapId() + " (" + puzzle.mapName() + ")");
        lines.add("Season time limit " + puzzle.timeLimit() + " (the cards add up to " + puzzle.totalTime() + ")"
                + " · par " + puzzle.par() + " · grade " + puzzle.grade().level());
        return lines;
    }

    /** The grade's measured numbers, in words. */
    static String gradeNumbers(PuzzleSheet puzzle) {
        Grade grade = puzzle.grade();
        long solutions = grade.optimalSolutions();
        return "Greedy play scores " + grade.greedyScore() + "; " + solutions + " optimal solution"
                + (solutions == 1 ? "" : "s") + "; the proof took "
                + String.format(java.util.Locale.ROOT, "%,d", grade.solverNodes()) + " solver nodes.";
    }
}
