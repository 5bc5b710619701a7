package org.cartolab.solve;

import java.util.List;
import java.util.Optional;
import java.util.OptionalInt;

import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;

/**
 * An upper bound of a puzzle's final score from a position: no way of playing the steps from {@code next} on can
 * score more. Search prunes a position whose bound is no better than the best play found so far, so a bound must
 * never be too low; the tighter it is, the less the search visits.
 */
@FunctionalInterface
public interface ScoreBound {

    /** No pruning: the bound of a plain exhaustive search. */
    ScoreBound NONE = (map, next) -> Integer.MAX_VALUE;

    int upper(MapState map, int next);

    /**
     * The same for a search that prunes the position when the bound is no more than {@code least}: a bound that
     * holds, but which may skip its dearer parts once a cheaper one is already down to {@code least}. By default
     * {@link #upper}.
     */
    default int upper(MapState map, int next, int least) {
        return upper(map, next);
    }

    /**
     * The bound a search reports when it stops unproven: computed once, so it may take longer than {@link #upper}
     * (which a search calls at every node) to be tighter. By default the same.
     */
    default int reported(MapState map, int next) {
        return upper(map, next);
    }

    /**
     * The report of the position {@code map} before step {@code next}, worked out within budgets of this bound's
     * {@link #work}: so a search can charge a report no more than the work it has done itself, and go on with it
     * later. The map must not change while the report is in use. By default the report whole, whatever it costs.
     */
    default Report report(MapState map, int next) {
        return limit -> OptionalInt.of(reported(map, next));
    }

    /** A position's {@link #reported} bound, worked out in parts. */
    @FunctionalInterface
    interface Report {
        /**
         * The bound, or empty once the bound's {@link #work} passes {@code limit} first; a later call goes on from
         * the parts worked out before (so it costs at most what is left, and a part cut short again).
         */
        OptionalInt within(long limit);

        /**
         * The best play of the steps from the report's position to the puzzle's end that working the report out
         * came across (a case split lists a case's plays by the rules), as one move per step from the position
         * on, null where the step passes: a play a search may take as its best once it has checked it by the
         * rules. Empty if none (by default).
         */
        default Optional<List<Move>> play() {
            return Optional.empty();
        }
    }

    /**
     * The work this bound has done so far, searching and reporting, in units of its own that are counted, not timed
     * (the same on every machine): 0 for a bound that does not count it.
     */
    default long work() {
        return 0;
    }

    /** A bound of the score right after one move of the last step: lets a search skip most last moves unscored. */
    @FunctionalInterface
    interface MoveBound {
        int upperAfter(Move move);

        /**
         * A bound of the score after any move of the step, or after none if nothing can be drawn: looser than the
         * highest {@link #upperAfter}, but found without enumerating the moves, so that a search can prune the
         * position before it lists them. By default none.
         */
        default int upperOfAll() {
            return Integer.MAX_VALUE;
        }

        /**
         * A bound of the score after any move of the step, or after none, for a search that needs it no higher
         * than {@code least}: between {@link #upperOfAll} and the highest {@link #upperAfter}, dearer than the
         * first (it looks at each drawing that still fits) but still without listing the moves, so a search asks
         * it only of the positions {@link #upperOfAll} let through. Either the bound, or some value above
         * {@code least} as soon as the bound is known to be (the search keeps such a position anyway). By default
         * {@link #upperOfAll}.
         */
        default int upperOfDrawable(int least) {
            return upperOfAll();
        }
    }

    /** The bound of the moves of {@code step} on {@code map}; by default none (every move must be scored). */
    default MoveBound lastMove(MapState map, int step) {
        return move -> Integer.MAX_VALUE;
    }

    /**
     * A bound of the final score of every play that makes a given move of {@code step} (any step) on {@code map}:
     * lets a search skip moves before drawing them. By default none.
     */
    default MoveBound anyMove(MapState map, int step) {
        return move -> Integer.MAX_VALUE;
    }
}
