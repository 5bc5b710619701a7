package org.cartolab.dsl.validation;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.cartolab.dsl.ElementKinds;
import org.cartolab.dsl.carto.Aggregate;
import org.cartolab.dsl.carto.AmbushCard;
import org.cartolab.dsl.carto.AttackArt;
import org.cartolab.dsl.carto.Binary;
import org.cartolab.dsl.carto.CartoFile;
import org.cartolab.dsl.carto.CartoPackage;
import org.cartolab.dsl.carto.Deck;
import org.cartolab.dsl.carto.Element;
import org.cartolab.dsl.carto.ExploreCard;
import org.cartolab.dsl.carto.ExploreKind;
import org.cartolab.dsl.carto.Expression;
import org.cartolab.dsl.carto.DestroyEffect;
import org.cartolab.dsl.carto.GainCoinsEffect;
import org.cartolab.dsl.carto.Game;
import org.cartolab.dsl.carto.HeroCard;
import org.cartolab.dsl.carto.IntLiteral;
import org.cartolab.dsl.carto.ItemKind;
import org.cartolab.dsl.carto.MapSheet;
import org.cartolab.dsl.carto.Negate;
import org.cartolab.dsl.carto.Not;
import org.cartolab.dsl.carto.Position;
import org.cartolab.dsl.carto.Ref;
import org.cartolab.dsl.carto.RefSet;
import org.cartolab.dsl.carto.Relation;
import org.cartolab.dsl.carto.ScoreTerm;
import org.cartolab.dsl.carto.SeasonCard;
import org.cartolab.dsl.carto.SeasonTerm;
import org.cartolab.dsl.carto.ShapeArt;
import org.cartolab.dsl.carto.Side;
import org.cartolab.dsl.carto.Size;
import org.cartolab.dsl.carto.Source;
import org.cartolab.dsl.carto.Terrain;
import org.cartolab.dsl.carto.TerrainGroup;
import org.cartolab.dsl.carto.TerrainRole;
import org.cartolab.dsl.scoping.CartoScopeProvider;
import org.cartolab.model.RuleOptionCatalog;
import org.cartolab.text.Suggestions;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.xtext.EcoreUtil2;
import org.eclipse.xtext.nodemodel.util.NodeModelUtils;
import org.eclipse.xtext.validation.Check;
import org.eclipse.xtext.validation.ComposedChecks;
import org.eclipse.xtext.validation.CheckType;

/**
 * The rules a .carto file must follow beyond its syntax. One check per rule; every problem has an issue code
 * and a message that says what is wrong and what to do.
 */
@ComposedChecks(validators = {PuzzleValidator.class, LandscapeValidator.class, HexValidator.class,
        ColourValidator.class})
public class CartoValidator extends AbstractCartoValidator {

    private static final String PREFIX = "org.cartolab.dsl.";
    public static final String DUPLICATE_NAME = PREFIX + "duplicateName";
    public static final String BAD_SYMBOL = PREFIX + "badSymbol";
    public static final String DUPLICATE_SYMBOL = PREFIX + "duplicateSymbol";
    public static final String RAGGED_ART = PREFIX + "raggedArt";
    public static final String BAD_ART = PREFIX + "badArt";
    public static final String BAD_MAP = PREFIX + "badMap";
    public static final String BAD_CARD = PREFIX + "badCard";
    public static final String TYPE_MISMATCH = PREFIX + "typeMismatch";
    public static final String BAD_SOURCE = PREFIX + "badSource";
    public static final String SHADOWED_NAME = PREFIX + "shadowedName";
    public static final String UNUSED_NAME = PREFIX + "unusedName";
    public static final String BAD_GAME = PREFIX + "badGame";
    public static final String DUPLICATE_ENTRY = PREFIX + "duplicateEntry";
    public static final String BAD_OPTION = PREFIX + "badOption";

    /** Board characters with a fixed meaning in the board text format. */
    public static final String RESERVED_SYMBOLS = ".R*";
    /** The board character of a killed monster (Heroes), also fixed; printed maps never hold one. */
    public static final char KILLED_SYMBOL = 'K';

    // ------------------------------------------------------------------ names

