package org.cartolab.solve.bound;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.model.Terrain;
import org.cartolab.model.expr.Arithmetic;
import org.cartolab.model.expr.CellSet;
import org.cartolab.model.expr.Comparison;
import org.cartolab.model.expr.CountItems;
import org.cartolab.model.expr.Direction;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.IntLiteral;
import org.cartolab.model.expr.ItemKind;
import org.cartolab.model.expr.Logic;
import org.cartolab.model.expr.PerItem;
import org.cartolab.model.expr.PositionOf;
import org.cartolab.model.expr.Relation;
import org.cartolab.model.expr.Source;
import org.cartolab.model.expr.VarRef;

/**
 * {@code w per row|column|diagonal r where COND(r)}. A line that starts to count needs its cells drawn: one cell
 * of the right terrain for "has" (credited {@code w}), every missing cell for "is" ({@code w / missing} each, and
 * only if all of them can still be drawn, and the remaining steps can draw that many in the line: see
 * {@link LineReach}). Conditions that never change (touching an edge) just select lines.
 * Anything else falls back to "every line counts".
 */
final class LineItemsBound implements TermBound {

    private final int weight;
    private final Source source;
    private final MeasuredTerm term;

    LineItemsBound(int weight, PerItem perItem) {
        this.weight = weight;
        this.source = perItem.source();
        this.term = new MeasuredTerm(perItem);
    }

    static boolean handles(PerItem perItem) {
        ItemKind kind = perItem.source().kind();
        return kind == ItemKind.ROW || kind == ItemKind.COLUMN || kind == ItemKind.DIAGONAL;
    }

    private LineReach.Family family() {
        return switch (source.kind()) {
            case ROW -> LineReach.Family.ROW;
            case COLUMN -> LineReach.Family.COLUMN;
            default -> source.direction() != Direction.DOWN_LEFT ? LineReach.Family.DOWN_RIGHT
                    : LineReach.Family.DOWN_LEFT;
        };
    }

    /** What a line needs to start counting: null if it cannot, else the cells and terrains and how many. */
    private record Need(long[] cells, boolean[] terrains, int count, boolean now) {
    }

    @Override
    public double attribute(Position position) {
        if (weight < 0) {
            return -term.valueOn(position);
        }
        Need[] needs = needs(position);
        if (needs == null) {
            return Math.max(0, (double) weight * LineReach.lines(position.grid, family()).size()
                    - term.valueOn(position));
        }
        if (position.lineGoals != null && countedWhole(needs, position)) {
            return 0;
        }
        for (Need need : needs) {
            if (need != null && !need.now && need.count > 0) {
                position.creditLine(need.cells, need.terrains, (double) weight / need.count, weight, need.count);
            }
        }
        return 0;
    }

    /** Per line, what it needs to start counting; null if some line's need is not known. */
    private Need[] needs(Position position) {
        LineReach.Family family = family();
        List<long[]> lines = LineReach.lines(position.grid, family);
        Need[] needs = new Need[lines.size()];
        for (int i = 0; i < needs.length; i++) {
            needs[i] = need(source.filter(), lines.get(i), position, position.lineMost(family, i));
            if (needs[i] == UNKNOWN) {
                return null;
            }
        }
        return needs;
    }

    /** The stars each line scores. */
    int weight() {
        return weight;
    }

    /**
     * Per line that can still come to count, the cells it misses, when each of them needs all of its missing cells
     * drawn (lines complete of filled cells: Borderlands, The Broken Road); null otherwise, and for a penalty.
     */
    List<long[]> missingWhole(Position position) {
        Need[] needs = weight < 0 ? null : needs(position);
        return needs == null ? null : missingWhole(needs);
    }

    private static List<long[]> missingWhole(Need[] needs) {
        List<long[]> missing = new ArrayList<>();
        for (Need need : needs) {
            if (need != null && !need.now) {
                if (need.count != Bits.count(need.cells)) {
                    return null;
                }
                missing.add(need.cells);
            }
        }
        return missing;
    }

