package org.cartolab.solve;

import java.util.Optional;
import java.util.OptionalInt;
import java.util.function.IntSupplier;

/**
 * How a search ends, the same for every search: whether its play is proven and the bound it reports. A search that
 * finished has proven its best play. A stopped search has still proven the play it reports when that play meets the
 * root's reported bound ({@link ScoreBound#reported}), which holds for every play, so nothing can score more; else
 * it reports that bound (or the play's score, if higher). Either proof is checked by {@link ProofCheck} first.
 *
 * @param proven whether no play scores more than the search's play
 * @param bound  an upper bound of every play's score: the play's score when proven
 */
record SearchEnd(boolean proven, int bound) {

    /**
     * @param stopped  whether a limit stopped the search
     * @param found    the best score the search found itself, empty if it found no play
     * @param play     the play the search reports (the one it found, or one it was given or fell back on), if any
     * @param reported the reported bound of the search's root (worked out only for a stopped search, if not yet)
     * @param greedy   the greedy play's score when the search started from the puzzle's start, else empty
     */
    static SearchEnd of(PuzzleSetup setup, boolean stopped, OptionalInt found, Optional<Solution> play,
                        IntSupplier reported, OptionalInt greedy) {
        if (!stopped) {
            ProofCheck.finished(setup, found, greedy);
            return new SearchEnd(true, play.orElseThrow().score());
        }
        int score = play.map(Solution::score).orElse(Integer.MIN_VALUE);
        int bound = reported.getAsInt();
        if (play.isPresent() && score >= bound) {
            ProofCheck.finished(setup, OptionalInt.of(score), greedy);
            return new SearchEnd(true, score);
        }
        return new SearchEnd(false, Math.max(score, bound));
    }
}
