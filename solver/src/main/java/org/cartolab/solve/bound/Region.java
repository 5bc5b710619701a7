package org.cartolab.solve.bound;

import java.util.List;

import org.cartolab.board.Bits;
import org.cartolab.board.EdgeSide;
import org.cartolab.model.Terrain;
import org.cartolab.model.expr.CellSet;

/**
 * A cell set of the language on a position, with how drawing changes it: the cells in it now, the terrains whose
 * drawing adds an empty cell to it ({@code grows}), whether drawing removes cells from it ({@code shrinks}, the
 * empty cells), and the map edge sides that count as in it for neighbour tests.
 */
record Region(long[] now, boolean[] grows, boolean shrinks, int edgeSides) {

    /** Whether drawing never changes the set. */
    boolean fixed() {
        if (shrinks) {
            return false;
        }
        for (boolean g : grows) {
            if (g) {
                return false;
            }
        }
        return true;
    }

    /** The region of a cell set, or null for a set the bounds do not understand (one that names an item). */
    static Region of(CellSet set, Position position) {
        List<Terrain> terrains = position.terrains();
        int n = terrains.size();
        var grid = position.grid;
        if (set instanceof CellSet.Terrains named) {
            long[] now = grid.none();
            boolean[] grows = new boolean[n];
            for (Terrain terrain : named.terrains()) {
                int t = terrains.indexOf(terrain);
                if (t >= 0) {
                    now = Bits.or(now, position.board.cellsOf(terrain));
                    // Only a terrain the remaining steps can draw adds cells: mountains never grow.
                    grows[t] = position.drawable[t];
                }
            }
            return new Region(now, grows, false, 0);
        }
        if (set instanceof CellSet.Builtin builtin) {
            return switch (builtin.kind()) {
                case EMPTY -> new Region(position.empty, new boolean[n], true, 0);
                case FILLED -> {
                    boolean[] all = new boolean[n];
                    java.util.Arrays.fill(all, true);
                    yield new Region(position.board.filled(), all, false, 0);
                }
                case RUINS -> new Region(position.board.ruins(), new boolean[n], false, 0);
                case ANY -> new Region(grid.all(), new boolean[n], false, 0);
                case KILLED -> new Region(position.board.killed(), new boolean[n], false, 0);
            };
        }
        if (set instanceof CellSet.Edge edge) {
            int sides = switch (edge.side()) {
                case ALL -> EdgeSide.ALL_SIDES;
                case LEFT -> EdgeSide.LEFT.bit();
                case RIGHT -> EdgeSide.RIGHT.bit();
                case TOP -> EdgeSide.TOP.bit();
                case BOTTOM -> EdgeSide.BOTTOM.bit();
            };
            return new Region(grid.none(), new boolean[n], false, sides);
        }
        if (set instanceof CellSet.Union union) {
            long[] now = grid.none();
            boolean[] grows = new boolean[n];
            boolean shrinks = false;
            int sides = 0;
            for (CellSet part : union.parts()) {
                Region region = of(part, position);
                if (region == null) {
                    return null;
                }
                now = Bits.or(now, region.now);
                for (int t = 0; t < n; t++) {
                    grows[t] |= region.grows[t];
                }
                shrinks |= region.shrinks;
                sides |= region.edgeSides;
            }
            return new Region(now, grows, shrinks, sides);
        }
        if (set instanceof CellSet.Difference difference) {
            Region from = of(difference.from(), position);
            Region minus = of(difference.minus(), position);
            if (from == null || minus == null || !minus.fixed()) {
                return null;
            }
            return new Region(Bits.andNot(from.now, minus.now), from.grows, from.shrinks,
                    from.edgeSides & ~minus.edgeSides);
        }
        return null;
    }

    /**
     * Whether every cell a drawing adds to the set is a cell of that drawing and the reverse: true for terrains,
     * filled cells and their unions; false for a difference ({@code village except ruins} leaves the ruins cells
     * of a village drawing out, so one drawing may become several pieces of the set).
     */
    static boolean drawingJoinsWhole(CellSet set) {
        if (set instanceof CellSet.Union union) {
            return union.parts().stream().allMatch(Region::drawingJoinsWhole);
        }
        return !(set instanceof CellSet.Difference);
    }

    /** The cells with a neighbour in the region now, edge sides included. */
    long[] touchingNow(Position position) {
        return Bits.or(position.grid.neighbours(now), position.grid.edges(edgeSides));
    }
}
