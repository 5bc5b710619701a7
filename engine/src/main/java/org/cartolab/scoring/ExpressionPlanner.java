package org.cartolab.scoring;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;

import org.cartolab.board.Bits;
import org.cartolab.board.EdgeSide;
import org.cartolab.model.Terrain;
import org.cartolab.model.expr.Aggregate;
import org.cartolab.model.expr.Arithmetic;
import org.cartolab.model.expr.CellSet;
import org.cartolab.model.expr.CoinCount;
import org.cartolab.model.expr.Comparison;
import org.cartolab.model.expr.CountItems;
import org.cartolab.model.expr.Direction;
import org.cartolab.model.expr.Distance;
import org.cartolab.model.expr.Exists;
import org.cartolab.model.expr.Extremum;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.IntLiteral;
import org.cartolab.model.expr.ItemKind;
import org.cartolab.model.expr.Logic;
import org.cartolab.model.expr.Negate;
import org.cartolab.model.expr.Not;
import org.cartolab.model.expr.OtherCards;
import org.cartolab.model.expr.PerItem;
import org.cartolab.model.expr.PositionOf;
import org.cartolab.model.expr.Relation;
import org.cartolab.model.expr.Select;
import org.cartolab.model.expr.SetRegion;
import org.cartolab.model.expr.SideOf;
import org.cartolab.model.expr.SizeOf;
import org.cartolab.model.expr.Source;
import org.cartolab.model.expr.Var;
import org.cartolab.model.expr.VarRef;

/**
 * Turns a scoring expression into a tree of evaluation nodes, once per card. The planner picks the fast path
 * where one exists: a source of cells whose filter is made of relations of the cell itself becomes a handful of
 * whole-board bitboard operations instead of a loop over cells.
 *
 * <p>Evaluation allocates (almost) nothing: a node that computes a set of cells writes it into its own scratch
 * bitboard in the {@link Frame}, numbered by the planner. Such a result stays valid until the node runs again,
 * which cannot happen while its parent still reads it (nodes form a tree), so callers read node results and never
 * write them. Items (cells, rows, clusters, ...) are never scratch bitboards: they are bound to slots, kept by
 * "largest" and explanations, and stay valid for the whole evaluation.
 */
final class ExpressionPlanner {

    interface NumberNode {
        int eval(Frame f);
    }

    interface ConditionNode {
        boolean test(Frame f);
    }

    /** A set of cells; null means "no region" (e.g. the second largest of one cluster). */
    interface RegionNode {
        long[] eval(Frame f);
    }

    /** The cells, among all cells, for which a condition on the cell holds. */
    interface MaskNode {
        long[] eval(Frame f);
    }

    interface ItemVisitor {
        /** @return false to stop the iteration */
        boolean visit(long[] item);
    }

    /** Visitors without state, so counting and "some" allocate nothing. */
    private static final ItemVisitor GO_ON = item -> true;
    private static final ItemVisitor STOP = item -> false;

    private int scratchCount;

    /** A scratch bitboard for one node to compute into; see the class comment. */
    private int newScratch() {
        return scratchCount++;
    }