    @Check(CheckType.NORMAL)
    public void checkNamesAreUnique(CartoFile file) {
        // The first declaration in workspace order (file by file, libraries first) keeps the name; every later
        // one is reported, once, where it is declared.
        Map<String, Element> firsts = new HashMap<>();
        for (Element element : workspaceElements(file.eResource())) {
            if (element.getName() != null) {
                firsts.putIfAbsent(namespace(element) + element.getName(), element);
            }
        }
        for (Element element : file.getElements()) {
            if (element.getName() == null) {
                continue;
            }
            Element first = firsts.get(namespace(element) + element.getName());
            if (first != element) {
                error("The name '" + element.getName() + "' is already used by the " + kindOf(first) + " at "
                                + location(first) + ". Rename one of them.",
                        element, CartoPackage.Literals.ELEMENT__NAME, DUPLICATE_NAME);
            }
        }
    }

    // ------------------------------------------------------------------ terrains

    @Check
    public void checkTerrainSymbol(Terrain terrain) {
        String symbol = terrain.getSymbol();
        if (symbol == null) {
            error("The terrain '" + terrain.getName() + "' has no board character. Add one, e.g. symbol \""
                    + Character.toUpperCase(terrain.getName().charAt(0)) + "\".", terrain,
                    CartoPackage.Literals.ELEMENT__NAME, BAD_SYMBOL);
            return;
        }
        if (symbol.length() != 1) {
            error("A board character is one character, but \"" + symbol + "\" has " + symbol.length() + ".",
                    terrain, CartoPackage.Literals.TERRAIN__SYMBOL, BAD_SYMBOL);
            return;
        }
        char c = symbol.charAt(0);
        if (RESERVED_SYMBOLS.indexOf(c) >= 0 || c == KILLED_SYMBOL || Character.isWhitespace(c)
                || Character.isLowerCase(c) || c == '/') {
            error("The character '" + c + "' cannot stand for a terrain: '.' is an empty cell, 'R' an empty ruins "
                            + "cell, '*' a destroyed cell, 'K' a killed monster and lower case letters are terrains "
                            + "drawn on ruins. Pick an upper case letter or a symbol such as '#'.",
                    terrain, CartoPackage.Literals.TERRAIN__SYMBOL, BAD_SYMBOL);
            return;
        }
        if (terrain.getRole() != TerrainRole.PRINTED && !Character.isLetter(c)) {
            error("A drawable terrain needs a letter as its board character, because it is written in lower case "
                    + "when drawn on a ruins cell. Pick a letter, or mark the terrain 'printed'.",
                    terrain, CartoPackage.Literals.TERRAIN__SYMBOL, BAD_SYMBOL);
            return;
        }
        for (Element element : workspaceElements(terrain.eResource())) {
            if (element instanceof Terrain other && other != terrain && symbol.equals(other.getSymbol())
                    && before(other, terrain)) {
                error("The board character '" + c + "' already stands for the terrain '" + other.getName()
                                + "' (" + location(other) + "). Each terrain needs its own character.",
                        terrain, CartoPackage.Literals.TERRAIN__SYMBOL, DUPLICATE_SYMBOL);
                return;
            }
        }
    }

    // ------------------------------------------------------------------ shapes and maps

    @Check
    public void checkShapeArt(ShapeArt art) {
        EObject owner = art.eContainer();
        if (owner instanceof org.cartolab.dsl.carto.Puzzle) {
            return; // a puzzle's start is a map in the board format: PuzzleValidator checks it
        }
        String what = owner instanceof org.cartolab.dsl.carto.Shape shape ? "The shape '" + shape.getName() + "'"
                : "This shape";
        List<String> rows = art.getRows();
        if (rows.isEmpty()) {
            return; // a syntax error, already reported
        }
        int width = rows.get(0).length();
        boolean anyCell = false;
        for (int i = 0; i < rows.size(); i++) {
            String row = rows.get(i);
            if (row.length() != width) {
                error(what + " has a row of length " + row.length() + " but the first row has length " + width
                                + ". Every row needs the same length; pad gaps with '.'.",
                        art, CartoPackage.Literals.SHAPE_ART__ROWS, i, RAGGED_ART);
                return;
            }
            for (int c = 0; c < row.length(); c++) {
                char ch = row.charAt(c);
                if (ch != 'X' && ch != '.') {
                    error(what + " has the character '" + ch + "' in row " + (i + 1) + ". Draw cells with 'X' and "
                            + "gaps with '.'.", art, CartoPackage.Literals.SHAPE_ART__ROWS, i, BAD_ART);
                    return;
                }
                anyCell |= ch == 'X';
            }
        }
        if (width == 0 || !anyCell) {
            error(what + " has no cell. Draw its cells with 'X'.", art, CartoPackage.Literals.SHAPE_ART__ROWS, 0,
                    BAD_ART);
        }
    }

