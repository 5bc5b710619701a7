package org.cartolab.web;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;

import org.cartolab.board.Bits;
import org.cartolab.board.Board;
import org.cartolab.board.SquareGrid;
import org.cartolab.model.AmbushCard;
import org.cartolab.model.ExploreCard;
import org.cartolab.model.ExploreKind;
import org.cartolab.model.Game;
import org.cartolab.model.PlayableCard;
import org.cartolab.model.Puzzle;
import org.cartolab.model.ScoringCard;
import org.cartolab.model.ShapeCell;
import org.cartolab.model.ShapeOption;
import org.cartolab.model.Terrain;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.rules.Orientation;
import org.cartolab.scoring.CardScore;
import org.cartolab.scoring.Highlight;
import org.cartolab.scoring.SeasonScore;
import org.cartolab.scoring.TermScore;
import org.cartolab.solve.PuzzleException;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.Step;

/**
 * A puzzle being played on the page: the very {@link PuzzleSetup} the solver and {@code carto check} use (its
 * legal moves, its solo ambushes, its score), with the player's moves, undo and redo. Plain Java, so the JVM tests
 * play it as the browser does; {@link PageEngine} hands it to JavaScript. Answers are JSON strings.
 *
 * <p>The player names a drawing as the page shows it: a terrain, a shape of the card (or {@link Move#SINGLE_CELL}),
 * one of the eight turns of {@link Orientation#transform} and the top-left cell of the turned shape's box. It is
 * legal when the rules engine lists a move of that shape and terrain over exactly those cells.
 */
public final class PageGame {

    private final PuzzleSetup setup;
    private final List<Integer> cardOfStep = new ArrayList<>();
    /** Every move drawn so far, the solo ambushes among them, in step order ({@code null}: nothing could be drawn). */
    private final List<Move> drawn = new ArrayList<>();
    /** What undo took back, the latest last, so that redo can draw it again. */
    private final List<List<Move>> undone = new ArrayList<>();
    private MapState map;
    private List<Move> legal;

    private PageGame(PuzzleSetup setup) {
        this.setup = setup;
        List<PlayableCard> cards = setup.puzzle().cards();
        for (int i = 0; i < cards.size(); i++) {
            if (cards.get(i) instanceof AmbushCard || ((ExploreCard) cards.get(i)).kind() != ExploreKind.RUINS) {
                cardOfStep.add(i);
            }
        }
        restart();
    }

    /** The game of a page's model ({@link ModelWriter#page}); a puzzle its rules cannot play says why. */
    public static PageGame open(String modelJson) throws PuzzleException {
        @SuppressWarnings("unchecked")
        Map<String, Object> page = (Map<String, Object>) Json.parse(modelJson);
        // One read, so that the puzzle's cards and the game share their terrains: the map compares them by identity.
        List<?> both = (List<?>) ModelReader.read(Json.write(List.of(page.get("puzzle"), page.get("game"))));
        Puzzle puzzle = (Puzzle) both.get(0);
        Game game = (Game) both.get(1);
        return new PageGame(PuzzleSetup.of(puzzle, game));
    }

    public PuzzleSetup setup() {
        return setup;
    }

    // ---- what the page draws once

    /** The puzzle as the page lays it out: map size, terrains, the steps with their shapes in all turns, scoring. */
    public String describe() {
        SquareGrid grid = setup.start().grid();
        List<Object> terrains = new ArrayList<>();
        for (Terrain terrain : setup.game().terrains()) {
            terrains.add(Json.object("id", terrain.id(), "name", terrain.name(), "symbol",
                    String.valueOf(terrain.symbol()), "colour", terrain.colour(), "role", terrain.role().name()));
        }
        List<Object> steps = new ArrayList<>();
        for (Step step : setup.steps()) {
            steps.add(describe(step));
        }
        List<Object> scoring = new ArrayList<>();
        for (ScoringCard card : setup.puzzle().scoring()) {
            scoring.add(Json.object("id", card.id(), "name", card.name(), "text", card.text()));
        }
        List<Object> cells = new ArrayList<>();
        for (int row = 0; row < grid.height(); row++) {
            for (int col = 0; col < grid.width(); col++) {
                cells.add(grid.has(row, col));
            }
        }
        return Json.write(Json.object("id", setup.puzzle().id(), "height", grid.height(), "width", grid.width(),
                "onMap", cells, "terrains", terrains, "steps", steps, "scoring", scoring));
    }

