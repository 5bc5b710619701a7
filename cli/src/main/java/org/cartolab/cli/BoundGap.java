package org.cartolab.cli;

import java.io.PrintWriter;
import java.time.Duration;
import java.util.List;

import org.cartolab.model.Game;
import org.cartolab.model.ScoringCard;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.solve.BranchAndBound;
import org.cartolab.solve.PuzzleException;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.SearchControl;
import org.cartolab.solve.SolveResult;
import org.cartolab.solve.Step;
import org.cartolab.solve.Verifier;
import org.cartolab.solve.bound.BudgetBound;

/**
 * {@code carto bench bound}: how far the solver's bound is above the best play, for scoring cards alone and in
 * pairs, on the proof-breadth puzzles (map A empty, the fixed deck, K cards). At the root, and at depth 1 (the
 * largest bound over the first step's moves: what the search must still beat after its first decision).
 */
final class BoundGap {

    /** The measurements of one puzzle. */
    record Row(String name, SolveResult best, int root, int depthOne) {

        int rootGap() {
            return root - best.score();
        }

        int depthOneGap() {
            return depthOne - best.score();
        }
    }

    private BoundGap() {
    }

    static Row measure(String name, PuzzleSetup setup, Duration timeLimit) {
        BudgetBound bound = new BudgetBound(setup);
        MapState start = setup.startMap();
        int root = bound.upper(start, 0);
        int depthOne = Integer.MIN_VALUE;
        Step first = setup.steps().get(0);
        for (Move move : setup.legal(start, first)) {
            MapState map = start.copy();
            setup.apply(map, first, move);
            depthOne = Math.max(depthOne, bound.upper(map, 1));
        }
        SolveResult result = new BranchAndBound(setup, bound).solve(SearchControl.within(timeLimit));
        result.best().ifPresent(best -> Verifier.verify(setup, best));
        return new Row(name, result, root, depthOne);
    }

    /** One scoring card alone, on the proof-breadth puzzle of K cards. */
    static PuzzleSetup single(Game game, ScoringCard card, int k) {
        try {
            return PuzzleSetup.onBoard("a-empty-" + k + "-" + card.id(), game, game.map("A").orElseThrow().rows(), 0,
                    ProofBreadth.deck(game).subList(0, k), List.of(card));
        } catch (PuzzleException e) {
            throw new IllegalStateException(e);
        }
    }

    static void print(List<Row> rows, PrintWriter out) {
        out.printf("%-42s %6s %6s %5s %7s %5s%n", "scoring", "best", "root", "gap", "depth1", "gap");
        for (Row row : rows) {
            out.printf("%-42s %5d%s %6s %5s %7s %5s%n", row.name(), row.best().score(),
                    row.best().proven() ? "*" : " ", text(row.root()), gap(row.root(), row.rootGap()),
                    text(row.depthOne()), gap(row.depthOne(), row.depthOneGap()));
        }
        long sumRoot = rows.stream().mapToLong(row -> Math.min(row.rootGap(), 999)).sum();
        long sumDepthOne = rows.stream().mapToLong(row -> Math.min(row.depthOneGap(), 999)).sum();
        out.printf("total gap: root %d, depth 1 %d (each capped at 999); * = best proven optimal%n", sumRoot,
                sumDepthOne);
        out.flush();
    }

    private static String text(int bound) {
        return bound == Integer.MAX_VALUE ? "inf" : Integer.toString(bound);
    }

    private static String gap(int bound, int gap) {
        return bound == Integer.MAX_VALUE ? "inf" : Integer.toString(gap);
    }
}
