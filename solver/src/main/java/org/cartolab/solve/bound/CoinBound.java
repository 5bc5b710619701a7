package org.cartolab.solve.bound;

import java.util.Arrays;
import org.cartolab.board.Bits;
import org.cartolab.model.Terrain;

/**
 * {@code w * coins}: coins come from coin shapes (worth {@code w} with the placement that draws one) and from
 * mountains whose open neighbours all get drawn. A mountain's coin is a surrounded cell like The Cauldrons' (any
 * drawing fills a neighbour, none draws the mountain), so it is valued per drawing ({@link SurroundTargets}): whole
 * for the drawing that completes it, a share for one that covers some of its open neighbours only if the other
 * steps can still draw the rest.
 */
final class CoinBound implements TermBound {

    private final int weight;
    private final Terrain mountain;
    private final boolean edgeSurrounds;
    /** Each cell's neighbours by direction, for the grid of the positions bounded (one per puzzle). */
    private final NeighbourTables neighbourTables = new NeighbourTables();

    CoinBound(int weight, Terrain mountain, boolean edgeSurrounds) {
        this.weight = weight;
        this.mountain = mountain;
        this.edgeSurrounds = edgeSurrounds;
    }

    @Override
    public double attribute(Position position) {
        if (weight < 0) {
            return 0; // coins are never lost
        }
        if (mountain != null) {
            var grid = position.grid;
            long[] mountains = position.board.cellsOf(mountain);
            if (!edgeSurrounds) {
                // The edge does not surround: a mountain on it never earns its coin.
                mountains = Bits.andNot(mountains, grid.edges(org.cartolab.board.EdgeSide.ALL_SIDES));
            }
            boolean[] any = new boolean[position.value.length];
            Arrays.fill(any, true);
            SurroundTargets targets = SurroundTargets.of(weight, position, Bits.andNot(grid.all(), position.empty),
                    position.reachable, mountains, grid.none(), any, new boolean[any.length], false,
                    neighbourTables.of(grid));
            if (targets.any()) {
                position.drawingTerms.add(targets);
            }
        }
        // A coin shape's coin is counted with its placement (see BudgetBound), where its smaller shape costs cells.
        position.coinValue += weight;
        return 0;
    }
}
