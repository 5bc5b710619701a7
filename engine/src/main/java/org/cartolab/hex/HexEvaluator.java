package org.cartolab.hex;

import java.util.List;

import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexClass;
import org.cartolab.model.hex.HexEdge;
import org.cartolab.model.hex.HexExpr;
import org.cartolab.model.hex.HexItemKind;
import org.cartolab.model.hex.HexTile;
import org.cartolab.model.hex.Objective;
import org.cartolab.model.hex.Product;
import org.cartolab.model.hex.ProductKind;

/**
 * Evaluates hex expressions on one map with one set of placements, by walking the expression: items are indices
 * (hexes, intersections and paths of the map, products of the game) held in slots.
 */
public final class HexEvaluator {

    /** How deeply sources may nest: the size of an environment of bound items. */
    public static final int SLOTS = 32;

    private final HexBoard board;
    private final List<Product> products;
    private final List<HexEdge> paths;
    private final boolean[][] hexNeighbours;
    private final Placements placements;

    public HexEvaluator(HexBoard board, List<Product> products, Placements placements) {
        this.board = board;
        this.products = List.copyOf(products);
        this.paths = board.paths();
        this.placements = placements;
        int hexes = board.hexes().size();
        this.hexNeighbours = new boolean[hexes][hexes];
        for (int h = 0; h < hexes; h++) {
            for (int n : board.hexNeighbours(h)) {
                hexNeighbours[h][n] = true;
            }
        }
    }

    /** Each term's points, in the objective's order. */
    public List<Integer> score(Objective objective) {
        return objective.terms().stream().map(term -> number(term.expression())).toList();
    }

    /** The value of a number expression with nothing bound. */
    public int number(HexExpr expression) {
        return number(expression, new int[SLOTS]);
    }

    /**
     * The value of a number expression with items bound in {@code env} (slot by slot). Public so that a bound on
     * an expression can evaluate exactly the parts that do not depend on what it bounds.
     */
    public int number(HexExpr e, int[] env) {
        if (e instanceof HexExpr.Int literal) {
            return literal.value();
        }
        if (e instanceof HexExpr.Item item) {
            return env[item.slot()];
        }
        if (e instanceof HexExpr.Negate negate) {
            return -number(negate.operand(), env);
        }
        if (e instanceof HexExpr.If conditional) {
            return test(conditional.condition(), env) ? number(conditional.then(), env)
                    : number(conditional.otherwise(), env);
        }
        if (e instanceof HexExpr.Pips pips) {
            return board.hexes().get(number(pips.hex(), env)).pips();
        }
        if (e instanceof HexExpr.Number number) {
            return board.hexes().get(number(number.hex(), env)).number();
        }
        if (e instanceof HexExpr.Binary binary) {
            int left = number(binary.left(), env);
            int right = number(binary.right(), env);
            return switch (binary.op()) {
                case "+" -> left + right;
                case "-" -> left - right;
                case "*" -> left * right;
                default -> throw new IllegalStateException("Not a number operator: " + binary.op());
            };
        }
        if (e instanceof HexExpr.Aggregate aggregate) {
            return aggregate(aggregate, env);
        }
        throw new IllegalStateException("Not a number: " + e);
    }

    /** Whether a condition holds with items bound in {@code env}; see {@link #number(HexExpr, int[])}. */
    public boolean test(HexExpr e, int[] env) {
        if (e instanceof HexExpr.Not not) {
            return !test(not.operand(), env);
        }
        if (e instanceof HexExpr.If conditional) {
            return test(conditional.condition(), env) ? test(conditional.then(), env)
                    : test(conditional.otherwise(), env);
        }
        if (e instanceof HexExpr.Binary binary) {
            return switch (binary.op()) {
                case "and" -> test(binary.left(), env) && test(binary.right(), env);
                case "or" -> test(binary.left(), env) || test(binary.right(), env);
                case "<" -> number(binary.left(), env) < number(binary.right(), env);
                case "<=" -> number(binary.left(), env) <= number(binary.right(), env);
                case ">" -> number(binary.left(), env) > number(binary.right(), env);
                case ">=" -> number(binary.left(), env) >= number(binary.right(), env);
                case "=" -> number(binary.left(), env) == number(binary.right(), env);
                case "!=" -> number(binary.left(), env) != number(binary.right(), env);
                default -> throw new IllegalStateException("Not a condition operator: " + binary.op());
            };
        }
        if (e instanceof HexExpr.Aggregate aggregate) {
            return aggregate(aggregate, env) != 0;
        }
        if (e instanceof HexExpr.Is is) {
            return is(kindOf(is.subject()), number(is.subject(), env), is.hexClass());
        }
        if (e instanceof HexExpr.Touches touches) {
            return touches(kindOf(touches.subject()), number(touches.subject(), env), kindOf(touches.object()),
                    number(touches.object(), env));
        }
        if (e instanceof HexExpr.Yields yields) {
            Product product = products.get(number(yields.product(), env));
            return board.hexes().get(number(yields.hex(), env)).landscape().yields()
                    .map(p -> p.id().equals(product.id())).orElse(false);
        }
        throw new IllegalStateException("Not a condition: " + e);
    }

