package org.cartolab.solve.hex;

import org.cartolab.hex.HexEvaluator;
import org.cartolab.model.hex.HexBoard;
import org.cartolab.model.hex.HexExpr;
import org.cartolab.model.hex.HexItemKind;

/**
 * Sound bounds of an objective's value while the new villages are only partly decided: an intersection has a
 * village, may still get one, or will not. Numbers become ranges and conditions true, false or unknown; every
 * range holds the value of every completion (a completion puts a village on any subset of the "may" ones, so
 * the bound does not even need how many are left). What does not depend on the new villages is evaluated
 * exactly by the {@link HexEvaluator}, on the standing placements.
 */
final class BoundEvaluator {

    /** The values a number expression can still take. */
    record Span(int lo, int hi) {

        static Span of(int value) {
            return new Span(value, value);
        }

        Span hull(Span other) {
            return new Span(Math.min(lo, other.lo), Math.max(hi, other.hi));
        }
    }

    enum Truth {
        FALSE, TRUE, UNKNOWN;

        static Truth of(boolean value) {
            return value ? TRUE : FALSE;
        }

        Truth not() {
            return this == UNKNOWN ? UNKNOWN : of(this == FALSE);
        }
    }

    /** Where the new villages stand: on, maybe (still in some village's domain) or off. */
    interface Villages {

        boolean on(int intersection);

        boolean maybe(int intersection);
    }

    private final HexBoard board;
    private final HexEvaluator standing;
    private final int products;
    private final int paths;
    private final VillageDependence dependence;

    BoundEvaluator(HexBoard board, int products, HexEvaluator standing, VillageDependence dependence) {
        this.board = board;
        this.products = products;
        this.paths = board.paths().size();
        this.standing = standing;
        this.dependence = dependence;
    }

    Span number(HexExpr e, Villages villages) {
        return number(e, new int[HexEvaluator.SLOTS], villages);
    }

    private Span number(HexExpr e, int[] env, Villages villages) {
        if (!dependence.varies(e)) {
            return Span.of(standing.number(e, env));
        }
        if (e instanceof HexExpr.Negate negate) {
            Span operand = number(negate.operand(), env, villages);
            return new Span(-operand.hi(), -operand.lo());
        }
        if (e instanceof HexExpr.If conditional) {
            return switch (test(conditional.condition(), env, villages)) {
                case TRUE -> number(conditional.then(), env, villages);
                case FALSE -> number(conditional.otherwise(), env, villages);
                case UNKNOWN -> number(conditional.then(), env, villages)
                        .hull(number(conditional.otherwise(), env, villages));
            };
        }
        if (e instanceof HexExpr.Binary binary) {
            Span left = number(binary.left(), env, villages);
            Span right = number(binary.right(), env, villages);
            return switch (binary.op()) {
                case "+" -> new Span(left.lo() + right.lo(), left.hi() + right.hi());
                case "-" -> new Span(left.lo() - right.hi(), left.hi() - right.lo());
                case "*" -> times(left, right);
                default -> throw new IllegalStateException("Not a number operator: " + binary.op());
            };
        }
        if (e instanceof HexExpr.Aggregate aggregate) {
            return aggregate(aggregate, env, villages);
        }
        // Pips, number tokens and items read hexes and slots, never placements: a varying one has a varying
        // operand, which the validator allows only as an item.
        throw new IllegalStateException("Not a number that can depend on villages: " + e);
    }

    private static Span times(Span a, Span b) {
        int p1 = a.lo() * b.lo();
        int p2 = a.lo() * b.hi();
        int p3 = a.hi() * b.lo();
        int p4 = a.hi() * b.hi();
        return new Span(Math.min(Math.min(p1, p2), Math.min(p3, p4)), Math.max(Math.max(p1, p2), Math.max(p3, p4)));
    }

    private Truth test(HexExpr e, int[] env, Villages villages) {
        if (!dependence.varies(e)) {
            return Truth.of(standing.test(e, env));
        }
        if (e instanceof HexExpr.Not not) {
            return test(not.operand(), env, villages).not();
        }
        if (e instanceof HexExpr.If conditional) {
            Truth condition = test(conditional.condition(), env, villages);
            if (condition != Truth.UNKNOWN) {
                return test(condition == Truth.TRUE ? conditional.then() : conditional.otherwise(), env, villages);
            }
            Truth then = test(conditional.then(), env, villages);
            return then == test(conditional.otherwise(), env, villages) ? then : Truth.UNKNOWN;
        }
        if (e instanceof HexExpr.Is is) {
            // "is village" or "is built" of an intersection: a standing building answers for itself.
            int intersection = env[((HexExpr.Item) is.subject()).slot()];
            if (villages.on(intersection)) {
                return Truth.TRUE;
            }
            return villages.maybe(intersection) ? Truth.UNKNOWN : Truth.of(standing.test(e, env));
        }
        if (e instanceof HexExpr.Aggregate aggregate) {
            Span value = aggregate(aggregate, env, villages);
            if (value.lo() > 0 || value.hi() < 0) {
                return Truth.TRUE;
            }
            return value.lo() == 0 && value.hi() == 0 ? Truth.FALSE : Truth.UNKNOWN;
        }
        if (e instanceof HexExpr.Binary binary) {
            return switch (binary.op()) {
                case "and" -> and(binary, env, villages);
                case "or" -> or(binary, env, villages);
                default -> compare(binary.op(), number(binary.left(), env, villages),
                        number(binary.right(), env, villages));
            };
        }
        throw new IllegalStateException("Not a condition that can depend on villages: " + e);
    }

