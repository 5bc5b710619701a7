package org.cartolab.cpsat;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import java.util.function.BiConsumer;

import org.cartolab.board.Bits;
import org.cartolab.board.Board;
import org.cartolab.model.Terrain;
import org.cartolab.rules.MapState;
import org.cartolab.rules.Move;
import org.cartolab.rules.Moves;
import org.cartolab.solve.PuzzleSetup;
import org.cartolab.solve.Step;

import com.google.ortools.Loader;
import com.google.ortools.sat.BoolVar;
import com.google.ortools.sat.CpModel;
import com.google.ortools.sat.LinearExpr;
import com.google.ortools.sat.Literal;

/**
 * A puzzle's plays as a CP-SAT model: one Boolean per step and move, exactly one per step, at most one move over
 * each cell; and what the scoring encodings read from it, one literal per cell for "filled" and per cell and
 * terrain for "drawn in that terrain" (constants where the start decides). The moves are the rules engine's own
 * ({@link Moves#explore} on the start map): a later map only has fewer empty cells, so a move stays legal exactly
 * while no earlier move covers its cells — the at-most-one per cell.
 *
 * <p>What the model leaves out is refused rather than approximated: ambush and after-ruins steps, seasons beyond
 * one, maps with missing cells, and the 1x1 fallback (which the engine allows only when no shape fits;
 * {@link #fallbackNeverNeeded} proves that never happens before a step is modelled).
 */
final class PlacementModel {

    static {
        // OR-Tools' native library, unpacked from its platform jar once per JVM, before any model is built.
        Loader.loadNativeLibraries();
    }

    final PuzzleSetup setup;
    final CpModel model = new CpModel();
    final int height;
    final int width;
    final Board start;
    final List<List<Move>> moves = new ArrayList<>();
    final List<List<BoolVar>> chosen = new ArrayList<>();
    private final Literal yes;
    private final Literal no;
    /** Per cell: filled at the end (a printed terrain or a drawing). */
    private final Literal[] filled;
    /** Per cell and terrain of the game: the cell holds that terrain at the end. */
    private final Literal[][] holds;

    PlacementModel(PuzzleSetup setup) {
        this.setup = setup;
        this.start = setup.start();
        this.height = start.height();
        this.width = start.width();
        this.yes = model.trueLiteral();
        this.no = model.falseLiteral();
        if (setup.puzzle().seasons().size() != 1) {
            throw new NotModelledException("puzzles of more than one season are not modelled");
        }
        for (int r = 0; r < height; r++) {
            for (int c = 0; c < width; c++) {
                if (!start.grid().has(r, c)) {
                    throw new NotModelledException("maps with missing cells are not modelled");
                }
            }
        }
        MapState map = setup.startMap();
        for (Step step : setup.steps()) {
            if (step.isAmbush() || step.afterRuins()) {
                throw new NotModelledException("step " + (step.index() + 1) + ": ambush and after-ruins steps are "
                        + "not modelled");
            }
            List<Move> stepMoves = Moves.explore(map, step.explore(), false, setup.engine().options(),
                    setup.engine().anyTerrains());
            if (stepMoves.stream().anyMatch(move -> move.shape() == Move.SINGLE_CELL)) {
                throw new NotModelledException("step " + (step.index() + 1) + ": no shape fits the start map");
            }
            List<BoolVar> vars = new ArrayList<>();
            for (int m = 0; m < stepMoves.size(); m++) {
                vars.add(model.newBoolVar("s" + step.index() + "m" + m));
            }
            model.addExactlyOne(vars.toArray(Literal[]::new));
            moves.add(stepMoves);
            chosen.add(vars);
        }
        if (!fallbackNeverNeeded()) {
            throw new NotModelledException("a step might find no room for its shapes (the 1x1 fallback)");
        }
        List<Terrain> terrains = setup.game().terrains();
        int cells = height * width;
        List<List<Literal>> covering = new ArrayList<>();
        List<List<List<Literal>>> coveringIn = new ArrayList<>();
        for (int i = 0; i < cells; i++) {
            covering.add(new ArrayList<>());
            List<List<Literal>> byTerrain = new ArrayList<>();
            terrains.forEach(t -> byTerrain.add(new ArrayList<>()));
            coveringIn.add(byTerrain);
        }
        for (int s = 0; s < moves.size(); s++) {
            for (int m = 0; m < moves.get(s).size(); m++) {
                Move move = moves.get(s).get(m);
                long[] moveCells = move.cells();
                for (int i = Bits.first(moveCells); i >= 0; i = Bits.next(moveCells, i + 1)) {
                    covering.get(i).add(chosen.get(s).get(m));
                    coveringIn.get(i).get(terrains.indexOf(move.terrain())).add(chosen.get(s).get(m));
                }
            }
        }
        filled = new Literal[cells];
        holds = new Literal[cells][terrains.size()];
        for (int i = 0; i < cells; i++) {
            int r = i / width;
            int c = i % width;
            Optional<Terrain> printed = start.terrainAt(r, c);
            model.addAtMostOne(covering.get(i));
            filled[i] = printed.isPresent() || Bits.get(start.filled(), start.grid().index(r, c)) ? yes
                    : sum(covering.get(i), "filled" + i);
            for (int t = 0; t < terrains.size(); t++) {
                holds[i][t] = printed.isPresent() ? (printed.get().equals(terrains.get(t)) ? yes : no)
                        : sum(coveringIn.get(i).get(t), "cell" + i + terrains.get(t).id());
            }
        }
    }

