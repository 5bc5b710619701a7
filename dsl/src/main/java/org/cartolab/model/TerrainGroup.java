package org.cartolab.model;

import java.util.List;

/** A named set of terrains, e.g. the "terrain types" a card counts as distinct kinds. */
public record TerrainGroup(String id, String name, List<Terrain> members) {

    public TerrainGroup {
        members = List.copyOf(members);
    }
}