    NumberNode number(Expr e) {
        if (e instanceof IntLiteral literal) {
            int value = literal.value();
            return f -> value;
        }
        if (e instanceof CoinCount) {
            return f -> f.coins;
        }
        if (e instanceof Negate negate) {
            NumberNode operand = number(negate.operand());
            return f -> -operand.eval(f);
        }
        if (e instanceof Arithmetic arithmetic) {
            NumberNode left = number(arithmetic.left());
            NumberNode right = number(arithmetic.right());
            return switch (arithmetic.op()) {
                case PLUS -> f -> left.eval(f) + right.eval(f);
                case MINUS -> f -> left.eval(f) - right.eval(f);
                case TIMES -> f -> left.eval(f) * right.eval(f);
                case MOD -> f -> {
                    int dividend = left.eval(f);
                    int divisor = right.eval(f);
                    return divisor == 0 ? 0 : Math.floorMod(dividend, divisor);
                };
            };
        }
        if (e instanceof PerItem per) {
            return per(per.points(), source(per.source()));
        }
        if (e instanceof CountItems count) {
            return per(Highlight.SHARE, source(count.source()));
        }
        if (e instanceof SizeOf size) {
            RegionNode region = region(size.region());
            return f -> {
                long[] cells = region.eval(f);
                if (cells == null) {
                    return 0;
                }
                if (f.sink != null) {
                    f.sink.add(cells, Highlight.SHARE);
                }
                return Bits.count(cells);
            };
        }
        if (e instanceof PositionOf position) {
            RegionNode line = region(position.line());
            boolean row = position.axis() == PositionOf.Axis.ROW;
            return f -> {
                long[] cells = line.eval(f);
                int first = cells == null ? -1 : Bits.first(cells);
                return first < 0 ? 0 : 1 + (row ? f.grid.row(first) : f.grid.col(first));
            };
        }
        if (e instanceof SideOf side) {
            RegionNode region = region(side.region());
            return f -> {
                long[] cells = region.eval(f);
                if (cells == null) {
                    return 0;
                }
                if (f.sink != null) {
                    f.sink.add(cells, Highlight.SHARE);
                }
                return Items.side(f.grid, cells);
            };
        }
        if (e instanceof Aggregate aggregate) {
            return aggregate(aggregate);
        }
        if (e instanceof Extremum extremum) {
            return extremum(extremum.op(), extremum.values().stream().map(this::number).toList());
        }
        if (e instanceof OtherCards other) {
            Aggregate.Op op = other.op();
            return f -> f.otherCards == null || f.otherCards.length == 0 ? 0
                    : op == Aggregate.Op.SUM ? java.util.Arrays.stream(f.otherCards).sum()
                    : op == Aggregate.Op.MAX ? java.util.Arrays.stream(f.otherCards).max().getAsInt()
                    : java.util.Arrays.stream(f.otherCards).min().getAsInt();
        }
        if (e instanceof Distance distance) {
            RegionNode from = region(distance.from());
            RegionNode to = region(distance.to());
            int reached = newScratch();
            int next = newScratch();
            return f -> {
                long[] a = from.eval(f);
                long[] b = to.eval(f);
                return a == null || b == null ? Distance.UNREACHABLE
                        : Landscapes.distance(f.grid, a, b, f.scratch(reached), f.scratch(next));
            };
        }
        throw new IllegalArgumentException("Not a number: " + e);
    }

    /** {@code points per source}; with SHARE points it is {@code count(source)}, whose items share the points. */
    private NumberNode per(int points, SourceNode items) {
        int factor = points == Highlight.SHARE ? 1 : points;
        return f -> {
            if (f.sink == null) {
                return factor * items.count(f);
            }
            Highlights sink = f.sink;
            int[] n = {0};
            items.forEach(f, item -> {
                sink.add(item, points);
                n[0]++;
                return true;
            });
            return factor * n[0];
        };
    }

    /** {@code max/min/sum(a, b, ...)} of numbers. */
    private static NumberNode extremum(Aggregate.Op op, List<NumberNode> values) {
        return f -> {
            int result = values.get(0).eval(f);
            for (int i = 1; i < values.size(); i++) {
                int value = values.get(i).eval(f);
                result = switch (op) {
                    case MAX -> Math.max(result, value);
                    case MIN -> Math.min(result, value);
                    case SUM -> result + value;
                };
            }
            return result;
        };
    }

    private NumberNode aggregate(Aggregate aggregate) {
        SourceNode items = source(aggregate.source());
        NumberNode body = number(aggregate.body());
        int slot = aggregate.source().var().slot();
        Aggregate.Op op = aggregate.op();
        return f -> {
            Highlights sink = f.sink;
            f.sink = null;
            long[][] best = {null};
            int[] result = {0};
            boolean[] any = {false};
            List<long[]> itemList = sink != null && op == Aggregate.Op.SUM ? new ArrayList<>() : null;
            List<Integer> values = itemList != null ? new ArrayList<>() : null;
            items.forEach(f, item -> {
                int value = body.eval(f);
                if (op == Aggregate.Op.SUM) {
                    result[0] += value;
                    if (itemList != null) {
                        itemList.add(item);
                        values.add(value);
                    }
                } else if (!any[0] || (op == Aggregate.Op.MAX ? value > result[0] : value < result[0])) {
                    result[0] = value;
                    best[0] = item;
                }
                any[0] = true;
                return true;
            });
            f.sink = sink;
            if (sink != null) {
                if (itemList != null) {
                    for (int i = 0; i < itemList.size(); i++) {
                        sink.add(itemList.get(i), values.get(i));
                    }
                } else if (best[0] != null) {
                    // Explain the chosen item: re-run its body with the sink on.
                    sink.add(best[0], Highlight.SHARE);
                    f.slots[slot] = best[0];
                    body.eval(f);
                }
            }
            return result[0];
        };
    }

