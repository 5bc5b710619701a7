package org.cartolab.model.expr;

import java.util.List;

import org.cartolab.model.Terrain;

/** A set of cells on a board, plus possibly edges of the board (the off-board ring around it). */
public sealed interface CellSet {

    /** Cells holding one of these terrains (a terrain, or a group's members). */
    record Terrains(String name, List<Terrain> terrains) implements CellSet {
        public Terrains {
            terrains = List.copyOf(terrains);
        }
    }

    /**
     * {@code empty}, {@code filled}, {@code ruins}, {@code any} or {@code killed} (Heroes: the monster cells whose
     * monster a hero killed; they stay monster cells).
     */
    record Builtin(Kind kind) implements CellSet {
        public enum Kind { EMPTY, FILLED, RUINS, ANY, KILLED }
    }

    /** The board's edge on one side, or on all sides. */
    record Edge(Side side) implements CellSet {
        public enum Side { ALL, LEFT, RIGHT, TOP, BOTTOM }
    }

    /** The cells of an enclosing source's current item (or the cells of the terrain a terrain source binds). */
    record OfVar(Var var) implements CellSet {
    }

    record Union(List<CellSet> parts) implements CellSet {
        public Union {
            parts = List.copyOf(parts);
        }
    }

    /**
     * {@code from except minus}: the cells of {@code from} that are not in {@code minus}, and the board edges of
     * {@code from} that {@code minus} does not include.
     */
    record Difference(CellSet from, CellSet minus) implements CellSet {
    }
}
