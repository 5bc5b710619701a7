package org.cartolab.dsl.compile;

import java.util.List;
import java.util.Optional;

import org.cartolab.model.Game;
import org.cartolab.model.LandscapeGame;
import org.cartolab.model.LandscapePuzzle;
import org.cartolab.model.Puzzle;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.Terrain;
import org.cartolab.model.TerrainGroup;
import org.cartolab.model.hex.HexGame;

/**
 * Everything a set of .carto files defines, compiled: its games, and the terrains and scoring cards visible to
 * them (a designer's new card need not be in any deck to be scored), its puzzles, its landscape games and landscape puzzles, its hex
 * games (Catan-style boards) and every other top-level definition of the files, used by a game or not.
 */
public record Workspace(List<Game> games, List<Terrain> terrains, List<TerrainGroup> groups,
                        List<ScoringCard> scoringCards, List<Puzzle> puzzles, List<LandscapeGame> landscapeGames,
                        List<HexGame> hexGames, Definitions definitions, List<LandscapePuzzle> landscapePuzzles) {

    public Workspace {
        puzzles = List.copyOf(puzzles);
        games = List.copyOf(games);
        terrains = List.copyOf(terrains);
        groups = List.copyOf(groups);
        scoringCards = List.copyOf(scoringCards);
        landscapeGames = List.copyOf(landscapeGames);
        hexGames = List.copyOf(hexGames);
        landscapePuzzles = List.copyOf(landscapePuzzles);
    }

    /** A workspace of games and cards built by hand, without puzzles or other games. */
    public Workspace(List<Game> games, List<Terrain> terrains, List<TerrainGroup> groups,
                     List<ScoringCard> scoringCards) {
        this(games, terrains, groups, scoringCards, List.of(), List.of(), List.of(), Definitions.NONE, List.of());
    }

    public Optional<Game> game(String id) {
        return games.stream().filter(game -> game.id().equals(id)).findFirst();
    }

    public Optional<Puzzle> puzzle(String id) {
        return puzzles.stream().filter(puzzle -> puzzle.id().equals(id)).findFirst();
    }

    public Optional<LandscapeGame> landscapeGame(String id) {
        return landscapeGames.stream().filter(game -> game.id().equals(id)).findFirst();
    }

    public Optional<LandscapePuzzle> landscapePuzzle(String id) {
        return landscapePuzzles.stream().filter(puzzle -> puzzle.id().equals(id)).findFirst();
    }

    public Optional<HexGame> hexGame(String id) {
        return hexGames.stream().filter(game -> game.id().equals(id)).findFirst();
    }

    public Optional<ScoringCard> scoringCard(String id) {
        return scoringCards.stream().filter(card -> card.id().equals(id)).findFirst();
    }
}