    ConditionNode condition(Expr e) {
        if (e instanceof Logic logic) {
            ConditionNode left = condition(logic.left());
            ConditionNode right = condition(logic.right());
            return logic.op() == Logic.Op.AND ? f -> left.test(f) && right.test(f) : f -> left.test(f) || right.test(f);
        }
        if (e instanceof Not not) {
            ConditionNode operand = condition(not.operand());
            return f -> !operand.test(f);
        }
        if (e instanceof Exists exists) {
            return source(exists.source())::any;
        }
        if (e instanceof Comparison comparison) {
            return comparison(comparison);
        }
        if (e instanceof Relation relation) {
            return relation(relation);
        }
        throw new IllegalArgumentException("Not a condition: " + e);
    }

    private ConditionNode comparison(Comparison comparison) {
        if (isRegion(comparison.left())) {
            RegionNode left = region(comparison.left());
            RegionNode right = region(comparison.right());
            boolean equal = comparison.op() == Comparison.Op.EQ;
            return f -> {
                long[] a = left.eval(f);
                long[] b = right.eval(f);
                boolean same = a == null || b == null ? a == b : Bits.same(a, b);
                return same == equal;
            };
        }
        NumberNode left = number(comparison.left());
        NumberNode right = number(comparison.right());
        return switch (comparison.op()) {
            case LT -> f -> left.eval(f) < right.eval(f);
            case LE -> f -> left.eval(f) <= right.eval(f);
            case GT -> f -> left.eval(f) > right.eval(f);
            case GE -> f -> left.eval(f) >= right.eval(f);
            case EQ -> f -> left.eval(f) == right.eval(f);
            case NE -> f -> left.eval(f) != right.eval(f);
        };
    }

    private static boolean isRegion(Expr e) {
        return e instanceof VarRef || e instanceof SetRegion || e instanceof Select;
    }

    private RelationNode relation(Relation relation) {
        int subjectSlot = relation.subject() instanceof VarRef ref ? ref.var().slot() : -1;
        RegionNode subject = subjectSlot >= 0 ? null : region(relation.subject());
        int border = newScratch();
        // Flow relations compute into two more scratch bitboards, numbered right after the border's.
        newScratch();
        newScratch();
        return new RelationNode(relation.op(), subjectSlot, subject, set(relation.set()), border);
    }

    /**
     * {@code subject OP set}. One class for every relation, reading a variable subject straight from its slot:
     * relations are the commonest filters, run once per item, and calls through a node interface at a call site
     * that sees many node classes cost more than the bit operations of the test itself.
     */
    private static final class RelationNode implements ConditionNode {
        private final Relation.Op op;
        /** The slot of the subject when it is a variable, or -1. */
        private final int subjectSlot;
        /** The subject when it is not a variable. */
        private final RegionNode subject;
        private final SetNode set;
        private final int border;

        RelationNode(Relation.Op op, int subjectSlot, RegionNode subject, SetNode set, int border) {
            this.op = op;
            this.subjectSlot = subjectSlot;
            this.subject = subject;
            this.set = set;
            this.border = border;
        }

        @Override
        public boolean test(Frame f) {
            long[] x = subjectSlot >= 0 ? f.slots[subjectSlot] : subject.eval(f);
            if (x == null) {
                return false;
            }
            return switch (op) {
                case IS, IN -> !Bits.isEmpty(x) && Bits.subsetOf(x, set.cells(f));
                case HAS -> Bits.intersects(x, set.cells(f));
                // A set made only of board edges has no cells to look for around x.
                case TOUCHES -> set.touchesEdges(f, x)
                        || !set.edgesOnly && f.grid.touches(x, set.cells(f));
                case NEAR -> set.touchesEdges(f, x)
                        || !set.edgesOnly && Bits.intersects(outerVicinity(f, x, border), set.cells(f));
                case SURROUNDED_BY -> !Bits.isEmpty(x) && !Bits.intersects(x, set.otherEdgeCells(f))
                        && Bits.subsetOf(outerBorder(f, x, border), set.cells(f));
                case FLOWS_INTO, FLOWS_PAST -> Bits.intersects(Landscapes.across(f.board, x,
                        op == Relation.Op.FLOWS_INTO, f.scratch(border), f.scratch(border + 1),
                        f.scratch(border + 2)), set.cells(f));
            };
        }
    }

