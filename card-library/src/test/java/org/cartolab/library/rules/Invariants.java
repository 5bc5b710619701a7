package org.cartolab.library.rules;

import static org.assertj.core.api.Assertions.assertThat;

import org.cartolab.board.Bits;
import org.cartolab.board.Board;
import org.cartolab.model.Terrain;
import org.cartolab.rules.GameEngine;
import org.cartolab.rules.MapState;

/**
 * Checked after every move of the simulated games: no cell holds two terrains, nothing lies outside the map,
 * filled cells are exactly the drawn ones, coins stay within the track, and the map only ever grows.
 */
final class Invariants implements GameEngine.Observer {

    private final int coinTrack;
    private final long[][] lastFilled = new long[8][];
    int moves;

    Invariants(int coinTrack) {
        this.coinTrack = coinTrack;
    }

    @Override
    public void afterMove(int player, MapState map) {
        moves++;
        Board board = map.board();
        long[] union = board.destroyed().clone();
        for (Terrain terrain : board.terrains()) {
            long[] cells = board.cellsOf(terrain);
            assertThat(Bits.intersects(union, cells)).as("a cell holds two terrains").isFalse();
            union = Bits.or(union, cells);
        }
        assertThat(Bits.subsetOf(union, board.grid().all())).as("a cell outside the map").isTrue();
        assertThat(Bits.same(union, map.filled())).as("filled cells are the drawn cells").isTrue();
        assertThat(map.coins()).isBetween(0, coinTrack);
        if (lastFilled[player] != null) {
            assertThat(Bits.subsetOf(lastFilled[player], map.filled())).as("nothing is ever erased").isTrue();
            assertThat(Bits.count(map.filled())).isGreaterThan(Bits.count(lastFilled[player]));
        }
        lastFilled[player] = map.filled().clone();
    }
}
