package org.cartolab.daily;

import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Optional;
import java.util.Set;

import org.cartolab.board.Bits;
import org.cartolab.board.Board;
import org.cartolab.board.BoardText;
import org.cartolab.board.SquareGrid;
import org.cartolab.model.Terrain;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.rules.Moves;
import org.cartolab.solve.PlayedStep;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.Solution;
import org.cartolab.solve.Step;

/**
 * Is a final map reachable in a puzzle? It is when the cells drawn beyond the start are covered exactly by the
 * cards' moves, played in order under the rules (each card draws one of its legal moves on the map so far, an
 * ambush lands where the solo rules put it). The search tries every legal move that draws only new cells in the
 * map's terrain, so it is exhaustive; of several covers the best-scoring one counts (a coin shape and another
 * shape may cover the same cells). When there is no cover it says why, cell by cell where it can.
 */
public final class BoardCheck {

    private final PuzzleSetup setup;
    private final Board end;
    private final SquareGrid grid;
    private final List<Move> line = new ArrayList<>();
    private Solution best;

    private BoardCheck(PuzzleSetup setup, Board end) {
        this.setup = setup;
        this.end = end;
        this.grid = end.grid();
    }

    /** What the check found: a play that draws the map, or the reasons there is none. */
    public record Outcome(Optional<Solution> play, List<String> reasons) {

        public boolean reachable() {
            return play.isPresent();
        }
    }

    /** @param end the final map, read against the puzzle's map sheet (so its printed cells are right) */
    public static Outcome check(PuzzleSetup setup, Board end) {
        return new BoardCheck(setup, end).run();
    }

    private Outcome run() {
        Board start = setup.start();
        List<String> changed = new ArrayList<>();
        long[] startFilled = start.filled();
        for (int i = Bits.first(startFilled); i >= 0; i = Bits.next(startFilled, i + 1)) {
            int row = grid.row(i);
            int col = grid.col(i);
            if (BoardText.symbol(start, row, col) != BoardText.symbol(end, row, col)) {
                changed.add(label(i) + ": the start has '" + BoardText.symbol(start, row, col) + "' here but the "
                        + "map has '" + BoardText.symbol(end, row, col) + "'; what is drawn stays drawn.");
            }
        }
        if (!changed.isEmpty()) {
            return new Outcome(Optional.empty(), changed);
        }
        long[] fresh = Bits.andNot(end.filled(), startFilled);
        search(0, setup.startMap(), fresh);
        if (best != null) {
            return new Outcome(Optional.of(best), List.of());
        }
        return new Outcome(Optional.empty(), reasons(fresh));
    }

    private void search(int depth, MapState map, long[] remaining) {
        if (depth == setup.steps().size()) {
            if (Bits.isEmpty(remaining)) {
                Solution play = replay();
                if (best == null || play.score() > best.score()) {
                    best = play;
                }
            }
            return;
        }
        Step step = setup.steps().get(depth);
        List<Move> legal = setup.legal(map, step);
        if (legal.isEmpty()) {
            line.add(null);
            search(depth + 1, map, remaining);
            line.remove(line.size() - 1);
            return;
        }
        for (Move move : legal) {
            if (Bits.subsetOf(move.cells(), remaining) && Bits.subsetOf(move.cells(), end.cellsOf(move.terrain()))) {
                MapState child = map.copy();
                setup.apply(child, step, move);
                line.add(move);
                search(depth + 1, child, Bits.andNot(remaining, move.cells()));
                line.remove(line.size() - 1);
            }
        }
    }

    private Solution replay() {
        MapState map = setup.startMap();
        List<PlayedStep> played = new ArrayList<>();
        for (Step step : setup.steps()) {
            Move move = line.get(step.index());
            if (move != null) {
                setup.apply(map, step, move);
            }
            played.add(new PlayedStep(step, move, setup.score(map)));
        }
        return new Solution(played, setup.score(map));
    }

