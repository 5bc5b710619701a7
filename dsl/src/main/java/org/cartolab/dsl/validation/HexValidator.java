package org.cartolab.dsl.validation;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.cartolab.dsl.carto.ActionCards;
import org.cartolab.dsl.carto.ActionDeck;
import org.cartolab.dsl.carto.CartoPackage;
import org.cartolab.dsl.carto.Element;
import org.cartolab.dsl.carto.Game;
import org.cartolab.dsl.carto.Geometry;
import org.cartolab.dsl.carto.HexAggregate;
import org.cartolab.dsl.carto.HexBinary;
import org.cartolab.dsl.carto.HexExpression;
import org.cartolab.dsl.carto.HexGame;
import org.cartolab.dsl.carto.HexIf;
import org.cartolab.dsl.carto.HexIs;
import org.cartolab.dsl.carto.HexName;
import org.cartolab.dsl.carto.HexNegate;
import org.cartolab.dsl.carto.HexNot;
import org.cartolab.dsl.carto.HexNumber;
import org.cartolab.dsl.carto.HexPips;
import org.cartolab.dsl.carto.HexSource;
import org.cartolab.dsl.carto.HexTouches;
import org.cartolab.dsl.carto.HexYields;
import org.cartolab.dsl.carto.Landscape;
import org.cartolab.dsl.carto.MapSheet;
import org.cartolab.dsl.carto.Objective;
import org.cartolab.dsl.carto.ObjectiveTerm;
import org.cartolab.dsl.hex.HexNames;
import org.cartolab.dsl.hex.HexType;
import org.cartolab.model.hex.ActionCardKind;
import org.cartolab.model.hex.HexArt;
import org.cartolab.model.hex.HexClass;
import org.cartolab.text.Suggestions;
import org.eclipse.xtext.validation.Check;

/**
 * The rules of hex games (Catan-style boards): landscapes, hex maps, hex games and objective expressions. Runs
 * as part of {@link CartoValidator} (composed checks).
 */
public class HexValidator extends ComposedValidator {

    private static final String PREFIX = "org.cartolab.dsl.hex.";
    public static final String BAD_LANDSCAPE = PREFIX + "badLandscape";
    public static final String BAD_HEX_MAP = PREFIX + "badHexMap";
    public static final String BAD_HEX_GAME = PREFIX + "badHexGame";
    public static final String BAD_ACTION_DECK = PREFIX + "badActionDeck";
    public static final String UNKNOWN_NAME = PREFIX + "unknownName";
    public static final String TYPE_MISMATCH = PREFIX + "typeMismatch";
    public static final String DUPLICATE_TERM = PREFIX + "duplicateTerm";

    // ------------------------------------------------------------------ landscapes and maps

    @Check
    public void checkLandscapeSymbol(Landscape landscape) {
        String symbol = landscape.getSymbol();
        if (symbol == null) {
            return; // a syntax error, already reported
        }
        if (symbol.isEmpty() || symbol.equals(".") || symbol.chars().anyMatch(c -> Character.isDigit(c)
                || Character.isWhitespace(c))) {
            error("A landscape's symbol is written before a number token in a hex map's rows, so it cannot be "
                            + "empty, '.', or hold digits or spaces, but it is \"" + symbol + "\". Write e.g. symbol \""
                            + Character.toUpperCase(landscape.getName().charAt(0)) + "\".",
                    landscape, CartoPackage.Literals.LANDSCAPE__SYMBOL, BAD_LANDSCAPE);
            return;
        }
        WorkspaceElements.firstBefore(landscape, element -> element instanceof Landscape other
                        && symbol.equals(other.getSymbol()))
                .ifPresent(other -> error("The landscapes '" + other.getName() + "' and '" + landscape.getName()
                                + "' both have the symbol \"" + symbol + "\". Give each landscape its own.", landscape,
                        CartoPackage.Literals.LANDSCAPE__SYMBOL, BAD_LANDSCAPE));
    }

