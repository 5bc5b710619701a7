package org.cartolab.solve.landscape;

import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.function.ToIntFunction;

import org.cartolab.model.ScoringCard;

/**
 * Upper bounds of the Confusing Lands conditions' points from a {@link Reach}. A bound belongs to a rule, not to a
 * card name: a condition gets one only when its score line is, word for word, the rule the bound was derived for
 * (a designer's card of the same name with another rule gets none, and the search then relies on exact scores).
 * Each bound is argued in its comment from the condition's reading in scoring.carto.
 */
final class ConditionBounds {

    /** Land of Plenty: the least of the other conditions, so it is bounded by the others' bounds. */
    static final String LEAST_OF_OTHERS = "min of other-cards";

    /** The number of cells at an even distance 2 or 4 from a cell (8 + 16), where a path of length 4 may end. */
    private static final int CELLS_AT_PATH_FOUR = 24;
    /** The number of cells at a distance 1 to 3 from a cell (4 + 8 + 12). */
    private static final int CELLS_WITHIN_THREE = 24;
    private static final List<String> NON_VILLAGE_SYMBOLS = List.of("river", "forest", "mountain", "deer", "wolf",
            "crystal");

    private static final Map<String, ToIntFunction<Reach>> BY_RULE = Map.ofEntries(
            // Mighty River: a chain holds only river cells.
            Map.entry("4 * size(largest chain of river)", reach -> 4 * reach.count("river")),
            // Noble Forests: only forest cells score, and only when there are two.
            Map.entry("3 per cell c of forest where c touches forest",
                    reach -> reach.count("forest") >= 2 ? 3 * reach.count("forest") : 0),
            Map.entry("3 per cell c of mountain where c touches edge", reach -> 3 * reach.count("mountain")),
            // Flourishing Village: a village sees at most the other symbol types the landscape can hold.
            Map.entry("sum(cell v of village: count(terrain t of non-village-symbols where v near t))",
                    reach -> reach.count("village") * (int) NON_VILLAGE_SYMBOLS.stream()
                            .filter(symbol -> reach.count(symbol) > 0).count()),
            Map.entry("6 * min(count(cell of wolf), count(cell of deer))",
                    reach -> 6 * Math.min(reach.count("wolf"), reach.count("deer"))),
            // Ancient Relics: a scoring crystal is alone in its row and its column.
            Map.entry("4 per cell c of crystal where not c near crystal and not (some row r where r has c and r has "
                            + "crystal except c) and not (some column k where k has c and k has crystal except c)",
                    reach -> 4 * Math.min(reach.count("crystal"), Math.min(reach.height(), reach.width()))),
            // Roaring Falls: a river flows into a cell only across one of its ends; a mountain has 4 edges.
            Map.entry("sum(cell r of river: 4 * count(cell m of mountain where r flows into m))",
                    reach -> 4 * Math.min(reach.ends("river"), 4 * reach.count("mountain"))),
            // Shaded Streams: a river flows past a cell only across an edge without an end.
            Map.entry("sum(cell r of river: 4 * count(cell f of forest where r flows past f))",
                    reach -> 4 * Math.min(reach.sides("river"), 4 * reach.count("forest"))),
            // Valley Guardians: a path of 4 steps ends on a cell at an even grid distance of 2 or 4.
            Map.entry("sum(cell c of crystal: 2 * count(cell m of mountain where distance(c, m) = 4))",
                    reach -> 2 * reach.count("crystal") * Math.min(reach.count("mountain"), CELLS_AT_PATH_FOUR)),
            Map.entry("8 per cell w of wolf where not some cell o of village | wolf where o != w and distance(w, o) < 5",
                    reach -> 8 * reach.count("wolf")),
            // Forest Spirit: a deer scores only with three forests around it.
            Map.entry("8 per cell d of deer where count(cell f of forest where f near d) >= 3",
                    reach -> reach.count("forest") >= 3 ? 8 * reach.count("deer") : 0),
            // Town Centre: without a crystal nothing scores; a path of at most 3 steps reaches 24 cells.
            Map.entry("max(cell c of crystal: 3 * count(cell v of village where distance(c, v) <= 3))",
                    reach -> reach.count("crystal") == 0 ? 0
                            : 3 * Math.min(reach.count("village"), CELLS_WITHIN_THREE)),
            // Distant Outposts: a run lies in one row or column of the bounding box.
            Map.entry("max(size(largest run of any except condition-cell horizontal), size(largest run of any except "
                            + "condition-cell vertical))",
                    reach -> Math.min(reach.cells(), Math.max(reach.height(), reach.width()))),
            // Close Neighbours: a k x k square fits in the bounding box and in the cells.
            Map.entry("size(largest square of any except condition-cell)", reach -> {
                int side = Math.min(Math.min(reach.height(), reach.width()), (int) Math.sqrt(reach.cells()));
                return side * side;
            }),
            Map.entry("2 * size(largest cluster of empty)", reach -> 2 * reach.empty()),
            Map.entry("1 per cell of village | mountain | forest",
                    reach -> reach.count("village") + reach.count("mountain") + reach.count("forest")),
            Map.entry("1 per cell of river | crystal | wolf | deer",
                    reach -> reach.count("river") + reach.count("crystal") + reach.count("wolf")
                            + reach.count("deer")));

    private ConditionBounds() {
    }

    /** The bound of a condition of one score line whose rule has one, else empty. */
    static Optional<ToIntFunction<Reach>> of(ScoringCard condition) {
        return condition.terms().size() == 1 ? Optional.ofNullable(BY_RULE.get(rule(condition))) : Optional.empty();
    }

    /** Whether the condition scores the least of the other conditions (Land of Plenty). */
    static boolean isLeastOfOthers(ScoringCard condition) {
        return condition.terms().size() == 1 && rule(condition).equals(LEAST_OF_OTHERS);
    }

    private static String rule(ScoringCard condition) {
        return condition.terms().get(0).text().strip().replaceAll("\\s+", " ");
    }
}
