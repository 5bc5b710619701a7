package org.cartolab.dsl.validation;

import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;

import org.cartolab.dsl.FaceArt;
import org.cartolab.dsl.carto.Aggregate;
import org.cartolab.dsl.carto.CardFace;
import org.cartolab.dsl.carto.CartoPackage;
import org.cartolab.dsl.carto.Distance;
import org.cartolab.dsl.carto.Element;
import org.cartolab.dsl.carto.Expression;
import org.cartolab.dsl.carto.LandscapeCard;
import org.cartolab.dsl.carto.LandscapeDraft;
import org.cartolab.dsl.carto.LandscapeGame;
import org.cartolab.dsl.carto.Terrain;
import org.cartolab.text.Suggestions;
import org.eclipse.xtext.validation.Check;

/**
 * The rules of the landscape part of the language (overlapping-card games such as Confusing Lands): card faces,
 * landscape games, and the expressions only landscapes use. Composed into {@link CartoValidator}.
 */
public class LandscapeValidator extends ComposedValidator {

    public static final String BAD_FACE = "org.cartolab.dsl.badFace";
    public static final String BAD_LANDSCAPE_GAME = "org.cartolab.dsl.badLandscapeGame";

    @Check
    public void checkFace(CardFace face) {
        Map<Character, String> symbols = new TreeMap<>();
        for (Element element : WorkspaceElements.of(face.eResource())) {
            if (element instanceof Terrain terrain && terrain.getSymbol() != null
                    && terrain.getSymbol().length() == 1) {
                symbols.putIfAbsent(terrain.getSymbol().charAt(0), terrain.getName());
            }
        }
        List<List<String>> rows = FaceArt.tokens(face.getRows());
        if (rows.isEmpty()) {
            return; // a syntax error, already reported
        }
        int width = rows.get(0).size();
        for (int r = 0; r < rows.size(); r++) {
            List<String> row = rows.get(r);
            if (row.isEmpty() || row.size() != width) {
                error("Row " + (r + 1) + " of the face '" + face.getName() + "' has " + row.size()
                                + " cells but the first row has " + width + ". Every row needs the same number of "
                                + "cells, separated by spaces; write '.' for an empty cell.",
                        face, CartoPackage.Literals.CARD_FACE__ROWS, r, BAD_FACE);
                return;
            }
            for (int c = 0; c < row.size(); c++) {
                String problem = tokenProblem(row.get(c), symbols);
                if (problem != null) {
                    error("Row " + (r + 1) + ", cell " + (c + 1) + " of the face '" + face.getName() + "': "
                            + problem, face, CartoPackage.Literals.CARD_FACE__ROWS, r, BAD_FACE);
                    return;
                }
            }
        }
    }

    /** What is wrong with a cell token, or null. */
    private static String tokenProblem(String token, Map<Character, String> symbols) {
        char symbol = token.charAt(0);
        if (symbol == FaceArt.EMPTY) {
            return token.length() == 1 ? null
                    : "an empty cell '.' has no ends; write '.' alone, or a terrain's character before the ends.";
        }
        if (!symbols.containsKey(symbol)) {
            List<String> known = symbols.keySet().stream().map(String::valueOf).toList();
            return "'" + symbol + "' is no terrain's board character." + Suggestions.maybe(String.valueOf(symbol),
                    known) + " Write '.' for an empty cell or one of " + String.join(" ", known) + ".";
        }
        Set<Character> seen = new HashSet<>();
        for (int i = 1; i < token.length(); i++) {
            char side = token.charAt(i);
            if (FaceArt.SIDES.indexOf(side) < 0) {
                return "'" + side + "' in '" + token + "' is not an edge; the ends of a cell are written with n, e, s "
                        + "and w (top, right, bottom, left), e.g. '" + symbol + "ns'.";
            }
            if (!seen.add(side)) {
                return "the edge '" + side + "' is written twice in '" + token + "'.";
            }
        }
        return null;
    }

    @Check
    public void checkCard(LandscapeCard card) {
        long withCondition = card.getFaces().stream().filter(face -> face.getCondition() != null).count();
        if (withCondition > 1) {
            error("The card '" + card.getName() + "' has a scoring condition on " + withCondition + " faces; a card "
                    + "carries one condition, on one face.", card, CartoPackage.Literals.ELEMENT__NAME, BAD_FACE);
        }
        List<CardFace> faces = card.getFaces();
        List<Integer> repeatedNames = Repeats.of(faces.stream().map(CardFace::getName).toList());
        for (int i = 0; i < faces.size(); i++) {
            CardFace face = faces.get(i);
            if (face.getName() != null && repeatedNames.contains(i)) {
                error("The card '" + card.getName() + "' has two faces named '" + face.getName() + "'.", face,
                        CartoPackage.Literals.CARD_FACE__NAME, BAD_FACE);
            }
        }
    }

