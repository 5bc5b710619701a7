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
import org.cartolab.model.PuzzleSeason;
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
    /** Per season: its scorer, and the number of steps played when it ends. */
    private final List<SeasonScorer> seasons;
    private final int[] seasonEnds;

    private PuzzleSetup(Puzzle puzzle, Game game, GameEngine engine, Board start, List<Step> steps) {
        this.puzzle = puzzle;
        this.game = game;
        this.engine = engine;
        this.start = start;
        this.steps = List.copyOf(steps);
        this.seasons = puzzle.seasons().stream().map(season -> SeasonScorer.of(engine.scorer(),
                season.scoring().stream().map(Scorer::compile).toList())).toList();
        this.seasonEnds = new int[seasons.size()];
        for (Step step : steps) {
            seasonEnds[step.season()] = step.index() + 1;
        }
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
        List<Step> steps = new ArrayList<>();
        for (int s = 0; s < puzzle.seasons().size(); s++) {
            PuzzleSeason season = puzzle.seasons().get(s);
            String which = puzzle.seasons().size() == 1 ? "" : " (season '" + season.title() + "')";
            if (season.scoring().isEmpty()) {
                throw new PuzzleException("puzzle '" + puzzle.id() + "'" + which + " has no scoring card; name "
                        + "one or two with 'scoring'.");
            }
            int first = steps.size();
            boolean afterRuins = false;
            for (PlayableCard card : season.cards()) {
                if (card instanceof AmbushCard ambush) {
                    if (!ambush.effects().isEmpty()) {
                        throw new PuzzleException("puzzle '" + puzzle.id() + "': the ambush '" + ambush.id()
                                + "' has lasting effects, which puzzles do not play yet. Use an ambush without "
                                + "effects.");
                    }
                    // A pending ruins restriction waits for the next explore card, as in a game.
                    steps.add(new Step(steps.size(), ambush, false, s));
                } else if (((ExploreCard) card).kind() == ExploreKind.RUINS) {
                    afterRuins = true;
                } else {
                    steps.add(new Step(steps.size(), card, afterRuins, s));
                    afterRuins = false;
                }
            }
            if (steps.size() == first) {
                throw new PuzzleException("puzzle '" + puzzle.id() + "'" + which + " has no card that draws; "
                        + "list explore cards with 'cards'.");
            }
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

    /** How many steps have been played when season {@code s} ends and is scored. */
    public int seasonEnd(int s) {
        return seasonEnds[s];
    }

    /** What season {@code s} would score on {@code map} if it ended now. */
    public int seasonScore(int s, MapState map) {
        return seasons.get(s).score(map);
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

    /**
     * Whether {@link #legal} has a move for the step on the map, without listing them: an explore card always has
     * one while an empty cell is left (a single cell when no shape fits, {@link Moves#explore}); an ambush only
     * where its solo placement finds room.
     */
    public boolean hasMove(MapState map, Step step) {
        return step.card() instanceof AmbushCard ? !legal(map, step).isEmpty() : !map.isFull();
    }

    /** Draws a move of a step on a map, after banking the seasons that ended before the step. */
    public void apply(MapState map, Step step, Move move) {
        bankEndedSeasons(map, step.season());
        if (step.card() instanceof AmbushCard ambush && !ambush.letter().isEmpty()) {
            map.drawLettered(move.cells(), move.terrain(), ambush.letter());
        } else {
            map.draw(move.cells(), move.terrain(), move.coin());
        }
    }

    /**
     * Seasons are banked lazily, when the next season's first drawing comes: a step that draws nothing (a full
     * map) changes nothing, so a season that ended meanwhile scores the same on the map as it is.
     */
    private void bankEndedSeasons(MapState map, int before) {
        while (map.scoredSeasons() < before) {
            map.bankSeason(seasons.get(map.scoredSeasons()).score(map));
        }
    }

    /**
     * The puzzle's score of a map when no more is drawn: the banked seasons, and every other season's scoring
     * cards, coins and the game's other season terms on the map as it is. That is the final score of a complete
     * play, and the score "if the puzzle ended now" on the way.
     */
    public int score(MapState map) {
        return settledBefore(map, seasons.size());
    }

    /**
     * What the seasons before {@code season} score once they have ended: the banked ones, and the others on the
     * map as it is (a season that ended but is not banked yet saw nothing drawn since).
     */
    public int settledBefore(MapState map, int season) {
        int score = map.bankedPoints();
        for (int s = map.scoredSeasons(); s < season; s++) {
            score += seasons.get(s).score(map);
        }
        return score;
    }

    /**
     * Scores many would-be moves of {@code step} on one map (which must not change meanwhile), as {@link #score}
     * would after the move, re-evaluating only the cards a move can change: what searches use for their children.
     */
    public SeasonScorer.Previewer previewer(MapState map, Step step) {
        int banked = settledBefore(map, step.season());
        if (step.season() == seasons.size() - 1 && banked == 0) {
            return seasons.get(step.season()).previewer(map);
        }
        int constant = banked;
        List<SeasonScorer.Previewer> open = new ArrayList<>();
        for (int s = step.season(); s < seasons.size(); s++) {
            open.add(seasons.get(s).previewer(map));
        }
        return (cells, terrain, coinShape) -> {
            int score = constant;
            for (SeasonScorer.Previewer previewer : open) {
                score += previewer.score(cells, terrain, coinShape);
            }
            return score;
        };
    }
}
