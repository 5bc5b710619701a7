package org.cartolab.solve.bound;

import java.util.Arrays;

/**
 * A part of the score bounded by the pieces the remaining steps draw in its terrains rather than cell by cell: the
 * budget bound chooses a terrain for every remaining step ({@link PieceChoices}) and asks the term what the pieces
 * drawn in its terrains can add. A connected drawing whose cells all join the term's set is one piece; a split
 * shape, or a set such as {@code village except ruins} that a drawing's cells need not all join, counts its cells
 * as pieces of one cell each ({@link #unitPieces}). A term's {@link #rise} must never fall when a piece is added or
 * cut into smaller ones, so that taking every step at its largest drawing stays an upper bound.
 */
abstract class PieceTerm {

    /** The terrains whose pieces join the term's set. */
    final boolean[] terrains;
    /** Whether a drawing's cells may fall apart in the set, so that they count as pieces of one cell each. */
    final boolean unitPieces;

    PieceTerm(boolean[] terrains, boolean unitPieces) {
        this.terrains = terrains;
        this.unitPieces = unitPieces;
    }

    /** How many pieces a drawing of {@code cells} cells in the terrains gives: one, or one per cell. */
    final int pieceCount(int cells, boolean splitShape) {
        return splitShape || unitPieces ? cells : 1;
    }

    /**
     * Writes the pieces of a drawing of {@code cells} cells in the terrains into {@code into} from {@code at}
     * ({@link #pieceCount} of them) and returns where they end.
     */
    final int addDrawing(int cells, boolean splitShape, int[] into, int at) {
        int count = pieceCount(cells, splitShape);
        Arrays.fill(into, at, at + count, count == 1 ? cells : 1);
        return at + count;
    }

    /** What the part can still rise when the remaining steps draw {@code count} pieces of these sizes. */
    abstract double rise(int[] pieces, int count);

    /**
     * The same when only {@code otherSteps} of the remaining steps draw outside the term's terrains, each in one
     * terrain (the steps' choices know it; a term that cares about the other terrains drawn overrides this).
     */
    double rise(int[] pieces, int count, int otherSteps) {
        return rise(pieces, count);
    }
}