    /** SOME gives 1 or 0; MAX and MIN give 0 when no item passes the filter. */
    private int aggregate(HexExpr.Aggregate aggregate, int[] env) {
        int count = 0;
        int result = 0;
        int size = size(aggregate.kind());
        for (int item = 0; item < size; item++) {
            env[aggregate.slot()] = item;
            if (aggregate.filter() != null && !test(aggregate.filter(), env)) {
                continue;
            }
            switch (aggregate.op()) {
                case SOME -> {
                    return 1;
                }
                case COUNT -> result++;
                case SUM -> result += number(aggregate.body(), env);
                case MAX -> {
                    int value = number(aggregate.body(), env);
                    result = count == 0 ? value : Math.max(result, value);
                }
                case MIN -> {
                    int value = number(aggregate.body(), env);
                    result = count == 0 ? value : Math.min(result, value);
                }
            }
            count++;
        }
        return result;
    }

    private int size(HexItemKind kind) {
        return switch (kind) {
            case HEX -> board.hexes().size();
            case INTERSECTION -> board.intersections().size();
            case PATH -> paths.size();
            case PRODUCT -> products.size();
        };
    }

    private boolean is(HexItemKind kind, int item, HexClass hexClass) {
        if (hexClass instanceof HexClass.OfLandscape landscape) {
            return board.hexes().get(item).landscape().id().equals(landscape.landscape());
        }
        if (hexClass instanceof HexClass.OfProduct product) {
            return products.get(item).id().equals(product.product());
        }
        HexTile hex = kind == HexItemKind.HEX ? board.hexes().get(item) : null;
        return switch ((HexClass.Builtin) hexClass) {
            case VILLAGE -> placements.village(item);
            case CITY -> placements.city(item);
            case BUILT -> placements.built(item);
            case ROAD -> placements.road(item);
            case FRAME -> hex.frame();
            case PRODUCING -> hex.number() != 0 && hex.landscape().yields().isPresent();
            case RESOURCE -> kindOfProduct(kind, item) == ProductKind.RESOURCE;
            case GOODS -> kindOfProduct(kind, item) == ProductKind.GOODS;
        };
    }

    private ProductKind kindOfProduct(HexItemKind kind, int item) {
        if (kind == HexItemKind.PRODUCT) {
            return products.get(item).kind();
        }
        return board.hexes().get(item).landscape().yields().map(Product::kind).orElse(null);
    }

    private boolean touches(HexItemKind a, int x, HexItemKind b, int y) {
        if (a.ordinal() > b.ordinal()) {
            return touches(b, y, a, x);
        }
        return switch (a) {
            case HEX -> switch (b) {
                case HEX -> hexNeighbours[x][y];
                case INTERSECTION -> board.intersections().get(y).hexes().contains(x);
                case PATH -> paths.get(y).hexA() == x || paths.get(y).hexB() == x;
                case PRODUCT -> false;
            };
            case INTERSECTION -> switch (b) {
                case INTERSECTION -> board.intersections().get(x).neighbours().contains(y);
                case PATH -> paths.get(y).from() == x || paths.get(y).to() == x;
                default -> false;
            };
            case PATH -> b == HexItemKind.PATH && x != y && shareEnd(paths.get(x), paths.get(y));
            case PRODUCT -> false;
        };
    }

    private static boolean shareEnd(HexEdge p, HexEdge q) {
        return p.from() == q.from() || p.from() == q.to() || p.to() == q.from() || p.to() == q.to();
    }

    /** The kind of item an expression gives (the validator made sure it gives one). */
    private static HexItemKind kindOf(HexExpr e) {
        if (e instanceof HexExpr.Item item) {
            return item.kind();
        }
        throw new IllegalStateException("Not an item: " + e);
    }
}
