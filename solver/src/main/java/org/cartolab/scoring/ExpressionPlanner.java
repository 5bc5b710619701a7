package org.cartolab.scoring;

import java.util.ArrayList;
import java.util.Comparator;
import java.util.EnumSet;
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
import org.cartolab.model.expr.Exists;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.IntLiteral;
import org.cartolab.model.expr.ItemKind;
import org.cartolab.model.expr.Logic;
import org.cartolab.model.expr.Negate;
import org.cartolab.model.expr.Not;
import org.cartolab.model.expr.PerItem;
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
            SourceNode items = source(exists.source());
            return f -> !items.forEach(f, item -> false);
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

    private ConditionNode relation(Relation relation) {
        RegionNode subject = region(relation.subject());
        SetNode set = set(relation.set());
        return switch (relation.op()) {
            case IS, IN -> f -> {
                long[] x = subject.eval(f);
                return x != null && !Bits.isEmpty(x) && Bits.subsetOf(x, set.cells(f));
            };
            case HAS -> f -> {
                long[] x = subject.eval(f);
                return x != null && Bits.intersects(x, set.cells(f));
            };
            case TOUCHES -> f -> {
                long[] x = subject.eval(f);
                return x != null && (Bits.intersects(Bits.andNot(f.grid.neighbours(x), x), set.cells(f))
                        || Bits.intersects(x, set.edgeCells(f)));
            };
            case NEAR -> f -> {
                long[] x = subject.eval(f);
                return x != null && (Bits.intersects(Bits.andNot(f.grid.vicinity(x), x), set.cells(f))
                        || Bits.intersects(x, set.edgeCells(f)));
            };
            case SURROUNDED_BY -> f -> {
                long[] x = subject.eval(f);
                return x != null && !Bits.isEmpty(x)
                        && Bits.subsetOf(Bits.andNot(f.grid.neighbours(x), x), set.cells(f))
                        && !Bits.intersects(x, set.otherEdgeCells(f));
            };
        };
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
            return f -> largestSquare(f, of == null ? f.grid.all() : of.cells(f));
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

    private static long[] largestSquare(Frame f, long[] cells) {
        int[] sides = Items.squareSides(f.grid, cells);
        int best = 0;
        int at = -1;
        for (int i = 0; i < sides.length; i++) {
            if (sides[i] > best) {
                best = sides[i];
                at = i;
            }
        }
        return at < 0 ? null : Items.square(f.grid, at, best);
    }

    // ------------------------------------------------------------------ sources

    /** Enumerates the items of a source that pass its filter, binding each to the source's slot. */
    final class SourceNode {
        private final Source source;
        private final int slot;
        private final SetNode of;
        private final ConditionNode filter;
        private final MaskNode cellMask;
        private final List<Terrain> terrains;

        SourceNode(Source source) {
            this.source = source;
            this.slot = source.var().slot();
            this.of = source.of() == null ? null : set(source.of());
            boolean cells = source.kind() == ItemKind.CELL;
            this.cellMask = cells && source.filter() != null ? mask(source.filter(), source.var()) : null;
            this.filter = source.filter() == null || cellMask != null ? null : condition(source.filter());
            this.terrains = source.kind() == ItemKind.TERRAIN ? terrainsOf(source.of()) : List.of();
        }

        /** The number of passing items. */
        int count(Frame f) {
            if (source.kind() == ItemKind.CELL && filter == null) {
                return Bits.count(cellCandidates(f));
            }
            int[] n = {0};
            forEach(f, item -> {
                n[0]++;
                return true;
            });
            return n[0];
        }

        /** Visits the passing items in board order; returns false if the visitor stopped early. */
        boolean forEach(Frame f, ItemVisitor visitor) {
            switch (source.kind()) {
                case CELL -> {
                    long[] candidates = cellCandidates(f);
                    for (int i = Bits.first(candidates); i >= 0; i = Bits.next(candidates, i + 1)) {
                        if (!offer(f, Bits.single(f.grid.words(), i), visitor)) {
                            return false;
                        }
                    }
                    return true;
                }
                case ROW -> {
                    return offerAll(f, f.grid.rows(), visitor);
                }
                case COLUMN -> {
                    return offerAll(f, f.grid.columns(), visitor);
                }
                case DIAGONAL -> {
                    return offerAll(f, f.grid.diagonals(source.direction() == Direction.DOWN_RIGHT), visitor);
                }
                case CLUSTER -> {
                    long[] cells = of.cells(f);
                    return offerAll(f, of.constant ? f.clusters(source.of(), cells) : Items.clustersOf(f.grid, cells),
                            visitor);
                }
                case SQUARE -> {
                    return offerAll(f, Items.squaresOf(f.grid, of == null ? f.grid.all() : of.cells(f)), visitor);
                }
                case RUN -> {
                    return offerAll(f, Items.runsOf(f.grid, lines(f, source.direction()), of.cells(f)), visitor);
                }
                case TERRAIN -> {
                    for (Terrain terrain : terrains) {
                        if (!offer(f, f.board.cellsOf(terrain), visitor)) {
                            return false;
                        }
                    }
                    return true;
                }
                default -> throw new IllegalStateException("Unknown item kind " + source.kind());
            }
        }

        private long[] cellCandidates(Frame f) {
            long[] base = of == null ? f.grid.all() : of.cells(f);
            return cellMask == null ? base : Bits.and(base, cellMask.eval(f));
        }

        private boolean offerAll(Frame f, List<long[]> items, ItemVisitor visitor) {
            for (long[] item : items) {
                if (!offer(f, item, visitor)) {
                    return false;
                }
            }
            return true;
        }

        private boolean offer(Frame f, long[] item, ItemVisitor visitor) {
            f.slots[slot] = item;
            if (filter != null) {
                Highlights sink = f.sink;
                f.sink = null;
                boolean pass = filter.test(f);
                f.sink = sink;
                if (!pass) {
                    return true;
                }
            }
            return visitor.visit(item);
        }
    }

    SourceNode source(Source source) {
        return new SourceNode(source);
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
            return f -> constant.test(f) ? f.grid.all() : new long[f.grid.words()];
        }
        if (e instanceof Logic logic) {
            MaskNode left = mask(logic.left(), cell);
            MaskNode right = mask(logic.right(), cell);
            if (left == null || right == null) {
                return null;
            }
            return logic.op() == Logic.Op.AND ? f -> Bits.and(left.eval(f), right.eval(f))
                    : f -> Bits.or(left.eval(f), right.eval(f));
        }
        if (e instanceof Not not) {
            MaskNode operand = mask(not.operand(), cell);
            return operand == null ? null : f -> Bits.andNot(f.grid.all(), operand.eval(f));
        }
        if (e instanceof Relation relation && relation.subject() instanceof VarRef ref && ref.var().equals(cell)
                && !Uses.variable(relation.set(), cell)) {
            SetNode set = set(relation.set());
            return switch (relation.op()) {
                case IS, IN, HAS -> set::cells;
                case TOUCHES -> f -> Bits.or(f.grid.neighbours(set.cells(f)), set.edgeCells(f));
                case NEAR -> f -> Bits.or(f.grid.vicinity(set.cells(f)), set.edgeCells(f));
                case SURROUNDED_BY -> f -> Bits.andNot(
                        Bits.andNot(f.grid.all(), f.grid.neighbours(Bits.andNot(f.grid.all(), set.cells(f)))),
                        set.otherEdgeCells(f));
            };
        }
        if (e instanceof Comparison comparison
                && (comparison.op() == Comparison.Op.EQ || comparison.op() == Comparison.Op.NE)) {
            Expr other = isCell(comparison.left(), cell) ? comparison.right()
                    : isCell(comparison.right(), cell) ? comparison.left() : null;
            if (other != null && isRegion(other) && !Uses.variable(other, cell)) {
                RegionNode region = region(other);
                boolean equal = comparison.op() == Comparison.Op.EQ;
                return f -> {
                    long[] r = region.eval(f);
                    long[] single = r != null && Bits.count(r) == 1 ? r : new long[f.grid.words()];
                    return equal ? single : Bits.andNot(f.grid.all(), single);
                };
            }
        }
        return null;
    }

    private static boolean isCell(Expr e, Var cell) {
        return e instanceof VarRef ref && ref.var().equals(cell);
    }

    // ------------------------------------------------------------------ cell sets

    /** A compiled cell set: its cells on a board and the board edges it includes. */
    static final class SetNode {
        private final CellsFunction cells;
        private final Set<EdgeSide> edges;
        /** True if the set does not depend on any bound item, so its clusters can be cached per board. */
        final boolean constant;

        interface CellsFunction {
            long[] eval(Frame f);
        }

        SetNode(CellsFunction cells, Set<EdgeSide> edges, boolean constant) {
            this.cells = cells;
            this.edges = edges.isEmpty() ? EnumSet.noneOf(EdgeSide.class) : EnumSet.copyOf(edges);
            this.constant = constant;
        }

        long[] cells(Frame f) {
            return cells.eval(f);
        }

        /** Cells on the edges this set includes: they touch those edges. */
        long[] edgeCells(Frame f) {
            long[] result = new long[f.grid.words()];
            for (EdgeSide side : edges) {
                result = Bits.or(result, f.grid.edge(side));
            }
            return result;
        }

        /** Cells on the edges this set does not include: an off-board side there is not "in the set". */
        long[] otherEdgeCells(Frame f) {
            long[] result = new long[f.grid.words()];
            for (EdgeSide side : EdgeSide.values()) {
                if (!edges.contains(side)) {
                    result = Bits.or(result, f.grid.edge(side));
                }
            }
            return result;
        }
    }

    SetNode set(CellSet set) {
        if (set instanceof CellSet.Terrains named) {
            List<Terrain> terrains = named.terrains();
            if (terrains.size() == 1) {
                Terrain terrain = terrains.get(0);
                return new SetNode(f -> f.board.cellsOf(terrain), Set.of(), true);
            }
            return new SetNode(f -> {
                long[] cells = new long[f.grid.words()];
                for (Terrain terrain : terrains) {
                    cells = Bits.or(cells, f.board.cellsOf(terrain));
                }
                return cells;
            }, Set.of(), true);
        }
        if (set instanceof CellSet.Builtin builtin) {
            return switch (builtin.kind()) {
                case EMPTY -> new SetNode(f -> f.board.empty(), Set.of(), true);
                case FILLED -> new SetNode(f -> f.board.filled(), Set.of(), true);
                case RUINS -> new SetNode(f -> f.board.ruins(), Set.of(), true);
                case ANY -> new SetNode(f -> f.grid.all(), Set.of(), true);
            };
        }
        if (set instanceof CellSet.Edge edge) {
            Set<EdgeSide> sides = edge.side() == CellSet.Edge.Side.ALL ? EnumSet.allOf(EdgeSide.class)
                    : EnumSet.of(EdgeSide.valueOf(edge.side().name()));
            return new SetNode(f -> new long[f.grid.words()], sides, true);
        }
        if (set instanceof CellSet.OfVar ofVar) {
            int slot = ofVar.var().slot();
            return new SetNode(f -> f.slots[slot], Set.of(), false);
        }
        CellSet.Union union = (CellSet.Union) set;
        List<SetNode> parts = union.parts().stream().map(this::set).toList();
        Set<EdgeSide> edges = EnumSet.noneOf(EdgeSide.class);
        parts.forEach(part -> edges.addAll(part.edges));
        boolean constant = parts.stream().allMatch(part -> part.constant);
        return new SetNode(f -> {
            long[] cells = new long[f.grid.words()];
            for (SetNode part : parts) {
                cells = Bits.or(cells, part.cells(f));
            }
            return cells;
        }, edges, constant);
    }
}
