package org.cartolab.review;

/**
 * The best season score reachable from a position with the season's remaining cards: the best play found, the
 * proven upper bound, and whether the two meet (the best is then the optimum).
 */
public record Outlook(int best, int bound, boolean proven) {

    public Outlook {
        if (bound < best) {
            throw new IllegalArgumentException("bound " + bound + " below the best " + best);
        }
    }

    /** The bound of a position whose scoring cards have no bound yet: anything may be reachable. */
    public static final int UNBOUNDED = Integer.MAX_VALUE;

    /** Whether the bound says anything (some scoring forms have no bound yet: issue 13). */
    public boolean bounded() {
        return bound != UNBOUNDED;
    }

    /** A position whose score is settled: nothing the player chooses is left. */
    public static Outlook exactly(int score) {
        return new Outlook(score, score, true);
    }
}
