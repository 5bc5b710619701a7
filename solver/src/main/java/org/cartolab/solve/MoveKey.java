package org.cartolab.solve;

import org.cartolab.rules.Move;

/** What identifies a move across boards: the shape, its orientation, its position and the terrain. */
public record MoveKey(int shape, int orientation, int row, int col, String terrain) {

    public static MoveKey of(Move move) {
        return new MoveKey(move.shape(), move.placement().orientation().index(), move.placement().row(),
                move.placement().col(), move.terrain().id());
    }
}
