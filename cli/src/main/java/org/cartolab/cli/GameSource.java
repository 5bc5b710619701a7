package org.cartolab.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.cartolab.dsl.compile.LoadResult;
import org.cartolab.dsl.compile.SourceFile;
import org.cartolab.dsl.compile.Workspace;
import org.cartolab.library.CardLibrary;
import org.cartolab.model.Game;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.MapSheet;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.SeasonTerm;
import org.cartolab.model.Terrain;
import org.cartolab.model.hex.HexGame;
import org.cartolab.text.Suggestions;

/**
 * What {@code --game} names: a shipped game, or a designer's .carto file (which may {@code uses} a shipped
 * library). Knows the terrains boards are read with, the scoring cards and the game's season terms.
 */
record GameSource(String name, Workspace workspace, Optional<Game> game) {

    /** Resolves {@code --game}; problems in a .carto file are printed and end the command with exit code 1. */
    static GameSource resolve(String name, PrintWriter err) {
        if (CardLibrary.NAMES.contains(name)) {
            Workspace workspace = CardLibrary.load(name);
            return new GameSource(name, workspace, workspace.game(name));
        }
        if (!name.endsWith(".carto") && !Files.isRegularFile(Path.of(name))) {
            throw UserError.usage("unknown game '" + name + "'." + Suggestions.maybe(name, CardLibrary.NAMES)
                    + " Name a game (" + String.join(", ", CardLibrary.NAMES) + ") or a .carto file.");
        }
        LoadResult result = CardLibrary.loader().load(List.of(new SourceFile(name, InputFiles.read(name))));
        result.problems().forEach(problem -> err.println(problem.format()));
        Workspace workspace = result.workspace().orElseThrow(() -> new UserError(ExitCode.PROBLEMS,
                "'" + name + "' has errors; fix them first (carto validate " + name + ")."));
        // The designer's own game comes last: library files load before the files that use them.
        List<Game> games = workspace.games();
        Optional<Game> game = games.isEmpty() ? Optional.empty() : Optional.of(games.get(games.size() - 1));
        return new GameSource(name, workspace, game);
    }

    /** The hex game --game names: the library's own, or the last one a designer's file defines. */
    Optional<HexGame> hexGame() {
        if (CardLibrary.NAMES.contains(name)) {
            return workspace.hexGame(name);
        }
        List<HexGame> games = workspace.hexGames();
        return games.isEmpty() ? Optional.empty() : Optional.of(games.get(games.size() - 1));
    }

    /** The landscape game (Confusing Lands) that {@code --game} names, if it names one. */
    Optional<LandscapeGame> landscapeGame() {
        if (CardLibrary.NAMES.contains(name)) {
            return workspace.landscapeGame(name);
        }
        List<LandscapeGame> games = workspace.landscapeGames();
        return games.isEmpty() ? Optional.empty() : Optional.of(games.get(games.size() - 1));
    }

    List<Terrain> terrains() {
        return game.map(Game::terrains).orElse(workspace.terrains());
    }

    List<SeasonTerm> seasonTerms() {
        return game.map(Game::seasonTerms).orElse(List.of());
    }

    /** The scoring cards {@code --cards} may name: every card the files define. */
    List<ScoringCard> scoringCards() {
        return workspace.scoringCards();
    }

    /** The scoring cards named by {@code --cards}: ids, or the single word {@code all}. */
    List<ScoringCard> scoringCards(List<String> ids) {
        List<ScoringCard> known = scoringCards();
        if (ids.size() == 1 && ids.get(0).equals("all")) {
            return known;
        }
        List<String> knownIds = known.stream().map(ScoringCard::id).toList();
        Set<ScoringCard> chosen = new LinkedHashSet<>();
        for (String id : ids) {
            chosen.add(workspace.scoringCard(id.strip()).orElseThrow(() -> UserError.usage(
                    "--cards: there is no scoring card '" + id + "' in " + name + "." + Suggestions.maybe(id, knownIds)
                            + " Use 'all' or ids such as " + String.join(", ",
                            knownIds.subList(0, Math.min(3, knownIds.size()))) + ".")));
        }
        return new ArrayList<>(chosen);
    }

    /** A card the game deals (explore or ambush), by id. */
    PlayableCard playableCard(String option, String id) {
        Game definition = game.orElseThrow(() -> UserError.usage(option + ": " + name + " defines no game."));
        List<PlayableCard> cards = new ArrayList<>(definition.explore());
        cards.addAll(definition.ambushes());
        List<String> ids = cards.stream().map(PlayableCard::id).toList();
        return cards.stream().filter(card -> card.id().equals(id.strip())).findFirst()
                .orElseThrow(() -> UserError.usage(option + ": the game '" + definition.id() + "' has no explore or "
                        + "ambush card '" + id + "'." + Suggestions.maybe(id, ids)));
    }

    Optional<MapSheet> map(String id) {
        return game.flatMap(g -> g.map(id));
    }

    List<String> mapIds() {
        return game.map(g -> g.maps().stream().map(MapSheet::id).toList()).orElse(List.of());
    }
}
