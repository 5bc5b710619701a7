package org.cartolab.model;

/** How a terrain gets onto a map. */
public enum TerrainRole {
    /** Players draw it (forest, village, farm, water, monster, hero). */
    DRAWABLE,
    /** Printed on the map sheet before play (mountain, wasteland); never drawn by a player. */
    PRINTED
}