    /**
     * A comparison that never changes (of the line's position: Silos' {@code position(k) mod 2 = 1}) selects
     * lines; {@code count(cell c of S where c in r) >= n} (Sleepy Valley) needs its missing cells of S drawn in the
     * line, any of the line's cells that can still be drawn into S, {@code w / missing} each; a count of terrains
     * the line has, see {@link #newTerrains}.
     */
    private Need compared(Comparison comparison, long[] line, Position position, int reach) {
        Integer left = fixed(comparison.left(), line, position);
        Integer right = fixed(comparison.right(), line, position);
        if (left != null && right != null) {
            boolean holds = switch (comparison.op()) {
                case LT -> left < right;
                case LE -> left <= right;
                case GT -> left > right;
                case GE -> left >= right;
                case EQ -> left.equals(right);
                case NE -> !left.equals(right);
            };
            return holds ? ALWAYS : null;
        }
        if (comparison.op() == Comparison.Op.EQ && left == null && right == null) {
            return equalCounts(comparison, line, position, reach);
        }
        if (right == null || !(comparison.left() instanceof CountItems count)
                || comparison.op() != Comparison.Op.GE && comparison.op() != Comparison.Op.GT) {
            return UNKNOWN;
        }
        int least = right + (comparison.op() == Comparison.Op.GT ? 1 : 0);
        if (terrainsOfTheLine(count.source())) {
            return newTerrains((CellSet.Terrains) count.source().of(), least, line, position, reach);
        }
        if (!cellsInTheLine(count.source())) {
            return UNKNOWN;
        }
        Region set = Region.of(count.source().of(), position);
        if (set == null || set.shrinks()) {
            return UNKNOWN;
        }
        int missing = least - Bits.count(Bits.and(line, set.now()));
        if (missing <= 0) {
            return ALWAYS;
        }
        long[] cells = Bits.and(Bits.andNot(line, set.now()), position.reachableWith(set.grows()));
        return Bits.count(cells) >= missing && missing <= reach ? new Need(cells, set.grows(), missing, false) : null;
    }

    /**
     * {@code count(cell c of A where c in r) = count(cell c of B where c in r)} (Jorekburg): true now or not, it may
     * turn false again, but the rise only asks when it can turn true. With a cells of A and b of B in the line now
     * and both sets only growing, the side with fewer must gain the difference, drawn in the line:
     * {@code w / |a - b|} each.
     */
    private Need equalCounts(Comparison comparison, long[] line, Position position, int reach) {
        if (!(comparison.left() instanceof CountItems left) || !(comparison.right() instanceof CountItems right)
                || !cellsInTheLine(left.source()) || !cellsInTheLine(right.source())) {
            return UNKNOWN;
        }
        Region a = Region.of(left.source().of(), position);
        Region b = Region.of(right.source().of(), position);
        if (a == null || b == null || a.shrinks() || b.shrinks()) {
            return UNKNOWN;
        }
        int difference = Bits.count(Bits.and(line, a.now())) - Bits.count(Bits.and(line, b.now()));
        if (difference == 0) {
            return ALWAYS;
        }
        Region fewer = difference < 0 ? a : b;
        long[] cells = Bits.and(line, position.reachableWith(fewer.grows()));
        int missing = Math.abs(difference);
        return Bits.count(cells) >= missing && missing <= reach ? new Need(cells, fewer.grows(), missing, false)
                : null;
    }

    /**
     * Whether a conjunction is {@code r has A and count(A in r) = count(B in r)} (or with B, or in the other order):
     * equal counts, at least one of each (Jorekburg).
     */
    private boolean balancedWithOne(Logic logic) {
        Expr has = logic.right() instanceof Comparison ? logic.left() : logic.right();
        Expr equal = has == logic.left() ? logic.right() : logic.left();
        return equal instanceof Comparison comparison && comparison.op() == Comparison.Op.EQ
                && comparison.left() instanceof CountItems a && comparison.right() instanceof CountItems b
                && cellsInTheLine(a.source()) && cellsInTheLine(b.source())
                && has instanceof Relation relation && relation.op() == Relation.Op.HAS
                && relation.subject() instanceof VarRef ref && ref.var().equals(source.var())
                && (relation.set().equals(a.source().of()) || relation.set().equals(b.source().of()));
    }

