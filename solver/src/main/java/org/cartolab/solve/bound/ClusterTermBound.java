package org.cartolab.solve.bound;

import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.Source;

/**
 * The common part of the bounds of terms over the clusters of a cell set: a negative weight only loses (its rise
 * is at most its value now back), and the set and its condition must be understood on the position (a set that
 * drawing shrinks, or an avoided set that can shrink, is not) before the term's own reasoning applies.
 */
abstract class ClusterTermBound implements TermBound {

    final int weight;
    final Source source;
    final ClusterFilter filter;
    final MeasuredTerm term;

    ClusterTermBound(int weight, Source source, Expr whole) {
        this.weight = weight;
        this.source = source;
        this.filter = ClusterFilter.of(source.filter(), source.var(), source.of());
        this.term = new MeasuredTerm(whole);
    }

    @Override
    public final double attribute(Position position) {
        if (weight < 0) {
            return -term.valueOn(position);
        }
        Region of = Region.of(source.of(), position);
        long[] forbidden = of == null ? null : filter.forbidden(position);
        if (of == null || of.shrinks() || forbidden == null) {
            return notUnderstood(position, of);
        }
        return attribute(position, of, forbidden);
    }

    /** The bound when the set or its condition is not understood ({@code of} may be null). */
    abstract double notUnderstood(Position position, Region of);

    /** The bound for the set {@code of}, whose counted clusters cannot contain a {@code forbidden} cell. */
    abstract double attribute(Position position, Region of, long[] forbidden);
}
