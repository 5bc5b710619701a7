package org.cartolab.dsl.validation;

import static org.cartolab.dsl.validation.CartoValidator.BAD_ART;
import static org.cartolab.dsl.validation.CartoValidator.BAD_CARD;
import static org.cartolab.dsl.validation.CartoValidator.DUPLICATE_ENTRY;
import static org.cartolab.dsl.validation.CartoValidator.RAGGED_ART;

import java.util.List;

import org.cartolab.dsl.carto.AmbushCard;
import org.cartolab.dsl.carto.AttackArt;
import org.cartolab.dsl.carto.CartoPackage;
import org.cartolab.dsl.carto.Deck;
import org.cartolab.dsl.carto.DestroyEffect;
import org.cartolab.dsl.carto.ExploreCard;
import org.cartolab.dsl.carto.ExploreKind;
import org.cartolab.dsl.carto.GainCoinsEffect;
import org.cartolab.dsl.carto.HeroCard;
import org.cartolab.dsl.carto.Terrain;
import org.cartolab.dsl.carto.TerrainRole;
import org.eclipse.emf.ecore.EObject;
import org.eclipse.xtext.validation.Check;

/**
 * Explore, ambush and hero cards, and decks: what each card offers makes sense to draw. Composed into
 * {@link CartoValidator}.
 */
public class CardValidator extends ComposedValidator {

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
        List<Integer> repeats = Repeats.of(terrains);
        for (int i = 0; i < terrains.size(); i++) {
            Terrain terrain = terrains.get(i);
            if (!terrain.eIsProxy() && terrain.getRole() == TerrainRole.PRINTED) {
                error("Players never draw the printed terrain '" + terrain.getName() + "'. Offer a drawable "
                        + "terrain.", card, CartoPackage.Literals.EXPLORE_CARD__TERRAINS, i, BAD_CARD);
            }
            if (repeats.contains(i)) {
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
        for (int i : Repeats.of(deck.getCards())) {
            error("The card '" + deck.getCards().get(i).getName() + "' is listed twice in this deck.", deck,
                    CartoPackage.Literals.DECK__CARDS, i, DUPLICATE_ENTRY);
        }
    }
}
