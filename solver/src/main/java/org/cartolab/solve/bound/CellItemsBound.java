package org.cartolab.solve.bound;

import org.cartolab.board.Bits;
import org.cartolab.board.SquareGrid;
import org.cartolab.model.expr.PerItem;
import org.cartolab.model.expr.Source;

/**
 * {@code w per cell c of S where COND(c)}. A cell that starts to count is either drawn itself (credited {@code w}
 * for the terrains that put it into S) or waits for its neighbours: one neighbour of the right terrain for
 * "touches", the lacking ones for a count of neighbours ({@code w / lacking} each), all its open neighbours for
 * "surrounded by" ({@code w / missing} each). With a negative {@code w}
 * (the monster penalty) a counted empty cell stops counting only when it is drawn. Conditions it does not
 * understand fall back to "every cell that could count does".
 */
final class CellItemsBound implements TermBound {

    private final int weight;
    private final Source source;
    private final MeasuredTerm term;
    /** The grid of {@link #neighbourMasks} and its cells' neighbours. */
    private SquareGrid neighbourGrid;
    private long[][] neighbourMasks;

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
            }
            return 0;
        }
        // A cell drawn into S: its condition may hold then or later.
        long[] candidates = Bits.and(position.reachableWith(of.grows()), condition.possible());
        position.credit(candidates, of.grows(), weight);
        // A cell in S now (and staying so) whose condition may come to hold.
        long[] waiting = Bits.andNot(Bits.and(of.now(), condition.possible()), condition.nowTrue());
        Region set = condition.set();
        if (set == null) {
            return 0;
        }
        long[] helpers = position.reachableWith(set.grows());
        if (condition.kind() == CellCondition.Kind.NEIGHBOUR) {
            // The neighbours it still lacks are drawn into the set, w / lacking each.
            for (int i = Bits.first(waiting); i >= 0; i = Bits.next(waiting, i + 1)) {
                long[] around = position.grid.neighbours(Bits.single(position.grid.words(), i));
                int lacking = condition.least() - Bits.count(Bits.and(around, set.now()));
                position.credit(Bits.and(around, helpers), set.grows(), (double) weight / Math.max(1, lacking));
            }
        } else if (condition.kind() == CellCondition.Kind.ALL_NEIGHBOURS) {
            return surrounded(position, waiting, set, helpers);
        }
        return 0;
    }

    /**
     * Cells waiting for all their open neighbours: each missing neighbour credited {@code w / missing}, or, when it
     * is less, a count by sides. A cell that comes to count needs each missing neighbour drawn, and each drawn
     * cell's side faces one cell only, so the cells that come to count need, together, at most as many missing
     * neighbours as the remaining drawings have sides ({@link Position#sides}): the most cells that fit, fewest
     * missing first. Near filled cells the credits are tighter; in the open (four missing each, a drawn cell
     * credited 1/4 by each of its four open neighbours) the sides are, about half.
     */
    private double surrounded(Position position, long[] waiting, Region set, long[] helpers) {
        // Word by word and without a set per cell: a search asks this at every position it bounds.
        long[][] around = neighbourMasks(position.grid);
        long[] now = set.now();
        int words = position.grid.words();
        int[] byMissing = new int[5];
        double[] credits = new double[position.grid.cellCount()];
        int[] counting = new int[position.grid.cellCount()];
        int countingSize = 0;
        for (int i = Bits.first(waiting); i >= 0; i = Bits.next(waiting, i + 1)) {
            int count = 0;
            boolean helped = true;
            for (int w = 0; w < words; w++) {
                long missing = around[i][w] & ~now[w];
                count += Long.bitCount(missing);
                helped &= (missing & ~helpers[w]) == 0;
            }
            if (count == 0 || !helped || count > position.budget) {
                continue;
            }
            byMissing[count]++;
            counting[countingSize++] = i;
            double share = (double) weight / count;
            for (int w = 0; w < words; w++) {
                for (long missing = around[i][w] & ~now[w]; missing != 0; missing &= missing - 1) {
                    credits[(w << 6) + Long.numberOfTrailingZeros(missing)] += share;
                }
            }
        }
        int sidesLeft = position.sides;
        int bySides = 0;
        for (int k = 1; k <= 4; k++) {
            int fit = Math.min(byMissing[k], sidesLeft / k);
            bySides += fit;
            sidesLeft -= fit * k;
        }
        double bySidesValue = (double) weight * bySides;
        if (bySidesValue < TopValues.sum(credits, position.budget)) {
            return bySidesValue;
        }
        for (int k = 0; k < countingSize; k++) {
            long[] missing = Bits.andNot(around[counting[k]], now);
            position.credit(missing, set.grows(), (double) weight / Bits.count(missing));
        }
        return 0;
    }

    /** Each cell's orthogonal neighbours, for the grid of the positions bounded (one per puzzle). */
    private long[][] neighbourMasks(SquareGrid grid) {
        if (neighbourGrid != grid) {
            neighbourMasks = new long[grid.cellCount()][];
            for (int i = 0; i < neighbourMasks.length; i++) {
                neighbourMasks[i] = grid.neighbours(Bits.single(grid.words(), i));
            }
            neighbourGrid = grid;
        }
        return neighbourMasks;
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
