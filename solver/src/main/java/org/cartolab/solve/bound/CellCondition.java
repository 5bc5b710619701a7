package org.cartolab.solve.bound;

import org.cartolab.board.Bits;
import org.cartolab.board.EdgeSide;
import org.cartolab.board.SquareGrid;
import org.cartolab.model.expr.CellSet;
import org.cartolab.model.expr.Comparison;
import org.cartolab.model.expr.CountItems;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.IntLiteral;
import org.cartolab.model.expr.ItemKind;
import org.cartolab.model.expr.Logic;
import org.cartolab.model.expr.Not;
import org.cartolab.model.expr.Relation;
import org.cartolab.model.expr.Var;
import org.cartolab.model.expr.VarRef;

/**
 * A condition on a cell item, as far as drawing can change it: true now on {@code nowTrue}, never true outside
 * {@code possible}, and (unless {@link Kind#FIXED}) able to become true when neighbours are drawn into
 * {@code set} ({@link Kind#NEIGHBOUR}: {@code least} of them in all, counting those in the set now) or when every
 * open neighbour is ({@link Kind#ALL_NEIGHBOURS}). Conditions that drawing can make false, or that look beyond the
 * neighbours, are not understood (null).
 */
record CellCondition(Kind kind, long[] nowTrue, long[] possible, Region set, int least) {

    enum Kind { FIXED, NEIGHBOUR, ALL_NEIGHBOURS }

    CellCondition(Kind kind, long[] nowTrue, long[] possible, Region set) {
        this(kind, nowTrue, possible, set, 1);
    }

    static CellCondition of(Expr filter, Var var, Position position) {
        if (filter instanceof Comparison comparison) {
            return neighboursCounted(comparison, var, position);
        }
        if (filter == null) {
            return new CellCondition(Kind.FIXED, position.grid.all(), position.grid.all(), null);
        }
        if (filter instanceof Relation relation && relation.subject() instanceof VarRef ref
                && ref.var().equals(var)) {
            Region set = Region.of(relation.set(), position);
            if (set == null || set.shrinks()) {
                return null;
            }
            switch (relation.op()) {
                case TOUCHES -> {
                    long[] now = set.touchingNow(position);
                    return set.fixed() ? new CellCondition(Kind.FIXED, now, now, null)
                            : new CellCondition(Kind.NEIGHBOUR, now, position.grid.all(), set);
                }
                case SURROUNDED_BY -> {
                    long[] possible = position.grid.all();
                    for (EdgeSide side : EdgeSide.values()) {
                        if ((set.edgeSides() & side.bit()) == 0) {
                            possible = Bits.andNot(possible, position.grid.edge(side));
                        }
                    }
                    // Surrounded now: no in-grid neighbour outside the set.
                    long[] outside = Bits.andNot(position.grid.all(), set.now());
                    long[] now = Bits.andNot(possible, position.grid.neighbours(outside));
                    return set.fixed() ? new CellCondition(Kind.FIXED, now, now, null)
                            : new CellCondition(Kind.ALL_NEIGHBOURS, now, possible, set);
                }
                case IS, IN, HAS -> {
                    return set.fixed() ? new CellCondition(Kind.FIXED, set.now(), set.now(), null) : null;
                }
                default -> {
                    return null;
                }
            }
        }
        if (filter instanceof Not not) {
            CellCondition inner = of(not.operand(), var, position);
            if (inner == null || inner.kind != Kind.FIXED) {
                return null;
            }
            long[] now = Bits.andNot(position.grid.all(), inner.nowTrue);
            return new CellCondition(Kind.FIXED, now, now, null);
        }
        if (filter instanceof Logic logic && logic.op() == Logic.Op.AND) {
            CellCondition left = of(logic.left(), var, position);
            CellCondition right = of(logic.right(), var, position);
            if (left == null || right == null) {
                return null;
            }
            if (left.kind != Kind.FIXED && right.kind != Kind.FIXED) {
                return null;
            }
            CellCondition fixed = left.kind == Kind.FIXED ? left : right;
            CellCondition other = fixed == left ? right : left;
            return new CellCondition(other.kind, Bits.and(other.nowTrue, fixed.nowTrue),
                    Bits.and(other.possible, fixed.nowTrue), other.set, other.least);
        }
        return null;
    }

    /**
     * {@code count(cell p of T where p touches c) >= n} (Ulem's Wallow: water next to two farm cells): true now where
     * n of a cell's neighbours are in T, possible where n are in T or can still be drawn into it; T only grows, so
     * a count never falls.
     */
    private static CellCondition neighboursCounted(Comparison comparison, Var var, Position position) {
        if (!(comparison.left() instanceof CountItems count) || !(comparison.right() instanceof IntLiteral literal)
                || comparison.op() != Comparison.Op.GE && comparison.op() != Comparison.Op.GT
                || !touchesTheCell(count, var)) {
            return null;
        }
        int least = literal.value() + (comparison.op() == Comparison.Op.GT ? 1 : 0);
        Region set = Region.of(count.source().of(), position);
        if (set == null || set.shrinks()) {
            return null;
        }
        if (least <= 0) {
            return new CellCondition(Kind.FIXED, position.grid.all(), position.grid.all(), null);
        }
        SquareGrid grid = position.grid;
        long[] helpers = Bits.or(set.now(), position.reachableWith(set.grows()));
        long[] nowTrue = grid.none();
        long[] possible = grid.none();
        for (int i = 0; i < grid.cellCount(); i++) {
            long[] around = grid.neighbours(Bits.single(grid.words(), i));
            if (Bits.count(Bits.and(around, set.now())) >= least) {
                nowTrue = Bits.or(nowTrue, Bits.single(grid.words(), i));
            }
            if (Bits.count(Bits.and(around, helpers)) >= least) {
                possible = Bits.or(possible, Bits.single(grid.words(), i));
            }
        }
        return set.fixed() ? new CellCondition(Kind.FIXED, nowTrue, nowTrue, null)
                : new CellCondition(Kind.NEIGHBOUR, nowTrue, possible, set, least);
    }

    /** Whether a count is {@code count(cell p of T where p touches c)} (or {@code c touches p}), c the cell item. */
    private static boolean touchesTheCell(CountItems count, Var cell) {
        if (count.source().kind() != ItemKind.CELL || count.source().of() == null
                || !(count.source().filter() instanceof Relation relation) || relation.op() != Relation.Op.TOUCHES
                || !(relation.subject() instanceof VarRef subject) || !(relation.set() instanceof CellSet.OfVar of)) {
            return false;
        }
        Var counted = count.source().var();
        return subject.var().equals(counted) && of.var().equals(cell)
                || subject.var().equals(cell) && of.var().equals(counted);
    }
}
