package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.board.SquareGrid;
import org.cartolab.model.expr.CellSet;
import org.cartolab.model.expr.Comparison;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.IntLiteral;
import org.cartolab.model.expr.ItemKind;
import org.cartolab.model.expr.Logic;
import org.cartolab.model.expr.PerItem;
import org.cartolab.model.expr.SizeOf;
import org.cartolab.model.expr.Var;
import org.cartolab.model.expr.VarRef;

/**
 * {@code w per cluster k of empty where SIZE(k)} with sizes between a least and a most ({@code size(k) = 3}:
 * Starlit Sigil). Empty cells only get fewer, so a cluster at the end lies inside a cluster of empty cells of now:
 * it is that cluster unchanged (counted now already, unless conditions other than sizes hold it back: then
 * {@code w} of slack each), or a new one cut out of it. A new one needs every side it turns to a cell empty now
 * to face a drawn cell, and a drawn cell's side faces one cell: a cell drawn next to a cell e is credited
 * {@code w / need(e)} per such neighbour, need(e) being the fewest such sides of any cluster that could hold e.
 * When it is less, the count of new clusters whose sides fit in all the drawings' sides ({@link Position#sides})
 * is the bound instead.
 */
final class EmptyClustersBound implements TermBound {

    /** Beyond this size the sides a cluster needs are only bounded by one. */
    private static final int LARGEST_MEASURED = 4;

    private final int weight;
    private final int points;
    private final int least;
    private final int most;
    private final boolean understood;
    private final MeasuredTerm term;

    private EmptyClustersBound(int weight, PerItem perItem, int least, int most, boolean understood) {
        this.weight = weight;
        this.points = perItem.points();
        this.least = least;
        this.most = most;
        this.understood = understood;
        this.term = new MeasuredTerm(perItem);
    }

    /** The bound of the form, or null if the expression is not a count of clusters of empty cells. */
    static EmptyClustersBound of(int weight, PerItem perItem) {
        if (perItem.source().kind() != ItemKind.CLUSTER
                || !(perItem.source().of() instanceof CellSet.Builtin builtin)
                || builtin.kind() != CellSet.Builtin.Kind.EMPTY) {
            return null;
        }
        List<Expr> conjuncts = new ArrayList<>();
        flatten(perItem.source().filter(), conjuncts);
        int least = 1;
        int most = Integer.MAX_VALUE;
        boolean understood = true;
        Var k = perItem.source().var();
        for (Expr conjunct : conjuncts) {
            if (conjunct instanceof Comparison comparison && comparison.left() instanceof SizeOf size
                    && size.region() instanceof VarRef ref && ref.var().equals(k)
                    && comparison.right() instanceof IntLiteral literal) {
                int n = literal.value();
                switch (comparison.op()) {
                    case GE -> least = Math.max(least, n);
                    case GT -> least = Math.max(least, n + 1);
                    case LE -> most = Math.min(most, n);
                    case LT -> most = Math.min(most, n - 1);
                    case EQ -> {
                        least = Math.max(least, n);
                        most = Math.min(most, n);
                    }
                    case NE -> understood = false;
                }
            } else {
                // Dropped: the condition only gets easier, so the bound stays above the score.
                understood = false;
            }
        }
        return new EmptyClustersBound(weight, perItem, least, most, understood);
    }

    private static void flatten(Expr filter, List<Expr> into) {
        if (filter instanceof Logic logic && logic.op() == Logic.Op.AND) {
            flatten(logic.left(), into);
            flatten(logic.right(), into);
        } else if (filter != null) {
            into.add(filter);
        }
    }

