package org.cartolab.solve.bound;

import org.cartolab.board.Bits;
import org.cartolab.board.SquareGrid;
import org.cartolab.model.expr.Aggregate;
import org.cartolab.model.expr.Arithmetic;
import org.cartolab.model.expr.CellSet;
import org.cartolab.model.expr.CountItems;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.IntLiteral;
import org.cartolab.model.expr.ItemKind;
import org.cartolab.model.expr.Relation;
import org.cartolab.model.expr.Source;
import org.cartolab.model.expr.Var;
import org.cartolab.model.expr.VarRef;

/**
 * What one cluster of a set S that only grows can reach at the end, for {@code max(cluster k of S: BODY(k))} whose
 * body sums constants and counts of {@code cell c of E where c touches k} (E never grows), {@code row r where r has
 * k} and {@code column j where j has k}. A cluster at the end is cells of S now and cells drawn into S; so it touches
 * at most the cells of E next to S now and those next to its drawn cells, and has at most the rows (columns) of S
 * now and those of its drawn cells. Hence the body of any cluster is at most {@code most} (what all of S now
 * reaches) plus, per drawn cell of S, {@code perCell} (what that cell reaches that S now does not), or per
 * connected piece drawn in S, {@code perPiece} of its size.
 */
record ClusterReach(double most, double[] perCell, boolean[] grows, Piece perPiece) {

    /**
     * What a connected piece of s drawn cells of S reaches at most, wherever it lies: {@code a * s + b} (its
     * neighbour cells are at most its 2s + 2 sides; it spans at most s + 1 rows plus columns).
     */
    record Piece(int a, int b) {
    }

    /** The reach of the form, or null if the aggregate is not of it (or S shrinks, or an E grows). */
    static ClusterReach of(Aggregate aggregate, Position position) {
        Source clusters = aggregate.source();
        if (clusters.kind() != ItemKind.CLUSTER || clusters.of() == null) {
            return null;
        }
        Region set = Region.of(clusters.of(), position);
        if (set == null || set.shrinks()) {
            return null;
        }
        double[] perCell = new double[position.grid.cellCount()];
        // piece: a and b of the neighbour counts, then how many row counts and column counts.
        int[] piece = new int[4];
        Double most = add(aggregate.body(), clusters.var(), set, position, perCell, piece);
        if (most == null) {
            return null;
        }
        // A piece of s cells spans at most s rows, s columns, and s + 1 rows and columns together.
        int pairs = Math.min(piece[2], piece[3]);
        return new ClusterReach(most, perCell, set.grows(),
                new Piece(piece[0] + piece[2] + piece[3] - pairs, piece[1] + pairs));
    }

    private static Double add(Expr body, Var k, Region set, Position position, double[] perCell, int[] piece) {
        if (body instanceof IntLiteral literal) {
            return literal.value() >= 0 ? (double) literal.value() : null;
        }
        if (body instanceof Arithmetic arithmetic && arithmetic.op() == Arithmetic.Op.PLUS) {
            Double left = add(arithmetic.left(), k, set, position, perCell, piece);
            Double right = left == null ? null : add(arithmetic.right(), k, set, position, perCell, piece);
            return right == null ? null : left + right;
        }
        if (!(body instanceof CountItems count) || !(count.source().filter() instanceof Relation relation)
                || !refersTo(relation, count.source().var(), k)) {
            return null;
        }
        SquareGrid grid = position.grid;
        Source counted = count.source();
        if (counted.kind() == ItemKind.CELL && relation.op() == Relation.Op.TOUCHES && counted.of() != null) {
            Region cells = Region.of(counted.of(), position);
            if (cells == null || !Bits.isEmpty(position.reachableWith(cells.grows()))
                    || cells.edgeSides() != 0) {
                return null;
            }
            long[] reached = Bits.and(grid.neighbours(set.now()), cells.now());
            for (int i = Bits.first(position.reachable); i >= 0; i = Bits.next(position.reachable, i + 1)) {
                long[] around = Bits.and(grid.neighbours(Bits.single(grid.words(), i)), cells.now());
                perCell[i] += Bits.count(Bits.andNot(around, reached));
            }
            piece[0] += 2;
            piece[1] += 2;
            return (double) Bits.count(reached);
        }
        if ((counted.kind() == ItemKind.ROW || counted.kind() == ItemKind.COLUMN)
                && relation.op() == Relation.Op.HAS) {
            boolean rows = counted.kind() == ItemKind.ROW;
            int lines = rows ? grid.rows().size() : grid.columns().size();
            boolean[] had = new boolean[lines];
            int most = 0;
            for (int i = Bits.first(set.now()); i >= 0; i = Bits.next(set.now(), i + 1)) {
                int line = rows ? grid.row(i) : grid.col(i);
                if (!had[line]) {
                    had[line] = true;
                    most++;
                }
            }
            for (int i = Bits.first(position.reachable); i >= 0; i = Bits.next(position.reachable, i + 1)) {
                perCell[i] += had[rows ? grid.row(i) : grid.col(i)] ? 0 : 1;
            }
            piece[rows ? 2 : 3]++;
            return (double) most;
        }
        return null;
    }

    /** Whether a relation is {@code item REL k} with the counted item as its subject and k the cluster. */
    private static boolean refersTo(Relation relation, Var item, Var k) {
        return relation.subject() instanceof VarRef subject && subject.var().equals(item)
                && relation.set() instanceof CellSet.OfVar of && of.var().equals(k);
    }
}