    /** Like the evaluator, the right side is not looked at when the left is false (it may be costly). */
    private Truth and(HexExpr.Binary binary, int[] env, Villages villages) {
        Truth left = test(binary.left(), env, villages);
        if (left == Truth.FALSE) {
            return Truth.FALSE;
        }
        Truth right = test(binary.right(), env, villages);
        if (right == Truth.FALSE) {
            return Truth.FALSE;
        }
        return left == Truth.TRUE && right == Truth.TRUE ? Truth.TRUE : Truth.UNKNOWN;
    }

    private Truth or(HexExpr.Binary binary, int[] env, Villages villages) {
        Truth left = test(binary.left(), env, villages);
        if (left == Truth.TRUE) {
            return Truth.TRUE;
        }
        Truth right = test(binary.right(), env, villages);
        if (right == Truth.TRUE) {
            return Truth.TRUE;
        }
        return left == Truth.FALSE && right == Truth.FALSE ? Truth.FALSE : Truth.UNKNOWN;
    }

    private static Truth compare(String op, Span a, Span b) {
        return switch (op) {
            case "<" -> a.hi() < b.lo() ? Truth.TRUE : a.lo() >= b.hi() ? Truth.FALSE : Truth.UNKNOWN;
            case "<=" -> a.hi() <= b.lo() ? Truth.TRUE : a.lo() > b.hi() ? Truth.FALSE : Truth.UNKNOWN;
            case ">" -> compare("<", b, a);
            case ">=" -> compare("<=", b, a);
            case "=" -> a.lo() == a.hi() && b.lo() == b.hi() && a.lo() == b.lo() ? Truth.TRUE
                    : a.hi() < b.lo() || b.hi() < a.lo() ? Truth.FALSE : Truth.UNKNOWN;
            case "!=" -> compare("=", a, b).not();
            default -> throw new IllegalStateException("Not a condition operator: " + op);
        };
    }

    /**
     * Items whose filter is true count surely, unknown ones perhaps. SOME, MAX and MIN over nothing give 0,
     * which stays possible while no item surely passes.
     */
    private Span aggregate(HexExpr.Aggregate aggregate, int[] env, Villages villages) {
        int size = size(aggregate.kind());
        int lo = 0;
        int hi = 0;
        boolean sure = false;
        boolean any = false;
        // For MAX and MIN: over the sure items (lo of the best sure one) and over every possible item.
        int sureBest = 0;
        int possibleBest = 0;
        for (int item = 0; item < size; item++) {
            env[aggregate.slot()] = item;
            Truth passes = aggregate.filter() == null ? Truth.TRUE : test(aggregate.filter(), env, villages);
            if (passes == Truth.FALSE) {
                continue;
            }
            boolean surely = passes == Truth.TRUE;
            switch (aggregate.op()) {
                case SOME -> {
                    if (surely) {
                        return Span.of(1);
                    }
                    hi = 1;
                }
                case COUNT -> {
                    lo += surely ? 1 : 0;
                    hi++;
                }
                case SUM -> {
                    Span body = number(aggregate.body(), env, villages);
                    lo += surely ? body.lo() : Math.min(0, body.lo());
                    hi += surely ? body.hi() : Math.max(0, body.hi());
                }
                case MAX -> {
                    Span body = number(aggregate.body(), env, villages);
                    if (surely) {
                        sureBest = sure ? Math.max(sureBest, body.lo()) : body.lo();
                        sure = true;
                    }
                    possibleBest = any ? Math.max(possibleBest, body.hi()) : body.hi();
                    lo = any ? Math.min(lo, body.lo()) : body.lo();
                }
                case MIN -> {
                    Span body = number(aggregate.body(), env, villages);
                    if (surely) {
                        sureBest = sure ? Math.min(sureBest, body.hi()) : body.hi();
                        sure = true;
                    }
                    possibleBest = any ? Math.min(possibleBest, body.lo()) : body.lo();
                    hi = any ? Math.max(hi, body.hi()) : body.hi();
                }
            }
            any = true;
        }
        return switch (aggregate.op()) {
            case SOME, COUNT, SUM -> new Span(lo, hi);
            // MAX: at least the best sure item's low end, at most the best possible high end; 0 while empty is
            // possible. MIN mirrors it.
            case MAX -> !any ? Span.of(0) : sure ? new Span(sureBest, possibleBest)
                    : new Span(Math.min(0, lo), Math.max(0, possibleBest));
            case MIN -> !any ? Span.of(0) : sure ? new Span(possibleBest, sureBest)
                    : new Span(Math.min(0, possibleBest), Math.max(0, hi));
        };
    }

    private int size(HexItemKind kind) {
        return switch (kind) {
            case HEX -> board.hexes().size();
            case INTERSECTION -> board.intersections().size();
            case PATH -> paths;
            case PRODUCT -> products;
        };
    }
}
