package org.cartolab.dsl.compile;

import java.util.ArrayList;
import java.util.IdentityHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;

import org.cartolab.dsl.carto.Aggregate;
import org.cartolab.dsl.carto.Binary;
import org.cartolab.dsl.carto.BuiltinSet;
import org.cartolab.dsl.carto.CellSetDifference;
import org.cartolab.dsl.carto.CellSetUnion;
import org.cartolab.dsl.carto.Coins;
import org.cartolab.dsl.carto.Count;
import org.cartolab.dsl.carto.Distance;
import org.cartolab.dsl.carto.EdgeSet;
import org.cartolab.dsl.carto.Expression;
import org.cartolab.dsl.carto.IntLiteral;
import org.cartolab.dsl.carto.Negate;
import org.cartolab.dsl.carto.Not;
import org.cartolab.dsl.carto.OtherCards;
import org.cartolab.dsl.carto.Per;
import org.cartolab.dsl.carto.Position;
import org.cartolab.dsl.carto.Ref;
import org.cartolab.dsl.carto.RefSet;
import org.cartolab.dsl.carto.Relation;
import org.cartolab.dsl.carto.Select;
import org.cartolab.dsl.carto.Side;
import org.cartolab.dsl.carto.Size;
import org.cartolab.dsl.carto.Some;
import org.cartolab.dsl.carto.Source;
import org.cartolab.dsl.carto.Terrain;
import org.cartolab.dsl.carto.TerrainGroup;
import org.cartolab.dsl.scoping.CartoScopeProvider;
import org.cartolab.model.expr.Arithmetic;
import org.cartolab.model.expr.CellSet;
import org.cartolab.model.expr.CoinCount;
import org.cartolab.model.expr.Comparison;
import org.cartolab.model.expr.CountItems;
import org.cartolab.model.expr.Direction;
import org.cartolab.model.expr.Exists;
import org.cartolab.model.expr.Extremum;
import org.cartolab.model.expr.Expr;
import org.cartolab.model.expr.ItemKind;
import org.cartolab.model.expr.Logic;
import org.cartolab.model.expr.PerItem;
import org.cartolab.model.expr.PositionOf;
import org.cartolab.model.expr.SetRegion;
import org.cartolab.model.expr.SideOf;
import org.cartolab.model.expr.SizeOf;
import org.cartolab.model.expr.Var;
import org.cartolab.model.expr.VarRef;
import org.eclipse.emf.ecore.EObject;

/** Compiles scoring expressions from the syntax tree to {@link Expr} records. */
final class ExpressionCompiler {

    private final Function<Terrain, org.cartolab.model.Terrain> terrains;
    private final Function<TerrainGroup, org.cartolab.model.TerrainGroup> groups;
    private final Map<Source, Var> vars = new IdentityHashMap<>();

    ExpressionCompiler(Function<Terrain, org.cartolab.model.Terrain> terrains,
                       Function<TerrainGroup, org.cartolab.model.TerrainGroup> groups) {
        this.terrains = terrains;
        this.groups = groups;
    }

