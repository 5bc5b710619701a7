package org.cartolab.solve.landscape;

import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.LandscapeCard;

/**
 * Numbers every placement a card could take as its turn in the layout: the domain of the card's variable in the
 * Choco model. The first card lies at the origin; card {@code i} then lies within {@code reach * i} cells of it,
 * since each card overlaps the landscape and so extends it by at most its longest side less one.
 */
final class PlacementIndex {

    private final LandscapeCard card;
    private final int radius;
    private final int side;

    /** @param reach the longest side of the puzzle's cards less one */
    PlacementIndex(LandscapeCard card, int turn, int reach) {
        this.card = card;
        this.radius = reach * turn;
        this.side = 2 * radius + 1;
    }

    int size() {
        return card.faces().size() * 4 * side * side;
    }

    int valueOf(PlacedCard placed) {
        int face = card.faces().indexOf(placed.face());
        int row = placed.row() + radius;
        int col = placed.col() + radius;
        if (face < 0 || row < 0 || row >= side || col < 0 || col >= side) {
            throw new IllegalStateException("A legal placement lies outside the card's index: " + placed);
        }
        return ((face * 4 + placed.quarterTurns()) * side + row) * side + col;
    }

    PlacedCard placement(int value) {
        int col = value % side - radius;
        int rest = value / side;
        int row = rest % side - radius;
        rest /= side;
        return new PlacedCard(card, card.faces().get(rest / 4), rest % 4, row, col);
    }
}
