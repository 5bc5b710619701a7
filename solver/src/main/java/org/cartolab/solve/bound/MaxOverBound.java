package org.cartolab.solve.bound;

import org.cartolab.board.Bits;
import org.cartolab.model.expr.Aggregate;
import org.cartolab.model.expr.Arithmetic;
import org.cartolab.model.expr.CountItems;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.IntLiteral;
import org.cartolab.model.expr.ItemKind;

/**
 * {@code w * max(item k: BODY(k))} where the body counts items ({@code count(...)}, sums of counts and constants):
 * whatever item is chosen, a count is at most the number of items that could ever be counted (rows or columns of
 * the map; cells, of a set now or drawable into it), so the maximum is too. Over the clusters of a set S that only
 * grows, counts of what a cluster reaches are read closer ({@link ClusterReach}): Outer Enclave's empty cells next to
 * a village cluster, Caravansary's rows and columns a cluster has, by the cells or the pieces drawn in S
 * ({@link ClusterReachPieces}).
 */
final class MaxOverBound implements TermBound {

    private final int weight;
    private final Aggregate aggregate;
    private final MeasuredTerm term;

    MaxOverBound(int weight, Aggregate aggregate) {
        this.weight = weight;
        this.aggregate = aggregate;
        this.term = new MeasuredTerm(aggregate);
    }

    static boolean handles(Aggregate aggregate) {
        return aggregate.op() == Aggregate.Op.MAX && counts(aggregate.body());
    }

    private static boolean counts(Expr body) {
        if (body instanceof Arithmetic arithmetic && arithmetic.op() == Arithmetic.Op.PLUS) {
            return counts(arithmetic.left()) && counts(arithmetic.right());
        }
        return body instanceof CountItems || body instanceof IntLiteral literal && literal.value() >= 0;
    }

    @Override
    public double attribute(Position position) {
        int now = term.valueOn(position);
        if (weight < 0) {
            return -(double) weight * now; // a count never falls below 0
        }
        ClusterReach reach = ClusterReach.of(aggregate, position);
        if (reach != null) {
            // Cell by cell knows where the cells lie (next to filled cells they reach less); pieces know their
            // shapes. Whichever says less when every remaining cell is drawn in S.
            double byCells = TopValues.sum(reach.perCell(), position.budget);
            double byPieces = (double) reach.perPiece().a() * position.budget
                    + (double) reach.perPiece().b() * position.stepsLeft;
            if (byPieces < byCells) {
                position.pieceTerms.add(new ClusterReachPieces(reach.grows(),
                        !Region.drawingJoinsWhole(aggregate.source().of()), weight, reach.perPiece()));
            } else {
                for (int i = Bits.first(position.reachable); i >= 0; i = Bits.next(position.reachable, i + 1)) {
                    position.credit(Bits.single(position.grid.words(), i), reach.grows(),
                            weight * reach.perCell()[i]);
                }
            }
            return Math.max(0, (double) weight * reach.most() - (double) weight * now);
        }
        return Math.max(0, (double) weight * most(aggregate.body(), position) - (double) weight * now);
    }

    private static double most(Expr body, Position position) {
        if (body instanceof Arithmetic arithmetic) {
            return most(arithmetic.left(), position) + most(arithmetic.right(), position);
        }
        if (body instanceof IntLiteral literal) {
            return literal.value();
        }
        CountItems count = (CountItems) body;
        ItemKind kind = count.source().kind();
        if (kind == ItemKind.ROW) {
            return position.grid.rows().size();
        }
        if (kind == ItemKind.COLUMN) {
            return position.grid.columns().size();
        }
        if (kind == ItemKind.CELL) {
            Region of = count.source().of() == null ? null : Region.of(count.source().of(), position);
            return of == null ? position.grid.cellCount()
                    : Bits.count(Bits.or(of.now(), position.reachableWith(of.grows())));
        }
        return Double.POSITIVE_INFINITY; // other items (squares of every size) are not counted here
    }
}