    @Check
    public void checkGame(LandscapeGame game) {
        Terrain conditionCells = game.getConditionCells();
        List<Integer> repeatedCards = Repeats.of(game.getCards());
        for (int i = 0; i < game.getCards().size(); i++) {
            LandscapeCard card = game.getCards().get(i);
            if (card.eIsProxy()) {
                continue;
            }
            if (repeatedCards.contains(i)) {
                error("The card '" + card.getName() + "' is listed twice.", game,
                        CartoPackage.Literals.LANDSCAPE_GAME__CARDS, i, CartoValidator.DUPLICATE_ENTRY);
                continue;
            }
            if (conditionCells == null || conditionCells.eIsProxy() || conditionCells.getSymbol() == null
                    || conditionCells.getSymbol().isEmpty()) {
                continue;
            }
            char symbol = conditionCells.getSymbol().charAt(0);
            for (CardFace face : card.getFaces()) {
                long cells = FaceArt.tokens(face.getRows()).stream().flatMap(List::stream)
                        .filter(token -> token.charAt(0) == symbol).count();
                if (face.getCondition() != null && cells == 0) {
                    error("The face '" + face.getName() + "' of the card '" + card.getName() + "' carries the "
                                    + "condition '" + face.getCondition().getName() + "' but no cell of '"
                                    + conditionCells.getName() + "' (" + symbol + ") to print it on.", game,
                            CartoPackage.Literals.LANDSCAPE_GAME__CARDS, i, BAD_LANDSCAPE_GAME);
                } else if (face.getCondition() == null && cells > 0) {
                    error("The face '" + face.getName() + "' of the card '" + card.getName() + "' has cells of '"
                                    + conditionCells.getName() + "' (" + symbol + ") but carries no condition. "
                                    + "Name the scoring card printed there: 'face " + face.getName()
                                    + " carries ID'.", game,
                            CartoPackage.Literals.LANDSCAPE_GAME__CARDS, i, BAD_LANDSCAPE_GAME);
                }
            }
        }
    }

    /**
     * A two-player game deals the shared condition and every round's cards from the one deck (RULES.md 3.4: 18 =
     * 1 shared + 16 dealt + 1 left); solo takes as many per round (the kept card, the discarded one, the skipped
     * ones and the received one).
     */
    @Check
    public void checkDraft(LandscapeDraft draft) {
        if (draft.getRounds() < 1 || draft.getDeal() < 1) {
            error("A draft needs at least 1 round and 1 card dealt per player per round, not rounds "
                    + draft.getRounds() + " deal " + draft.getDeal() + ".", draft,
                    draft.getRounds() < 1 ? CartoPackage.Literals.LANDSCAPE_DRAFT__ROUNDS
                            : CartoPackage.Literals.LANDSCAPE_DRAFT__DEAL, BAD_LANDSCAPE_GAME);
            return;
        }
        if (!(draft.eContainer() instanceof LandscapeGame game)) {
            return;
        }
        int deck = game.getCards().size();
        int twoPlayers = 1 + draft.getRounds() * draft.getDeal() * 2;
        int solo = 1 + draft.getRounds() * (draft.getDeal() + draft.getSoloSkip() + 1);
        int needed = Math.max(twoPlayers, solo);
        if (needed > deck) {
            error("The draft needs " + needed + " cards (1 shared, then per round " + draft.getDeal()
                            + " for each of 2 players" + (solo > twoPlayers ? ", or solo " + draft.getDeal() + " dealt, "
                            + draft.getSoloSkip() + " skipped and 1 received" : "") + ") but the game has " + deck
                            + ". Deal fewer rounds or fewer cards.", draft,
                    CartoPackage.Literals.LANDSCAPE_DRAFT__ROUNDS, BAD_LANDSCAPE_GAME);
        }
    }

    // ------------------------------------------------------------------ expressions

    @Check
    public void checkAggregateValues(Aggregate aggregate) {
        for (Expression value : aggregate.getValues()) {
            expect(value, ExpressionType.NUMBER, "Each value of '" + aggregate.getOp().getLiteral() + "'");
        }
    }

    @Check
    public void checkDistance(Distance distance) {
        expect(distance.getFrom(), ExpressionType.REGION, "The first argument of 'distance'");
        expect(distance.getTo(), ExpressionType.REGION, "The second argument of 'distance'");
    }

    private void expect(Expression expression, ExpressionType expected, String what) {
        if (expression == null) {
            return;
        }
        ExpressionType actual = ExpressionType.of(expression);
        if (actual != expected) {
            error(what + " must be " + expected.description() + " but is " + actual.description() + ".",
                    expression, null, CartoValidator.TYPE_MISMATCH);
        }
    }
}