    /** Why no play covers the new cells: too many of them, or cells no card's move can have drawn. */
    private List<String> reasons(long[] fresh) {
        List<String> reasons = new ArrayList<>();
        int count = Bits.count(fresh);
        int most = setup.steps().stream().mapToInt(Step::maxCells).sum();
        if (count > most) {
            reasons.add("the map has " + count + " cells drawn beyond the start, but the puzzle's cards draw at "
                    + "most " + most + ": " + (count - most) + " extra cell" + (count - most == 1 ? "" : "s") + ".");
        }
        MapState start = setup.startMap();
        List<List<Move>> anywhere = new ArrayList<>();
        for (Step step : setup.steps()) {
            anywhere.add(everyMove(start, step));
        }
        for (int i = Bits.first(fresh); i >= 0 && reasons.size() < 3; i = Bits.next(fresh, i + 1)) {
            Terrain terrain = end.terrainAt(grid.row(i), grid.col(i)).orElseThrow();
            String why = cellReason(i, terrain, fresh, anywhere);
            if (why != null) {
                reasons.add(why);
            }
        }
        if (reasons.isEmpty()) {
            reasons.add("every new cell fits some card's shape, but no play of the cards in their order covers "
                    + "exactly the " + count + " new cells (each card draws once, in order, where the rules let "
                    + "it; an ambush lands where the solo rules put it).");
        }
        return reasons;
    }

    /** Why a new cell cannot have been drawn by any card, or null when some card's move could have. */
    private String cellReason(int cell, Terrain terrain, long[] fresh, List<List<Move>> anywhere) {
        long[] sameTerrain = Bits.and(fresh, end.cellsOf(terrain));
        Set<String> otherTerrains = new LinkedHashSet<>();
        boolean terrainDrawn = false;
        for (List<Move> moves : anywhere) {
            for (Move move : moves) {
                if (!Bits.get(move.cells(), cell)) {
                    continue;
                }
                terrainDrawn |= move.terrain().equals(terrain);
                if (Bits.subsetOf(move.cells(), sameTerrain) && move.terrain().equals(terrain)) {
                    return null;
                }
                if (Bits.subsetOf(move.cells(), fresh)) {
                    otherTerrains.add(move.terrain().id());
                }
            }
        }
        String where = label(cell) + " (" + terrain.id() + ")";
        if (!terrainDrawn) {
            return "wrong terrain at " + where + ": no card of the puzzle draws " + terrain.id() + " there.";
        }
        if (!otherTerrains.isEmpty()) {
            return "wrong terrain at " + where + ": the cards' shapes that fit the new cells there draw "
                    + String.join(" or ", otherTerrains) + ", not " + terrain.id() + ".";
        }
        List<Integer> group = group(cell, sameTerrain);
        if (group.size() == 1) {
            return "extra cell at " + where + ": it stands alone, and no card of the puzzle draws a single "
                    + terrain.id() + " cell there.";
        }
        List<String> labels = group.stream().map(this::label).toList();
        return "a shape no card offers at " + where + ": the new " + terrain.id() + " cells " + String.join(" ", labels)
                + " are no shape (in any turn) that a card of the puzzle draws in " + terrain.id() + ".";
    }

    /** The new cells of one terrain connected to a cell, corners included (some shapes touch only at corners). */
    private List<Integer> group(int cell, long[] cells) {
        long[] region = Bits.single(grid.words(), cell);
        while (true) {
            long[] grown = Bits.and(Bits.or(region, grid.vicinity(region)), cells);
            if (Bits.count(grown) == Bits.count(region)) {
                break;
            }
            region = grown;
        }
        List<Integer> group = new ArrayList<>();
        for (int i = Bits.first(region); i >= 0; i = Bits.next(region, i + 1)) {
            group.add(i);
        }
        return group;
    }

    /**
     * Every move a step could make on the start map, ignoring the order of the cards and the ruins rule (for the
     * reasons only); the 1x1 fallback only when none of the card's shapes fits, as the rules say.
     */
    private List<Move> everyMove(MapState start, Step step) {
        if (step.isAmbush()) {
            return Moves.monsters(start, step.ambush().shape().shape(), step.ambush().fill());
        }
        return Moves.explore(start, step.explore(), false, setup.engine().options(), setup.engine().anyTerrains());
    }

    /** The cell as a player reads it on the printed sheet: column letter, row number (C4). */
    private String label(int cell) {
        return String.valueOf((char) ('A' + grid.col(cell))) + (grid.row(cell) + 1);
    }
}
