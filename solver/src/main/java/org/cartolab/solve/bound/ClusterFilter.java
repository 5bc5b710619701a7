package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.model.Terrain;
import org.cartolab.model.expr.CellSet;
import org.cartolab.model.expr.Comparison;
import org.cartolab.model.expr.CountItems;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.IntLiteral;
import org.cartolab.model.expr.ItemKind;
import org.cartolab.model.expr.Logic;
import org.cartolab.model.expr.Not;
import org.cartolab.model.expr.Relation;
import org.cartolab.model.expr.SizeOf;
import org.cartolab.model.expr.Source;
import org.cartolab.model.expr.Var;
import org.cartolab.model.expr.VarRef;

/**
 * The parts of a cluster condition a bound can use: a least size ({@code size(k) >= n}) and sets the cluster must
 * not touch ({@code not k touches X}). Both only get harder to meet as the map fills, so an unchanged cluster
 * that fails them now fails them for good. Any other part may turn true later ({@code understood} is false); when
 * that part is a least number of terrain types touched (Greengold Plains), it is {@code touched}, else null.
 */
record ClusterFilter(int minimumSize, List<Expr> avoided, boolean understood, TouchedTypes touched) {

    /**
     * {@code count(terrain t of GROUP where k touches t) >= least}: the cluster must touch {@code least} terrains
     * of the group. It may turn true as the map fills, but only through terrains that are on the map or that the
     * remaining steps can draw, one new terrain per step at most, each on its own empty neighbour of the cluster.
     *
     * @param group the group's terrains that a cluster can touch: a maximal cluster of a set of terrains never
     *              touches those terrains, so they are left out
     */
    record TouchedTypes(List<Terrain> group, int least) {

        /** Whether some cluster could touch enough terrains: they are on the map now or can still be drawn. */
        boolean within(Position position) {
            return available(position).size() >= least;
        }

        /** The group's terrains a cluster can still touch: on the map now or drawable by the remaining steps. */
        List<Terrain> available(Position position) {
            List<Terrain> available = new ArrayList<>();
            for (Terrain terrain : group) {
                int t = position.terrains().indexOf(terrain);
                if (t >= 0 && (position.drawable[t] || !Bits.isEmpty(position.board.cellsOf(terrain)))) {
                    available.add(terrain);
                }
            }
            return available;
        }

        /** The group's terrains on the map now. */
        List<Terrain> onMap(Position position) {
            return group.stream().filter(terrain -> position.terrains().contains(terrain)
                    && !Bits.isEmpty(position.board.cellsOf(terrain))).toList();
        }

        /** Whether {@code cluster} touches enough terrains now. */
        boolean countsNow(Position position, long[] cluster) {
            long[] around = position.grid.neighbours(cluster);
            int touchedNow = 0;
            for (Terrain terrain : group) {
                if (position.terrains().contains(terrain)
                        && Bits.intersects(around, position.board.cellsOf(terrain))) {
                    touchedNow++;
                }
            }
            return touchedNow >= least;
        }

        /**
         * What {@code cluster}, touching too few terrains now and credited {@code weight} by {@code term}, needs to
         * count unjoined: one empty neighbour drawn in a terrain of the group per terrain it lacks.
         */
        ClusterNeeds.Need need(Position position, long[] cluster, PieceTerm term, double weight) {
            long[] around = position.grid.neighbours(cluster);
            int touchedNow = 0;
            boolean[] fills = new boolean[position.terrains().size()];
            for (Terrain terrain : group) {
                int t = position.terrains().indexOf(terrain);
                if (t < 0) {
                    continue;
                }
                fills[t] = true;
                if (Bits.intersects(around, position.board.cellsOf(terrain))) {
                    touchedNow++;
                }
            }
            return new ClusterNeeds.Need(term, weight, Bits.and(around, position.empty), least - touchedNow, fills);
        }

        /** Whether {@code cluster}, left unchanged by the remaining steps, may touch enough terrains at the end. */
        boolean mayCountUnchanged(Position position, long[] cluster) {
            long[] around = position.grid.neighbours(cluster);
            int touchedNow = 0;
            int drawable = 0;
            for (Terrain terrain : group) {
                int t = position.terrains().indexOf(terrain);
                if (t < 0) {
                    continue;
                }
                if (Bits.intersects(around, position.board.cellsOf(terrain))) {
                    touchedNow++;
                } else if (position.drawable[t]) {
                    drawable++;
                }
            }
            int open = Bits.count(Bits.and(around, position.reachable));
            return touchedNow + Math.min(drawable, Math.min(open, position.stepsLeft)) >= least;
        }
    }

    /** The condition of the clusters of {@code set} bound to {@code var}. */
    static ClusterFilter of(Expr filter, Var var, CellSet set) {
        ClusterFilter parsed = of(filter, var);
        if (parsed.understood()) {
            return parsed;
        }
        List<Expr> conjuncts = new ArrayList<>();
        flatten(filter, conjuncts);
        TouchedTypes touched = null;
        int others = 0;
        for (Expr conjunct : conjuncts) {
            TouchedTypes types = touchedTypes(conjunct, var, set);
            if (types != null && touched == null) {
                touched = types;
            } else if (!(of(conjunct, var).understood())) {
                others++;
            }
        }
        return others == 0 && touched != null
                ? new ClusterFilter(parsed.minimumSize(), parsed.avoided(), false, touched) : parsed;
    }

    /** {@code count(terrain t of GROUP where k touches t) >= n}, k the cluster: its terrains and n, or null. */
    private static TouchedTypes touchedTypes(Expr conjunct, Var var, CellSet set) {
        if (!(conjunct instanceof Comparison comparison) || !(comparison.left() instanceof CountItems count)
                || !(comparison.right() instanceof IntLiteral literal)
                || comparison.op() != Comparison.Op.GE && comparison.op() != Comparison.Op.GT) {
            return null;
        }
        Source terrains = count.source();
        if (terrains.kind() != ItemKind.TERRAIN || !(terrains.of() instanceof CellSet.Terrains group)
                || !(terrains.filter() instanceof Relation relation) || relation.op() != Relation.Op.TOUCHES
                || !(relation.subject() instanceof VarRef ref) || !ref.var().equals(var)
                || !(relation.set() instanceof CellSet.OfVar of) || !of.var().equals(terrains.var())) {
            return null;
        }
        List<Terrain> clustered = set instanceof CellSet.Terrains own ? own.terrains() : List.of();
        return new TouchedTypes(group.terrains().stream().filter(t -> !clustered.contains(t)).toList(),
                literal.value() + (comparison.op() == Comparison.Op.GT ? 1 : 0));
    }

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
        return new ClusterFilter(minimum, avoided, understood, null);
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

    /** The terrains of the avoided sets that are terrains (Great City: mountain): a counted cluster touches none. */
    List<Terrain> avoidedTerrains() {
        List<Terrain> terrains = new ArrayList<>();
        for (Expr expr : avoided) {
            if (((Relation) expr).set() instanceof CellSet.Terrains set) {
                terrains.addAll(set.terrains());
            }
        }
        return terrains;
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
