package org.cartolab.model;

import java.util.List;

/** An explore card: its time value, the terrains and shapes it offers. Ruins cards offer neither. */
public record ExploreCard(String id, String name, int time, ExploreKind kind, List<Terrain> terrains,
                          List<ShapeOption> shapes) implements PlayableCard {

    public ExploreCard {
        terrains = List.copyOf(terrains);
        shapes = List.copyOf(shapes);
    }
}