    /**
     * Equal counts of A and B in the line, at least one: with a and b cells now, both end at m >= max(1, a, b), so
     * the line needs m - a cells of A and m - b of B drawn in it ({@link #equalCounts} alone would see no need
     * when a = b = 0, and "has A" alone one cell). Where A and B share terrains or cells, one cell may serve both:
     * only the larger of the two counts.
     */
    private Need balancedWithOne(Logic logic, long[] line, Position position, int reach) {
        Comparison comparison = (Comparison) (logic.left() instanceof Comparison ? logic.left() : logic.right());
        Region a = Region.of(((CountItems) comparison.left()).source().of(), position);
        Region b = Region.of(((CountItems) comparison.right()).source().of(), position);
        if (a == null || b == null || a.shrinks() || b.shrinks()) {
            return UNKNOWN;
        }
        int inA = Bits.count(Bits.and(line, a.now()));
        int inB = Bits.count(Bits.and(line, b.now()));
        if (inA == inB && inA > 0) {
            return ALWAYS;
        }
        int most = Math.max(1, Math.max(inA, inB));
        boolean[] terrains = new boolean[a.grows().length];
        boolean shared = Bits.intersects(a.now(), b.now());
        for (int t = 0; t < terrains.length; t++) {
            terrains[t] = a.grows()[t] || b.grows()[t];
            shared |= a.grows()[t] && b.grows()[t];
        }
        int missing = shared ? Math.max(most - inA, most - inB) : most - inA + most - inB;
        long[] cells = Bits.and(line, position.reachableWith(terrains));
        return Bits.count(cells) >= missing && missing <= reach ? new Need(cells, terrains, missing, false) : null;
    }

    /**
     * {@code count(terrain t of GROUP where r has t) >= n} (Banded Hills): each terrain of the group the line lacks
     * needs one of its cells drawn in the line, so the missing count of terrains is that many cells in the lacking
     * terrains, {@code w / missing} each.
     */
    private static Need newTerrains(CellSet.Terrains group, int least, long[] line, Position position, int reach) {
        int present = 0;
        int lacking = 0;
        boolean[] drawable = new boolean[position.terrains().size()];
        for (Terrain terrain : group.terrains()) {
            int t = position.terrains().indexOf(terrain);
            if (t < 0) {
                continue;
            }
            if (Bits.intersects(line, position.board.cellsOf(terrain))) {
                present++;
            } else if (position.drawable[t] && !drawable[t]) {
                drawable[t] = true;
                lacking++;
            }
        }
        int missing = least - present;
        if (missing <= 0) {
            return ALWAYS;
        }
        long[] cells = Bits.and(line, position.reachableWith(drawable));
        return lacking >= missing && Bits.count(cells) >= missing && missing <= reach
                ? new Need(cells, drawable, missing, false) : null;
    }

    /** Whether a source is {@code terrain t of GROUP where r has t}, r this bound's line. */
    private boolean terrainsOfTheLine(Source terrains) {
        return terrains.kind() == ItemKind.TERRAIN && terrains.of() instanceof CellSet.Terrains
                && terrains.filter() instanceof Relation relation && relation.op() == Relation.Op.HAS
                && relation.subject() instanceof VarRef ref && ref.var().equals(source.var())
                && relation.set() instanceof CellSet.OfVar of && of.var().equals(terrains.var());
    }

    /** Whether a source is {@code cell c of S where c in r}, r this bound's line. */
    private boolean cellsInTheLine(Source cells) {
        return cells.kind() == ItemKind.CELL && cells.of() != null && cells.filter() instanceof Relation relation
                && relation.op() == Relation.Op.IN && relation.subject() instanceof VarRef ref
                && ref.var().equals(cells.var()) && relation.set() instanceof CellSet.OfVar of
                && of.var().equals(source.var());
    }