    @Check
    public void checkHexMap(MapSheet map) {
        if (map.getGeometry() != Geometry.HEX || map.getRows().isEmpty()) {
            return;
        }
        Map<String, Landscape> landscapes = new HashMap<>();
        for (Element element : WorkspaceElements.of(map.eResource())) {
            if (element instanceof Landscape landscape && landscape.getSymbol() != null) {
                landscapes.putIfAbsent(landscape.getSymbol(), landscape);
            }
        }
        HexArt.Result art = HexArt.read(map.getRows());
        for (HexArt.Problem problem : art.problems()) {
            error(problem.message(), map, CartoPackage.Literals.MAP_SHEET__ROWS, problem.row(), BAD_HEX_MAP);
        }
        Set<Long> positions = new HashSet<>();
        boolean anyTile = false;
        boolean unknown = false;
        for (HexArt.Cell cell : art.cells()) {
            positions.add(key(cell.column(), cell.row()));
            String where = "Row " + (cell.row() + 1) + ", column " + (cell.column() + 1) + " ('" + cell.text() + "')";
            Landscape landscape = landscapes.get(cell.symbol());
            if (landscape == null) {
                error(where + " has the symbol '" + cell.symbol() + "', which is no landscape's symbol."
                                + Suggestions.maybe(cell.symbol(), landscapes.keySet()) + " Declare it, e.g. "
                                + "landscape forest \"Forest\" symbol \"" + cell.symbol() + "\" yields wood.",
                        map, CartoPackage.Literals.MAP_SHEET__ROWS, cell.row(), BAD_HEX_MAP);
                unknown = true;
                continue;
            }
            anyTile |= !landscape.isFrame();
            if (cell.number() != 0 && landscape.isFrame()) {
                error(where + " is a frame piece with a number token; frame pieces never produce. Remove the number.",
                        map, CartoPackage.Literals.MAP_SHEET__ROWS, cell.row(), BAD_HEX_MAP);
            } else if (cell.number() != 0 && (cell.number() < 2 || cell.number() > 12 || cell.number() == 7)) {
                error(where + " has the number token " + cell.number() + ", which two dice cannot give a landscape: "
                                + "use 2 to 6 or 8 to 12 (7 moves the robber).",
                        map, CartoPackage.Literals.MAP_SHEET__ROWS, cell.row(), BAD_HEX_MAP);
            }
        }
        if (!anyTile && !unknown && art.problems().isEmpty()) {
            error("The hex map '" + map.getName() + "' has no landscape tile.", map,
                    CartoPackage.Literals.MAP_SHEET__ROWS, 0, BAD_HEX_MAP);
        }
        // The frame encloses the landscape: every intersection then has three hexes and every edge two.
        for (HexArt.Cell cell : art.cells()) {
            Landscape landscape = landscapes.get(cell.symbol());
            if (landscape == null || landscape.isFrame()) {
                continue;
            }
            for (int[] side : SIDES) {
                if (!positions.contains(key(cell.column() + side[0], cell.row() + side[1]))) {
                    error("Row " + (cell.row() + 1) + ", column " + (cell.column() + 1) + " ('" + cell.text()
                                    + "') has no hex on its " + SIDE_NAMES[side[2]] + " side. Surround the "
                                    + "landscape tiles with frame pieces (a landscape declared with 'frame').",
                            map, CartoPackage.Literals.MAP_SHEET__ROWS, cell.row(), BAD_HEX_MAP);
                    break;
                }
            }
        }
    }

    @Check
    public void checkGameMapsAreSquare(Game game) {
        for (int i = 0; i < game.getMaps().size(); i++) {
            MapSheet map = game.getMaps().get(i);
            if (!map.eIsProxy() && map.getGeometry() == Geometry.HEX) {
                error("The map '" + map.getName() + "' is a hex map; a game of square map sheets cannot use it. "
                        + "Use it in a 'hex-game'.", game, CartoPackage.Literals.GAME__MAPS, i, BAD_HEX_GAME);
            }
        }
    }

    @Check
    public void checkHexGame(HexGame game) {
        List<Integer> repeatedMaps = Repeats.of(game.getMaps());
        for (int i = 0; i < game.getMaps().size(); i++) {
            MapSheet map = game.getMaps().get(i);
            if (!map.eIsProxy() && map.getGeometry() != Geometry.HEX) {
                error("The map '" + map.getName() + "' is a square map sheet; a hex game needs hex maps "
                        + "(map NAME \"Title\" hex { ... }).", game, CartoPackage.Literals.HEX_GAME__MAPS, i,
                        BAD_HEX_GAME);
            }
            if (repeatedMaps.contains(i)) {
                error("The map '" + map.getName() + "' is listed twice.", game, CartoPackage.Literals.HEX_GAME__MAPS,
                        i, BAD_HEX_GAME);
            }
        }
        for (int i : Repeats.of(game.getObjectives())) {
            error("The objective '" + game.getObjectives().get(i).getName() + "' is listed twice.", game,
                    CartoPackage.Literals.HEX_GAME__OBJECTIVES, i, BAD_HEX_GAME);
        }
    }