    @Check
    public void checkMapRows(MapSheet map) {
        if (map.getGeometry() == org.cartolab.dsl.carto.Geometry.HEX) {
            return; // HexValidator reads hex maps
        }
        Set<Character> symbols = new HashSet<>();
        Set<Character> drawable = new HashSet<>();
        for (Element element : workspaceElements(map.eResource())) {
            if (element instanceof Terrain terrain && terrain.getSymbol() != null
                    && terrain.getSymbol().length() == 1) {
                symbols.add(terrain.getSymbol().charAt(0));
                if (terrain.getRole() != TerrainRole.PRINTED) {
                    drawable.add(Character.toLowerCase(terrain.getSymbol().charAt(0)));
                }
            }
        }
        List<String> rows = map.getRows();
        if (rows.isEmpty()) {
            return; // a syntax error, already reported
        }
        int width = rows.get(0).length();
        for (int i = 0; i < rows.size(); i++) {
            String row = rows.get(i);
            if (row.length() != width) {
                error("Row " + (i + 1) + " of the map '" + map.getName() + "' has " + row.length()
                                + " cells but the first row has " + width + ". Every row needs the same length.",
                        map, CartoPackage.Literals.MAP_SHEET__ROWS, i, BAD_MAP);
                return;
            }
            for (int c = 0; c < row.length(); c++) {
                char ch = row.charAt(c);
                if (RESERVED_SYMBOLS.indexOf(ch) < 0 && !symbols.contains(ch) && !drawable.contains(ch)) {
                    error("Row " + (i + 1) + ", column " + (c + 1) + " of the map '" + map.getName()
                                    + "' has the character '" + ch + "', which is no terrain's board character. "
                                    + "Use '.' for an empty cell, 'R' for ruins or a terrain's character.",
                            map, CartoPackage.Literals.MAP_SHEET__ROWS, i, BAD_MAP);
                    return;
                }
            }
        }
        if (width == 0) {
            error("The map '" + map.getName() + "' has no cells. Write its rows with '.' for an empty cell, e.g. "
                    + "\".....\".", map, CartoPackage.Literals.MAP_SHEET__ROWS, 0, BAD_MAP);
        }
    }

    // ------------------------------------------------------------------ cards

    @Check
    public void checkExploreCard(ExploreCard card) {
        ExploreKind kind = card.getKind();
        if (kind == ExploreKind.RUINS) {
            if (!card.getTerrains().isEmpty() || !card.getOptions().isEmpty()) {
                error("A ruins card offers no terrains or shapes: it makes the next card's shape cover ruins. "
                                + "Remove its terrains and shapes.",
                        card, CartoPackage.Literals.ELEMENT__NAME, BAD_CARD);
            }
            return;
        }
        if (card.getTerrains().isEmpty()) {
            error("The explore card '" + card.getName() + "' offers no terrain. Add one, e.g. terrains forest.",
                    card, CartoPackage.Literals.ELEMENT__NAME, BAD_CARD);
        }
        if (card.getOptions().isEmpty()) {
            error("The explore card '" + card.getName() + "' offers no shape. Add one, e.g. shape { \"XX\" }.",
                    card, CartoPackage.Literals.ELEMENT__NAME, BAD_CARD);
        }
        List<Terrain> terrains = card.getTerrains();
        for (int i = 0; i < terrains.size(); i++) {
            Terrain terrain = terrains.get(i);
            if (!terrain.eIsProxy() && terrain.getRole() == TerrainRole.PRINTED) {
                error("Players never draw the printed terrain '" + terrain.getName() + "'. Offer a drawable "
                        + "terrain.", card, CartoPackage.Literals.EXPLORE_CARD__TERRAINS, i, BAD_CARD);
            }
            if (terrains.indexOf(terrain) < i) {
                warning("The terrain '" + terrain.getName() + "' is offered twice.", card,
                        CartoPackage.Literals.EXPLORE_CARD__TERRAINS, i, DUPLICATE_ENTRY);
            }
        }
    }

