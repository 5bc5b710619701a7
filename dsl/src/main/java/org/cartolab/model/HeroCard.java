package org.cartolab.model;

import java.util.List;

/**
 * A Heroes hero card: the hero is drawn in one empty cell; its attack range is the pattern around that cell.
 *
 * @param attack the attack cells as offsets from the hero's cell (row down, column right)
 */
public record HeroCard(String id, String name, List<ShapeCell> attack) {

    public HeroCard {
        attack = List.copyOf(attack);
    }
}
