package org.cartolab.dsl.validation;

import java.util.List;

import org.cartolab.dsl.carto.BoardConstraints;
import org.cartolab.dsl.carto.BoardRule;
import org.cartolab.dsl.carto.CartoPackage;
import org.cartolab.dsl.carto.Landscape;
import org.cartolab.dsl.carto.NoAdjacentNumbers;
import org.cartolab.dsl.carto.ProductPips;
import org.cartolab.dsl.carto.TilesTouch;
import org.eclipse.xtext.validation.Check;

/**
 * The rules of {@code board-constraints} blocks: names that a report can tell apart, numbers two dice can give,
 * bands that are not empty, and tiles (not frame pieces, which never move) in a touch rule. Runs as part of
 * {@link CartoValidator}.
 */
public class BoardConstraintsValidator extends ComposedValidator {

    private static final String PREFIX = "org.cartolab.dsl.board.";
    public static final String DUPLICATE_RULE = PREFIX + "duplicateRule";
    public static final String BAD_NUMBER = PREFIX + "badNumber";
    public static final String EMPTY_BAND = PREFIX + "emptyBand";
    public static final String FRAME_TILE = PREFIX + "frameTile";

    @Check
    public void checkRuleNames(BoardConstraints constraints) {
        List<String> names = constraints.getRules().stream().map(BoardRule::getName).toList();
        for (int i : Repeats.of(names)) {
            error("The board constraints '" + constraints.getName() + "' have two rules named '" + names.get(i)
                            + "'; a violation report names rules, so give each its own name.",
                    constraints.getRules().get(i), CartoPackage.Literals.BOARD_RULE__NAME, DUPLICATE_RULE);
        }
    }

    @Check
    public void checkNumbers(NoAdjacentNumbers rule) {
        List<Integer> numbers = rule.getNumbers();
        for (int i = 0; i < numbers.size(); i++) {
            int number = numbers.get(i);
            if (number < 2 || number > 12 || number == 7) {
                error("No number token shows " + number + ": use 2 to 6 or 8 to 12 (7 moves the robber), "
                                + "e.g. no-adjacent-numbers 6, 8.",
                        rule, CartoPackage.Literals.NO_ADJACENT_NUMBERS__NUMBERS, i, BAD_NUMBER);
            }
        }
        for (int i : Repeats.of(numbers)) {
            error("The number " + numbers.get(i) + " is listed twice.", rule,
                    CartoPackage.Literals.NO_ADJACENT_NUMBERS__NUMBERS, i, BAD_NUMBER);
        }
    }

    @Check
    public void checkBand(ProductPips rule) {
        if (rule.getMin() > rule.getMax()) {
            error("The band " + rule.getMin() + ".." + rule.getMax() + " is empty; write the smaller bound first: "
                    + rule.getMax() + ".." + rule.getMin() + ".", rule, CartoPackage.Literals.PRODUCT_PIPS__MAX,
                    EMPTY_BAND);
        }
    }

    @Check
    public void checkTouchingTiles(TilesTouch rule) {
        List<Landscape> landscapes = rule.getLandscapes();
        for (int i = 0; i < landscapes.size(); i++) {
            Landscape landscape = landscapes.get(i);
            if (!landscape.eIsProxy() && landscape.isFrame()) {
                error("'" + landscape.getName() + "' is a frame piece, and the frame never moves; name the tiles "
                                + "that must touch it, e.g. coastal-waters touches " + landscape.getName() + ".",
                        rule, CartoPackage.Literals.TILES_TOUCH__LANDSCAPES, i, FRAME_TILE);
            }
        }
    }
}