    private Object describe(Step step) {
        PlayableCard card = step.card();
        List<Object> shapes = new ArrayList<>();
        List<String> terrains = new ArrayList<>();
        if (card instanceof AmbushCard ambush) {
            terrains.add(ambush.fill().id());
            shapes.add(shape(ambush.shape()));
        } else {
            step.explore().terrains().forEach(t -> terrains.add(t.id()));
            step.explore().shapes().forEach(option -> shapes.add(shape(option)));
        }
        return Json.object("card", cardOfStep.get(step.index()), "id", card.id(), "name", card.name(),
                "ambush", step.isAmbush(), "afterRuins", step.afterRuins(), "season", step.season(),
                "terrains", terrains, "shapes", shapes);
    }

    private static Object shape(ShapeOption option) {
        List<Object> turns = new ArrayList<>();
        for (int t = 0; t < 8; t++) {
            turns.add(cells(Orientation.transform(option.shape(), t).cells()));
        }
        return Json.object("coin", option.coin(), "turns", turns);
    }

    private static List<Object> cells(List<ShapeCell> cells) {
        List<Object> out = new ArrayList<>();
        for (ShapeCell cell : cells) {
            out.add(List.of(cell.row(), cell.col()));
        }
        return out;
    }

    // ---- playing

    /** The index of the step the player draws next, or -1 when the puzzle is over. */
    public int next() {
        return drawn.size() < setup.steps().size() ? drawn.size() : -1;
    }

    /**
     * Why the drawing cannot be made now, or the empty string when it is legal. {@code shape} is
     * {@link Move#SINGLE_CELL} for the one cell drawn when no shape fits.
     */
    public String check(String terrain, int shape, int turn, int row, int col) {
        return find(terrain, shape, turn, row, col).reason();
    }

    /** Draws the drawing if it is legal (then the solo ambushes that follow it); returns {@link #check}'s answer. */
    public String play(String terrain, int shape, int turn, int row, int col) {
        Found found = find(terrain, shape, turn, row, col);
        if (found.move() != null) {
            undone.clear();
            draw(found.move());
        }
        return found.reason();
    }

    /** Takes back the player's last drawing and the ambushes drawn after it; false when there is none. */
    public boolean undo() {
        int last = drawn.size() - 1;
        while (last >= 0 && setup.steps().get(last).isAmbush()) {
            last--;
        }
        if (last < 0) {
            return false;
        }
        List<Move> keep = new ArrayList<>(drawn.subList(0, last));
        undone.add(new ArrayList<>(drawn.subList(last, drawn.size())));
        replay(keep);
        return true;
    }

    /** Draws again what the last undo took back; false when there is nothing to redo. */
    public boolean redo() {
        if (undone.isEmpty()) {
            return false;
        }
        List<Move> again = undone.remove(undone.size() - 1);
        for (Move move : again) {
            drawStep(move);
        }
        return true;
    }

    public boolean canUndo() {
        for (int s = 0; s < drawn.size(); s++) {
            if (!setup.steps().get(s).isAmbush()) {
                return true;
            }
        }
        return false;
    }

    public boolean canRedo() {
        return !undone.isEmpty();
    }

    /** Back to the start. */
    public void restart() {
        undone.clear();
        replay(List.of());
    }

    private void replay(List<Move> moves) {
        map = setup.startMap();
        drawn.clear();
        legal = null;
        for (Move move : moves) {
            drawStep(move);
        }
        drawAmbushes();
    }

    private void draw(Move move) {
        drawStep(move);
        drawAmbushes();
    }

    private void drawStep(Move move) {
        Step step = setup.steps().get(drawn.size());
        if (move != null) {
            setup.apply(map, step, move);
        }
        drawn.add(move);
        legal = null;
    }