    /** The value of an expression of the line's position and constants (never negative), or null. */
    private Integer fixed(Expr expr, long[] line, Position position) {
        if (expr instanceof IntLiteral literal) {
            return literal.value() >= 0 ? literal.value() : null;
        }
        if (expr instanceof PositionOf of && of.line() instanceof VarRef ref && ref.var().equals(source.var())) {
            int first = Bits.first(line);
            return 1 + (of.axis() == PositionOf.Axis.ROW ? position.grid.row(first) : position.grid.col(first));
        }
        if (expr instanceof Arithmetic arithmetic) {
            Integer left = fixed(arithmetic.left(), line, position);
            Integer right = fixed(arithmetic.right(), line, position);
            if (left == null || right == null) {
                return null;
            }
            return switch (arithmetic.op()) {
                case PLUS -> left + right;
                case MINUS -> left - right >= 0 ? left - right : null;
                case TIMES -> left * right;
                case MOD -> right > 0 ? left % right : null;
            };
        }
        return null;
    }

    /**
     * When the position asks for lines counted whole ({@link LineGoals}) and every line that can still come to
     * count needs all its missing cells (not one cell of several), hands them over instead of crediting cells.
     */
    private boolean countedWhole(Need[] needs, Position position) {
        List<long[]> missing = missingWhole(needs);
        if (missing == null) {
            return false;
        }
        position.lineGoals.add(new LineGoals(weight, missing));
        return true;
    }

    private static final Need UNKNOWN = new Need(null, null, 0, false);
    private static final Need ALWAYS = new Need(null, null, 0, true);

    /** @param reach the most cells the remaining steps can draw in the line */
    private Need need(Expr filter, long[] line, Position position, int reach) {
        if (filter == null) {
            return ALWAYS;
        }
        if (filter instanceof Relation relation && relation.subject() instanceof VarRef ref
                && ref.var().equals(source.var())) {
            Region set = Region.of(relation.set(), position);
            if (set == null || set.shrinks()) {
                return UNKNOWN;
            }
            long[] helpers = position.reachableWith(set.grows());
            switch (relation.op()) {
                case HAS -> {
                    if (Bits.intersects(line, set.now())) {
                        return ALWAYS;
                    }
                    long[] cells = Bits.and(line, helpers);
                    return Bits.isEmpty(cells) ? null : new Need(cells, set.grows(), 1, false);
                }
                case IS, IN -> {
                    long[] missing = Bits.andNot(line, set.now());
                    if (Bits.isEmpty(missing)) {
                        return ALWAYS;
                    }
                    int count = Bits.count(missing);
                    return Bits.subsetOf(missing, helpers) && count <= reach
                            ? new Need(missing, set.grows(), count, false) : null;
                }
                case TOUCHES -> {
                    if (!set.fixed()) {
                        return UNKNOWN;
                    }
                    return Bits.intersects(line, set.touchingNow(position)) ? ALWAYS : null;
                }
                default -> {
                    return UNKNOWN;
                }
            }
        }
        if (filter instanceof Comparison comparison) {
            return compared(comparison, line, position, reach);
        }
        if (filter instanceof Logic logic && logic.op() == Logic.Op.AND) {
            if (balancedWithOne(logic)) {
                return balancedWithOne(logic, line, position, reach);
            }
            Need left = need(logic.left(), line, position, reach);
            Need right = need(logic.right(), line, position, reach);
            if (left == UNKNOWN || right == UNKNOWN) {
                return UNKNOWN;
            }
            if (left == null || right == null) {
                return null;
            }
            if (left.now) {
                return right;
            }
            if (right.now) {
                return left;
            }
            // Both must come true: at least the larger count of cells, from either set of cells.
            boolean[] terrains = new boolean[position.terrains().size()];
            for (int t = 0; t < terrains.length; t++) {
                terrains[t] = (left.terrains == null || left.terrains[t]) || (right.terrains == null
                        || right.terrains[t]);
            }
            return new Need(Bits.or(left.cells, right.cells), terrains, Math.max(left.count, right.count),
                    false);
        }
        return UNKNOWN;
    }
}