    /** The cells next to {@code x} and not in it, computed into scratch {@code into}. */
    private static long[] outerBorder(Frame f, long[] x, int into) {
        long[] border = f.grid.neighbours(x, f.scratch(into));
        return Bits.andNot(border, x, border);
    }

    /** The cells among the 8 around {@code x} and not in it, computed into scratch {@code into}. */
    private static long[] outerVicinity(Frame f, long[] x, int into) {
        long[] around = f.grid.vicinity(x, f.scratch(into));
        return Bits.andNot(around, x, around);
    }

    RegionNode region(Expr e) {
        if (e instanceof VarRef ref) {
            int slot = ref.var().slot();
            return f -> f.slots[slot];
        }
        if (e instanceof SetRegion setRegion) {
            SetNode set = set(setRegion.set());
            return set::cells;
        }
        if (e instanceof Select select) {
            return select(select);
        }
        throw new IllegalArgumentException("Not a region: " + e);
    }

    private RegionNode select(Select select) {
        Source source = select.source();
        if (source.kind() == ItemKind.SQUARE && source.filter() == null && select.largest() && select.rank() == 1) {
            SetNode of = source.of() == null ? null : set(source.of());
            int corners = newScratch();
            int larger = newScratch();
            return f -> largestSquare(f, of == null ? f.grid.all() : of.cells(f), corners, larger);
        }
        SourceNode items = source(source);
        Comparator<long[]> bySize = Comparator.comparingInt(Bits::count);
        Comparator<long[]> order = select.largest() ? bySize.reversed() : bySize;
        int rank = select.rank();
        return f -> {
            Highlights sink = f.sink;
            f.sink = null;
            List<long[]> found = new ArrayList<>();
            items.forEach(f, item -> found.add(item));
            f.sink = sink;
            if (found.size() < rank) {
                return null;
            }
            found.sort(order); // stable: equal sizes keep board order
            return found.get(rank - 1);
        };
    }

    /**
     * The largest square of {@code cells}, the first in board order among equals, or null. Erodes the set of
     * top-left corners of k-by-k squares, k = 1, 2, ..., until it is empty, alternating between two scratch
     * bitboards: a few whole-board steps instead of a pass over every cell.
     */
    private static long[] largestSquare(Frame f, long[] cells, int corners, int larger) {
        if (Bits.isEmpty(cells)) {
            return null;
        }
        long[] one = f.scratch(corners);
        long[] other = f.scratch(larger);
        long[] current = cells;
        int side = 1;
        while (true) {
            long[] next = f.grid.largerSquares(current, current == one ? other : one);
            if (Bits.isEmpty(next)) {
                return Items.square(f.grid, Bits.first(current), side);
            }
            current = next;
            side++;
        }
    }

    // ------------------------------------------------------------------ sources

    /** Enumerates the items of a source that pass its filter, binding each to the source's slot. */
    final class SourceNode {
        /** What {@link #visit} returns when the visitor stopped the iteration. */
        private static final int STOPPED = -1;

        private final Source source;
        private final int slot;
        private final SetNode of;
        /** The filter of a cell source as a whole-board mask, or null. */
        private final MaskNode cellMask;
        private final int candidates;
        /** The filter tested item by item, or null. */
        private final ItemFilter filter;
        private final List<Terrain> terrains;

        SourceNode(Source source) {
            this.source = source;
            this.slot = source.var().slot();
            this.of = source.of() == null ? null : set(source.of());
            boolean cells = source.kind() == ItemKind.CELL;
            this.cellMask = cells && source.filter() != null ? mask(source.filter(), source.var()) : null;
            this.candidates = newScratch();
            this.filter = source.filter() == null || cellMask != null ? null : new ItemFilter(source.filter());
            this.terrains = source.kind() == ItemKind.TERRAIN ? terrainsOf(source.of()) : List.of();
        }

        /** Whether the items are the cells of a bitboard, with no filter left to run cell by cell. */
        private boolean cellsOnly() {
            return source.kind() == ItemKind.CELL && filter == null;
        }

