package org.cartolab.landscape;

import java.util.ArrayList;
import java.util.List;

import org.cartolab.model.CardFace;
import org.cartolab.model.LandscapeCard;

/**
 * The legal ways to lay a card next into a landscape (RULES.md 3.5), in one fixed order: by face as the card lists
 * them, then quarter turn, row and column. A card lies on whole cells, so only offsets at which it can touch the
 * landscape matter: where it overlaps a cell, or, while the overlap rule is waived after the first card (the
 * 'first-round' reading), anywhere within one cell of the landscape's bounding box.
 */
public final class LandscapePlacements {

    private LandscapePlacements() {
    }

    public static List<PlacedCard> legal(Landscape landscape, LandscapeCard card) {
        List<PlacedCard> legal = new ArrayList<>();
        for (CardFace face : card.faces()) {
            for (int turns = 0; turns < 4; turns++) {
                addLegal(landscape, card, face, turns, legal);
            }
        }
        return legal;
    }

    private static void addLegal(Landscape landscape, LandscapeCard card, CardFace face, int turns,
                                 List<PlacedCard> legal) {
        if (landscape.cards().isEmpty()) {
            // Where the first card lies does not matter: a landscape is scored on its own cells only.
            legal.add(new PlacedCard(card, face, turns, 0, 0));
            return;
        }
        PlacedCard probe = new PlacedCard(card, face, turns, 0, 0);
        int height = probe.height();
        int width = probe.width();
        boolean mayStandApart = landscape.overlapWaivedForNext();
        int slack = mayStandApart ? 1 : 0;
        int fromRow = landscape.top() - height + 1 - slack;
        int toRow = landscape.bottom() + slack;
        int fromCol = landscape.left() - width + 1 - slack;
        int toCol = landscape.right() + slack;
        for (int row = fromRow; row <= toRow; row++) {
            for (int col = fromCol; col <= toCol; col++) {
                PlacedCard placed = new PlacedCard(card, face, turns, row, col);
                if (landscape.problem(placed).isEmpty()) {
                    legal.add(placed);
                }
            }
        }
    }
}
