package org.cartolab.solve.bound;

/**
 * What a {@link Position}'s term bounds know of the puzzle, fixed for it: each step's facts ({@link StepFacts}),
 * what each step can draw in a line ({@link LineReach}) and as drawings from the start ({@link StepDrawings}, per
 * step). Built once per bound and handed to every position, so that a position is complete when constructed.
 * <p>
 * Unit tests of single terms give only what they need: {@code lineReach}, {@code drawings} and the steps' terrains
 * may be null there (a position then does without them: {@link Position#budgetWith}, {@link SurroundTargets}).
 */
record PuzzleFacts(StepFacts steps, LineReach lineReach, StepDrawings[] drawings) {

    /** Facts of steps that draw {@code cells} at most each and may draw several pieces where {@code split}. */
    static PuzzleFacts ofSteps(int[] cells, boolean[] split) {
        int[] leastCells = new int[cells.length];
        java.util.Arrays.fill(leastCells, 1);
        return new PuzzleFacts(new StepFacts(null, cells, new boolean[cells.length], new int[cells.length], split,
                leastCells), null, null);
    }
}
