package org.cartolab.solve.bound;

import java.util.List;
import java.util.OptionalInt;

import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.Step;

/**
 * The best score of a position whose remaining plays are few, found by playing them all: exact, so every card's
 * credit is charged to the one placement that earns it. The term bounds credit each scoring card the best place of
 * every remaining step separately (with one step left on a nearly full winter map The Cauldrons and Shieldgate
 * each take the last piece's best place, 33 where the better of its two moves scores 28); a report near the end of
 * a season need not. Tried only where the steps' legal moves on the map now multiply to at most the report's
 * {@link ReportEffort#plays}, and given up once it has drawn four times as many positions (a step's moves can
 * outnumber today's later on, when no shape fits and single cells fall back): the gate only decides whether to
 * try, never what is found.
 */
final class FewPlaysLeft {

    private final PuzzleSetup setup;
    private final Work work;
    private final long nodes;
    private long drawn;
    private boolean gaveUp;

    private FewPlaysLeft(PuzzleSetup setup, Work work, long nodes) {
        this.setup = setup;
        this.work = work;
        this.nodes = nodes;
    }

    /**
     * The best score of any play of the steps from {@code next} on from {@code map}, as the search scores it
     * ({@link PuzzleSetup#apply}, a step with no legal move passed), or empty when the plays left are more than
     * {@code most}.
     */
    static OptionalInt best(PuzzleSetup setup, MapState map, int next, long most, Work work) {
        if (most == 0) {
            return OptionalInt.empty();
        }
        List<Step> steps = setup.steps();
        long plays = 1;
        for (int j = next; j < steps.size() && plays <= most; j++) {
            plays *= Math.max(1, setup.legal(map, steps.get(j)).size());
        }
        work.charge(steps.size() - next);
        if (plays > most) {
            return OptionalInt.empty();
        }
        FewPlaysLeft search = new FewPlaysLeft(setup, work, 4 * most);
        int best = search.best(map, next);
        return search.gaveUp ? OptionalInt.empty() : OptionalInt.of(best);
    }

    /** The best from {@code map} before step {@code next}; meaningless once it {@link #gaveUp}. */
    private int best(MapState map, int next) {
        List<Step> steps = setup.steps();
        if (next == steps.size()) {
            return setup.score(map);
        }
        Step step = steps.get(next);
        List<Move> legal = setup.legal(map, step);
        work.charge(legal.size() + 1);
        if (legal.isEmpty()) {
            return best(map, next + 1);
        }
        int best = Integer.MIN_VALUE;
        for (Move move : legal) {
            if (++drawn > nodes) {
                gaveUp = true;
            }
            if (gaveUp) {
                return best;
            }
            MapState child = map.copy();
            setup.apply(child, step, move);
            best = Math.max(best, best(child, next + 1));
        }
        return best;
    }
}
