package org.cartolab.model;

/** An ambush card: the monster shape, the terrain it is filled with, the pass direction and the solo corner. */
public record AmbushCard(String id, String name, Terrain fill, ShapeOption shape, Rotation pass, Corner soloCorner) {
}
