package org.cartolab.model.expr;

/**
 * A condition relating a region (a cell, a line, a cluster...) to a cell set.
 * <ul>
 *   <li>IS / IN: every cell of the subject is in the set (and the subject has a cell);</li>
 *   <li>HAS: some cell of the subject is in the set;</li>
 *   <li>TOUCHES: some cell outside the subject but orthogonally adjacent to it is in the set (or, for an edge,
 *       the subject has a cell on that edge of the board);</li>
 *   <li>NEAR: as TOUCHES with the 8 neighbours (diagonals too);</li>
 *   <li>SURROUNDED_BY: every orthogonal neighbour outside the subject is in the set, counting off-board
 *       neighbours only when the set includes that edge.</li>
 *   <li>FLOWS_INTO: some cell of the subject has an end (a river end) on an edge whose cell across is in the set
 *       and outside the subject;</li>
 *   <li>FLOWS_PAST: the same across an edge without an end.</li>
 * </ul>
 */
public record Relation(Op op, Expr subject, CellSet set) implements Expr {

    public enum Op { IS, IN, HAS, TOUCHES, NEAR, SURROUNDED_BY, FLOWS_INTO, FLOWS_PAST }
}