    @Check
    public void checkAmbushFill(AmbushCard card) {
        if (card.getFill() != null && !card.getFill().eIsProxy() && card.getFill().getRole() == TerrainRole.PRINTED) {
            error("An ambush is drawn by players, so it cannot fill its shape with the printed terrain '"
                    + card.getFill().getName() + "'.", card, CartoPackage.Literals.AMBUSH_CARD__FILL, BAD_CARD);
        }
        if (card.getOption() != null && card.getOption().isCoin()) {
            warning("Ambush shapes earn no coins; remove 'coin'.", card.getOption(),
                    CartoPackage.Literals.SHAPE_OPTION__COIN, BAD_CARD);
        }
    }

    @Check
    public void checkAmbushLetterAndEffects(AmbushCard card) {
        String letter = card.getLetter();
        if (letter != null && (letter.length() != 1 || !Character.isUpperCase(letter.charAt(0)))) {
            error("An ambush's letter is one upper case letter, drawn with its monsters, but it is \"" + letter
                    + "\". Write e.g. letter \"G\".", card, CartoPackage.Literals.AMBUSH_CARD__LETTER, BAD_CARD);
        }
        for (var effect : card.getEffects()) {
            EObject action = effect.getAction();
            int amount = action instanceof DestroyEffect destroy ? destroy.getAmount()
                    : action instanceof GainCoinsEffect gain ? gain.getAmount() : 1;
            if (amount < 1) {
                error("This effect does nothing with " + amount
                                + (action instanceof DestroyEffect ? " cells" : " coins")
                                + "; give a number from 1 up, or remove the effect.", action,
                        action instanceof DestroyEffect ? CartoPackage.Literals.DESTROY_EFFECT__AMOUNT
                                : CartoPackage.Literals.GAIN_COINS_EFFECT__AMOUNT, BAD_CARD);
            }
        }
        if (!card.getEffects().isEmpty() && letter == null) {
            warning("The ambush '" + card.getName() + "' has lasting effects but no letter. Its effects act on the "
                            + "monsters drawn with its letter: add one, e.g. letter \""
                            + Character.toUpperCase(card.getName().charAt(0)) + "\".",
                    card, CartoPackage.Literals.ELEMENT__NAME, BAD_CARD);
        }
    }

    @Check
    public void checkHeroAttack(AttackArt art) {
        String what = art.eContainer() instanceof HeroCard hero ? "The hero '" + hero.getName() + "'" : "This hero";
        List<String> rows = art.getRows();
        if (rows.isEmpty()) {
            return; // a syntax error, already reported
        }
        int width = rows.get(0).length();
        int heroes = 0;
        boolean anyAttacked = false;
        for (int i = 0; i < rows.size(); i++) {
            String row = rows.get(i);
            if (row.length() != width) {
                error(what + " has an attack row of length " + row.length() + " but the first row has length "
                                + width + ". Every row needs the same length; pad with '.'.",
                        art, CartoPackage.Literals.ATTACK_ART__ROWS, i, RAGGED_ART);
                return;
            }
            for (int c = 0; c < row.length(); c++) {
                char ch = row.charAt(c);
                if (ch != 'X' && ch != '.' && ch != 'H') {
                    error(what + " has the character '" + ch + "' in attack row " + (i + 1) + ". Mark the hero's "
                            + "cell with 'H', the attacked cells with 'X' and the others with '.'.", art,
                            CartoPackage.Literals.ATTACK_ART__ROWS, i, BAD_ART);
                    return;
                }
                anyAttacked |= ch == 'X';
                if (ch == 'H' && ++heroes == 2) {
                    error(what + " has a second 'H' in attack row " + (i + 1) + ". A hero stands in one cell: "
                                    + "keep one 'H' and mark the attacked cells with 'X'.",
                            art, CartoPackage.Literals.ATTACK_ART__ROWS, i, BAD_ART);
                    return;
                }
            }
        }
        if (heroes == 0) {
            error(what + " has no 'H' in its attack pattern. Mark the hero's own cell with 'H', e.g. { \"XHX\" }.",
                    art, CartoPackage.Literals.ATTACK_ART__ROWS, 0, BAD_ART);
        } else if (!anyAttacked) {
            error(what + " attacks no cell. Mark the attacked cells around the 'H' with 'X'.", art,
                    CartoPackage.Literals.ATTACK_ART__ROWS, 0, BAD_ART);
        }
    }

