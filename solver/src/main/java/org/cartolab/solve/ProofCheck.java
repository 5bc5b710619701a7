package org.cartolab.solve;

import java.util.OptionalInt;

/**
 * A search that finished claims a proof, so it must at least have found a play, and from the start one no worse
 * than the greedy play (which it could always have made). If not, a bound cut off better plays: that is a bug, and
 * it fails loudly instead of claiming a wrong optimum.
 */
final class ProofCheck {

    private ProofCheck() {
    }

    /**
     * @param best   the best score the finished search found, empty if it found no play
     * @param greedy the greedy play's score when the search started from the puzzle's start, else empty
     */
    static void finished(PuzzleSetup setup, OptionalInt best, OptionalInt greedy) {
        if (best.isEmpty()) {
            throw new VerificationException("puzzle '" + setup.puzzle().id() + "': the search finished without "
                    + "any play, so its bound cut off every play. This is a bug; no optimum is claimed.");
        }
        if (greedy.isPresent() && best.getAsInt() < greedy.getAsInt()) {
            throw new VerificationException("puzzle '" + setup.puzzle().id() + "': the search finished at "
                    + best.getAsInt() + " although the greedy play scores " + greedy.getAsInt() + ", so its bound "
                    + "cut off better plays. This is a bug; no optimum is claimed.");
        }
    }
}
