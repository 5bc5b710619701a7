package org.cartolab.solve;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.cartolab.board.Board;
import org.cartolab.board.BoardFormatException;
import org.cartolab.board.BoardText;
import org.cartolab.model.AmbushCard;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.Geometry;
import org.cartolab.model.MapSheet;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.Puzzle;
import org.cartolab.model.RuleOption;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.Terrain;
import org.cartolab.model.TerrainRole;
import org.cartolab.rules.GameEngine;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.rules.Moves;
import org.cartolab.rules.Placement;
import org.cartolab.rules.SeasonScorer;
import org.cartolab.rules.SoloAmbush;
import org.cartolab.scoring.CompiledCard;
import org.cartolab.scoring.Scorer;

/**
 * A puzzle made ready to play: its starting map, its steps, the legal moves of a step on a map and the puzzle's
 * score. The legal moves come from the rules engine's own rules ({@link Moves}, {@link SoloAmbush}); the order of
 * the sequence (ruins before the next card, an ambush in between) follows RULES.md 1.4.
 */
public final class PuzzleSetup {

    private final Puzzle puzzle;
    private final Game game;
    private final GameEngine engine;
    private final Board start;
    private final List<Step> steps;
    private final List<CompiledCard> scoring;
    private final SeasonScorer season;

    private PuzzleSetup(Puzzle puzzle, Game game, GameEngine engine, Board start, List<Step> steps) {
        this.puzzle = puzzle;
        this.game = game;
        this.engine = engine;
        this.start = start;
        this.steps = List.copyOf(steps);
        this.scoring = puzzle.scoring().stream().map(Scorer::compile).toList();
        this.season = SeasonScorer.of(engine.scorer(), scoring);
    }

    /** Resolves a puzzle against its game; a puzzle that cannot be played says why. */
    public static PuzzleSetup of(Puzzle puzzle, Game game) throws PuzzleException {
        Game withOptions = withOptions(game, puzzle.options());
        GameEngine engine;
        try {
            engine = new GameEngine(withOptions);
        } catch (IllegalArgumentException e) {
            throw new PuzzleException("puzzle '" + puzzle.id() + "': " + e.getMessage());
        }
        MapSheet sheet = game.map(puzzle.map()).orElseThrow(() -> new PuzzleException("puzzle '" + puzzle.id()
                + "': the game '" + game.id() + "' has no map sheet '" + puzzle.map() + "'."));
        List<String> rows = puzzle.start().isEmpty() ? sheet.rows() : puzzle.start();
        Board start;
        try {
            start = BoardText.read("puzzle " + puzzle.id(), String.join("\n", rows), game.terrains(),
                    Optional.of(sheet));
        } catch (BoardFormatException e) {
            throw new PuzzleException("puzzle '" + puzzle.id() + "': its start does not fit map " + sheet.id()
                    + ": " + e.getMessage());
        }
        if (puzzle.scoring().isEmpty()) {
            throw new PuzzleException("puzzle '" + puzzle.id() + "' has no scoring card; name one or two with "
                    + "'scoring'.");
        }
        List<Step> steps = new ArrayList<>();
        boolean afterRuins = false;
        for (PlayableCard card : puzzle.cards()) {
            if (card instanceof AmbushCard ambush) {
                if (!ambush.effects().isEmpty()) {
                    throw new PuzzleException("puzzle '" + puzzle.id() + "': the ambush '" + ambush.id()
                            + "' has lasting effects, which puzzles do not play yet. Use an ambush without "
                            + "effects.");
                }
                // A pending ruins restriction waits for the next explore card, as in a game.
                steps.add(new Step(steps.size(), ambush, false));
            } else if (((ExploreCard) card).kind() == ExploreKind.RUINS) {
                afterRuins = true;
            } else {
                steps.add(new Step(steps.size(), card, afterRuins));
                afterRuins = false;
            }
        }
        if (steps.isEmpty()) {
            throw new PuzzleException("puzzle '" + puzzle.id() + "' has no card that draws; list explore cards "
                    + "with 'cards'.");
        }
        return new PuzzleSetup(puzzle, game, engine, start, steps);
    }