    @Check
    public void checkDeck(Deck deck) {
        for (int i = 0; i < deck.getCards().size(); i++) {
            if (deck.getCards().indexOf(deck.getCards().get(i)) < i) {
                error("The card '" + deck.getCards().get(i).getName() + "' is listed twice in this deck.", deck,
                        CartoPackage.Literals.DECK__CARDS, i, DUPLICATE_ENTRY);
            }
        }
    }

    @Check
    public void checkGame(Game game) {
        Set<String> edicts = new HashSet<>(game.getEdicts());
        for (int i = 0; i < game.getEdicts().size(); i++) {
            if (game.getEdicts().indexOf(game.getEdicts().get(i)) < i) {
                error("The edict '" + game.getEdicts().get(i) + "' is listed twice.", game,
                        CartoPackage.Literals.GAME__EDICTS, i, DUPLICATE_ENTRY);
            }
        }
        for (int i = 0; i < game.getSeasons().size(); i++) {
            SeasonCard season = game.getSeasons().get(i);
            if (season.eIsProxy()) {
                continue;
            }
            for (String edict : season.getEdicts()) {
                if (edicts.contains(edict)) {
                    continue;
                }
                if (game.getEdicts().isEmpty()) {
                    error("The season '" + season.getName() + "' scores the edict '" + edict + "', but this game has "
                                    + "no edicts. Declare them, e.g. 'edicts " + edict + "'.",
                            game, CartoPackage.Literals.GAME__SEASONS, i, BAD_GAME);
                    continue;
                }
                // Every one-letter edict is one edit from every other: suggest only a difference of case.
                String maybe = edict.length() > 1 || game.getEdicts().stream().anyMatch(edict::equalsIgnoreCase)
                        ? Suggestions.maybe(edict, game.getEdicts()) : "";
                error("The season '" + season.getName() + "' scores the edict '" + edict + "', which this game "
                                + "does not have (its edicts are " + String.join(", ", game.getEdicts()) + ")."
                                + maybe + " Add it to the game's 'edicts' or score another edict.",
                        game, CartoPackage.Literals.GAME__SEASONS, i, BAD_GAME);
            }
        }
        Map<String, AmbushCard> letters = new HashMap<>();
        for (int i = 0; i < game.getAmbushes().size(); i++) {
            AmbushCard ambush = game.getAmbushes().get(i);
            if (ambush.eIsProxy() || ambush.getLetter() == null) {
                continue;
            }
            AmbushCard first = letters.putIfAbsent(ambush.getLetter(), ambush);
            if (first != null && first != ambush) {
                error("The ambushes '" + first.getName() + "' and '" + ambush.getName() + "' both have the letter \""
                                + ambush.getLetter() + "\". The letter tells a map's monsters apart: give each "
                                + "ambush its own.",
                        game, CartoPackage.Literals.GAME__AMBUSHES, i, DUPLICATE_ENTRY);
            }
        }
        if (!game.getDecks().isEmpty() && !game.getEdicts().isEmpty()
                && game.getDecks().size() != game.getEdicts().size()) {
            warning("The game has " + game.getDecks().size() + " scoring decks but " + game.getEdicts().size()
                            + " edicts; one card of each deck goes under each edict.",
                    game, CartoPackage.Literals.GAME__DECKS, BAD_GAME);
        }
        Set<String> terms = new HashSet<>();
        for (SeasonTerm term : game.getTerms()) {
            if (!terms.add(term.getName())) {
                error("The season term '" + term.getName() + "' is defined twice.", term,
                        CartoPackage.Literals.SEASON_TERM__NAME, DUPLICATE_NAME);
            }
        }
        Set<String> options = new HashSet<>();
        for (var option : game.getOptions()) {
            if (!options.add(option.getName())) {
                error("The option '" + option.getName() + "' is set twice.", option,
                        CartoPackage.Literals.RULE_OPTION__NAME, DUPLICATE_NAME);
            }
        }
    }