    /**
     * The solo rule draws the ambushes for the player, and a step with nothing left to draw (a full map) passes,
     * as in the engine's game: the page then waits for the next explore card.
     */
    private void drawAmbushes() {
        while (next() >= 0) {
            Step step = setup.steps().get(next());
            List<Move> moves = legalMoves();
            if (step.isAmbush() || moves.isEmpty()) {
                drawStep(moves.isEmpty() ? null : moves.get(0));
            } else {
                return;
            }
        }
    }

    private List<Move> legalMoves() {
        if (legal == null) {
            legal = setup.legal(map, setup.steps().get(next()));
        }
        return legal;
    }

    /** Whether the step to draw can only draw a single cell, because none of its shapes fits. */
    public boolean singleCellOnly() {
        return next() >= 0 && !legalMoves().isEmpty() && legalMoves().get(0).shape() == Move.SINGLE_CELL;
    }

    private record Found(Move move, String reason) {
    }

    private Found find(String terrainId, int shape, int turn, int row, int col) {
        if (next() < 0) {
            return new Found(null, "The puzzle is over: every card has been drawn.");
        }
        Step step = setup.steps().get(next());
        if (turn < 0 || turn > 7) {
            return new Found(null, "There is no turn " + turn + ": turns are 0-7.");
        }
        boolean single = singleCellOnly();
        if (single && shape != Move.SINGLE_CELL) {
            return new Found(null, "No shape of " + step.card().name() + " fits anywhere on the map: draw a single "
                    + "cell instead.");
        }
        if (!single && shape == Move.SINGLE_CELL) {
            return new Found(null, "A single cell is drawn only when no shape of the card fits; "
                    + step.card().name() + " still fits.");
        }
        if (shape != Move.SINGLE_CELL && (shape < 0 || shape >= step.explore().shapes().size())) {
            return new Found(null, step.card().name() + " has no shape " + (shape + 1) + ".");
        }
        List<ShapeCell> cells = shape == Move.SINGLE_CELL ? List.of(new ShapeCell(0, 0))
                : Orientation.transform(step.explore().shapes().get(shape).shape(), turn).cells();
        SquareGrid grid = map.grid();
        long[] covered = new long[grid.words()];
        Board board = map.board();
        for (ShapeCell cell : cells) {
            int r = row + cell.row();
            int c = col + cell.col();
            if (r < 0 || c < 0 || r >= grid.height() || c >= grid.width() || !grid.has(r, c)) {
                return new Found(null, "The shape runs off the map.");
            }
            Optional<Terrain> there = board.terrainAt(r, c);
            if (there.isPresent() || board.isDestroyed(r, c)) {
                return new Found(null, label(r, c) + " is not empty: it holds "
                        + there.map(Terrain::name).orElse("a destroyed cell") + ".");
            }
            Bits.set(covered, grid.index(r, c));
        }
        boolean terrainFits = false;
        for (Move move : legalMoves()) {
            if (move.terrain() != null && move.terrain().id().equals(terrainId)) {
                terrainFits = true;
                if (move.shape() == shape && Arrays.equals(move.cells(), covered)) {
                    return new Found(move, "");
                }
            }
        }
        if (!terrainFits) {
            List<String> offered = new ArrayList<>();
            for (Move move : legalMoves()) {
                if (move.terrain() != null && !offered.contains(move.terrain().name())) {
                    offered.add(move.terrain().name());
                }
            }
            return new Found(null, "Draw " + String.join(" or ", offered) + " now, not " + terrainName(terrainId)
                    + ".");
        }
        if (step.afterRuins() && !Bits.intersects(covered, map.emptyRuins())) {
            return new Found(null, "After a ruins card the shape must cover an empty ruins cell.");
        }
        return new Found(null, "The rules do not allow this drawing here.");
    }

    private String terrainName(String id) {
        for (Terrain terrain : setup.game().terrains()) {
            if (terrain.id().equals(id)) {
                return terrain.name();
            }
        }
        return "'" + id + "'";
    }

    /** A cell as the printed sheets label it: column letter, row number ({@code C4}). */
    static String label(int row, int col) {
        return String.valueOf((char) ('A' + col)) + (row + 1);
    }

    // ---- what the page shows after every move

