package org.cartolab.solve.bound;

import org.cartolab.board.Bits;
import org.cartolab.model.Terrain;

/**
 * {@code w * coins}: coins come from coin shapes (worth {@code w} with the placement that draws one) and from
 * mountains whose open neighbours all get drawn ({@code w / open neighbours} for each of them).
 */
final class CoinBound implements TermBound {

    private final int weight;
    private final Terrain mountain;
    private final boolean edgeSurrounds;

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
            long[] mountains = position.board.cellsOf(mountain);
            var grid = position.grid;
            long[] border = grid.edges(org.cartolab.board.EdgeSide.ALL_SIDES);
            for (int i = Bits.first(mountains); i >= 0; i = Bits.next(mountains, i + 1)) {
                if (!edgeSurrounds && Bits.get(border, i)) {
                    continue;
                }
                long[] open = Bits.and(grid.neighbours(Bits.single(grid.words(), i)), position.empty);
                if (!Bits.isEmpty(open) && Bits.subsetOf(open, position.reachable)) {
                    position.credit(open, null, (double) weight / Bits.count(open));
                }
            }
        }
        // A coin shape's coin is counted with its placement (see BudgetBound), where its smaller shape costs cells.
        position.coinValue += weight;
        return 0;
    }
}