    Expr compile(Expression e) {
        if (e instanceof IntLiteral literal) {
            return new org.cartolab.model.expr.IntLiteral(literal.getValue());
        }
        if (e instanceof Per per) {
            return new PerItem(((IntLiteral) per.getPoints()).getValue(), source(per.getSource()));
        }
        if (e instanceof Count count) {
            return new CountItems(source(count.getSource()));
        }
        if (e instanceof Size size) {
            return new SizeOf(compile(size.getRegion()));
        }
        if (e instanceof Side side) {
            return new SideOf(compile(side.getRegion()));
        }
        if (e instanceof Position position) {
            // The validator made sure the argument is a bound row or column.
            Source line = (Source) ((Ref) position.getLine()).getTarget();
            return new PositionOf(compile(position.getLine()),
                    line.getKind() == org.cartolab.dsl.carto.ItemKind.ROW ? PositionOf.Axis.ROW
                            : PositionOf.Axis.COLUMN);
        }
        if (e instanceof Aggregate aggregate && aggregate.getSource() == null) {
            return new Extremum(op(aggregate.getOp()), aggregate.getValues().stream().map(this::compile).toList());
        }
        if (e instanceof OtherCards other) {
            return new org.cartolab.model.expr.OtherCards(op(other.getOp()));
        }
        if (e instanceof Distance distance) {
            return new org.cartolab.model.expr.Distance(compile(distance.getFrom()), compile(distance.getTo()));
        }
        if (e instanceof Aggregate aggregate) {
            var source = source(aggregate.getSource());
            return new org.cartolab.model.expr.Aggregate(switch (aggregate.getOp()) {
                case MAX -> org.cartolab.model.expr.Aggregate.Op.MAX;
                case MIN -> org.cartolab.model.expr.Aggregate.Op.MIN;
                case SUM -> org.cartolab.model.expr.Aggregate.Op.SUM;
            }, source, compile(aggregate.getBody()));
        }
        if (e instanceof Some some) {
            return new Exists(source(some.getSource()));
        }
        if (e instanceof Select select) {
            return new org.cartolab.model.expr.Select(
                    select.getRank() == org.cartolab.dsl.carto.Rank.LARGEST, select.isSecond() ? 2 : 1,
                    source(select.getSource()));
        }
        if (e instanceof Coins) {
            return new CoinCount();
        }
        if (e instanceof Negate negate) {
            return new org.cartolab.model.expr.Negate(compile(negate.getOperand()));
        }
        if (e instanceof Not not) {
            return new org.cartolab.model.expr.Not(compile(not.getOperand()));
        }
        if (e instanceof Ref ref) {
            EObject target = ref.getTarget();
            return target instanceof Source source ? new VarRef(var(source)) : new SetRegion(namedSet(target));
        }
        if (e instanceof Relation relation) {
            return new org.cartolab.model.expr.Relation(switch (relation.getOp()) {
                case IS -> org.cartolab.model.expr.Relation.Op.IS;
                case IN -> org.cartolab.model.expr.Relation.Op.IN;
                case HAS -> org.cartolab.model.expr.Relation.Op.HAS;
                case TOUCHES -> org.cartolab.model.expr.Relation.Op.TOUCHES;
                case NEAR -> org.cartolab.model.expr.Relation.Op.NEAR;
                case SURROUNDED_BY -> org.cartolab.model.expr.Relation.Op.SURROUNDED_BY;
                case FLOWS_INTO -> org.cartolab.model.expr.Relation.Op.FLOWS_INTO;
                case FLOWS_PAST -> org.cartolab.model.expr.Relation.Op.FLOWS_PAST;
            }, compile(relation.getSubject()), cellSet(relation.getSet()));
        }
        if (e instanceof Binary binary) {
            Expr left = compile(binary.getLeft());
            Expr right = compile(binary.getRight());
            return switch (binary.getOp()) {
                case "+" -> new Arithmetic(Arithmetic.Op.PLUS, left, right);
                case "-" -> new Arithmetic(Arithmetic.Op.MINUS, left, right);
                case "*" -> new Arithmetic(Arithmetic.Op.TIMES, left, right);
                case "mod" -> new Arithmetic(Arithmetic.Op.MOD, left, right);
                case "and" -> new Logic(Logic.Op.AND, left, right);
                case "or" -> new Logic(Logic.Op.OR, left, right);
                case "<" -> new Comparison(Comparison.Op.LT, left, right);
                case "<=" -> new Comparison(Comparison.Op.LE, left, right);
                case ">" -> new Comparison(Comparison.Op.GT, left, right);
                case ">=" -> new Comparison(Comparison.Op.GE, left, right);
                case "=" -> new Comparison(Comparison.Op.EQ, left, right);
                case "!=" -> new Comparison(Comparison.Op.NE, left, right);
                default -> throw new IllegalStateException("Unknown operator " + binary.getOp());
            };
        }
        throw new IllegalStateException("Unknown expression " + e.eClass().getName());
    }

