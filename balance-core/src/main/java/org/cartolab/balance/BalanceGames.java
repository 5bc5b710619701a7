package org.cartolab.balance;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.ConcurrentHashMap;

import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.dsl.compile.Workspace;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.Deck;
import org.cartolab.model.Game;
import org.cartolab.model.ScoringCard;
import org.cartolab.text.Suggestions;

/**
 * The game a {@link BalanceSpec} plays, compiled once per JVM (the driver's and each executor's): the shipped or
 * designer's game, with the designer's scoring cards in their decks.
 */
final class BalanceGames {

    /** Why a spec names no game that can be played; its message is for the user. */
    static final class BalanceException extends RuntimeException {
        private static final long serialVersionUID = 1L;

        BalanceException(String message) {
            super(message);
        }
    }

    private record Key(String game, String gameText, List<BalanceSpec.CardFile> cards, String replace, String deck) {
    }

    private static final Map<Key, Game> COMPILED = new ConcurrentHashMap<>();

    private BalanceGames() {
    }

    static Game of(BalanceSpec spec) {
        return COMPILED.computeIfAbsent(new Key(spec.game(), spec.gameText(), spec.cards(), spec.replace(),
                spec.deck()),
                key -> compile(spec));
    }

    private static Game compile(BalanceSpec spec) {
        Game game = base(spec);
        List<ScoringCard> added = new ArrayList<>();
        for (BalanceSpec.CardFile file : spec.cards()) {
            Workspace workspace = workspace(file.path(), file.text());
            for (ScoringCard card : workspace.scoringCards()) {
                if (game.decks().stream().flatMap(deck -> deck.cards().stream()).noneMatch(card::equals)) {
                    added.add(card);
                }
            }
        }
        if (!spec.cards().isEmpty() && added.isEmpty()) {
            throw new BalanceException("the --card files define no scoring card that the game '" + game.id()
                    + "' does not have already.");
        }
        if (spec.replace() != null && added.size() != 1) {
            throw new BalanceException("--replace puts one card in the place of another, but the --card files "
                    + "define " + added.size() + " new scoring cards.");
        }
        List<Deck> decks = new ArrayList<>(game.decks());
        for (ScoringCard card : added) {
            decks = spec.replace() == null ? addTo(decks, card, spec.deck(), game)
                    : replace(decks, spec.replace(), card, game);
        }
        return new Game(game.id(), game.name(), game.terrains(), game.groups(), game.maps(), game.explore(),
                game.ambushes(), game.seasons(), game.edicts(), decks, game.coinTrack(), game.seasonTerms(),
                game.soloTitles(), game.options(), game.heroes());
    }

    private static Game base(BalanceSpec spec) {
        if (spec.gameText() == null) {
            if (!CardLibrary.NAMES.contains(spec.game())) {
                throw new BalanceException("unknown game '" + spec.game() + "'."
                        + Suggestions.maybe(spec.game(), CardLibrary.NAMES) + " Name a game ("
                        + String.join(", ", CardLibrary.NAMES) + ") or a .carto file.");
            }
            return CardLibrary.load(spec.game()).game(spec.game()).orElseThrow(() -> new BalanceException(
                    "'" + spec.game() + "' is not a map-drawing game; carto balance plays those."));
        }
        List<Game> games = workspace(spec.game(), spec.gameText()).games();
        if (games.isEmpty()) {
            throw new BalanceException("'" + spec.game() + "' defines no game.");
        }
        return games.get(games.size() - 1); // the designer's own: library files load before the files using them
    }

    private static Workspace workspace(String path, String text) {
        LoadResult result = CardLibrary.loader().load(List.of(new SourceFile(path, text)));
        Optional<Workspace> workspace = result.workspace();
        if (workspace.isEmpty() || !result.problems().stream().allMatch(problem -> !problem.isError())) {
            StringBuilder message = new StringBuilder();
            result.problems().forEach(problem -> message.append(problem.format()).append('\n'));
            throw new BalanceException(message + "'" + path + "' has errors; fix them first (carto validate "
                    + path + ").");
        }
        return workspace.get();
    }

    private static List<Deck> addTo(List<Deck> decks, ScoringCard card, String deckOption, Game game) {
        String target = card.deck().isBlank() ? deckOption : card.deck();
        List<String> ids = decks.stream().map(Deck::id).toList();
        if (target == null) {
            throw new BalanceException("the card '" + card.id() + "' is in no deck; say which deck it joins with "
                    + "--deck (" + String.join(", ", ids) + "), or which card it replaces with --replace ID.");
        }
        List<Deck> changed = new ArrayList<>();
        boolean found = false;
        for (Deck deck : decks) {
            if (deck.id().equals(target)) {
                List<ScoringCard> cards = new ArrayList<>(deck.cards());
                cards.add(card);
                changed.add(new Deck(deck.id(), deck.name(), cards));
                found = true;
            } else {
                changed.add(deck);
            }
        }
        if (!found) {
            throw new BalanceException("the game '" + game.id() + "' has no deck '" + target + "'."
                    + Suggestions.maybe(target, ids) + " Its decks: " + String.join(", ", ids) + ".");
        }
        return changed;
    }

    private static List<Deck> replace(List<Deck> decks, String replaced, ScoringCard card, Game game) {
        List<Deck> changed = new ArrayList<>();
        boolean found = false;
        for (Deck deck : decks) {
            List<ScoringCard> cards = new ArrayList<>();
            for (ScoringCard old : deck.cards()) {
                found |= old.id().equals(replaced);
                cards.add(old.id().equals(replaced) ? card : old);
            }
            changed.add(new Deck(deck.id(), deck.name(), cards));
        }
        if (!found) {
            List<String> ids = decks.stream().flatMap(deck -> deck.cards().stream()).map(ScoringCard::id).toList();
            throw new BalanceException("--replace: the game '" + game.id() + "' has no scoring card '" + replaced
                    + "'." + Suggestions.maybe(replaced, ids));
        }
        return changed;
    }
}