    @Check
    public void checkRuleOption(org.cartolab.dsl.carto.RuleOption option) {
        var allowed = RuleOptionCatalog.OPTIONS.get(option.getName());
        if (allowed == null) {
            error("There is no rule option '" + option.getName() + "'."
                            + Suggestions.maybe(option.getName(), RuleOptionCatalog.OPTIONS.keySet())
                            + " The options are: " + String.join(", ", RuleOptionCatalog.OPTIONS.keySet()) + ".",
                    option, CartoPackage.Literals.RULE_OPTION__NAME, BAD_OPTION);
            return;
        }
        String value = option.getValue() != null ? option.getValue()
                : option.getText() != null ? option.getText() : Integer.toString(option.getNumber());
        if (!allowed.contains(value)) {
            error("The rule option '" + option.getName() + "' cannot be '" + value + "'; it is one of "
                    + String.join(", ", allowed) + " (default " + allowed.get(0) + ").", option,
                    option.getValue() != null ? CartoPackage.Literals.RULE_OPTION__VALUE
                            : option.getText() != null ? CartoPackage.Literals.RULE_OPTION__TEXT
                            : CartoPackage.Literals.RULE_OPTION__NUMBER, BAD_OPTION);
        }
    }

    // ------------------------------------------------------------------ scoring expressions

    @Check
    public void checkScoreIsNumber(ScoreTerm term) {
        expect(term.getExpression(), ExpressionType.NUMBER, "A score");
    }

    @Check
    public void checkSeasonTermIsNumber(SeasonTerm term) {
        expect(term.getExpression(), ExpressionType.NUMBER, "A score");
    }

    @Check
    public void checkOperands(Binary binary) {
        if (binary.eContainer() instanceof Source source && source.getFilter() == binary
                && ExpressionType.of(binary) != ExpressionType.CONDITION) {
            return; // a 'where' that swallowed '+' or '*': checkSource explains that better
        }
        switch (binary.getOp()) {
            case "+", "-", "*", "mod", "<", "<=", ">", ">=" -> {
                String what = "'" + binary.getOp() + "'";
                expect(binary.getLeft(), ExpressionType.NUMBER, "The left side of " + what);
                expect(binary.getRight(), ExpressionType.NUMBER, "The right side of " + what);
                if (binary.getOp().equals("mod") && binary.getRight() instanceof IntLiteral divisor
                        && divisor.getValue() == 0) {
                    error("'mod 0' has no remainder: divide by a number from 1 up, e.g. 'mod 2'.", divisor, null,
                            TYPE_MISMATCH);
                }
            }
            case "and", "or" -> {
                String what = "'" + binary.getOp() + "'";
                expect(binary.getLeft(), ExpressionType.CONDITION, "The left side of " + what);
                expect(binary.getRight(), ExpressionType.CONDITION, "The right side of " + what);
            }
            default -> { // = and != compare two numbers or two regions
                ExpressionType left = ExpressionType.of(binary.getLeft());
                ExpressionType right = ExpressionType.of(binary.getRight());
                if (left == ExpressionType.CONDITION || left != right) {
                    error("'" + binary.getOp() + "' compares two numbers or two sets of cells, but here it has "
                                    + left.description() + " and " + right.description() + ".",
                            binary, CartoPackage.Literals.BINARY__OP, TYPE_MISMATCH);
                }
            }
        }
    }

    @Check
    public void checkNot(Not not) {
        expect(not.getOperand(), ExpressionType.CONDITION, "The operand of 'not'");
    }

    @Check
    public void checkNegate(Negate negate) {
        expect(negate.getOperand(), ExpressionType.NUMBER, "The operand of '-'");
    }

    @Check
    public void checkRelationSubject(Relation relation) {
        expect(relation.getSubject(), ExpressionType.REGION, "The subject of '" + relation.getOp().getLiteral() + "'");
    }

    @Check
    public void checkSize(Size size) {
        expect(size.getRegion(), ExpressionType.REGION, "The argument of 'size'");
    }