    /**
     * A puzzle from a position on any board (a board file rather than a map sheet of the game): the printed
     * cells of the board (ruins, printed terrains) make its map sheet.
     */
    public static PuzzleSetup onBoard(String id, Game game, List<String> rows, int coins, List<PlayableCard> cards,
                                      List<ScoringCard> scoring) throws PuzzleException {
        List<String> sheetRows = new ArrayList<>();
        for (String row : rows) {
            StringBuilder sheet = new StringBuilder();
            for (char ch : row.toCharArray()) {
                sheet.append(printedPart(ch, game));
            }
            sheetRows.add(sheet.toString());
        }
        String mapId = "board-" + id;
        List<MapSheet> maps = new ArrayList<>(game.maps());
        maps.add(new MapSheet(mapId, "Board " + id, Geometry.SQUARE, sheetRows));
        Game withMap = game.withMaps(maps);
        return of(new Puzzle(id, id, game.id(), mapId, rows, coins, cards, scoring, List.of()), withMap);
    }

    /** What a map sheet prints under a board character: ruins stay ruins, printed terrains stay, drawings go. */
    private static char printedPart(char ch, Game game) {
        if (ch == BoardText.RUINS || Character.isLowerCase(ch)) {
            return BoardText.RUINS;
        }
        for (Terrain terrain : game.terrains()) {
            if (terrain.symbol() == ch) {
                return terrain.role() == TerrainRole.PRINTED ? ch : BoardText.EMPTY;
            }
        }
        return BoardText.EMPTY;
    }

    private static Game withOptions(Game game, List<RuleOption> overrides) {
        if (overrides.isEmpty()) {
            return game;
        }
        Map<String, RuleOption> merged = new LinkedHashMap<>();
        game.options().forEach(option -> merged.put(option.id(), option));
        overrides.forEach(option -> merged.put(option.id(), option));
        return game.withOptions(List.copyOf(merged.values()));
    }

    public Puzzle puzzle() {
        return puzzle;
    }

    public Game game() {
        return game;
    }

    /** The rules engine of the puzzle's game with the puzzle's options. */
    public GameEngine engine() {
        return engine;
    }

    public Board start() {
        return start;
    }

    public List<Step> steps() {
        return steps;
    }

    /** The puzzle's scoring cards, planned. */
    public List<CompiledCard> scoring() {
        return scoring;
    }

    /** A fresh map at the puzzle's start, with its coins. */
    public MapState startMap() {
        MapState map = new MapState(start, engine.mapRules());
        map.gainCoins(puzzle.coins());
        return map;
    }

    /** The legal moves of a step on a map, in the rules engine's order; empty when nothing can be drawn. */
    public List<Move> legal(MapState map, Step step) {
        if (step.card() instanceof AmbushCard ambush) {
            Optional<Placement> placement = SoloAmbush.place(map, ambush.shape().shape(), ambush.soloCorner(),
                    ambush.pass());
            return placement.map(p -> List.of(new Move(0, p, ambush.fill(), false))).orElse(List.of());
        }
        return Moves.explore(map, step.explore(), step.afterRuins(), engine.options(), engine.anyTerrains());
    }

    /** Draws a move of a step on a map. */
    public void apply(MapState map, Step step, Move move) {
        if (step.card() instanceof AmbushCard ambush && !ambush.letter().isEmpty()) {
            map.drawLettered(move.cells(), move.terrain(), ambush.letter());
        } else {
            map.draw(move.cells(), move.terrain(), move.coin());
        }
    }

    /** The puzzle's score of a map: its scoring cards, coins and the game's other season terms. */
    public int score(MapState map) {
        return season.score(map);
    }

    /**
     * Scores many would-be moves on one map (which must not change meanwhile), re-evaluating only the cards a
     * move can change: what searches use for their children.
     */
    public SeasonScorer.Previewer previewer(MapState map) {
        return season.previewer(map);
    }
}
