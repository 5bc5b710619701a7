package org.cartolab.solve.landscape;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.landscape.Landscape;
import org.cartolab.landscape.PlacedCard;
import org.cartolab.model.CardFace;
import org.cartolab.model.LandscapeCard;

/**
 * Where a card may be laid next (RULES.md 3.5): every face, every quarter turn and every position that
 * {@link Landscape#problem} accepts. Translation does not change a landscape's score, so the first card lies at
 * the origin. The order is fixed (faces in card order, turns 0 to 3, rows, then columns), so searches that use it
 * are deterministic.
 */
final class Placements {

    private Placements() {
    }

    /** The legal placements of the card on the landscape; on an empty one, at the origin in every turn. */
    static List<PlacedCard> legal(Landscape landscape, LandscapeCard card) {
        List<PlacedCard> legal = new ArrayList<>();
        if (landscape.cards().isEmpty()) {
            for (CardFace face : card.faces()) {
                for (int turns = 0; turns < 4; turns++) {
                    legal.add(new PlacedCard(card, face, turns, 0, 0));
                }
            }
            return legal;
        }
        Extent extent = Extent.of(landscape);
        for (CardFace face : card.faces()) {
            for (int turns = 0; turns < 4; turns++) {
                int height = turns % 2 == 0 ? face.height() : face.width();
                int width = turns % 2 == 0 ? face.width() : face.height();
                // Only a card whose rectangle meets the landscape's bounding box can overlap one of its cells.
                for (int row = extent.top() - height + 1; row <= extent.bottom(); row++) {
                    for (int col = extent.left() - width + 1; col <= extent.right(); col++) {
                        PlacedCard placed = new PlacedCard(card, face, turns, row, col);
                        if (landscape.problem(placed).isEmpty()) {
                            legal.add(placed);
                        }
                    }
                }
            }
        }
        return legal;
    }

    /** The bounding box of a landscape's cells. */
    record Extent(int top, int left, int bottom, int right) {

        static Extent of(Landscape landscape) {
            int top = Integer.MAX_VALUE;
            int left = Integer.MAX_VALUE;
            int bottom = Integer.MIN_VALUE;
            int right = Integer.MIN_VALUE;
            for (PlacedCard card : landscape.cards()) {
                top = Math.min(top, card.row());
                left = Math.min(left, card.col());
                bottom = Math.max(bottom, card.row() + card.height() - 1);
                right = Math.max(right, card.col() + card.width() - 1);
            }
            return new Extent(top, left, bottom, right);
        }

        int height() {
            return bottom - top + 1;
        }

        int width() {
            return right - left + 1;
        }
    }
}