    /** The map, the score so far with the cells each card scored, and what the player may do now. */
    public String state() {
        Board board = map.board();
        SeasonScore season = seasonNow(board);
        List<Object> cards = new ArrayList<>();
        for (CardScore card : season.cards()) {
            cards.add(Json.object("id", card.id(), "name", card.name(), "points", card.points(), "cells",
                    scoredCells(card, board.grid())));
        }
        List<Object> terms = new ArrayList<>();
        for (CardScore term : season.terms()) {
            terms.add(Json.object("id", term.id(), "name", term.name(), "points", term.points(), "cells",
                    scoredCells(term, board.grid())));
        }
        int next = next();
        List<String> terrains = new ArrayList<>();
        if (next >= 0) {
            for (Move move : legalMoves()) {
                if (move.terrain() != null && !terrains.contains(move.terrain().id())) {
                    terrains.add(move.terrain().id());
                }
            }
        }
        return Json.write(Json.object("next", next, "rows", board.toRows(), "coins", map.coins(),
                "singleCellOnly", singleCellOnly(), "terrains", terrains, "banked", map.bankedPoints(),
                "cards", cards, "terms", terms, "total", setup.score(map), "canUndo", canUndo(),
                "canRedo", canRedo(), "drawn", drawnCount()));
    }

    private int drawnCount() {
        int n = 0;
        for (Move move : drawn) {
            if (move != null) {
                n++;
            }
        }
        return n;
    }

    /** The breakdown of the season being played (the last one once the puzzle is over). */
    private SeasonScore seasonNow(Board board) {
        int season = next() >= 0 ? setup.steps().get(next()).season() : setup.puzzle().seasons().size() - 1;
        return setup.engine().scorer().score(board, setup.puzzle().seasons().get(season).scoring(), map.coins(),
                true);
    }

    private static List<Object> scoredCells(CardScore score, SquareGrid grid) {
        long[] union = new long[grid.words()];
        for (TermScore term : score.terms()) {
            for (Highlight highlight : term.highlights()) {
                for (int w = 0; w < union.length && w < highlight.cells().length; w++) {
                    union[w] |= highlight.cells()[w];
                }
            }
        }
        List<Object> cells = new ArrayList<>();
        for (int row = 0; row < grid.height(); row++) {
            for (int col = 0; col < grid.width(); col++) {
                if (Bits.get(union, grid.index(row, col))) {
                    cells.add(List.of(row, col));
                }
            }
        }
        return cells;
    }

    /**
     * The play so far as a solution file ({@code cartolab-solution/1}, the format of solution.json) that
     * {@code carto check PUZZLE --moves FILE} checks.
     */
    public String export(String schema, String puzzleId) {
        MapState replay = setup.startMap();
        List<Object> moves = new ArrayList<>();
        for (int s = 0; s < drawn.size(); s++) {
            Move move = drawn.get(s);
            Step step = setup.steps().get(s);
            if (move == null) {
                continue;
            }
            setup.apply(replay, step, move);
            List<Object> cells = new ArrayList<>();
            SquareGrid grid = replay.grid();
            for (int row = 0; row < grid.height(); row++) {
                for (int col = 0; col < grid.width(); col++) {
                    if (Bits.get(move.cells(), grid.index(row, col))) {
                        cells.add(List.of(row, col));
                    }
                }
            }
            moves.add(Json.object("card", cardOfStep.get(s), "cardId", step.card().id(), "terrain",
                    move.terrain().id(), "shape", move.shape(), "orientation", move.placement().orientation().index(),
                    "coin", move.coin(), "cells", cells, "scoreAfter", setup.score(replay)));
        }
        Board board = map.board();
        SeasonScore season = seasonNow(board);
        List<Object> points = new ArrayList<>();
        List<String> letters = new ArrayList<>();
        for (CardScore card : season.cards()) {
            letters.add(card.name());
            points.add(Json.object("id", card.id(), "name", card.name(), "points", card.points()));
        }
        for (CardScore term : season.terms()) {
            points.add(Json.object("id", term.id(), "name", term.name(), "points", term.points()));
        }
        return Json.write(Json.object("schema", schema, "puzzle", puzzleId, "moves", moves, "board", board.toRows(),
                "points", points, "total", season.total())) + "\n";
    }
}
