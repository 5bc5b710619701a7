package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.model.expr.Comparison;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.IntLiteral;
import org.cartolab.model.expr.Logic;
import org.cartolab.model.expr.Not;
import org.cartolab.model.expr.Relation;
import org.cartolab.model.expr.SizeOf;
import org.cartolab.model.expr.Var;
import org.cartolab.model.expr.VarRef;

/**
 * The parts of a cluster condition a bound can use: a least size ({@code size(k) >= n}) and sets the cluster must
 * not touch ({@code not k touches X}). Both only get harder to meet as the map fills, so an unchanged cluster
 * that fails them now fails them for good. Any other part may turn true later ({@code understood} is false).
 */
record ClusterFilter(int minimumSize, List<Expr> avoided, boolean understood) {

    static ClusterFilter of(Expr filter, Var var) {
        List<Expr> conjuncts = new ArrayList<>();
        flatten(filter, conjuncts);
        int minimum = 0;
        List<Expr> avoided = new ArrayList<>();
        boolean understood = true;
        for (Expr conjunct : conjuncts) {
            if (conjunct instanceof Comparison comparison && comparison.left() instanceof SizeOf size
                    && size.region() instanceof VarRef ref && ref.var().equals(var)
                    && comparison.right() instanceof IntLiteral literal
                    && (comparison.op() == Comparison.Op.GE || comparison.op() == Comparison.Op.GT)) {
                minimum = Math.max(minimum, literal.value() + (comparison.op() == Comparison.Op.GT ? 1 : 0));
            } else if (conjunct instanceof Not not && not.operand() instanceof Relation relation
                    && relation.op() == Relation.Op.TOUCHES && relation.subject() instanceof VarRef ref
                    && ref.var().equals(var)) {
                avoided.add(relation);
            } else {
                understood = false;
            }
        }
        return new ClusterFilter(minimum, avoided, understood);
    }

    private static void flatten(Expr filter, List<Expr> into) {
        if (filter == null) {
            return;
        }
        if (filter instanceof Logic logic && logic.op() == Logic.Op.AND) {
            flatten(logic.left(), into);
            flatten(logic.right(), into);
        } else {
            into.add(filter);
        }
    }

    /**
     * The cells a cluster meeting the avoided-set parts can never contain: those touching an avoided set now
     * (null if an avoided set is not understood or can shrink).
     */
    long[] forbidden(Position position) {
        long[] forbidden = position.grid.none();
        for (Expr expr : avoided) {
            Region set = Region.of(((Relation) expr).set(), position);
            if (set == null || set.shrinks()) {
                return null;
            }
            forbidden = Bits.or(forbidden, set.touchingNow(position));
        }
        return forbidden;
    }
}
