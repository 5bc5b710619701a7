package org.cartolab.workbench.play;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;

import org.cartolab.model.AmbushCard;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.Game;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.SeasonCard;
import org.cartolab.model.Shape;
import org.cartolab.model.ShapeCell;
import org.cartolab.model.ShapeOption;
import org.cartolab.rules.Decision;
import org.cartolab.rules.GameEngine;
import org.cartolab.rules.GameLog;
import org.cartolab.rules.GameRecord;
import org.cartolab.rules.LogEvent;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.rules.Policy;
import org.cartolab.rules.SeasonScoreSheet;
import org.cartolab.scoring.Scorer;
import org.cartolab.scoring.SeasonScore;

/**
 * A solo play-test of a game from a seed: the player makes every choice, the rules engine does the rest (dealing,
 * ruins, solo ambushes, coins, season scoring). The table keeps only the player's moves; every change replays
 * the seeded game through {@link GameEngine} with those moves, so the rules live in the engine alone and undo is
 * exact. Replaying stops asking at the first choice not yet made: that is the current {@link Turn}. A stand-in
 * finishes the game so that its log tells what happened up to that point.
 */
public final class PlayTable {

    private final Game game;
    private final String mapId;
    private final long seed;
    private final GameEngine engine;
    private final Scorer scorer;
    private final List<MoveKey> moves = new ArrayList<>();
    private Position position;

    /** @throws IllegalArgumentException for an unknown map or invalid rule options */
    public PlayTable(Game game, String mapId, long seed) {
        this.game = game;
        this.mapId = mapId;
        this.seed = seed;
        this.engine = new GameEngine(game);
        this.scorer = new Scorer(game.seasonTerms());
        this.position = replay();
    }

    public Game game() {
        return game;
    }

    /** The choice to make now; empty when the game is over. */
    public Optional<Turn> turn() {
        return Optional.ofNullable(position.turn);
    }

    /** The map as it is now (a copy). */
    public MapState map() {
        return position.map.copy();
    }

    /** The score sheets of the seasons scored so far. */
    public List<SeasonScoreSheet> sheets() {
        return position.sheets;
    }

    /** The season being played (the last one when the game is over). */
    public SeasonCard season() {
        return position.season;
    }

    /** The scoring cards dealt under the edicts, in edict order (A, B, C, D). */
    public List<ScoringCard> edicts() {
        return position.log.edicts().values().stream().map(id -> game.scoringCard(id).orElseThrow()).toList();
    }

    /** The edict letter of a dealt scoring card. */
    public String edictLetter(ScoringCard card) {
        return position.log.edicts().entrySet().stream().filter(e -> e.getValue().equals(card.id()))
                .map(java.util.Map.Entry::getKey).findFirst().orElse("");
    }

    /** The current season's score of the map now, card by card with the cells that scored. */
    public SeasonScore breakdown() {
        List<ScoringCard> cards = position.season.edicts().stream().map(position.log.edicts()::get)
                .filter(id -> id != null).map(id -> game.scoringCard(id).orElseThrow()).toList();
        MapState map = position.map;
        return scorer.score(map.board(), cards, map.coins(), true);
    }

    /** The finished game's log (totals, solo score and title), once the game is over. */
    public Optional<GameLog> result() {
        return position.turn == null ? Optional.of(position.log) : Optional.empty();
    }

    /** How many moves the player has made. */
    public int movesMade() {
        return moves.size();
    }

    /**
     * Makes a move of the current turn.
     *
     * @throws IllegalArgumentException if the move is not one of the turn's legal moves
     */
    public void place(Move move) {
        Turn turn = turn().orElseThrow(() -> new IllegalStateException("The game is over."));
        if (turn.legal().stream().noneMatch(candidate -> candidate == move)) {
            throw new IllegalArgumentException("Not a legal move now: " + move.describe());
        }
        moves.add(MoveKey.of(move));
        position = replay();
    }

