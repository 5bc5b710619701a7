package org.cartolab.solve.hex;

import java.util.IdentityHashMap;
import java.util.List;

import org.cartolab.model.hex.HexClass;
import org.cartolab.model.hex.HexExpr;
import org.cartolab.model.hex.HexItemKind;

/**
 * Which parts of an objective depend on where the new villages go: only {@code x is village} and
 * {@code x is built} of an intersection do (cities and roads are the standing ones, fixed). And whether a term
 * adds up village by village, so that a village's worth does not depend on the others'. Remembered by identity:
 * an objective is a tree that is asked about again and again.
 */
final class VillageDependence {

    private final IdentityHashMap<HexExpr, Boolean> varies = new IdentityHashMap<>();

    /** Whether the value of {@code e} can change with the new villages. */
    boolean varies(HexExpr e) {
        Boolean known = varies.get(e);
        if (known == null) {
            known = readsNewVillages(e) || children(e).stream().anyMatch(this::varies);
            varies.put(e, known);
        }
        return known;
    }

    private static boolean readsNewVillages(HexExpr e) {
        return e instanceof HexExpr.Is is && is.subject() instanceof HexExpr.Item item
                && item.kind() == HexItemKind.INTERSECTION
                && (is.hexClass() == HexClass.Builtin.VILLAGE || is.hexClass() == HexClass.Builtin.BUILT);
    }

    /**
     * Whether a number expression is a constant plus, for each intersection, an amount that depends only on
     * whether that intersection gets a village: then its value on villages S is its value on none plus the sum
     * of what each village of S adds alone. Holds for sums and counts over intersections that read only their
     * own intersection's building, combined by +, -, negation, multiplication by what does not vary, choices on
     * what does not vary, and sums whose filter does not vary. Anything else (some, max, min, a count of distinct
     * products...) is not claimed separable, even where it happens to be.
     */
    boolean separable(HexExpr e) {
        if (!varies(e)) {
            return true;
        }
        if (e instanceof HexExpr.Binary binary) {
            return switch (binary.op()) {
                case "+", "-" -> separable(binary.left()) && separable(binary.right());
                case "*" -> !varies(binary.left()) && separable(binary.right())
                        || !varies(binary.right()) && separable(binary.left());
                default -> false;
            };
        }
        if (e instanceof HexExpr.Negate negate) {
            return separable(negate.operand());
        }
        if (e instanceof HexExpr.If conditional) {
            return !varies(conditional.condition()) && separable(conditional.then())
                    && separable(conditional.otherwise());
        }
        if (e instanceof HexExpr.Aggregate aggregate) {
            boolean adds = aggregate.op() == HexExpr.Aggregate.Op.SUM || aggregate.op() == HexExpr.Aggregate.Op.COUNT;
            if (!adds) {
                return false;
            }
            if (aggregate.kind() == HexItemKind.INTERSECTION
                    && readsOnlyOwn(aggregate.filter(), aggregate.slot())
                    && readsOnlyOwn(aggregate.body(), aggregate.slot())) {
                return true;
            }
            return aggregate.op() == HexExpr.Aggregate.Op.SUM && !varies(aggregate.filter())
                    && separable(aggregate.body());
        }
        return false;
    }

    /** Whether every village or built test in {@code e} is about the item in {@code slot} (slots are depths). */
    private boolean readsOnlyOwn(HexExpr e, int slot) {
        if (e == null || !varies(e)) {
            return true;
        }
        if (readsNewVillages(e)) {
            return ((HexExpr.Item) ((HexExpr.Is) e).subject()).slot() == slot;
        }
        return children(e).stream().allMatch(child -> readsOnlyOwn(child, slot));
    }

    private static List<HexExpr> children(HexExpr e) {
        if (e instanceof HexExpr.Binary binary) {
            return List.of(binary.left(), binary.right());
        }
        if (e instanceof HexExpr.Not not) {
            return List.of(not.operand());
        }
        if (e instanceof HexExpr.Negate negate) {
            return List.of(negate.operand());
        }
        if (e instanceof HexExpr.If conditional) {
            return List.of(conditional.condition(), conditional.then(), conditional.otherwise());
        }
        if (e instanceof HexExpr.Aggregate aggregate) {
            return java.util.stream.Stream.of(aggregate.filter(), aggregate.body()).filter(part -> part != null)
                    .toList();
        }
        if (e instanceof HexExpr.Is is) {
            return List.of(is.subject());
        }
        if (e instanceof HexExpr.Touches touches) {
            return List.of(touches.subject(), touches.object());
        }
        if (e instanceof HexExpr.Yields yields) {
            return List.of(yields.hex(), yields.product());
        }
        if (e instanceof HexExpr.Pips pips) {
            return List.of(pips.hex());
        }
        if (e instanceof HexExpr.Number number) {
            return List.of(number.hex());
        }
        return List.of();
    }
}