    /**
     * An action-card deck: number 1 or 2, once per game; each kind one the engine plays, once per deck, at least one
     * card of it.
     */
    @Check
    public void checkActionDeck(ActionDeck deck) {
        if (deck.getNumber() != 1 && deck.getNumber() != 2) {
            error("There are action cards 1 and action cards 2 (RULES.md §4.8), not " + deck.getNumber()
                    + ". Write 'action-deck 1: ...' or 'action-deck 2: ...'.", deck,
                    CartoPackage.Literals.ACTION_DECK__NUMBER, BAD_ACTION_DECK);
        }
        if (deck.eContainer() instanceof HexGame game && game.getActionDecks().stream()
                .filter(other -> other.getNumber() == deck.getNumber()).findFirst().orElseThrow() != deck) {
            error("The game already has an action-deck " + deck.getNumber() + "; list all its cards in one line.",
                    deck, CartoPackage.Literals.ACTION_DECK__NUMBER, BAD_ACTION_DECK);
        }
        List<Integer> repeated = Repeats.of(deck.getCards().stream().map(ActionCards::getKind).toList());
        for (int i = 0; i < deck.getCards().size(); i++) {
            ActionCards cards = deck.getCards().get(i);
            if (ActionCardKind.byId(cards.getKind()).isEmpty()) {
                error("There is no action card '" + cards.getKind() + "'." + Suggestions.maybe(cards.getKind(),
                        ActionCardKind.ids()) + " The engine plays " + String.join(", ", ActionCardKind.ids())
                        + ".", cards, CartoPackage.Literals.ACTION_CARDS__KIND, BAD_ACTION_DECK);
            }
            if (cards.getCount() < 1) {
                error("A deck holds at least 1 card of a kind it lists, not " + cards.getCount()
                        + "; leave the kind out instead.", cards, CartoPackage.Literals.ACTION_CARDS__COUNT,
                        BAD_ACTION_DECK);
            }
            if (repeated.contains(i)) {
                error("'" + cards.getKind() + "' is counted twice in action-deck " + deck.getNumber()
                        + "; add the counts up.", cards, CartoPackage.Literals.ACTION_CARDS__KIND, BAD_ACTION_DECK);
            }
        }
    }

    // ------------------------------------------------------------------ objectives

    @Check
    public void checkObjective(Objective objective) {
        List<ObjectiveTerm> terms = objective.getTerms();
        List<Integer> repeatedNames = Repeats.of(terms.stream().map(ObjectiveTerm::getName).toList());
        for (int i = 0; i < terms.size(); i++) {
            ObjectiveTerm term = terms.get(i);
            if (repeatedNames.contains(i)) {
                error("The objective '" + objective.getName() + "' has two terms named '" + term.getName()
                        + "'. Rename one.", term, CartoPackage.Literals.OBJECTIVE_TERM__NAME, DUPLICATE_TERM);
            }
            expect(term.getExpression(), HexType.NUMBER, "A score");
        }
    }

    @Check
    public void checkName(HexName name) {
        if (HexNames.binding(name, name.getName()).isPresent()) {
            return;
        }
        List<String> bound = HexNames.boundNames(name);
        boolean isClass = HexNames.hexClass(name, name.getName()).isPresent();
        error("'" + name.getName() + "' is not bound here." + Suggestions.maybe(name.getName(), bound)
                        + (isClass ? " To test what an item is, write e.g. 'x is " + name.getName() + "'." : "")
                        + (bound.isEmpty() ? " Bind an item first, e.g. 'count(hex h where h is forest)'."
                        : " Bound here: " + String.join(", ", bound) + "."),
                name, CartoPackage.Literals.HEX_NAME__NAME, UNKNOWN_NAME);
    }

    @Check
    public void checkSource(HexSource source) {
        if (source.getFilter() != null) {
            expect(source.getFilter(), HexType.CONDITION, "A 'where' filter");
        }
        if (HexNames.boundNames(source.eContainer()).contains(source.getName())) {
            error("'" + source.getName() + "' is already bound by an enclosing source. Pick another name.", source,
                    CartoPackage.Literals.HEX_SOURCE__NAME, UNKNOWN_NAME);
        }
    }

    @Check
    public void checkAggregate(HexAggregate aggregate) {
        expect(aggregate.getBody(), HexType.NUMBER, "What '" + aggregate.getOp().getLiteral() + "' adds up");
    }

    @Check
    public void checkIs(HexIs is) {
        HexType subject = HexType.of(is.getSubject());
        var hexClass = HexNames.hexClass(is, is.getClassName());
        if (hexClass.isEmpty()) {
            String classes = String.join(", ", java.util.Arrays.stream(HexClass.Builtin.values())
                    .map(HexClass.Builtin::word).toList());
            error("'" + is.getClassName() + "' is no landscape, product or class of hex items."
                            + Suggestions.maybe(is.getClassName(), HexNames.classNames(is))
                            + " The classes are: " + classes + ", and every landscape and product.",
                    is, CartoPackage.Literals.HEX_IS__CLASS_NAME, UNKNOWN_NAME);
            return;
        }
        List<HexType> fits = fits(hexClass.get());
        if (subject != HexType.UNKNOWN && !fits.contains(subject)) {
            error("'is " + is.getClassName() + "' tests " + String.join(" or ", fits.stream()
                            .map(HexType::description).toList()) + ", but this is " + subject.description() + ".",
                    is, CartoPackage.Literals.HEX_IS__SUBJECT, TYPE_MISMATCH);
        }
    }

