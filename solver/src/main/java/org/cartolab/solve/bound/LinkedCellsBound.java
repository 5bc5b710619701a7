package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.board.SquareGrid;
import org.cartolab.model.expr.CellSet;
import org.cartolab.model.expr.Comparison;
import org.cartolab.model.expr.Exists;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.ItemKind;
import org.cartolab.model.expr.Logic;
import org.cartolab.model.expr.PerItem;
import org.cartolab.model.expr.Relation;
import org.cartolab.model.expr.Source;
import org.cartolab.model.expr.Var;
import org.cartolab.model.expr.VarRef;

/**
 * {@code w per cell m of X where some cluster k of T where k touches m and (some cell o of X where o != m and k
 * touches o)} (Stoneside Forest: mountains linked by a forest cluster), where no step can draw X. A cell m that
 * comes to count needs a path of T cells from a neighbour of m to a neighbour of another X cell; the cheapest such
 * path draws {@code d(m)} empty cells (T cells now cost nothing), so m is out of reach when {@code d(m)} exceeds the
 * cells the remaining steps that can draw T draw, and otherwise may count ({@code w} of slack). (Crediting
 * {@code w / d(m)} to the cells of m's paths was tried: the paths of several cells overlap and the table then gave
 * more than {@code w} per cell.) Without the second clause ("some T cluster touches m") the path is one neighbour
 * of m. A cell m with no T cell next to it needs one drawn there, so its {@code w} is credited to its open
 * neighbours in T's terrains instead of slack: only the steps that can draw T then pay for it, one placement next
 * to few such cells. Other conjuncts are dropped, which only makes the condition easier. A cell counting now keeps
 * counting: T only grows. With one or two remaining steps that can draw T, what their drawings can join
 * ({@link LinkDrawings}) is slack instead, where it is no more than what the cells above add.
 */
final class LinkedCellsBound implements TermBound {

    private static final int FAR = Integer.MAX_VALUE / 4;

    private final int weight;
    private final Source source;
    private final CellSet linkSet;
    private final boolean linked;
    private final MeasuredTerm term;

    private LinkedCellsBound(int weight, PerItem perItem, CellSet linkSet, boolean linked) {
        this.weight = weight;
        this.source = perItem.source();
        this.linkSet = linkSet;
        this.linked = linked;
        this.term = new MeasuredTerm(perItem);
    }

    /** The bound of the form, or null if the expression is not of it. */
    static LinkedCellsBound of(int weight, PerItem perItem) {
        Source cells = perItem.source();
        if (weight <= 0 || cells.kind() != ItemKind.CELL || cells.of() == null
                || !(cells.filter() instanceof Exists exists)) {
            return null;
        }
        Source cluster = exists.source();
        if (cluster.kind() != ItemKind.CLUSTER || cluster.of() == null) {
            return null;
        }
        Var m = cells.var();
        Var k = cluster.var();
        boolean touchesM = false;
        boolean linked = false;
        for (Expr conjunct : conjuncts(cluster.filter())) {
            touchesM |= touches(conjunct, k, m);
            if (conjunct instanceof Exists other && other.source().kind() == ItemKind.CELL
                    && cells.of().equals(other.source().of())) {
                Var o = other.source().var();
                boolean touchesO = false;
                boolean differs = false;
                for (Expr inner : conjuncts(other.source().filter())) {
                    touchesO |= touches(inner, k, o);
                    differs |= inner instanceof Comparison comparison && comparison.op() == Comparison.Op.NE
                            && (refs(comparison.left(), o) && refs(comparison.right(), m)
                            || refs(comparison.left(), m) && refs(comparison.right(), o));
                }
                linked |= touchesO && differs;
            }
        }
        return touchesM ? new LinkedCellsBound(weight, perItem, cluster.of(), linked) : null;
    }

    private static boolean touches(Expr expr, Var subject, Var cell) {
        return expr instanceof Relation relation && relation.op() == Relation.Op.TOUCHES
                && refs(relation.subject(), subject) && relation.set() instanceof CellSet.OfVar of
                && of.var().equals(cell);
    }

    private static boolean refs(Expr expr, Var var) {
        return expr instanceof VarRef ref && ref.var().equals(var);
    }

    private static List<Expr> conjuncts(Expr filter) {
        List<Expr> into = new ArrayList<>();
        if (filter instanceof Logic logic && logic.op() == Logic.Op.AND) {
            into.addAll(conjuncts(logic.left()));
            into.addAll(conjuncts(logic.right()));
        } else if (filter != null) {
            into.add(filter);
        }
        return into;
    }

