package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Optional;

import org.cartolab.rules.Move;

/**
 * The best whole play {@link DrawnCellsPlays}' listings came across while a report was being worked out: a case
 * split lists a case's plays by the rules to bound it, and a play it plays out to the puzzle's last step is a play
 * of the puzzle from the report's position. A report whose split lists a play that meets its bound has found the
 * optimum; the search may take it as its best play (it checks each move by the rules first). Shared by a bound and
 * its terrain cases' bounds, like their {@link Work}; it keeps plays only while a report watches.
 */
final class ListedPlays {

    /** The best play found for one report: the moves from the report's position on (null: the step passes). */
    static final class Best {
        private int score = Integer.MIN_VALUE;
        private List<Move> moves;

        Optional<List<Move>> moves() {
            return Optional.ofNullable(moves);
        }
    }

    private Best watching;

    /** Keeps the plays offered from now on in {@code best}; null keeps none. */
    void watch(Best best) {
        watching = best;
    }

    boolean watching() {
        return watching != null;
    }

    /** A play of the steps from the report's position to the puzzle's last step and its final score. */
    void offer(int score, List<Move> moves) {
        if (watching != null && score > watching.score) {
            watching.score = score;
            watching.moves = Collections.unmodifiableList(new ArrayList<>(moves));
        }
    }
}