    private static org.cartolab.model.expr.Aggregate.Op op(org.cartolab.dsl.carto.AggregateOp op) {
        return switch (op) {
            case MAX -> org.cartolab.model.expr.Aggregate.Op.MAX;
            case MIN -> org.cartolab.model.expr.Aggregate.Op.MIN;
            case SUM -> org.cartolab.model.expr.Aggregate.Op.SUM;
        };
    }

    private org.cartolab.model.expr.Source source(Source source) {
        Var var = var(source);
        ItemKind kind = ItemKind.valueOf(source.getKind().getName().toUpperCase());
        Direction direction = source.isHorizontal() ? Direction.HORIZONTAL
                : source.isVertical() ? Direction.VERTICAL
                : source.isDownRight() ? Direction.DOWN_RIGHT
                : source.isDownLeft() ? Direction.DOWN_LEFT
                : null;
        CellSet of = source.getSet() == null ? null : cellSet(source.getSet());
        Expr filter = source.getFilter() == null ? null : compile(source.getFilter());
        return new org.cartolab.model.expr.Source(kind, var, of, direction, filter);
    }

    /** Every source gets a variable, named or not; its slot is its nesting depth among bindings. */
    private Var var(Source source) {
        return vars.computeIfAbsent(source, s -> new Var(s.getName() == null ? "_" : s.getName(),
                depth(s)));
    }

    private static int depth(Source source) {
        return CartoScopeProvider.visibleBindings(source).size() + unnamedAncestors(source);
    }

    /** Unnamed sources still occupy a slot while their filter runs, so count them too. */
    private static int unnamedAncestors(Source source) {
        int count = 0;
        EObject child = source;
        for (EObject parent = source.eContainer(); parent != null; child = parent, parent = parent.eContainer()) {
            if (parent instanceof Source outer && child == outer.getFilter() && outer.getName() == null) {
                count++;
            } else if (parent instanceof Aggregate aggregate && child == aggregate.getBody()
                    && aggregate.getSource().getName() == null) {
                count++;
            }
        }
        return count;
    }

    private CellSet cellSet(org.cartolab.dsl.carto.CellSet set) {
        if (set instanceof CellSetDifference difference) {
            return new CellSet.Difference(cellSet(difference.getFrom()), cellSet(difference.getMinus()));
        }
        if (set instanceof CellSetUnion union) {
            List<CellSet> parts = new ArrayList<>();
            flatten(union, parts);
            return new CellSet.Union(parts);
        }
        if (set instanceof BuiltinSet builtin) {
            return new CellSet.Builtin(switch (builtin.getKind()) {
                case EMPTY -> CellSet.Builtin.Kind.EMPTY;
                case FILLED -> CellSet.Builtin.Kind.FILLED;
                case RUINS -> CellSet.Builtin.Kind.RUINS;
                case ANYTHING -> CellSet.Builtin.Kind.ANY;
                case KILLED -> CellSet.Builtin.Kind.KILLED;
            });
        }
        if (set instanceof EdgeSet edge) {
            return new CellSet.Edge(edge.isLeft() ? CellSet.Edge.Side.LEFT
                    : edge.isRight() ? CellSet.Edge.Side.RIGHT
                    : edge.isTop() ? CellSet.Edge.Side.TOP
                    : edge.isBottom() ? CellSet.Edge.Side.BOTTOM
                    : CellSet.Edge.Side.ALL);
        }
        EObject target = ((RefSet) set).getTarget();
        return target instanceof Source source ? new CellSet.OfVar(var(source)) : namedSet(target);
    }

    private void flatten(org.cartolab.dsl.carto.CellSet set, List<CellSet> parts) {
        if (set instanceof CellSetUnion union) {
            flatten(union.getLeft(), parts);
            flatten(union.getRight(), parts);
        } else {
            parts.add(cellSet(set));
        }
    }

    private CellSet namedSet(EObject target) {
        if (target instanceof Terrain terrain) {
            return new CellSet.Terrains(terrain.getName(), List.of(terrains.apply(terrain)));
        }
        TerrainGroup group = (TerrainGroup) target;
        return new CellSet.Terrains(group.getName(), groups.apply(group).members());
    }
}
