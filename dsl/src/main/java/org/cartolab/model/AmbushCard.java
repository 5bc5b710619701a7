package org.cartolab.model;

import java.util.List;

/**
 * An ambush card: the monster shape, the terrain it is filled with, the pass direction and the solo corner; in
 * Heroes also the monster's letter and its lasting effects.
 *
 * @param letter the letter drawn with the monsters (Heroes), or empty
 */
public record AmbushCard(String id, String name, Terrain fill, ShapeOption shape, Rotation pass, Corner soloCorner,
                         String letter, List<AmbushEffect> effects) implements PlayableCard {

    public AmbushCard {
        effects = List.copyOf(effects);
    }
}
