package org.cartolab.scoring;

import java.util.List;
import java.util.function.IntSupplier;

import org.cartolab.board.Bits;
import org.cartolab.board.EdgeSide;
import org.cartolab.model.Terrain;
import org.cartolab.model.expr.CellSet;

/**
 * A compiled cell set: its cells on a board and the board edges it includes. The commonest sets, a bound
 * item, one terrain and the built-in sets, are read directly rather than through a function: every set
 * shares the one call site in {@link #cells}, where a call costs a type check against every kind of set.
 */
final class SetNode {
    /** The slot of the bound item whose cells are the set, or -1. */
    private final int slot;
    /** The terrain whose cells are the set, or null. */
    private final Terrain terrain;
    /** The built-in set (empty, filled, ruins, any) that is the set, or null. */
    private final CellSet.Builtin.Kind builtin;
    /** The set's cells when it is neither a bound item nor one terrain. */
    private final CellsFunction function;
    /** The edges the set includes, as {@link EdgeSide#bit()}s. */
    private final int edgeSides;
    /** True if the set does not depend on any bound item, so its clusters can be cached per board. */
    final boolean constant;
    /** True if the set is made of board edges only, so it has no cells. */
    final boolean edgesOnly;

    interface CellsFunction {
        long[] eval(Frame f);
    }

    private SetNode(int slot, Terrain terrain, CellSet.Builtin.Kind builtin, CellsFunction function,
            int edgeSides, boolean constant, boolean edgesOnly) {
        this.slot = slot;
        this.terrain = terrain;
        this.builtin = builtin;
        this.function = function;
        this.edgeSides = edgeSides;
        this.constant = constant;
        this.edgesOnly = edgesOnly;
    }

    SetNode(CellsFunction cells, int edgeSides, boolean constant, boolean edgesOnly) {
        this(-1, null, null, cells, edgeSides, constant, edgesOnly);
    }

    static SetNode ofItem(int slot) {
        return new SetNode(slot, null, null, null, 0, false, false);
    }

    static SetNode ofTerrain(Terrain terrain) {
        return new SetNode(-1, terrain, null, null, 0, true, false);
    }

    static SetNode ofBuiltin(CellSet.Builtin.Kind builtin) {
        return new SetNode(-1, null, builtin, null, 0, true, false);
    }

    /** The same cells, with these board edges too. */
    SetNode withEdges(int sides, boolean constant) {
        return new SetNode(slot, terrain, builtin, function, edgeSides | sides, constant, edgesOnly);
    }

    long[] cells(Frame f) {
        if (slot >= 0) {
            return f.slots[slot];
        }
        if (terrain != null) {
            return f.board.cellsOf(terrain);
        }
        if (builtin != null) {
            return switch (builtin) {
                case EMPTY -> f.board.empty();
                case FILLED -> f.board.filled();
                case RUINS -> f.board.ruins();
                case ANY -> f.grid.all();
                case KILLED -> f.board.killed();
            };
        }
        return function.eval(f);
    }

    /** Cells on the edges this set includes: they touch those edges. */
    long[] edgeCells(Frame f) {
        return f.grid.edges(edgeSides);
    }

    /** Whether {@code x} lies on an edge this set includes. */
    boolean touchesEdges(Frame f, long[] x) {
        return edgeSides != 0 && Bits.intersects(x, f.grid.edges(edgeSides));
    }

    /** Cells on the edges this set does not include: an off-board side there is not "in the set". */
    long[] otherEdgeCells(Frame f) {
        return f.grid.edges(EdgeSide.ALL_SIDES & ~edgeSides);
    }

    /** Plans a cell set; {@code newScratch} numbers the scratch bitboards the plan computes into. */
    static SetNode plan(CellSet set, IntSupplier newScratch) {
        if (set instanceof CellSet.Terrains named) {
            List<Terrain> terrains = named.terrains();
            if (terrains.size() == 1) {
                return SetNode.ofTerrain(terrains.get(0));
            }
            if (terrains.isEmpty()) {
                return cellsOnly(f -> f.noCells, true);
            }
            int into = newScratch.getAsInt();
            return cellsOnly(f -> {
                long[] cells = Bits.or(f.board.cellsOf(terrains.get(0)), f.board.cellsOf(terrains.get(1)),
                        f.scratch(into));
                for (int t = 2; t < terrains.size(); t++) {
                    Bits.or(cells, f.board.cellsOf(terrains.get(t)), cells);
                }
                return cells;
            }, true);
        }
        if (set instanceof CellSet.Builtin builtin) {
            return SetNode.ofBuiltin(builtin.kind());
        }
        if (set instanceof CellSet.Edge edge) {
            int sides = edge.side() == CellSet.Edge.Side.ALL ? EdgeSide.ALL_SIDES
                    : EdgeSide.valueOf(edge.side().name()).bit();
            return new SetNode(f -> f.noCells, sides, true, true);
        }
        if (set instanceof CellSet.OfVar ofVar) {
            return SetNode.ofItem(ofVar.var().slot());
        }
        if (set instanceof CellSet.Difference difference) {
            SetNode from = plan(difference.from(), newScratch);
            SetNode minus = plan(difference.minus(), newScratch);
            int edges = from.edgeSides & ~minus.edgeSides;
            boolean constant = from.constant && minus.constant;
            if (from.edgesOnly || minus.edgesOnly) { // no cells to take away, or none to take them from
                return new SetNode(from.edgesOnly ? f -> f.noCells : from::cells, edges, constant, from.edgesOnly);
            }
            int into = newScratch.getAsInt();
            return new SetNode(f -> Bits.andNot(from.cells(f), minus.cells(f), f.scratch(into)), edges, constant,
                    false);
        }
        CellSet.Union union = (CellSet.Union) set;
        List<SetNode> parts = union.parts().stream().map(part -> plan(part, newScratch)).toList();
        int edges = 0;
        for (SetNode part : parts) {
            edges |= part.edgeSides;
        }
        boolean constant = parts.stream().allMatch(part -> part.constant);
        // Edge parts add no cells; with a single part holding cells, its cells are the union's.
        List<SetNode> withCells = parts.stream().filter(part -> !part.edgesOnly).toList();
        if (withCells.isEmpty()) {
            return new SetNode(f -> f.noCells, edges, constant, true);
        }
        if (withCells.size() == 1) {
            return withCells.get(0).withEdges(edges, constant);
        }
        int into = newScratch.getAsInt();
        return new SetNode(f -> {
            long[] cells = Bits.or(withCells.get(0).cells(f), withCells.get(1).cells(f), f.scratch(into));
            for (int i = 2; i < withCells.size(); i++) {
                Bits.or(cells, withCells.get(i).cells(f), cells);
            }
            return cells;
        }, edges, constant, false);
    }

    /** A set with cells and no board edges. */
    private static SetNode cellsOnly(CellsFunction cells, boolean constant) {
        return new SetNode(cells, 0, constant, false);
    }
}
