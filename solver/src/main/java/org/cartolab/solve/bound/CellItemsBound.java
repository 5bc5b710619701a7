package org.cartolab.solve.bound;

import org.cartolab.board.Bits;
import org.cartolab.model.expr.PerItem;
import org.cartolab.model.expr.Source;

/**
 * {@code w per cell c of S where COND(c)}. A cell that starts to count is either drawn itself (credited {@code w}
 * for the terrains that put it into S) or waits for its neighbours: one neighbour of the right terrain for
 * "touches", the lacking ones for a count of neighbours ({@code w / lacking} each), all its open neighbours for
 * "surrounded by" (valued per drawing, {@link SurroundTargets}). With a negative {@code w} (the monster penalty) a
 * counted empty cell stops counting only when it is drawn. Conditions it does not understand fall back to "every
 * cell that could count does".
 */
final class CellItemsBound implements TermBound {

    private final int weight;
    private final Source source;
    private final MeasuredTerm term;
    /** Each cell's neighbours by direction, for the grid of the positions bounded (one per puzzle). */
    private final NeighbourTables neighbourTables = new NeighbourTables();

    CellItemsBound(int weight, PerItem perItem) {
        this.weight = weight;
        this.source = perItem.source();
        this.term = new MeasuredTerm(perItem);
    }

    @Override
    public double attribute(Position position) {
        Region of = Region.of(source.of(), position);
        CellCondition condition = of == null ? null
                : CellCondition.of(source.filter(), source.var(), position);
        if (condition == null) {
            return fallback(position, of);
        }
        long[] counting = Bits.and(of.now(), condition.nowTrue());
        if (weight < 0) {
            if (of.shrinks()) {
                position.credit(Bits.and(counting, position.reachable), null, -weight);
                if (condition.kind() == CellCondition.Kind.NEIGHBOUR && condition.least() == 1
                        && condition.set() != null) {
                    return comingMonsters(position, of, condition.set(), counting);
                }
            }
            return 0;
        }
        if (of.shrinks()) {
            // A cell counting now that a drawing takes out of S is lost (The Cauldrons' surrounded empty cell).
            position.loseOnDrawing(Bits.and(counting, position.reachable), of.grows(), weight);
        }
        // A cell drawn into S: its condition may hold then or later.
        long[] candidates = Bits.and(position.reachableWith(of.grows()), condition.possible());
        // A cell in S now (and staying so) whose condition may come to hold.
        long[] waiting = Bits.andNot(Bits.and(of.now(), condition.possible()), condition.nowTrue());
        Region set = condition.set();
        if (condition.kind() == CellCondition.Kind.ALL_NEIGHBOURS) {
            return surrounded(position, of, waiting, candidates, set);
        }
        position.credit(candidates, of.grows(), weight);
        if (set == null) {
            return 0;
        }
        if (condition.kind() == CellCondition.Kind.NEIGHBOUR) {
            // A drawn cell counts only next to the set: one in a cluster that must not touch it never does.
            position.touchCredits.add(new Position.TouchCredit(candidates, of.grows(), set, weight));
        }
        long[] helpers = position.reachableWith(set.grows());
        if (condition.kind() == CellCondition.Kind.NEIGHBOUR) {
            // The neighbours it still lacks are drawn into the set, w / lacking each.
            for (int i = Bits.first(waiting); i >= 0; i = Bits.next(waiting, i + 1)) {
                long[] around = position.grid.neighbours(Bits.single(position.grid.words(), i));
                int lacking = condition.least() - Bits.count(Bits.and(around, set.now()));
                position.credit(Bits.and(around, helpers), set.grows(), (double) weight / Math.max(1, lacking));
            }
        }
        return 0;
    }

    /**
     * Cells waiting for all their open neighbours, and cells drawn into S that then wait: valued per drawing
     * ({@link SurroundTargets}: what a drawing completes, and a share of what the other steps can still complete),
     * so that the search's bound of a move sees what that move can surround.
     */
    private double surrounded(Position position, Region of, long[] waiting, long[] candidates, Region set) {
        SurroundTargets targets = SurroundTargets.of(weight, position, set.now(), position.reachableWith(set.grows()),
                waiting, candidates, set.grows(), of.grows(), of.shrinks(), neighbourTables.of(position.grid));
        if (targets.any()) {
            position.drawingTerms.add(targets);
        }
        return 0;
    }

    /**
     * The penalty of the monsters of the ambush that comes next (when its terrain joins the set touched): the cells
     * empty now that touch its placement (not in it, not touching the set now: those are counted already) cost
     * {@code -w} each unless a later step draws them (credited like the cells counting now).
     */
    private double comingMonsters(Position position, Region of, Region set, long[] counting) {
        for (Position.ComingAmbush ambush : position.comingAmbushes) {
            if (ambush.terrain() < 0 || !set.grows()[ambush.terrain()]) {
                continue;
            }
            long[] rim = Bits.andNot(Bits.andNot(Bits.and(position.grid.neighbours(ambush.cells()), of.now()),
                    ambush.cells()), counting);
            position.credit(Bits.and(rim, position.reachable), null, -weight);
            return (double) weight * Bits.count(rim);
        }
        return 0;
    }

    /** Every cell that could be in S counts (or, for a penalty, stops counting). */
    private double fallback(Position position, Region of) {
        int now = term.valueOn(position);
        if (weight < 0) {
            return -now;
        }
        long[] may = of == null ? position.grid.all()
                : Bits.or(of.now(), position.reachableWith(of.grows()));
        return Math.max(0, (double) weight * Bits.count(may) - now);
    }

    /** Whether an expression is a per-cell count this bound handles. */
    static boolean handles(PerItem perItem) {
        return perItem.source().kind() == org.cartolab.model.expr.ItemKind.CELL && perItem.source().of() != null;
    }
}
