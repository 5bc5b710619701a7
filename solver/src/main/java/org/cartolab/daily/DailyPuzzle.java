package org.cartolab.daily;

/**
 * A generated daily puzzle: its id, the grade its date asked for, the chosen candidate with its proven optimum and
 * measures, and how many candidates were tried.
 */
public record DailyPuzzle(PuzzleId id, Grade target, Evaluation evaluation, int candidates) {

    public Grade grade() {
        return evaluation.grade();
    }

    public Measures measures() {
        return evaluation.measures().orElseThrow();
    }
}