    /**
     * Whether every step always has room for a shape, whatever the earlier steps drew: a step's placements that
     * share no cell lose at most one each to an earlier drawn cell, so more of them than the earlier steps' cells
     * leaves one. A sufficient test (greedy), true for the benchmark's K on an empty map A.
     */
    private boolean fallbackNeverNeeded() {
        int drawnBefore = 0;
        for (List<Move> stepMoves : moves) {
            int disjoint = 0;
            long[] used = Bits.empty(start.grid().words());
            int largest = 0;
            for (Move move : stepMoves) {
                largest = Math.max(largest, Bits.count(move.cells()));
                if (!Bits.intersects(move.cells(), used)) {
                    used = Bits.or(used, move.cells());
                    disjoint++;
                }
            }
            if (disjoint <= drawnBefore) {
                return false;
            }
            drawnBefore += largest;
        }
        return true;
    }

    /** A literal equal to a sum of literals known to be at most one (the moves over one cell). */
    private Literal sum(List<Literal> literals, String name) {
        if (literals.isEmpty()) {
            return no;
        }
        if (literals.size() == 1) {
            return literals.get(0);
        }
        BoolVar any = model.newBoolVar(name);
        model.addEquality(LinearExpr.sum(literals.toArray(Literal[]::new)), any);
        return any;
    }

    int index(int row, int col) {
        return row * width + col;
    }

    boolean inside(int row, int col) {
        return row >= 0 && col >= 0 && row < height && col < width;
    }

    /** The cell's orthogonal neighbours on the map (fewer than four on the edge). */
    List<Integer> neighbours(int i) {
        int r = i / width;
        int c = i % width;
        List<Integer> result = new ArrayList<>();
        int[][] steps = {{-1, 0}, {1, 0}, {0, -1}, {0, 1}};
        for (int[] step : steps) {
            if (inside(r + step[0], c + step[1])) {
                result.add(index(r + step[0], c + step[1]));
            }
        }
        return result;
    }

    boolean onEdge(int i) {
        return neighbours(i).size() < 4;
    }

    int cells() {
        return height * width;
    }

    Literal filled(int i) {
        return filled[i];
    }

    Literal holds(int i, String terrainId) {
        return holds[i][terrainIndex(terrainId)];
    }

    Literal empty(int i) {
        return not(filled[i]);
    }

    boolean isRuins(int i) {
        return start.isRuins(i / width, i % width);
    }

    boolean isPrinted(int i, String terrainId) {
        return holds[i][terrainIndex(terrainId)] == yes;
    }

    private int terrainIndex(String terrainId) {
        List<Terrain> terrains = setup.game().terrains();
        for (int t = 0; t < terrains.size(); t++) {
            if (terrains.get(t).id().equals(terrainId)) {
                return t;
            }
        }
        throw new NotModelledException("the game has no terrain '" + terrainId + "'");
    }

    Literal yes() {
        return yes;
    }

    Literal no() {
        return no;
    }

    Literal not(Literal literal) {
        return literal == yes ? no : literal == no ? yes : literal.not();
    }

    /** A literal equal to the conjunction, folded where the start decides. */
    Literal and(List<Literal> literals) {
        return fold(literals, no, yes, "and", model::addMinEquality);
    }

    /** A literal equal to the disjunction, folded where the start decides. */
    Literal or(List<Literal> literals) {
        return fold(literals, yes, no, "or", model::addMaxEquality);
    }

    /**
     * {@code literals} joined by an operator that {@code absorbing} decides alone and {@code neutral} leaves
     * unchanged (no for "and", yes for "or"); only the literals the start leaves open become a new variable.
     */
    private Literal fold(List<Literal> literals, Literal absorbing, Literal neutral, String name,
                         BiConsumer<BoolVar, Literal[]> equality) {
        List<Literal> open = new ArrayList<>();
        for (Literal literal : literals) {
            if (literal == absorbing) {
                return absorbing;
            }
            if (literal != neutral) {
                open.add(literal);
            }
        }
        if (open.isEmpty()) {
            return neutral;
        }
        if (open.size() == 1) {
            return open.get(0);
        }
        BoolVar joined = model.newBoolVar(name);
        equality.accept(joined, open.toArray(Literal[]::new));
        return joined;
    }
}