        /** The number of passing items. */
        int count(Frame f) {
            return cellsOnly() ? Bits.count(cellCandidates(f)) : visit(f, GO_ON);
        }

        /** Whether some item passes. */
        boolean any(Frame f) {
            return cellsOnly() ? !Bits.isEmpty(cellCandidates(f)) : visit(f, STOP) == STOPPED;
        }

        /** Visits the passing items in board order; returns false if the visitor stopped early. */
        boolean forEach(Frame f, ItemVisitor visitor) {
            return visit(f, visitor) != STOPPED;
        }

        /** Visits the passing items in board order; returns how many passed, or STOPPED. */
        private int visit(Frame f, ItemVisitor visitor) {
            return switch (source.kind()) {
                case CELL -> offerCells(f, cellCandidates(f), visitor);
                case TERRAIN -> offerTerrains(f, visitor);
                default -> offerAll(f, itemList(f), visitor);
            };
        }

        /** The items of the kinds that come as a list: lines, clusters, squares and runs. */
        private List<long[]> itemList(Frame f) {
            return switch (source.kind()) {
                case ROW -> f.grid.rows();
                case COLUMN -> f.grid.columns();
                case DIAGONAL -> f.grid.diagonals(source.direction() == Direction.DOWN_RIGHT);
                case CLUSTER -> of.constant ? f.clusters(of.cells(f)) : f.grid.clusters(of.cells(f));
                case SQUARE -> Items.squaresOf(f.grid, of == null ? f.grid.all() : of.cells(f));
                case RUN -> Items.runsOf(f.grid, lines(f, source.direction()), of.cells(f));
                case CHAIN -> Landscapes.streams(f.board, of.cells(f));
                default -> throw new IllegalStateException("Not a list of items: " + source.kind());
            };
        }

        /** Offers each cell of {@code cells} as a one-cell item. */
        private int offerCells(Frame f, long[] cells, ItemVisitor visitor) {
            int n = 0;
            for (int i = Bits.first(cells); i >= 0; i = Bits.next(cells, i + 1)) {
                int offered = offer(f, Bits.single(f.grid.words(), i), visitor);
                if (offered == STOPPED) {
                    return STOPPED;
                }
                n += offered;
            }
            return n;
        }

        /** Offers the cells of each terrain of the source's set. */
        private int offerTerrains(Frame f, ItemVisitor visitor) {
            int n = 0;
            for (int t = 0; t < terrains.size(); t++) {
                int offered = offer(f, f.board.cellsOf(terrains.get(t)), visitor);
                if (offered == STOPPED) {
                    return STOPPED;
                }
                n += offered;
            }
            return n;
        }

        private long[] cellCandidates(Frame f) {
            long[] base = of == null ? f.grid.all() : of.cells(f);
            return cellMask == null ? base : Bits.and(base, cellMask.eval(f), f.scratch(candidates));
        }

        private int offerAll(Frame f, List<long[]> items, ItemVisitor visitor) {
            int n = 0;
            for (int i = 0; i < items.size(); i++) {
                int offered = offer(f, items.get(i), visitor);
                if (offered == STOPPED) {
                    return STOPPED;
                }
                n += offered;
            }
            return n;
        }

        /** Binds the item and runs the filter: 0 if it fails, 1 if the visitor took the item, or STOPPED. */
        private int offer(Frame f, long[] item, ItemVisitor visitor) {
            f.slots[slot] = item;
            if (filter != null && !filter.passes(f)) {
                return 0;
            }
            // Counting needs no call: most sources are counted, and the call site sees every kind of visitor.
            return visitor == GO_ON || visitor.visit(item) ? 1 : STOPPED;
        }
    }

    /**
     * The filter of a source, tested on each bound item, split into its conjuncts: the relations (possibly
     * negated), tested in a plain loop, then the other conditions. Relations are the commonest filters; the loop
     * spares a call through a node interface per conjunct, costly at call sites that see many node classes.
     * Conditions have no side effects, so the order of the conjuncts does not matter.
     */
    private final class ItemFilter {
        private final RelationNode[] relations;
        /** Whether each relation is negated ("not k touches water"). */
        private final boolean[] negated;
        private final ConditionNode[] others;

