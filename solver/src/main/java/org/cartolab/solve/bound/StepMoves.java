package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.model.AmbushCard;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.rules.Placement;
import org.cartolab.rules.SoloAmbush;
import org.cartolab.solve.PuzzleSetup;

/**
 * The moves the steps can still make from one map (each found once however many seasons ask): an explore step
 * those of the start that still fit ({@link StepPlacements}; the same list as the rules', ruins included, as
 * cells only fill up), an ambush its solo placements that still fit ({@link #ambushMoves}).
 */
final class StepMoves {
    private final StepSupply supply;
    private final MapState map;
    /** The first step still to draw on the map. */
    private final int first;
    /**
     * Whether an ambush is held to the placements the steps before it can push it to ({@link AmbushReach}, a
     * search over their moves: worth it for the bound a stopped search reports, not at every node).
     */
    private final boolean pushed;
    private final List<List<Move>> byStep = new ArrayList<>();
    /** A case of a {@link RiseBound}: these moves are {@code source}'s that the filter allows. */
    private final StepMoves source;
    private final RiseBound.MoveFilter filter;

    StepMoves(StepSupply supply, MapState map, int first, boolean pushed) {
        this(supply, map, first, pushed, null, null);
    }

    private StepMoves(StepSupply supply, MapState map, int first, boolean pushed, StepMoves source,
                      RiseBound.MoveFilter filter) {
        this.supply = supply;
        this.map = map;
        this.first = first;
        this.pushed = pushed;
        this.source = source;
        this.filter = filter;
    }

    /** These moves, those {@code filter} does not allow left out (none if it is null). */
    StepMoves filtered(RiseBound.MoveFilter filter) {
        return filter == null ? this : new StepMoves(supply, map, first, pushed, this, filter);
    }

    /** Whether these are a case's moves, filtered from the steps' own. */
    boolean isFiltered() {
        return filter != null;
    }

    MapState map() {
        return map;
    }

    /**
     * Whether step j may still draw a single cell of its choice ({@link RiseBound.MoveFilter#allowsSingleCell}).
     * The rules give an explore step the 1x1 fallback only when none of its shapes fits ({@code Moves.explore});
     * an ambush draws its solo placement or nothing. So a step may not if it is an ambush, or if its moves now
     * hold more pairwise disjoint placements than the steps before it can draw cells: each drawn cell blocks at
     * most one of them, so one still fits when the step comes (its moves then are among those now).
     */
    boolean singleCell(int j) {
        if (filter != null) {
            return source.singleCell(j) && filter.allowsSingleCell(j);
        }
        return !supply.steps().get(j).isAmbush() && !alwaysFits(j);
    }

    /** Whether step j's moves now hold more disjoint placements than the steps from {@link #first} to j draw cells. */
    private boolean alwaysFits(int j) {
        int drawnBefore = drawnBefore(j);
        long[] taken = null;
        int disjoint = 0;
        // Any disjoint set found will do (the largest is not needed): greedily in the moves' order.
        for (Move move : of(j)) {
            if (move.shape() == Move.SINGLE_CELL) {
                return false; // nothing fits now: it falls back already
            }
            if (taken == null || !Bits.intersects(taken, move.cells())) {
                taken = taken == null ? move.cells().clone() : Bits.or(taken, move.cells());
                if (++disjoint > drawnBefore) {
                    return true;
                }
            }
        }
        return false;
    }

    /** The most cells the steps from {@link #first} to j - 1 draw on this map before step j comes. */
    private int drawnBefore(int j) {
        int drawn = 0;
        for (int k = first; k < j; k++) {
            drawn += supply.steps().get(k).maxCells();
        }
        return drawn;
    }

    List<Move> of(int j) {
        while (byStep.size() <= j) {
            byStep.add(null);
        }
        if (byStep.get(j) == null) {
            if (filter != null) {
                byStep.set(j, source.of(j).stream().filter(move -> filter.allows(j, move)).toList());
            } else if (supply.steps().get(j).isAmbush()) {
                byStep.set(j, ambushMoves(j));
            } else {
                List<Move> fitting = supply.placements(j).fitting(map.filled());
                byStep.set(j, fitting.isEmpty() ? supply.listed(map, j) : fitting);
            }
        }
        return byStep.get(j);
    }

    /**
     * An ambush's solo placement follows the map when it comes ({@link PuzzleSetup#legal}): it is one of the
     * placements that fit now ({@link SoloAmbush#stillPossible}, in their order), the first if no step comes
     * before it, and (if {@link #pushed}) only as far along them as the steps between can push it
     * ({@link AmbushReach}); not any placement of the shape.
     */
    private List<Move> ambushMoves(int j) {
        AmbushCard ambush = supply.steps().get(j).ambush();
        List<Placement> possible = SoloAmbush.stillPossible(map, supply.ambushOrder(j));
        int reachable = possible.size();
        if (j == first) {
            reachable = Math.min(1, reachable); // it comes next: the first that fits is where it goes
        } else if (pushed) {
            List<long[]> cells = new ArrayList<>();
            possible.forEach(placement -> cells.add(placement.cells()));
            List<List<long[]>> before = new ArrayList<>();
            for (int k = first; k < j; k++) {
                List<long[]> drawings = new ArrayList<>();
                of(k).forEach(move -> drawings.add(move.cells()));
                before.add(drawings);
            }
            reachable = AmbushReach.reachable(cells, before, Bits.andNot(map.grid().all(), map.filled()));
        }
        List<Move> moves = new ArrayList<>();
        for (Placement placement : possible.subList(0, reachable)) {
            moves.add(new Move(0, placement, ambush.fill(), false));
        }
        return moves;
    }
}
