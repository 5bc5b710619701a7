package org.cartolab.dsl.validation;

import java.util.List;

import org.cartolab.dsl.carto.CardFace;
import org.cartolab.dsl.carto.CartoPackage;
import org.cartolab.dsl.carto.LandscapeCard;
import org.cartolab.dsl.carto.LandscapeGame;
import org.cartolab.dsl.carto.LandscapePuzzle;
import org.cartolab.dsl.carto.RuleOption;
import org.eclipse.xtext.validation.Check;

/**
 * The rules of a solo landscape puzzle (RULES.md 3.9): its cards and its shared card belong to its game, each card
 * is laid once, the shared card carries a condition and is not also laid (it is not in the deck), and a solo
 * landscape holds at most 8 cards. Composed into {@link CartoValidator}.
 */
public class LandscapePuzzleValidator extends ComposedValidator {

    public static final String BAD_LANDSCAPE_PUZZLE = "org.cartolab.dsl.badLandscapePuzzle";

    /** A solo game ends with 8 cards in the landscape (RULES.md 3.9). */
    static final int MOST_CARDS = 8;

    @Check
    public void checkCards(LandscapePuzzle puzzle) {
        LandscapeGame game = resolved(puzzle.getGame()) ? puzzle.getGame() : null;
        List<LandscapeCard> cards = puzzle.getCards();
        List<Integer> repeated = Repeats.of(cards);
        for (int i = 0; i < cards.size(); i++) {
            LandscapeCard card = cards.get(i);
            if (!resolved(card)) {
                continue; // the linker reports the unknown name
            }
            if (repeated.contains(i)) {
                error("The card '" + card.getName() + "' is listed twice; each card is laid once.", puzzle,
                        CartoPackage.Literals.LANDSCAPE_PUZZLE__CARDS, i, CartoValidator.DUPLICATE_ENTRY);
            } else if (card == puzzle.getShared()) {
                error("The card '" + card.getName() + "' is the shared condition, so it is not in the deck and "
                                + "cannot be laid. Choose another shared card or drop it from the cards.", puzzle,
                        CartoPackage.Literals.LANDSCAPE_PUZZLE__CARDS, i, BAD_LANDSCAPE_PUZZLE);
            } else if (game != null && !game.getCards().contains(card)) {
                error(notInGame(game, card), puzzle, CartoPackage.Literals.LANDSCAPE_PUZZLE__CARDS, i,
                        BAD_LANDSCAPE_PUZZLE);
            }
        }
        if (cards.size() > MOST_CARDS) {
            error("The puzzle lays " + cards.size() + " cards; a solo landscape holds " + MOST_CARDS
                            + " (RULES.md 3.9). Drop " + (cards.size() - MOST_CARDS) + ".", puzzle,
                    CartoPackage.Literals.LANDSCAPE_PUZZLE__CARDS, MOST_CARDS, BAD_LANDSCAPE_PUZZLE);
        }
    }

    @Check
    public void checkShared(LandscapePuzzle puzzle) {
        LandscapeCard shared = puzzle.getShared();
        if (!resolved(shared)) {
            return;
        }
        if (shared.getFaces().stream().map(CardFace::getCondition).allMatch(condition -> condition == null)) {
            error("The card '" + shared.getName() + "' carries no scoring condition, so it cannot be the shared "
                            + "one. Choose a card with a face that 'carries' a condition.", puzzle,
                    CartoPackage.Literals.LANDSCAPE_PUZZLE__SHARED, BAD_LANDSCAPE_PUZZLE);
        } else if (resolved(puzzle.getGame()) && !puzzle.getGame().getCards().contains(shared)) {
            error(notInGame(puzzle.getGame(), shared), puzzle, CartoPackage.Literals.LANDSCAPE_PUZZLE__SHARED,
                    BAD_LANDSCAPE_PUZZLE);
        }
    }

    /** A puzzle's landscape grows from its first card: the first-round reading would let the second lie anywhere. */
    @Check
    public void checkFirstOverlap(LandscapePuzzle puzzle) {
        if (!resolved(puzzle.getGame())) {
            return;
        }
        for (RuleOption option : puzzle.getGame().getOptions()) {
            if ("first-overlap".equals(option.getName()) && "first-round".equals(option.getValue())) {
                error("The game '" + puzzle.getGame().getName() + "' waives the overlap rule for the whole first "
                                + "round (option first-overlap = first-round), so a puzzle's second card could lie "
                                + "anywhere; puzzles need first-overlap = first-card.", puzzle,
                        CartoPackage.Literals.LANDSCAPE_PUZZLE__GAME, BAD_LANDSCAPE_PUZZLE);
            }
        }
    }

    private static String notInGame(LandscapeGame game, LandscapeCard card) {
        return "The card '" + card.getName() + "' is not one of the game '" + game.getName() + "''s cards; "
                + "add it to the game's 'cards' or choose one of them.";
    }

    private static boolean resolved(org.eclipse.emf.ecore.EObject object) {
        return object != null && !object.eIsProxy();
    }
}
