package org.cartolab.solve.bound;

import org.cartolab.board.Bits;
import org.cartolab.board.EdgeSide;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.Logic;
import org.cartolab.model.expr.Not;
import org.cartolab.model.expr.Relation;
import org.cartolab.model.expr.Var;
import org.cartolab.model.expr.VarRef;

/**
 * A condition on a cell item, as far as drawing can change it: true now on {@code nowTrue}, never true outside
 * {@code possible}, and (unless {@link Kind#FIXED}) able to become true when a neighbour is drawn into
 * {@code set} ({@link Kind#NEIGHBOUR}) or when every open neighbour is ({@link Kind#ALL_NEIGHBOURS}). Conditions
 * that drawing can make false, or that look beyond the neighbours, are not understood (null).
 */
record CellCondition(Kind kind, long[] nowTrue, long[] possible, Region set) {

    enum Kind { FIXED, NEIGHBOUR, ALL_NEIGHBOURS }

    static CellCondition of(Expr filter, Var var, Position position) {
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
                    Bits.and(other.possible, fixed.nowTrue), other.set);
        }
        return null;
    }
}