    @Override
    public double attribute(Position position) {
        int countedNow = points == 0 ? 0 : term.valueOn(position) / points;
        if (weight < 0) {
            return -(double) weight * countedNow; // clusters that count may stop; none can cost more
        }
        if (least > most) {
            return 0;
        }
        SquareGrid grid = position.grid;
        long[] empty = position.empty;
        int[] open = new int[grid.cellCount()];
        for (int i = Bits.first(empty); i >= 0; i = Bits.next(empty, i + 1)) {
            open[i] = Bits.count(Bits.and(grid.neighbours(Bits.single(grid.words(), i)), empty));
        }
        double slack = 0;
        int inRange = 0;
        int cutsMost = 0;
        long[] hosts = grid.none();
        for (long[] cluster : grid.clusters(empty)) {
            int size = Bits.count(cluster);
            if (size >= least && size <= most) {
                inRange++;
            }
            if (size > least) {
                // A new cluster leaves at least one of its cluster's cells drawn.
                hosts = Bits.or(hosts, cluster);
                cutsMost += (size - 1) / least;
            }
        }
        if (!understood) {
            slack += (double) weight * Math.max(0, inRange - countedNow);
        }
        double[] need = new double[grid.cellCount()];
        List<Double> needs = new ArrayList<>();
        for (int i = Bits.first(hosts); i >= 0; i = Bits.next(hosts, i + 1)) {
            need[i] = leastSides(grid, empty, open, i);
            needs.add(need[i]);
        }
        double[] credits = new double[grid.cellCount()];
        for (int x = Bits.first(position.reachable); x >= 0; x = Bits.next(position.reachable, x + 1)) {
            long[] around = Bits.and(grid.neighbours(Bits.single(grid.words(), x)), hosts);
            for (int e = Bits.first(around); e >= 0; e = Bits.next(around, e + 1)) {
                credits[x] += (double) weight / need[e];
            }
        }
        double bySides = (double) weight * Math.min(cutsMost, fitInSides(needs, position.sides()));
        if (bySides < TopValues.sum(credits, position.budget)) {
            return slack + bySides;
        }
        for (int x = Bits.first(position.reachable); x >= 0; x = Bits.next(position.reachable, x + 1)) {
            position.credit(Bits.single(grid.words(), x), null, credits[x]);
        }
        return slack;
    }

    /**
     * The most new clusters whose needed sides fit in {@code sides}: c clusters hold {@code least * c} different
     * cells, and a cluster needs at least the need of each of its cells, so at least the mean of any
     * {@code least} of them; together at least the smallest {@code least * c} needs over {@code least}.
     */
    private int fitInSides(List<Double> needs, int sides) {
        double[] sorted = needs.stream().mapToDouble(Double::doubleValue).sorted().toArray();
        double sum = 0;
        int clusters = 0;
        for (int i = 0; i + least <= sorted.length; i += least) {
            for (int j = i; j < i + least; j++) {
                sum += sorted[j];
            }
            if (sum / least > sides) {
                break;
            }
            clusters++;
        }
        return clusters;
    }

    /**
     * The fewest sides facing cells empty now (so drawn at the end) of any cluster of n cells, n in range, that
     * holds cell e: its cells' empty neighbours, less two per adjacency inside it (at most {@code 2n - ceil(2 sqrt
     * n)} for n cells), the cells other than e taken at their fewest within n - 1 steps of e. At least one.
     */
    private int leastSides(SquareGrid grid, long[] empty, int[] open, int e) {
        if (most > LARGEST_MEASURED) {
            return 1;
        }
        int fewest = Integer.MAX_VALUE;
        long[] single = Bits.single(grid.words(), e);
        long[] ball = single;
        for (int n = 1; n <= most; n++) {
            if (n >= least) {
                long[] others = Bits.andNot(ball, single);
                int[] values = new int[Bits.count(others)];
                int k = 0;
                for (int i = Bits.first(others); i >= 0; i = Bits.next(others, i + 1)) {
                    values[k++] = open[i];
                }
                if (values.length >= n - 1) {
                    Arrays.sort(values);
                    int sides = open[e];
                    for (int j = 0; j < n - 1; j++) {
                        sides += values[j];
                    }
                    int inner = 2 * n - (int) Math.ceil(2 * Math.sqrt(n));
                    fewest = Math.min(fewest, sides - 2 * inner);
                }
            }
            ball = Bits.or(ball, Bits.and(grid.neighbours(ball), empty));
        }
        return Math.max(1, fewest);
    }
}