    @Override
    public double attribute(Position position) {
        Region of = Region.of(source.of(), position);
        Region link = Region.of(linkSet, position);
        if (of == null || of.shrinks() || !Bits.isEmpty(position.reachableWith(of.grows())) || link == null
                || link.shrinks()) {
            return fallback(position, of);
        }
        SquareGrid grid = position.grid;
        long[] linkNow = link.now();
        long[] open = position.reachableWith(link.grows());
        // Only the steps that can draw T draw the path.
        int linkBudget = position.budgetWith(link.grows());
        long[] counting = countingNow(position, of.now(), linkNow);
        // The dropped conjuncts may keep a cell that meets the rest from counting now; it may count later.
        double slack = Math.max(0, (double) weight * Bits.count(counting) - term.valueOn(position));
        long[] xs = of.now();
        // With one or two steps that can draw T, what their drawings can join ({@link LinkDrawings}).
        int joined = LinkDrawings.most(position, link.grows(), xs, linkNow, Bits.andNot(xs, counting), linked);
        double byDrawings = joined < 0 ? Double.POSITIVE_INFINITY : (double) weight * joined;
        if (byDrawings == 0) {
            return slack;
        }
        // What the per-cell reasoning below adds: w of slack per cell, or w credited to its open neighbours.
        double extra = 0;
        List<long[]> credits = new ArrayList<>();
        for (int m = Bits.first(xs); m >= 0; m = Bits.next(xs, m + 1)) {
            if (Bits.get(counting, m)) {
                continue;
            }
            long[] single = Bits.single(grid.words(), m);
            int[] fromM = distances(grid, grid.neighbours(single), linkNow, open);
            int[] toOthers = linked ? distances(grid, grid.neighbours(Bits.andNot(xs, single)), linkNow, open)
                    : null;
            int need = FAR;
            long[] around = grid.neighbours(single);
            for (int x = 0; x < grid.cellCount(); x++) {
                // The cheapest path through x; an open x is on both halves.
                int through = linked ? fromM[x] + toOthers[x] - (Bits.get(open, x) ? 1 : 0)
                        : Bits.get(around, x) ? fromM[x] : FAR;
                need = Math.min(need, through);
            }
            if (need <= linkBudget) {
                extra += weight;
                if (!Bits.intersects(around, linkNow)) {
                    // With no T cell next to it, m needs one drawn there: the steps that draw T pay for it.
                    credits.add(Bits.and(around, open));
                }
            }
        }
        if (byDrawings <= extra) {
            return slack + byDrawings;
        }
        for (long[] cells : credits) {
            position.credit(cells, link.grows(), weight);
        }
        return slack + extra - weight * credits.size();
    }

    /** The X cells that meet the kept conjuncts now (and so for good: T only grows, clusters only merge). */
    private long[] countingNow(Position position, long[] xs, long[] linkNow) {
        SquareGrid grid = position.grid;
        long[] counting = grid.none();
        for (long[] cluster : grid.clusters(linkNow)) {
            long[] touched = Bits.and(xs, grid.neighbours(cluster));
            if (!linked && !Bits.isEmpty(touched) || Bits.count(touched) >= 2) {
                counting = Bits.or(counting, touched);
            }
        }
        return counting;
    }

    /**
     * dist[x]: the fewest {@code open} cells on a path of open and {@code now} cells from a cell of {@code start}
     * to x, x included ({@link #FAR} if none).
     */
    private static int[] distances(SquareGrid grid, long[] start, long[] now, long[] open) {
        int[] dist = new int[grid.cellCount()];
        Arrays.fill(dist, FAR);
        long[] reached = flood(grid, Bits.and(start, now), now);
        mark(dist, reached, 0);
        long[] entry = Bits.and(start, open);
        for (int d = 1; d <= grid.cellCount(); d++) {
            long[] next = Bits.andNot(Bits.and(Bits.or(entry, grid.neighbours(reached)), open), reached);
            if (Bits.isEmpty(next)) {
                break;
            }
            long[] layer = flood(grid, next, Bits.andNot(now, reached));
            mark(dist, layer, d);
            reached = Bits.or(reached, layer);
            entry = grid.none();
        }
        return dist;
    }

    /** {@code seeds} and every cell of {@code through} connected to them through {@code through}. */
    private static long[] flood(SquareGrid grid, long[] seeds, long[] through) {
        long[] region = seeds.clone();
        while (true) {
            long[] grown = Bits.or(region, Bits.and(grid.neighbours(region), through));
            if (Arrays.equals(grown, region)) {
                return region;
            }
            region = grown;
        }
    }

    private static void mark(int[] dist, long[] cells, int d) {
        for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
            dist[i] = Math.min(dist[i], d);
        }
    }

    private double fallback(Position position, Region of) {
        long[] may = of == null ? position.grid.all() : Bits.or(of.now(), position.reachableWith(of.grows()));
        return Math.max(0, (double) weight * Bits.count(may) - term.valueOn(position));
    }
}