    public boolean canUndo() {
        return !moves.isEmpty();
    }

    /** Takes back the player's last move. */
    public void undo() {
        if (moves.isEmpty()) {
            throw new IllegalStateException("There is no move to undo.");
        }
        moves.remove(moves.size() - 1);
        position = replay();
    }

    /** Replays the game with the player's moves; see the class comment. */
    private Position replay() {
        Decision[] paused = {null};
        MapState[] pausedMap = {null};
        int[] next = {0};
        Policy player = new Policy() {
            @Override
            public String name() {
                return "play-test";
            }

            @Override
            public Move choose(Decision decision) {
                int index = next[0]++;
                if (index < moves.size()) {
                    MoveKey key = moves.get(index);
                    return decision.legal().stream().filter(key::matches).findFirst().orElseThrow(() ->
                            new IllegalStateException("Replaying the play-test, move " + (index + 1)
                                    + " is no longer legal"));
                }
                if (paused[0] == null) {
                    pausedMap[0] = decision.map().copy();
                    paused[0] = new Decision(decision.kind(), decision.chooser(), decision.owner(), decision.card(),
                            pausedMap[0], decision.legal(), decision.score());
                }
                return decision.legal().get(0); // the stand-in: only the log before the pause is used
            }
        };
        GameRecord record = engine.play(mapId, seed, List.of(player), null);
        List<LogEvent> events = record.log().events();
        int cut = events.size();
        if (paused[0] != null) {
            int number = moves.size() + 1;
            cut = 0;
            while (cut < events.size() && !Integer.valueOf(number).equals(events.get(cut).move())) {
                cut++;
            }
        }
        int scored = 0;
        int timeUsed = 0;
        for (LogEvent event : events.subList(0, cut)) {
            if (event.season() != null) {
                scored++;
                timeUsed = 0;
            } else if (event.reveal() != null) {
                timeUsed += explore(event.reveal()).map(ExploreCard::time).orElse(0);
            }
        }
        List<SeasonScoreSheet> sheets = record.sheets().subList(0, scored);
        SeasonCard season = game.seasons().get(Math.min(scored, game.seasons().size() - 1));
        if (paused[0] == null) {
            return new Position(null, record.maps().get(0), sheets, season, record.log());
        }
        Turn turn = new Turn(paused[0], season, timeUsed, shapes(paused[0].card()));
        return new Position(turn, pausedMap[0], sheets, season, record.log());
    }

    private Optional<ExploreCard> explore(String id) {
        return game.explore().stream().filter(card -> card.id().equals(id)).findFirst();
    }

    private List<Shape> shapes(String card) {
        Optional<ExploreCard> explore = explore(card);
        if (explore.isPresent()) {
            return explore.get().shapes().stream().map(ShapeOption::shape).toList();
        }
        return game.ambushes().stream().filter(a -> a.id().equals(card)).map(AmbushCard::shape)
                .map(ShapeOption::shape).toList();
    }

    /**
     * Where the game stands. The log is the whole replayed game (finished by the stand-in while a turn is open):
     * only its edicts are read then.
     */
    private record Position(Turn turn, MapState map, List<SeasonScoreSheet> sheets, SeasonCard season, GameLog log) {
    }

    /** A move as the player chose it, found again among the legal moves of a replay. */
    private record MoveKey(int shape, List<ShapeCell> cells, int row, int col, String terrain) {

        static MoveKey of(Move move) {
            return new MoveKey(move.shape(), move.placement().orientation().cells(), move.placement().row(),
                    move.placement().col(), move.terrain() == null ? null : move.terrain().id());
        }

        boolean matches(Move move) {
            return move.shape() == shape && move.placement().row() == row && move.placement().col() == col
                    && move.placement().orientation().cells().equals(cells)
                    && java.util.Objects.equals(move.terrain() == null ? null : move.terrain().id(), terrain);
        }
    }
}