        ItemFilter(Expr filter) {
            List<Expr> conjuncts = new ArrayList<>();
            addConjuncts(filter, conjuncts);
            List<RelationNode> relationList = new ArrayList<>();
            List<Boolean> negatedList = new ArrayList<>();
            List<ConditionNode> otherList = new ArrayList<>();
            for (Expr conjunct : conjuncts) {
                if (conjunct instanceof Relation relation) {
                    relationList.add(relation(relation));
                    negatedList.add(false);
                } else if (conjunct instanceof Not not && not.operand() instanceof Relation relation) {
                    relationList.add(relation(relation));
                    negatedList.add(true);
                } else {
                    otherList.add(condition(conjunct));
                }
            }
            this.relations = relationList.toArray(RelationNode[]::new);
            this.negated = new boolean[negatedList.size()];
            for (int i = 0; i < negated.length; i++) {
                negated[i] = negatedList.get(i);
            }
            this.others = otherList.toArray(ConditionNode[]::new);
        }

        /** Whether the bound item passes. A filter explains nothing: the sink is off meanwhile. */
        boolean passes(Frame f) {
            for (int i = 0; i < relations.length; i++) {
                if (relations[i].test(f) == negated[i]) {
                    return false;
                }
            }
            if (others.length == 0) {
                return true;
            }
            Highlights sink = f.sink;
            f.sink = null;
            boolean pass = true;
            for (int i = 0; pass && i < others.length; i++) {
                pass = others[i].test(f);
            }
            f.sink = sink;
            return pass;
        }
    }

    SourceNode source(Source source) {
        return new SourceNode(source);
    }

    /** The conjuncts of {@code e}: its operands if it is an "and", recursively, else itself. */
    private static void addConjuncts(Expr e, List<Expr> into) {
        if (e instanceof Logic logic && logic.op() == Logic.Op.AND) {
            addConjuncts(logic.left(), into);
            addConjuncts(logic.right(), into);
        } else {
            into.add(e);
        }
    }

    private static List<long[]> lines(Frame f, Direction direction) {
        return switch (direction) {
            case HORIZONTAL -> f.grid.rows();
            case VERTICAL -> f.grid.columns();
            case DOWN_RIGHT -> f.grid.diagonals(true);
            case DOWN_LEFT -> f.grid.diagonals(false);
        };
    }

    private static List<Terrain> terrainsOf(CellSet set) {
        Set<Terrain> terrains = new LinkedHashSet<>();
        collectTerrains(set, terrains);
        return List.copyOf(terrains);
    }

    private static void collectTerrains(CellSet set, Set<Terrain> into) {
        if (set instanceof CellSet.Terrains named) {
            into.addAll(named.terrains());
        } else if (set instanceof CellSet.Union union) {
            union.parts().forEach(part -> collectTerrains(part, into));
        }
    }

    // ------------------------------------------------------------------ the cell fast path

    /**
     * The filter of a cell source as a whole-board operation, or null if it needs a loop over cells. A part of
     * the filter that does not mention the cell is a constant for the whole board.
     */
    private MaskNode mask(Expr e, Var cell) {
        if (!Uses.variable(e, cell)) {
            ConditionNode constant = condition(e);
            return f -> constant.test(f) ? f.grid.all() : f.noCells;
        }
        if (e instanceof Logic logic) {
            MaskNode left = mask(logic.left(), cell);
            MaskNode right = mask(logic.right(), cell);
            if (left == null || right == null) {
                return null;
            }
            int into = newScratch();
            return logic.op() == Logic.Op.AND ? f -> Bits.and(left.eval(f), right.eval(f), f.scratch(into))
                    : f -> Bits.or(left.eval(f), right.eval(f), f.scratch(into));
        }
        if (e instanceof Not not) {
            MaskNode operand = mask(not.operand(), cell);
            if (operand == null) {
                return null;
            }
            int into = newScratch();
            return f -> Bits.andNot(f.grid.all(), operand.eval(f), f.scratch(into));
        }
        if (e instanceof Relation relation && isCell(relation.subject(), cell)
                && !Uses.variable(relation.set(), cell)) {
            return cellRelation(relation.op(), set(relation.set()));
        }
        if (e instanceof Relation relation && relation.set() instanceof CellSet.OfVar of && of.var().equals(cell)
                && !Uses.variable(relation.subject(), cell)) {
            return relationToCell(relation.op(), region(relation.subject()));
        }
        if (e instanceof Comparison comparison
                && (comparison.op() == Comparison.Op.EQ || comparison.op() == Comparison.Op.NE)) {
            Expr other = isCell(comparison.left(), cell) ? comparison.right()
                    : isCell(comparison.right(), cell) ? comparison.left() : null;
            if (other != null && isRegion(other) && !Uses.variable(other, cell)) {
                RegionNode region = region(other);
                boolean equal = comparison.op() == Comparison.Op.EQ;
                int into = newScratch();
                return f -> {
                    long[] r = region.eval(f);
                    boolean single = r != null && Bits.count(r) == 1;
                    if (equal) {
                        return single ? r : f.noCells;
                    }
                    return single ? Bits.andNot(f.grid.all(), r, f.scratch(into)) : f.grid.all();
                };
            }
        }
        return null;
    }

