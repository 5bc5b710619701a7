package org.cartolab.solve.board;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import java.util.function.BooleanSupplier;

import org.cartolab.hex.board.BoardSetup;
import org.cartolab.model.hex.BoardConstraints;
import org.cartolab.model.hex.BoardRule;
import org.cartolab.model.hex.HexBoard;

/**
 * Generates a variable board that satisfies a set of board constraints, with Choco: a seeded random search, so a
 * seed always gives the same board. When no board exists, names the rules that conflict: a deletion filter drops
 * each rule in turn and keeps it out when the others still admit no board, which leaves a minimal conflicting set.
 */
public final class BoardGenerator {

    /** Failures a seeded search may spend before it gives up (deterministic, unlike a time limit). */
    static final long SEARCH_FAILS = 200_000;
    /** Failures each proof of the deletion filter may spend. */
    static final long PROOF_FAILS = 200_000;

    private BoardGenerator() {
    }

    /** What generation gave. */
    public sealed interface Result {
    }

    /** A board that satisfies every rule. */
    public record Found(HexBoard board) implements Result {
    }

    /**
     * No board satisfies the rules. The conflict is a set of rules that admit no board together (with the setup);
     * it is minimal (each of its rules is needed) unless a proof ran out of failures, then {@code minimal} is false.
     */
    public record Conflict(List<BoardRule> rules, boolean minimal) implements Result {
        public Conflict {
            rules = List.copyOf(rules);
        }
    }

    /** The search gave up within its failure limit; no board was found and none was proven impossible. */
    public record Undecided(long failLimit) implements Result {
    }

    /** The caller stopped the search (the workbench's Cancel) before it decided. */
    public record Stopped() implements Result {
    }

    /**
     * A board for the seed.
     *
     * @param id      the board's map id
     * @param noPaths the game's no-path rules, for the board's paths
     */
    public static Result generate(BoardSetup setup, BoardConstraints constraints, long seed, String id, String name,
                                  List<Set<String>> noPaths) {
        return generate(setup, constraints, seed, id, name, noPaths, () -> false);
    }

    /**
     * A board for the seed, or {@link Stopped} soon after {@code stop} turns true (it is asked during the searches,
     * from their thread).
     */
    public static Result generate(BoardSetup setup, BoardConstraints constraints, long seed, String id, String name,
                                  List<Set<String>> noPaths, BooleanSupplier stop) {
        Result result = search(setup, constraints, seed, id, name, noPaths, stop);
        // A stopped search or proof decides nothing: what it gave is not the answer for the seed.
        return stop.getAsBoolean() && !(result instanceof Found) ? new Stopped() : result;
    }

    private static Result search(BoardSetup setup, BoardConstraints constraints, long seed, String id, String name,
                                 List<Set<String>> noPaths, BooleanSupplier stop) {
        if (BoardModel.forProof(setup, constraints.rules()).refutedAtRoot()) {
            return conflict(setup, constraints.rules(), stop);
        }
        BoardModel model = BoardModel.forSearch(setup, constraints.rules());
        return switch (model.searchRandomly(seed, SEARCH_FAILS, stop)) {
            case FOUND -> new Found(setup.board(id, name, model.landscapes(), model.numbers(), noPaths));
            case NONE -> conflict(setup, constraints.rules(), stop);
            // Random choices rarely prove anything; a complete search over the counts first often does.
            case UNDECIDED -> prove(setup, constraints.rules(), stop) == BoardModel.Outcome.NONE
                    ? conflict(setup, constraints.rules(), stop) : new Undecided(SEARCH_FAILS);
        };
    }

    /** Whether a board exists under the rules: by propagation alone when it suffices, else by a complete search. */
    static BoardModel.Outcome prove(BoardSetup setup, List<BoardRule> rules) {
        return prove(setup, rules, () -> false);
    }

    private static BoardModel.Outcome prove(BoardSetup setup, List<BoardRule> rules, BooleanSupplier stop) {
        // The complete search propagates at the root first: a refutation there is NONE before any failure counts.
        return BoardModel.forProof(setup, rules).searchCompletely(PROOF_FAILS, stop);
    }

    /** A minimal set of rules that admit no board, by a deletion filter over rules that admit none together. */
    private static Conflict conflict(BoardSetup setup, List<BoardRule> rules, BooleanSupplier stop) {
        List<BoardRule> conflict = new ArrayList<>(rules);
        boolean minimal = true;
        for (BoardRule rule : rules) {
            if (stop.getAsBoolean()) {
                return new Conflict(conflict, false);
            }
            List<BoardRule> without = new ArrayList<>(conflict);
            without.remove(rule);
            BoardModel.Outcome outcome = prove(setup, without, stop);
            if (outcome == BoardModel.Outcome.NONE) {
                conflict = without;
            } else if (outcome == BoardModel.Outcome.UNDECIDED) {
                minimal = false;
            }
        }
        return new Conflict(conflict, minimal);
    }
}