    @Check
    public void checkPosition(Position position) {
        Expression line = position.getLine();
        if (line instanceof Ref ref && ref.getTarget() instanceof Source source
                && (source.getKind() == ItemKind.ROW || source.getKind() == ItemKind.COLUMN)) {
            return;
        }
        if (line instanceof Ref ref && ref.getTarget() != null && ref.getTarget().eIsProxy()) {
            return; // an unknown name, already reported
        }
        error("'position' numbers a row or a column: give it one bound by 'row' or 'column', e.g. "
                + "'10 per column k where position(k) mod 2 = 1'.", line, null, TYPE_MISMATCH);
    }

    @Check
    public void checkSide(Side side) {
        expect(side.getRegion(), ExpressionType.REGION, "The argument of 'side'");
    }

    @Check
    public void checkAggregateBody(Aggregate aggregate) {
        expect(aggregate.getBody(), ExpressionType.NUMBER, "The body of '" + aggregate.getOp().getLiteral() + "'");
    }

    @Check
    public void checkSource(Source source) {
        ItemKind kind = source.getKind();
        String what = "'" + kind.getLiteral() + "'";
        if (source.getFilter() != null) {
            ExpressionType type = ExpressionType.of(source.getFilter());
            if (type != ExpressionType.CONDITION) {
                error("The 'where' of " + what + " needs a condition but has " + type.description() + ". If a '+' "
                                + "or '*' follows, the 'where' took it: put the condition in parentheses or use "
                                + "a separate 'score' line.",
                        source, CartoPackage.Literals.SOURCE__FILTER, TYPE_MISMATCH);
            }
        }
        boolean needsSet = kind == ItemKind.CLUSTER || kind == ItemKind.RUN || kind == ItemKind.TERRAIN
                || kind == ItemKind.CHAIN;
        boolean allowsSet = allowsSet(kind);
        if (needsSet && source.getSet() == null) {
            error(what + " needs the cells it is made of, e.g. '" + kind.getLiteral() + " k of forest'.", source,
                    CartoPackage.Literals.SOURCE__KIND, BAD_SOURCE);
        }
        if (!allowsSet && source.getSet() != null) {
            error(what + " always spans the whole board; drop 'of' and test its cells in 'where' instead, e.g. "
                            + "'where r has forest'.", source, CartoPackage.Literals.SOURCE__SET, BAD_SOURCE);
        }
        boolean needsDirection = kind == ItemKind.DIAGONAL || kind == ItemKind.RUN;
        boolean straight = source.isHorizontal() || source.isVertical();
        boolean hasDirection = straight || source.isDownRight() || source.isDownLeft();
        if (needsDirection && !hasDirection) {
            error(what + " needs a direction: " + (kind == ItemKind.RUN ? "horizontal, vertical, " : "")
                    + "down-right or down-left.", source, CartoPackage.Literals.SOURCE__KIND, BAD_SOURCE);
        }
        if (!needsDirection && hasDirection) {
            error(what + " has no direction; remove it.", source, CartoPackage.Literals.SOURCE__KIND, BAD_SOURCE);
        }
        if (kind == ItemKind.DIAGONAL && straight) {
            error("A diagonal runs down-right or down-left. For horizontal and vertical lines use 'row' or 'column'.",
                    source, CartoPackage.Literals.SOURCE__KIND, BAD_SOURCE);
        }
        if (kind == ItemKind.TERRAIN && source.getSet() != null) {
            for (RefSet ref : EcoreUtil2.getAllContentsOfType(source, RefSet.class)) {
                if (EcoreUtil2.isAncestor(source.getSet(), ref) && !ref.getTarget().eIsProxy()
                        && !(ref.getTarget() instanceof Terrain || ref.getTarget() instanceof TerrainGroup)) {
                    error("'terrain' ranges over terrains: name terrains or groups after 'of'.", ref,
                            CartoPackage.Literals.REF_SET__TARGET, BAD_SOURCE);
                }
            }
            if (!(source.getSet() instanceof RefSet) && !(source.getSet() instanceof org.cartolab.dsl.carto.CellSetUnion)) {
                error("'terrain' ranges over terrains: name terrains or groups after 'of'.", source,
                        CartoPackage.Literals.SOURCE__SET, BAD_SOURCE);
            }
        }
        checkBindingName(source);
    }

