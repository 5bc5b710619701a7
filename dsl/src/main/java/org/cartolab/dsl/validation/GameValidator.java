package org.cartolab.dsl.validation;

import static org.cartolab.dsl.validation.CartoValidator.BAD_GAME;
import static org.cartolab.dsl.validation.CartoValidator.BAD_OPTION;
import static org.cartolab.dsl.validation.CartoValidator.DUPLICATE_ENTRY;
import static org.cartolab.dsl.validation.CartoValidator.DUPLICATE_NAME;

import java.util.HashMap;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;

import org.cartolab.dsl.carto.AmbushCard;
import org.cartolab.dsl.carto.CartoPackage;
import org.cartolab.dsl.carto.Game;
import org.cartolab.dsl.carto.RuleOption;
import org.cartolab.dsl.carto.SeasonCard;
import org.cartolab.dsl.carto.SeasonTerm;
import org.cartolab.model.RuleOptionCatalog;
import org.cartolab.text.Suggestions;
import org.eclipse.xtext.validation.Check;

/**
 * Games of square map sheets: their edicts, seasons, ambushes, decks, season terms and rule options fit together.
 * Composed into {@link CartoValidator}.
 */
public class GameValidator extends ComposedValidator {

    @Check
    public void checkGame(Game game) {
        for (int i : Repeats.of(game.getEdicts())) {
            error("The edict '" + game.getEdicts().get(i) + "' is listed twice.", game,
                    CartoPackage.Literals.GAME__EDICTS, i, DUPLICATE_ENTRY);
        }
        checkSeasonsScoreTheEdicts(game);
        checkAmbushLetters(game);
        if (!game.getDecks().isEmpty() && !game.getEdicts().isEmpty()
                && game.getDecks().size() != game.getEdicts().size()) {
            warning("The game has " + game.getDecks().size() + " scoring decks but " + game.getEdicts().size()
                            + " edicts; one card of each deck goes under each edict.",
                    game, CartoPackage.Literals.GAME__DECKS, BAD_GAME);
        }
        List<SeasonTerm> terms = game.getTerms();
        for (int i : Repeats.of(terms.stream().map(SeasonTerm::getName).toList())) {
            error("The season term '" + terms.get(i).getName() + "' is defined twice.", terms.get(i),
                    CartoPackage.Literals.SEASON_TERM__NAME, DUPLICATE_NAME);
        }
        List<RuleOption> options = game.getOptions();
        for (int i : Repeats.of(options.stream().map(RuleOption::getName).toList())) {
            error("The option '" + options.get(i).getName() + "' is set twice.", options.get(i),
                    CartoPackage.Literals.RULE_OPTION__NAME, DUPLICATE_NAME);
        }
    }

    private void checkSeasonsScoreTheEdicts(Game game) {
        Set<String> edicts = new HashSet<>(game.getEdicts());
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
    }

    private void checkAmbushLetters(Game game) {
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
    }

    @Check
    public void checkRuleOption(RuleOption option) {
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
}
