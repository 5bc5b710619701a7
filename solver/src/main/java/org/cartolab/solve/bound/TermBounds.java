package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.model.Terrain;
import org.cartolab.model.expr.Aggregate;
import org.cartolab.model.expr.Arithmetic;
import org.cartolab.model.expr.CoinCount;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.IntLiteral;
import org.cartolab.model.expr.ItemKind;
import org.cartolab.model.expr.Negate;
import org.cartolab.model.expr.PerItem;
import org.cartolab.model.expr.Select;
import org.cartolab.model.expr.SideOf;
import org.cartolab.model.expr.SizeOf;

/**
 * Splits a score expression into additive parts with constant weights ({@code a + b}, {@code a - b},
 * {@code n * a}, {@code -a}) and picks a bound for each part by its form. A part no bound understands makes the
 * whole bound give up (the search then still finds the optimum, only without pruning).
 */
final class TermBounds {

    private final Terrain mountain;
    private final boolean edgeSurrounds;

    TermBounds(Terrain mountain, boolean edgeSurrounds) {
        this.mountain = mountain;
        this.edgeSurrounds = edgeSurrounds;
    }

    List<TermBound> plan(Expr expression) {
        List<TermBound> bounds = new ArrayList<>();
        plan(expression, 1, bounds);
        return bounds;
    }

    private void plan(Expr expr, int weight, List<TermBound> into) {
        if (expr instanceof IntLiteral) {
            return; // a constant never changes
        }
        if (expr instanceof Arithmetic arithmetic) {
            switch (arithmetic.op()) {
                case PLUS -> {
                    plan(arithmetic.left(), weight, into);
                    plan(arithmetic.right(), weight, into);
                    return;
                }
                case MINUS -> {
                    plan(arithmetic.left(), weight, into);
                    plan(arithmetic.right(), -weight, into);
                    return;
                }
                case TIMES -> {
                    if (arithmetic.left() instanceof IntLiteral literal) {
                        plan(arithmetic.right(), weight * literal.value(), into);
                        return;
                    }
                    if (arithmetic.right() instanceof IntLiteral literal) {
                        plan(arithmetic.left(), weight * literal.value(), into);
                        return;
                    }
                }
                default -> {
                }
            }
        }
        if (expr instanceof Negate negate) {
            plan(negate.operand(), -weight, into);
            return;
        }
        if (weight == 0) {
            return;
        }
        if (expr instanceof PerItem perItem) {
            int w = weight * perItem.points();
            ItemKind kind = perItem.source().kind();
            LinkedCellsBound linked = LinkedCellsBound.of(w, perItem);
            if (linked != null) {
                into.add(linked);
                return;
            }
            EmptyClustersBound emptyClusters = EmptyClustersBound.of(w, perItem);
            if (emptyClusters != null) {
                into.add(emptyClusters);
                return;
            }
            if (CellItemsBound.handles(perItem)) {
                into.add(new CellItemsBound(w, perItem));
                return;
            }
            if (LineItemsBound.handles(perItem)) {
                into.add(new LineItemsBound(w, perItem));
                return;
            }
            if (kind == ItemKind.CLUSTER && perItem.source().of() != null) {
                into.add(new ClusterCountBound(w, perItem));
                return;
            }
        }
        if (expr instanceof SizeOf size && size.region() instanceof Select select
                && select.source().kind() == ItemKind.CLUSTER && select.source().of() != null) {
            into.add(new ClusterSizeBound(weight, select, expr));
            return;
        }
        if (expr instanceof SizeOf size && size.region() instanceof Select select && RunBound.handles(select)) {
            into.add(new RunBound(weight, select, expr));
            return;
        }
        if (expr instanceof Aggregate aggregate && MaxOverBound.handles(aggregate)) {
            into.add(new MaxOverBound(weight, aggregate));
            return;
        }
        if (expr instanceof SideOf side && side.region() instanceof Select select
                && select.source().kind() == ItemKind.SQUARE && select.source().of() != null) {
            into.add(new SquareBound(weight, select, expr));
            return;
        }
        if (expr instanceof CoinCount) {
            into.add(new CoinBound(weight, mountain, edgeSurrounds));
            return;
        }
        into.add(position -> Double.POSITIVE_INFINITY);
    }
}