    private static boolean allowsSet(ItemKind kind) {
        return kind == ItemKind.CLUSTER || kind == ItemKind.RUN || kind == ItemKind.TERRAIN || kind == ItemKind.CELL
                || kind == ItemKind.SQUARE || kind == ItemKind.CHAIN;
    }

    /** The source as it reads without its name, e.g. "diagonal down-right" or "cluster of ...". */
    private static String withoutName(Source source) {
        String direction = source.isHorizontal() ? " horizontal" : source.isVertical() ? " vertical"
                : source.isDownRight() ? " down-right" : source.isDownLeft() ? " down-left" : "";
        return source.getKind().getLiteral()
                + (source.getSet() != null && allowsSet(source.getKind()) ? " of ..." : "") + direction;
    }

    private void checkBindingName(Source source) {
        String name = source.getName();
        if (name == null) {
            return;
        }
        for (Source outer : CartoScopeProvider.visibleBindings(source)) {
            if (name.equals(outer.getName())) {
                error("'" + name + "' is already bound by an enclosing '" + outer.getKind().getLiteral()
                        + "'. Pick another name.", source, CartoPackage.Literals.SOURCE__NAME, SHADOWED_NAME);
                return;
            }
        }
        for (Element element : workspaceElements(source.eResource())) {
            if ((element instanceof Terrain || element instanceof TerrainGroup) && name.equals(element.getName())) {
                error("'" + name + "' is the name of a " + kindOf(element) + "; bind the item to another name, "
                        + "e.g. '"
                        + name.charAt(0) + "'.", source, CartoPackage.Literals.SOURCE__NAME, SHADOWED_NAME);
                return;
            }
        }
        EObject scope = source.eContainer() instanceof Aggregate aggregate ? aggregate : source;
        boolean used = EcoreUtil2.getAllContentsOfType(scope, Ref.class).stream()
                .anyMatch(ref -> ref.getTarget() == source)
                || EcoreUtil2.getAllContentsOfType(scope, RefSet.class).stream()
                .anyMatch(ref -> ref.getTarget() == source);
        if (!used) {
            warning("'" + name + "' is never used. Leave the name out, e.g. '" + withoutName(source) + "'.", source,
                    CartoPackage.Literals.SOURCE__NAME, UNUSED_NAME);
        }
    }

    private void expect(Expression expression, ExpressionType expected, String what) {
        if (expression == null) {
            return;
        }
        ExpressionType actual = ExpressionType.of(expression);
        if (actual != expected) {
            String hint = expected == ExpressionType.NUMBER && actual == ExpressionType.REGION
                    ? " Maybe you meant 'size(...)'?"
                    : expected == ExpressionType.NUMBER && actual == ExpressionType.CONDITION
                    ? " Maybe you meant 'count(cell c where ...)' or '1 per ...'?" : "";
            error(what + " must be " + expected.description() + " but is " + actual.description() + "." + hint,
                    expression, null, TYPE_MISMATCH);
        }
    }

    // ------------------------------------------------------------------ helpers

    /** Every top-level element of every file loaded together with this one. */
    static List<Element> workspaceElements(Resource resource) {
        List<Element> elements = new ArrayList<>();
        List<Resource> resources = resource.getResourceSet() == null ? List.of(resource)
                : resource.getResourceSet().getResources();
        for (Resource each : resources) {
            for (EObject root : each.getContents()) {
                if (root instanceof CartoFile file) {
                    elements.addAll(file.getElements());
                }
            }
        }
        return elements;
    }

    private static String namespace(Element element) {
        return element instanceof Terrain || element instanceof TerrainGroup ? "terrain:"
                : element.eClass().getName() + ":";
    }

    private static String kindOf(Element element) {
        return ElementKinds.describe(element.eClass());
    }

    private static boolean before(EObject a, EObject b) {
        if (a.eResource() != b.eResource()) {
            var resources = a.eResource().getResourceSet().getResources();
            return resources.indexOf(a.eResource()) < resources.indexOf(b.eResource());
        }
        return NodeModelUtils.getNode(a).getOffset() < NodeModelUtils.getNode(b).getOffset();
    }

    private static String location(EObject object) {
        var node = NodeModelUtils.getNode(object);
        String file = org.eclipse.emf.common.util.URI.decode(object.eResource().getURI().lastSegment());
        return file + ":" + (node == null ? "?" : node.getStartLine());
    }
}