    /** The items "x is CLASS" can test. */
    private static List<HexType> fits(HexClass hexClass) {
        if (hexClass instanceof HexClass.OfLandscape) {
            return List.of(HexType.HEX);
        }
        if (hexClass instanceof HexClass.OfProduct) {
            return List.of(HexType.PRODUCT);
        }
        return switch ((HexClass.Builtin) hexClass) {
            case VILLAGE, CITY, BUILT -> List.of(HexType.INTERSECTION);
            case ROAD -> List.of(HexType.PATH);
            case FRAME, PRODUCING -> List.of(HexType.HEX);
            case RESOURCE, GOODS -> List.of(HexType.PRODUCT, HexType.HEX);
        };
    }

    @Check
    public void checkTouches(HexTouches touches) {
        for (HexExpression side : List.of(touches.getSubject(), touches.getObject())) {
            HexType type = HexType.of(side);
            if (type != HexType.UNKNOWN && (!type.isItem() || type == HexType.PRODUCT)) {
                error("'touches' relates hexes, intersections and paths, but this is " + type.description() + ".",
                        side, null, TYPE_MISMATCH);
            }
        }
    }

    @Check
    public void checkYields(HexYields yields) {
        expect(yields.getSubject(), HexType.HEX, "What 'yields' a product");
        expect(yields.getObject(), HexType.PRODUCT, "What a hex 'yields'");
    }

    @Check
    public void checkPips(HexPips pips) {
        expect(pips.getItem(), HexType.HEX, "What 'pips' reads");
    }

    @Check
    public void checkNumber(HexNumber number) {
        expect(number.getItem(), HexType.HEX, "What 'number' reads");
    }

    @Check
    public void checkNot(HexNot not) {
        expect(not.getOperand(), HexType.CONDITION, "What 'not' negates");
    }

    @Check
    public void checkNegate(HexNegate negate) {
        expect(negate.getOperand(), HexType.NUMBER, "What '-' negates");
    }

    @Check
    public void checkIf(HexIf conditional) {
        expect(conditional.getCondition(), HexType.CONDITION, "What 'if' tests");
        HexType then = HexType.of(conditional.getThen());
        if (then != HexType.NUMBER && then != HexType.CONDITION && then != HexType.UNKNOWN) {
            error("'then' must give a number or a condition, but gives " + then.description() + ".",
                    conditional.getThen(), null, TYPE_MISMATCH);
        } else {
            expect(conditional.getElse(), then, "'else'");
        }
    }

    @Check
    public void checkBinary(HexBinary binary) {
        switch (binary.getOp()) {
            case "+", "-", "*", "<", "<=", ">", ">=" -> {
                expect(binary.getLeft(), HexType.NUMBER, "The left side of '" + binary.getOp() + "'");
                expect(binary.getRight(), HexType.NUMBER, "The right side of '" + binary.getOp() + "'");
            }
            case "and", "or" -> {
                expect(binary.getLeft(), HexType.CONDITION, "The left side of '" + binary.getOp() + "'");
                expect(binary.getRight(), HexType.CONDITION, "The right side of '" + binary.getOp() + "'");
            }
            default -> { // = and != compare numbers, or two items of one kind
                HexType left = HexType.of(binary.getLeft());
                if (left == HexType.CONDITION) {
                    error("'" + binary.getOp() + "' compares numbers or items, not conditions.", binary.getLeft(),
                            null, TYPE_MISMATCH);
                } else if (left != HexType.UNKNOWN) {
                    expect(binary.getRight(), left, "The right side of '" + binary.getOp() + "'");
                }
            }
        }
    }

    private void expect(HexExpression expression, HexType expected, String what) {
        if (expression == null) {
            return;
        }
        HexType actual = HexType.of(expression);
        if (actual != expected && actual != HexType.UNKNOWN) {
            String hint = expected == HexType.NUMBER && actual == HexType.CONDITION
                    ? " Maybe you meant 'count(...)' or 'if ... then 1 else 0'?" : "";
            error(what + " must be " + expected.description() + " but is " + actual.description() + "." + hint,
                    expression, null, TYPE_MISMATCH);
        }
    }

    // (dcolumn, drow, name index) of the six neighbours of a hex
    private static final int[][] SIDES = {{0, -2, 0}, {1, -1, 1}, {1, 1, 2}, {0, 2, 3}, {-1, 1, 4}, {-1, -1, 5}};
    private static final String[] SIDE_NAMES = {"north", "north-east", "south-east", "south", "south-west",
            "north-west"};

    private static long key(int column, int row) {
        return ((long) column << 32) ^ (row & 0xffffffffL);
    }
}