    /** The cells c for which {@code c OP set} holds. */
    private MaskNode cellRelation(Relation.Op op, SetNode set) {
        int into = newScratch();
        int outside = newScratch();
        return switch (op) {
            case IS, IN, HAS -> set::cells;
            case TOUCHES -> f -> {
                long[] touching = f.grid.neighbours(set.cells(f), f.scratch(into));
                return Bits.or(touching, set.edgeCells(f), touching);
            };
            case NEAR -> f -> {
                long[] near = f.grid.vicinity(set.cells(f), f.scratch(into));
                return Bits.or(near, set.edgeCells(f), near);
            };
            // Surrounded: no neighbour outside the set, and not on an edge the set does not include.
            case SURROUNDED_BY -> f -> {
                long[] notInSet = Bits.andNot(f.grid.all(), set.cells(f), f.scratch(outside));
                long[] surrounded = f.grid.neighbours(notInSet, f.scratch(into));
                Bits.andNot(f.grid.all(), surrounded, surrounded);
                return Bits.andNot(surrounded, set.otherEdgeCells(f), surrounded);
            };
            case FLOWS_INTO, FLOWS_PAST -> {
                int step = newScratch();
                int side = newScratch();
                boolean ends = op == Relation.Op.FLOWS_INTO;
                yield f -> Landscapes.towards(f.board, set.cells(f), ends, f.scratch(into), f.scratch(step),
                        f.scratch(side));
            }
        };
    }

    /**
     * The cells c for which {@code x OP c} holds, the cell being the whole set: {@code x} touches c when c is
     * one of the cells next to x, and so on. It spares a loop over cells for filters such as "k touches o".
     */
    private MaskNode relationToCell(Relation.Op op, RegionNode subject) {
        int into = newScratch();
        return switch (op) {
            // x is c when x is exactly that one cell.
            case IS, IN -> f -> {
                long[] x = subject.eval(f);
                return x != null && Bits.count(x) == 1 ? x : f.noCells;
            };
            case HAS -> f -> {
                long[] x = subject.eval(f);
                return x != null ? x : f.noCells;
            };
            case TOUCHES -> f -> {
                long[] x = subject.eval(f);
                return x != null ? outerBorder(f, x, into) : f.noCells;
            };
            case NEAR -> f -> {
                long[] x = subject.eval(f);
                return x != null ? outerVicinity(f, x, into) : f.noCells;
            };
            // x is surrounded by c when x is on no edge and c is the only cell next to it.
            case SURROUNDED_BY -> f -> {
                long[] x = subject.eval(f);
                if (x == null || Bits.isEmpty(x) || Bits.intersects(x, f.grid.edges(EdgeSide.ALL_SIDES))) {
                    return f.noCells;
                }
                long[] border = outerBorder(f, x, into);
                int size = Bits.count(border);
                return size == 0 ? f.grid.all() : size == 1 ? border : f.noCells;
            };
            case FLOWS_INTO, FLOWS_PAST -> {
                int step = newScratch();
                int side = newScratch();
                boolean ends = op == Relation.Op.FLOWS_INTO;
                yield f -> {
                    long[] x = subject.eval(f);
                    return x != null ? Landscapes.across(f.board, x, ends, f.scratch(into), f.scratch(step),
                            f.scratch(side)) : f.noCells;
                };
            }
        };
    }

    private static boolean isCell(Expr e, Var cell) {
        return e instanceof VarRef ref && ref.var().equals(cell);
    }

    // ------------------------------------------------------------------ cell sets

    SetNode set(CellSet set) {
        return SetNode.plan(set, this::newScratch);
    }
}
